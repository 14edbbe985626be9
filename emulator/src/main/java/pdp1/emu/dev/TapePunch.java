package pdp1.emu.dev;

import java.io.ByteArrayOutputStream;
import pdp1.emu.io.Device;
import pdp1.emu.state.StateTable.Access;
import pdp1.emu.state.StateTable.Section;
import pdp1.emu.state.Stateful;
import pdp1.emu.io.IoBus;
import pdp1.emu.time.Clock;
import pdp1.emu.time.Event;

/**
 * The paper-tape punch, docs/machine.md §4.5: {@code ppa} (IOT 05) punches
 * IO bits 10-17 as one line, {@code ppb} (IOT 06) punches IO bits 0-5 in
 * channels 1-6 plus channel 8 (one third of a binary word).
 *
 * <p>State: status bit 4 (020000) "punch free", cleared at the start of a
 * punch and set {@link #LINE_US} later, when the completion pulse (if asked
 * for) and a break request are given. The punched line goes to the sinks at
 * the command; {@link #tape()} keeps every line punched.
 */
public final class TapePunch implements Device, Stateful {

    /** IOT codes. */
    public static final int PPA = 05, PPB = 06;

    /** cks bit 4: the punch can accept ppa/ppb (§4.1). */
    public static final int STATUS_FREE = 0020000;

    /** 63 lines per second [HB-X]; 15 873 µs as AAP, docs/machine.md §3.6. */
    public static final long LINE_US = 15_873;

    private final Clock clock;
    private final IoBus bus;
    private final Event lineOut = new Event("punch line", this::punchCompleted);
    private final ByteArrayOutputStream tape = new ByteArrayOutputStream();
    private PunchSink sink = PunchSink.NONE;
    private boolean busy;
    private boolean pulseWanted;
    private boolean ranOut;           // not saved: a resumed run tells again when it punches past the end

    public TapePunch(Clock clock, IoBus bus) {
        this.clock = clock;
        this.bus = bus;
    }

    public void setSink(PunchSink sink) {
        this.sink = sink;
    }

    /**
     * Every line punched since power-on (or {@link #clearTape()}), up to {@link TapeReader#MAX_TAPE_BYTES}:
     * a tape holds no more, so a program that punches without end neither fills memory nor makes
     * a snapshot too big to resume. Lines past it still take their time and reach the sink.
     */
    public byte[] tape() {
        return tape.toByteArray();
    }

    /** Whether this machine punched lines past the end of the tape, which it did not keep. */
    public boolean ranOut() {
        return ranOut;
    }

    /** True while a line is being punched: its completion is still to come. */
    public boolean punching() {
        return lineOut.isPending();
    }

    public void clearTape() {
        tape.reset();
        ranOut = false;
    }

    @Override
    public String stateSection() {
        return "PTP";
    }

    @Override
    public void declareState(Section s) {
        s.flag("BUSY", Access.SHOWN, "punching: cks bit 4 off", () -> busy, v -> busy = v)
         .flag("PULSE", Access.INTERNAL, "the punch command asked for a completion pulse", () -> pulseWanted, v -> pulseWanted = v)
         .timer("LINE", "the line being punched is done", lineOut, () -> LINE_US)
         .contents("TAPE", TapeReader.MAX_TAPE_BYTES, "every line punched so far", this::tape, t -> {
             tape.reset();
             tape.writeBytes(t);
         });
    }

    @Override
    public int[] iotCodes() {
        return new int[] {PPA, PPB};
    }

    @Override
    public int iot(int instruction, int io, long now) {
        int frame = (instruction & 077) == PPA
                ? io & 0377
                : 0200 | ((io >>> 12) & 077);
        if (tape.size() < TapeReader.MAX_TAPE_BYTES) {
            tape.write(frame);
        } else {
            ranOut = true;
        }
        sink.punched(frame, now);
        busy = true;
        pulseWanted = Device.wantsCompletionPulse(instruction);
        clock.schedule(lineOut, now + LINE_US);
        return io;
    }

    private void punchCompleted(long at) {
        busy = false;
        if (pulseWanted) {
            pulseWanted = false;
            bus.completionPulse();
        }
        bus.requestBreak(0);
    }

    @Override
    public int status() {
        return busy ? 0 : STATUS_FREE;
    }

    @Override
    public void startClear() {
        clock.cancel(lineOut);
        busy = false;
        pulseWanted = false;
    }
}
