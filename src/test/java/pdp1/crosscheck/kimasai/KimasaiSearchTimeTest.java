package pdp1.crosscheck.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.Mismatch;
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

    /** The search draws its piece of the picture at every node, as in a game. */
    private final KimasaiThinkProbe probe = new KimasaiThinkProbe(ProgramImage.fromClasspath("kimasai.mac"), true, m -> { });

    @Test
    void simulatedTimePerSouthMoveIsTheTableOfTheHelp() throws Mismatch {
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
                KimasaiSearchCounters.Thought t = probe.think(p, level);
                assertThat(t.move(p)).as("level %d, %s", level, p).isEqualTo(new Pdp1Search().chooseAtLevel(p, level));
                total += probe.micros();
                max = Math.max(max, probe.micros());
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
}
