package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import pdp1.kalah.Kalah;
import pdp1.kalah.Pdp1Search;
import pdp1.kalah.Position;
import pdp1.kalah.Variant;

/** The PDP-1 program's search alone, against Pdp1Search, on seeded random middle-game positions. */
@Timeout(30)
class KalahSearchTest {

    private final KalahThinkProbe probe = new KalahThinkProbe();

    /** A position after {@code plies} random sowings (not over), or null if the game ended first. */
    static Position randomPosition(Variant v, int plies, Random r) {
        Position p = Kalah.start(v);
        for (int i = 0; i < plies && !p.isOver(); i++) {
            int[] moves = Kalah.legalMoves(p);
            p = Kalah.play(p, moves[r.nextInt(moves.length)]);
        }
        return p.isOver() ? null : p;
    }

    @Test
    void moveAndValueEqualTheReferenceSearchAtDepthsOneToFive() {
        long seed = 77;
        Random r = new Random(seed);
        int checked = 0;
        while (checked < 40) {
            Variant v = Variant.standard(6, 1 + r.nextInt(6)).withEmptyCapture(r.nextBoolean())
                    .withUntilStuck(r.nextBoolean()).withNoSweep(r.nextBoolean());
            Position p = randomPosition(v, r.nextInt(30), r);
            if (p == null) {
                continue;
            }
            int depth = 1 + r.nextInt(5);
            var t = probe.think(p, depth);
            assertThat(t.pit()).as("seed %d, %s, depth %d, move", seed, p, depth).isEqualTo(Pdp1Search.chooseMove(p, depth));
            assertThat(t.value()).as("seed %d, %s, depth %d, value", seed, p, depth).isEqualTo(Pdp1Search.value(p, depth));
            checked++;
        }
    }

    /**
     * The table of docs/kalah-program.md (and of {@code kalah --help}): simulated time and nodes
     * per middle-game move by depth, the board kept lit on the CRT meanwhile (about half the
     * time). The machine is cycle-exact, so the figures are exact; when the program's search or
     * its drawing changes, the message gives the new table.
     */
    @Test
    @Tag("long")
    void simulatedTimePerMiddleGameMoveIsTheDocumentedTable() {
        String documented = """
                | 1 | 0.08 | 0.09 | 5 | 7 |
                | 2 | 0.16 | 0.19 | 17 | 24 |
                | 3 | 0.42 | 0.70 | 60 | 108 |
                | 4 | 1.24 | 2.14 | 193 | 344 |
                | 5 | 3.76 | 7.98 | 604 | 1306 |
                | 6 | 10.14 | 16.58 | 1637 | 2717 |
                | 7 | 31.36 | 59.51 | 5081 | 9776 |
                | 8 | 83.99 | 188.83 | 13629 | 31013 |
                """;
        long seed = 1000;
        StringBuilder measured = new StringBuilder();
        for (int depth = 1; depth <= 8; depth++) {
            Random r = new Random(seed);
            long total = 0, max = 0, nodes = 0, maxNodes = 0;
            int n = 0;
            while (n < 20) {
                Position p = randomPosition(Variant.STANDARD, 10 + r.nextInt(11), r);
                if (p == null) {
                    continue;
                }
                var t = probe.think(p, depth);
                assertThat(t.pit()).as("seed %d, %s, depth %d, move", seed, p, depth).isEqualTo(Pdp1Search.chooseMove(p, depth));
                total += t.micros();
                max = Math.max(max, t.micros());
                nodes += t.nodes();
                maxNodes = Math.max(maxNodes, t.nodes());
                n++;
            }
            measured.append(String.format(Locale.ROOT, "| %d | %.2f | %.2f | %d | %d |%n",
                    depth, total / 1e6 / n, max / 1e6, nodes / n, maxNodes));
        }
        assertThat(measured.toString()).isEqualToNormalizingNewlines(documented);
    }
}
