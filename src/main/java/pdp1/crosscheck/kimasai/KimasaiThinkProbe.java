package pdp1.crosscheck.kimasai;

import java.util.function.Consumer;
import pdp1.crosscheck.Mismatch;
import pdp1.crosscheck.RoutineCall;
import pdp1.emu.Machine;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Pdp1Search;
import pdp1.kimasai.Position;
import pdp1.kimasai.Side;
import pdp1.program.ProgramImage;

/**
 * Calls the search of programs/kimasai.mac ({@code think}) directly on a position, in a copy of
 * {@code program} (a mutant's too): the position goes into {@code sb sf nb nf} and {@code side},
 * the level into {@code lev}, and a caller ({@code jsp think}, {@code hlt}) at {@link #CALLER}. With
 * the CRT the picture is built first ({@code jsp mkst}, {@code jsp mkdl}) and the search draws a
 * piece of it at every node, as in a game; without it ({@code nocrt} set) it draws nothing and
 * chooses the same move. The machine has no display: a {@code dpy} without a wait takes the same
 * time with or without one.
 */
final class KimasaiThinkProbe {

    /** Above the search stack (7255-7654), below the block loader. */
    static final int CALLER = 07700;
    /** Longest a search may take, in simulated µs: level 7 takes 9 s at the most; a mutant may loop. */
    static final long MAX_THINK_US = 60_000_000L;
    private static final long MAX_PICTURE_US = 1_000_000L;

    private final ProgramImage program;
    private final boolean crt;
    private final Consumer<Machine> setUp;
    private final KimasaiSearchCounters counters;
    private long micros;

    /**
     * @param crt   whether the search draws the picture as in a game (slower) or the CRT is off
     * @param setUp readies each machine before the program is put in (its engine, a watcher)
     */
    KimasaiThinkProbe(ProgramImage program, boolean crt, Consumer<Machine> setUp) {
        this.program = program;
        this.crt = crt;
        this.setUp = setUp;
        this.counters = new KimasaiSearchCounters(program);
    }

    /**
     * Runs {@code think} on {@code p} at {@code level} (1..7).
     *
     * @throws Mismatch if the program does not return from {@code think} within {@link #MAX_THINK_US}
     */
    KimasaiSearchCounters.Thought think(Position p, int level) throws Mismatch {
        Machine m = new Machine();
        setUp.accept(m);
        m.load(0, program.core(m.core().length));
        // a side's 24-bit loop mask: places 0-11 its back row, 12-23 its front row
        m.core()[program.address("sb")] = p.south() & 07777;
        m.core()[program.address("sf")] = p.south() >>> 12;
        m.core()[program.address("nb")] = p.north() & 07777;
        m.core()[program.address("nf")] = p.north() >>> 12;
        m.core()[program.address("side")] = p.toMove() == Side.SOUTH ? 0 : 1;
        m.core()[program.address("lev")] = level;
        m.core()[program.address("nocrt")] = crt ? 0 : 1;
        if (crt) {
            RoutineCall.call(m, CALLER, program.address("mkst"), MAX_PICTURE_US, "the picture's mkst");
            RoutineCall.call(m, CALLER, program.address("mkdl"), MAX_PICTURE_US, "the picture's mkdl");
        }
        long t0 = m.clock().now;
        RoutineCall.call(m, CALLER, program.address("think"), MAX_THINK_US, "think");
        KimasaiSearchCounters.Thought t = counters.read(m.core(), level);
        micros = m.clock().now - t0;
        return t;
    }

    /** The simulated time of the last {@link #think}, in µs. */
    long micros() {
        return micros;
    }
}
