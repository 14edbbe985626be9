package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import pdp1.kalah.Kalah;
import pdp1.kalah.Pdp1Search;
import pdp1.kalah.Position;
import pdp1.kalah.Variant;

/** The PDP-1 program's search alone, against Pdp1Search, on seeded random middle-game positions. */
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

    /** The figures of docs/kalah-program.md: simulated time per move by depth (prints a table). */
    @Test
    @Tag("long")
    void simulatedTimePerMiddleGameMoveByDepth() {
        System.out.println("depth  positions  mean s  max s  mean nodes  max nodes");
        for (int depth = 1; depth <= 7; depth++) {
            Random r = new Random(1000);
            long total = 0, max = 0, nodes = 0, maxNodes = 0;
            int n = 0;
            while (n < 20) {
                Position p = randomPosition(Variant.STANDARD, 10 + r.nextInt(11), r);
                if (p == null) {
                    continue;
                }
                var t = probe.think(p, depth);
                assertThat(t.pit()).isEqualTo(Pdp1Search.chooseMove(p, depth));
                total += t.micros();
                max = Math.max(max, t.micros());
                nodes += t.nodes();
                maxNodes = Math.max(maxNodes, t.nodes());
                n++;
            }
            System.out.printf("%5d  %9d  %6.2f  %5.2f  %10d  %9d%n", depth, n, total / 1e6 / n, max / 1e6, nodes / n, maxNodes);
        }
    }
}
