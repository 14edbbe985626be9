package pdp1.emu.dev;

import java.util.ArrayList;
import java.util.List;
import pdp1.emu.io.IoBus;
import pdp1.emu.time.Clock;

/** An IoBus that writes down what devices do to the processor, with the simulated time. */
final class RecordingBus implements IoBus {

    final Clock clock = new Clock();
    final List<String> log = new ArrayList<>();
    int io = -1;                     // the last word a completion pulse carried into IO

    @Override
    public void completionPulse() {
        log.add("pulse@" + clock.now);
    }

    @Override
    public void completionPulseWithIo(int word) {
        io = word;
        log.add("pulse " + Integer.toOctalString(word) + "@" + clock.now);
    }

    @Override
    public void requestBreak(int channel) {
        log.add("break" + channel + "@" + clock.now);
    }

    @Override
    public void setProgramFlag(int flag) {
        log.add("pf" + flag + "@" + clock.now);
    }

    /** Moves simulated time to {@code t}, firing every device event due by then. */
    void advanceTo(long t) {
        while (clock.nextEventAt() <= t) {
            clock.now = clock.nextEventAt();
            clock.fireDue();
        }
        clock.now = t;
    }
}
