package pdp1.crosscheck.kalah;

import java.util.Arrays;
import java.util.function.Consumer;
import pdp1.crosscheck.Mismatch;
import pdp1.crosscheck.RoutineCall;
import pdp1.emu.Machine;
import pdp1.emu.cpu.Arithmetic;
import pdp1.emu.dev.StandardMachine;
import pdp1.kalah.Position;
import pdp1.program.ProgramImage;

/**
 * Calls the search of programs/kalah.mac directly on a position, in a copy of {@code program} (a
 * mutant's too): the position goes into frame 0, the variant words, the seeds of the game and the
 * level into their variables, and a two-word caller ({@code jsp think}, {@code hlt}) in the last
 * two words of the search's stack, which the search never reaches, runs it, on a machine with its
 * Type 30, after {@code bstat} has made the display list of the board. With the CRT the search
 * draws the board while it thinks, as in a game; without it ({@code nocrt} set) {@code slice}
 * returns at once and the search is the same, only sooner done.
 */
final class KalahThinkProbe {

    /** Longest a search may take, in simulated µs: level 8 takes 9 s at the most; a mutant may loop. */
    static final long MAX_THINK_US = 60_000_000L;
    private static final long MAX_BSTAT_US = 10_000_000L;
    /** Written over the glyph line before the list is made: no glyph word is this (its x would be -0). */
    private static final int GLYPH_LINE_MARK = 0777777;

    /**
     * What {@code think} left: the pit ({@code rmove}), the value ({@code rval}), the sowings
     * ({@code nodes}), the last iteration begun ({@code idep}), the simulated time, and the core
     * (for {@link SearchCounters}).
     */
    record Thought(int pit, int value, int nodes, int iteration, long micros, int[] core) {
    }

    private final ProgramImage program;
    private final boolean crt;
    private final Consumer<Machine> setUp;
    /** The stack's last two words: 11 returns and 10 plies of 5 words fill 61 of its 64. */
    private final int caller;
    /** The glyph line, marked before each list is made. */
    private final int gbuf;

    /**
     * @param crt   whether the search draws the board as in a game (slower) or the CRT is off
     * @param setUp readies each machine before the program is put in (its engine, a watcher)
     */
    KalahThinkProbe(ProgramImage program, boolean crt, Consumer<Machine> setUp) {
        this.program = program;
        this.crt = crt;
        this.setUp = setUp;
        this.caller = program.address("stack") + 076;
        this.gbuf = program.address("gbuf");
    }

    ProgramImage program() {
        return program;
    }

    /**
     * Runs {@code think} on {@code p} at {@code level}, the first sowing of a turn.
     *
     * @throws Mismatch if the program does not return within {@link #MAX_THINK_US}
     */
    Thought think(Position p, int level) throws Mismatch {
        Machine m = withBoard(p, 0777776, false);             // -1: no last move
        m.core()[program.address("level")] = level;
        long t0 = m.clock().now;
        RoutineCall.call(m, caller, program.address("think"), MAX_THINK_US, "think");
        return new Thought(m.core()[program.address("rmove")], Arithmetic.toInt(m.core()[program.address("rval")]),
                m.core()[program.address("nodes")], m.core()[program.address("idep")], m.clock().now - t0, m.core());
    }

    /**
     * What making the display list of a board took: the words of the list, and the words of the
     * glyph line ({@code gbuf}) its longest line of glyphs used.
     */
    record ListWords(int list, int glyphLine) {
    }

    /**
     * The words that {@code bstat} uses to make the display list of {@code p} (the game over when
     * {@code p} is), the pit {@code lastPlace} drawn bright, the line saying the computer thinks or not.
     */
    ListWords displayListWords(Position p, int lastPlace, boolean thinking) throws Mismatch {
        Machine m = withBoard(p, lastPlace, thinking);
        int glyphLine = program.address("dlist") - gbuf;
        while (glyphLine > 0 && m.core()[gbuf + glyphLine - 1] == GLYPH_LINE_MARK) {
            glyphLine--;
        }
        return new ListWords(m.core()[program.address("dlp")] - program.address("dlist"), glyphLine);
    }

    /** A machine with the program, {@code p} in frame 0 and its variant, and the display list made by bstat. */
    private Machine withBoard(Position p, int lastPlace, boolean thinking) throws Mismatch {
        Machine m = StandardMachine.create().machine();    // with the CRT: the search keeps it lit
        setUp.accept(m);
        m.load(0, program.core(m.core().length));
        int fr0 = program.address("fr0");
        for (int place = 0; place < 14; place++) {
            m.core()[fr0 + place] = p.seeds(place);
        }
        m.core()[fr0 + 016] = p.sideToMove();
        m.core()[fr0 + 017] = p.isOver() ? 1 : 0;
        m.core()[program.address("tot")] = p.variant().totalSeeds();
        m.core()[program.address("seeds")] = p.variant().seeds();
        m.core()[program.address("vempt")] = p.variant().emptyCapture() ? 1 : 0;
        m.core()[program.address("vstuck")] = p.variant().untilStuck() ? 1 : 0;
        m.core()[program.address("vnosw")] = p.variant().noSweep() ? 1 : 0;
        m.cpu().ss = p.variant().pie() ? 002 : 0;                           // SS5, the pie rule, which the book reads
        m.core()[program.address("lastpl")] = lastPlace;
        m.core()[program.address("thnk")] = thinking ? 1 : 0;
        m.core()[program.address("nocrt")] = crt ? 0 : 1;
        Arrays.fill(m.core(), gbuf, program.address("dlist"), GLYPH_LINE_MARK);   // to see how much a line uses
        RoutineCall.call(m, caller, program.address("bstat"), MAX_BSTAT_US, "bstat");    // the display list, as in a game
        return m;
    }
}
