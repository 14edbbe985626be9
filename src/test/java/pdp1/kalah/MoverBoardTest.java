package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The solver's board view and index against the rules on Positions. */
class MoverBoardTest {

    private static final long SEED = 1960L;

    @Test
    void sowingAMoverBoardAgreesWithKalahPlayOnRandomBoards() {
        SplittableRandom r = new SplittableRandom(SEED);
        for (int trial = 0; trial < 20_000; trial++) {
            Variant v = new Variant(1 + r.nextInt(6), 1, r.nextBoolean(), false, false, false);
            int m = v.pits();
            int[] places = new int[2 * m + 2];
            for (int i = 0; i < places.length; i++) {
                places[i] = r.nextInt(4) == 0 ? 0 : r.nextInt(20);
            }
            int side = r.nextInt(2);
            int pit = r.nextInt(m);
            places[Sowing.place(m, side, pit)] += 1;            // the move is legal
            places[Sowing.place(m, 1 - side, r.nextInt(m))] += 1; // neither side empty: not over
            Position p = Position.of(v, places, side);
            Position after = Kalah.play(p, pit);
            int[] child = new int[2 * m];
            int result = MoverBoard.sow(MoverBoard.of(p), child, m, pit, v.emptyCapture());
            String where = "seed " + SEED + ", trial " + trial + ", pit " + pit + "\n" + p;
            int gained = after.store(side) - p.store(side);
            boolean bonus = (result & MoverBoard.BONUS) != 0;
            if (!after.isOver()) {
                assertThat(bonus).as(where).isEqualTo(after.sideToMove() == side);
                assertThat(child).as(where).containsExactly(MoverBoard.of(after));
                assertThat(result & MoverBoard.GAINED).as(where).isEqualTo(gained);
            }
        }
    }

    @Test
    void theIndexNumbersEveryBoardWithAtMostKSeedsOnceAndBelowTheCount() {
        int m = 2;
        int k = 7;
        PitIndex index = new PitIndex(m, k);
        Set<Long> seen = new HashSet<>();
        int[] b = new int[2 * m];
        for (int a = 0; a <= k; a++) {
            for (int c = 0; a + c <= k; c++) {
                for (int d = 0; a + c + d <= k; d++) {
                    for (int e = 0; a + c + d + e <= k; e++) {
                        b[0] = a;
                        b[1] = c;
                        b[2] = d;
                        b[3] = e;
                        long i = index.index(b);
                        assertThat(i).isBetween(0L, index.count(a + c + d + e) - 1);
                        assertThat(seen.add(i)).as("index %d twice", i).isTrue();
                    }
                }
            }
        }
        assertThat((long) seen.size()).isEqualTo(index.count(k));
    }
}
