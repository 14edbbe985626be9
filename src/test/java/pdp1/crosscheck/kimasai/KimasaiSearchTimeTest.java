package pdp1.crosscheck.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;
import pdp1.kimasai.Game;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Pdp1Search;
import pdp1.kimasai.Position;
import pdp1.kimasai.Side;
import pdp1.program.ProgramImage;

/**
 * The figures of {@code kimasai --help}: simulated time of the program's {@code think} per move,
 * by level, over South's moves in 4 seeded games against a North that plays level 2 or at random,
 * with the CRT picture drawn a piece at every node as in a game. The machine is cycle-exact, so the figures are exact; when the program's search or
 * its picture changes, the message gives the new table.
 */
@Tag("long")
class KimasaiSearchTimeTest {

    private static final int CALLER = 07700;   // above the search stack (7255-7654), below the block loader

    private final ProgramImage program = ProgramImage.fromClasspath("kimasai.mac");

    @Test
    void simulatedTimePerSouthMoveIsTheTableOfTheHelp() {
        String documented = """
                | 1 | 244 | 0.07 | 0.10 |
                | 2 | 198 | 0.38 | 0.41 |
                | 3 | 231 | 1.13 | 1.20 |
                | 4 | 276 | 2.34 | 2.47 |
                | 5 | 226 | 4.17 | 4.41 |
                | 6 | 258 | 6.02 | 6.35 |
                | 7 | 257 | 8.31 | 8.78 |
                """;
        StringBuilder measured = new StringBuilder();
        for (int level = 1; level <= Pdp1Search.LEVELS; level++) {
            long total = 0, max = 0;
            List<Position> positions = southPositions(level);
            for (Position p : positions) {
                Machine m = machineThinking(p, level);
                long t0 = m.clock().now;
                StopReason stop = m.run(t0 + 600_000_000L);
                assertThat(stop).as("level %d, %s: %s", level, p, stop.describe(m)).isEqualTo(StopReason.HALT);
                assertThat(m.cpu().pc).as("level %d, %s: think returned", level, p).isEqualTo(CALLER + 2);
                Hole chosen = Hole.onLoop(p.toMove(), m.core()[program.address("bpl")]);
                assertThat(chosen).as("level %d, %s", level, p).isEqualTo(new Pdp1Search().chooseAtLevel(p, level));
                total += m.clock().now - t0;
                max = Math.max(max, m.clock().now - t0);
            }
            measured.append(String.format(Locale.ROOT, "| %d | %d | %.2f | %.2f |%n",
                    level, positions.size(), total / 1e6 / positions.size(), max / 1e6));
        }
        assertThat(measured.toString()).isEqualToNormalizingNewlines(documented);
    }

    /** The positions South searches at {@code level} in games of seeds 1..4. */
    private static List<Position> southPositions(int level) {
        List<Position> found = new java.util.ArrayList<>();
        Pdp1Search search = new Pdp1Search();
        for (long seed = 1; seed <= 4; seed++) {
            Random r = new Random(seed);
            Game g = new Game();
            while (!g.isOver()) {
                Position p = g.position();
                Hole move;
                if (p.toMove() == Side.SOUTH) {
                    found.add(p);
                    move = search.chooseAtLevel(p, level);
                } else if (r.nextBoolean()) {
                    move = search.chooseAtLevel(p, 2);
                } else {
                    List<Hole> legal = p.legalMoves();
                    move = legal.get(r.nextInt(legal.size()));
                }
                g.play(move);
            }
        }
        return found;
    }

    /**
     * The program in core with {@code p} on its board and its CRT picture built (jsp mkst, jsp mkdl,
     * hlt, run), about to call {@code think} (jsp think, hlt) at {@code level}: the search draws a piece of the picture
     * at every node, as in a game. The machine has no display: a dpy without a wait takes the same
     * time with or without one.
     */
    private Machine machineThinking(Position p, int level) {
        Machine m = new Machine();
        int[] core = program.core(m.core().length);
        System.arraycopy(core, 0, m.core(), 0, core.length);
        // a side's 24-bit loop mask: places 0-11 its back row, 12-23 its front row
        m.core()[program.address("sb")] = p.south() & 07777;
        m.core()[program.address("sf")] = p.south() >>> 12;
        m.core()[program.address("nb")] = p.north() & 07777;
        m.core()[program.address("nf")] = p.north() >>> 12;
        m.core()[program.address("side")] = p.toMove() == Side.SOUTH ? 0 : 1;
        m.core()[program.address("lev")] = level;
        m.core()[CALLER - 3] = 0620000 | program.address("mkst");
        m.core()[CALLER - 2] = 0620000 | program.address("mkdl");
        m.core()[CALLER - 1] = 0760400;
        m.core()[CALLER] = 0620000 | program.address("think");
        m.core()[CALLER + 1] = 0760400;
        m.start(CALLER - 3);
        assertThat(m.run(m.clock().now + 1_000_000)).as("the picture of %s", p).isEqualTo(StopReason.HALT);
        m.start(CALLER);
        return m;
    }
}
