package pdp1.crosscheck.kalah;

import pdp1.emu.Machine;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.cpu.StopReason;
import pdp1.kalah.Position;
import pdp1.program.ProgramImage;

/**
 * Calls the search of programs/kalah.mac directly on a position: the position
 * goes into frame 0, the variant words, the seeds of the game and the level into
 * their variables, and a two-word caller ({@code jsp think}, {@code hlt}) in the
 * last two words of the search's stack, which the search never reaches, runs it,
 * on a machine with its Type 30, after {@code bstat} has made the display list of
 * the board: the search draws the board while it thinks, as in a game.
 */
final class KalahThinkProbe {

    /** What {@code think} left: the pit, the value, the nodes and the simulated time. */
    ProgramImage program() {
        return program;
    }

    record Thought(int pit, int value, int nodes, long micros) {
    }

    private final ProgramImage program = ProgramImage.fromClasspath("kalah.mac");
    /** The stack's last two words: 11 returns and 10 plies of 5 words fill 61 of its 64. */
    private final int caller = program.address("stack") + 076;

    Thought think(Position p, int level) {
        Machine m = withBoard(p, 0777776, false);             // -1: no last move
        m.core()[program.address("level")] = level;
        long t0 = m.clock().now;
        call(m, "think", 3_600_000_000L);
        int value = m.core()[program.address("rval")];
        if ((value & 0400000) != 0) {
            value = -(~value & 0777777);
        }
        return new Thought(m.core()[program.address("rmove")], value, m.core()[program.address("nodes")],
                m.clock().now - t0);
    }

    /**
     * The words of the display list that {@code bstat} makes of {@code p} (the game over when
     * {@code p} is), the pit {@code lastPlace} drawn bright, the line saying the computer thinks or not.
     */
    int displayListWords(Position p, int lastPlace, boolean thinking) {
        Machine m = withBoard(p, lastPlace, thinking);
        return m.core()[program.address("dlp")] - program.address("dlist");
    }

    /** A machine with the program, {@code p} in frame 0 and its variant, and the display list made by bstat. */
    private Machine withBoard(Position p, int lastPlace, boolean thinking) {
        Machine m = StandardMachine.create().machine();    // with the CRT: the search keeps it lit
        int[] core = program.core(m.core().length);
        System.arraycopy(core, 0, m.core(), 0, core.length);
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
        m.core()[program.address("swapok")] = p.variant().pie() ? 1 : 0;    // before North's first turn, as the book sees it
        m.core()[program.address("lastpl")] = lastPlace;
        m.core()[program.address("thnk")] = thinking ? 1 : 0;
        call(m, "bstat", 10_000_000L);                        // the display list, as in a game
        return m;
    }

    /** Runs the routine {@code symbol} (a jsp) from the caller, to its return. */
    private void call(Machine m, String symbol, long maxUs) {
        m.core()[caller] = 0620000 | program.address(symbol);
        m.core()[caller + 1] = 0760400;
        m.start(caller);
        StopReason stop = m.run(m.clock().now + maxUs);
        if (stop != StopReason.HALT || m.cpu().pc != caller + 2) {
            throw new IllegalStateException(symbol + " did not return: " + stop.describe(m));
        }
    }
}
