package pdp1.crosscheck.kalah;

import pdp1.crosscheck.ProgramImage;
import pdp1.emu.Machine;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.cpu.StopReason;
import pdp1.kalah.Position;

/**
 * Calls the search of programs/kalah.mac directly on a position: the position
 * goes into frame 0, the variant words, the seeds of the game and the level into
 * their variables, and a two-word caller ({@code jsp think}, {@code hlt}) at 7746
 * runs it, on a machine with its Type 30, after {@code bstat} has made the display
 * list of the board: the search draws the board while it thinks, as in a game.
 */
final class KalahThinkProbe {

    /** What {@code think} left: the pit, the value, the nodes and the simulated time. */
    record Thought(int pit, int value, int nodes, long micros) {
    }

    private static final int CALLER = 07746;     // above the display list, below the loader at 7751

    private final ProgramImage program = ProgramImage.fromClasspath("kalah.mac");

    Thought think(Position p, int level) {
        Machine m = StandardMachine.create().machine();    // with the CRT: the search keeps it lit
        int[] core = program.core(m.core().length);
        System.arraycopy(core, 0, m.core(), 0, core.length);
        int fr0 = program.address("fr0");
        for (int place = 0; place < 14; place++) {
            m.core()[fr0 + place] = p.seeds(place);
        }
        m.core()[fr0 + 016] = p.sideToMove();
        m.core()[fr0 + 017] = 0;
        m.core()[program.address("level")] = level;
        m.core()[program.address("tot")] = p.variant().totalSeeds();
        m.core()[program.address("vempt")] = p.variant().emptyCapture() ? 1 : 0;
        m.core()[program.address("vstuck")] = p.variant().untilStuck() ? 1 : 0;
        m.core()[program.address("vnosw")] = p.variant().noSweep() ? 1 : 0;
        m.core()[program.address("lastpl")] = 0777776;       // -1: no last move
        call(m, "bstat", 10_000_000L);                        // the display list, as in a game
        long t0 = m.clock().now;
        call(m, "think", 3_600_000_000L);
        int value = m.core()[program.address("rval")];
        if ((value & 0400000) != 0) {
            value = -(~value & 0777777);
        }
        return new Thought(m.core()[program.address("rmove")], value, m.core()[program.address("nodes")],
                m.clock().now - t0);
    }

    /** Runs the routine {@code symbol} (a jsp) from the caller, to its return. */
    private void call(Machine m, String symbol, long maxUs) {
        m.core()[CALLER] = 0620000 | program.address(symbol);
        m.core()[CALLER + 1] = 0760400;
        m.start(CALLER);
        StopReason stop = m.run(m.clock().now + maxUs);
        if (stop != StopReason.HALT || m.cpu().pc != CALLER + 2) {
            throw new IllegalStateException(symbol + " did not return: " + stop.describe(m));
        }
    }
}
