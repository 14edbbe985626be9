package pdp1.crosscheck;

import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;

/**
 * Runs one routine of a game program on its own, as the search probes do: a two-word caller
 * ({@code jsp routine}, {@code hlt}) put at a free address, started there and run until the
 * {@code hlt} after the routine's return, within a bound of simulated time (a mutant may loop).
 */
public final class RoutineCall {

    private static final int JSP = 0620000;
    private static final int HLT = 0760400;

    private RoutineCall() {
    }

    /**
     * Calls the routine at {@code routine} from {@code caller} (two words the program does not use);
     * {@code what} names it in the mismatch.
     *
     * @throws Mismatch if it does not come back to the caller's {@code hlt} within {@code maxUs}
     */
    public static void call(Machine m, int caller, int routine, long maxUs, String what) throws Mismatch {
        m.core()[caller] = JSP | routine;
        m.core()[caller + 1] = HLT;
        m.start(caller);
        StopReason stop = m.run(m.clock().now + maxUs);
        if (stop != StopReason.HALT || m.cpu().pc != caller + 2) {
            throw new Mismatch(what + " did not return" + (stop == StopReason.TIME_LIMIT ? " within "
                    + maxUs / 1_000_000 + " s of simulated time" : "") + ": " + stop.describe(m));
        }
    }
}
