package pdp1.emu.host;

import java.util.Locale;
import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;

/**
 * Why a {@link HostLoop} run ended, and the one line that tells a person.
 *
 * @param kind   what ended it
 * @param stop   the machine's own stop, for {@link Kind#MACHINE_STOP} (else null)
 * @param detail the person's or the script's words, for STOPPED and BAD_KEY (else null)
 */
public record RunEnd(Kind kind, StopReason stop, String detail) {

    /** What ended a run. */
    public enum Kind {
        /** The machine stopped by itself: a halt, an error stop, a breakpoint. */
        MACHINE_STOP,
        /** The simulated clock reached the run's limit. */
        TIME_LIMIT,
        /** The run's end condition came true (a harness's "until"). */
        CONDITION,
        /** The program waits for a key (a harness asked to be told). */
        WAITING_FOR_KEY,
        /** The program waits for a key, the script is used up and nobody can type. */
        NO_MORE_KEYS,
        /** A person or a signal stopped it (Ctrl-C, the STOP key, the window closed). */
        STOPPED,
        /** The script holds a character the typewriter has no key for. */
        BAD_KEY
    }

    static RunEnd machine(StopReason stop) {
        return new RunEnd(Kind.MACHINE_STOP, stop, null);
    }

    static RunEnd of(Kind kind) {
        return new RunEnd(kind, null, null);
    }

    static RunEnd stopped(String why) {
        return new RunEnd(Kind.STOPPED, null, why);
    }

    static RunEnd badKey(String what) {
        return new RunEnd(Kind.BAD_KEY, null, what);
    }

    /** True for an error: an error stop of the machine, or a key the typewriter lacks. */
    public boolean isError() {
        return kind == Kind.BAD_KEY || kind == Kind.MACHINE_STOP && stop.isError();
    }

    /** True when the program halted. */
    public boolean halted() {
        return stop == StopReason.HALT;
    }

    /**
     * One line for a person, in machine terms, e.g. {@code halted at 0123 (hlt) after 1.250000 s
     * simulated}, {@code time limit: 2.000000 s simulated, PC 0212}.
     */
    public String describe(Machine m) {
        String after = String.format(Locale.ROOT, " after %.6f s simulated", m.clock().now / 1e6);
        String pc = ", PC " + StopReason.address(m.cpu().pc);
        return switch (kind) {
            case MACHINE_STOP -> (stop.isError() ? "error: " : "") + stop.describe(m) + after;
            case TIME_LIMIT -> String.format(Locale.ROOT, "time limit: %.6f s simulated", m.clock().now / 1e6) + pc;
            case CONDITION -> "done" + pc + "," + after;
            case WAITING_FOR_KEY -> "the program waits for a key" + pc + "," + after;
            case NO_MORE_KEYS -> "the program waits for a key and there are no more keys" + pc + "," + after;
            case STOPPED -> detail + pc + "," + after;
            case BAD_KEY -> "error: " + detail;
        };
    }
}
