package pdp1.emu;

import java.util.ArrayList;
import java.util.List;
import pdp1.emu.io.Device;
import pdp1.emu.io.IoBus;
import pdp1.emu.time.Clock;
import pdp1.emu.time.Event;

/**
 * A device for CPU tests: answers one IOT code, records every command pulse, and when the
 * instruction asks for a completion pulse (docs/machine.md §2.10) gives it {@code completionUs} later, also
 * requesting a break when told to. Its IOT returns IO with {@code ioBits} ORed in.
 */
public final class TestDevice implements Device {

    /** One command pulse as the device saw it. */
    public record Command(int instruction, int io, long now) {
    }

    private final int code;
    private final long completionUs;
    private final IoBus bus;
    private final Clock clock;
    private final Event done = new Event("test device done", this::done);
    private final List<Command> commands = new ArrayList<>();
    public int status;
    public int ioBits;
    public boolean breakOnCompletion;
    public int breakChannel;
    public long completedAt = -1;
    /** False: commands are counted but not recorded (allocation-free, for the no-allocation test). */
    public boolean recordCommands = true;
    public long commandCount;

    public TestDevice(Machine m, int code, long completionUs) {
        this.code = code;
        this.completionUs = completionUs;
        this.bus = m.bus();
        this.clock = m.clock();
    }

    @Override
    public int[] iotCodes() {
        return new int[] {code};
    }

    @Override
    public int iot(int instruction, int io, long now) {
        commandCount++;
        if (recordCommands) {
            commands.add(new Command(instruction, io, now));
        }
        if (Device.wantsCompletionPulse(instruction)) {
            clock.schedule(done, now + completionUs);
        }
        return io | ioBits;
    }

    private void done(long at) {
        completedAt = at;
        bus.completionPulse();
        if (breakOnCompletion) {
            bus.requestBreak(breakChannel);
        }
    }

    @Override
    public int status() {
        return status;
    }

    @Override
    public void startClear() {
        clock.cancel(done);
    }

    public List<Command> commands() {
        return commands;
    }
}
