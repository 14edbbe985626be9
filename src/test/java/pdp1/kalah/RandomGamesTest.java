package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Seeded random games over random variants: the rules keep their invariants. */
class RandomGamesTest {

    private static final long SEED = 20261130L;

    /** A random variant: 1..6 pits, 1..6 seeds, every switch random. */
    static Variant randomVariant(SplittableRandom r) {
        return new Variant(1 + r.nextInt(6), 1 + r.nextInt(6), r.nextBoolean(), r.nextBoolean(), r.nextBoolean(), r.nextBoolean());
    }

    @Test
    void seedsAreConservedNonNegativeAndAgreeWithAnIndependentImplementation() {
        SplittableRandom r = new SplittableRandom(SEED);
        for (int game = 0; game < 3000; game++) {
            Variant v = randomVariant(r);
            Position p = Kalah.start(v);
            StringBuilder moves = new StringBuilder(v + ":");
            int plies = 0;
            while (!p.isOver()) {
                String where = "seed " + SEED + ", game " + game + ", " + moves;
                if (p.canSwap() && r.nextInt(4) == 0) {
                    p = Kalah.swap(p);
                    moves.append(" swap");
                    continue;
                }
                int[] legal = Kalah.legalMoves(p);
                assertThat(legal).as(where).isNotEmpty();
                int pit = legal[r.nextInt(legal.length)];
                int[] expected = p.places();
                int[] expectedTurn = ReferenceRules.sow(expected, v, p.sideToMove(), pit);
                p = Kalah.play(p, pit);
                moves.append(' ').append(Notation.pitName(pit));
                assertThat(p.places()).as(where).containsExactly(expected);
                assertThat(p.sideToMove()).as(where).isEqualTo(expectedTurn[0]);
                assertThat(p.isOver()).as(where).isEqualTo(expectedTurn[1] == 1);
                assertThat(Arrays.stream(p.places()).sum()).as(where).isEqualTo(v.totalSeeds());
                assertThat(Arrays.stream(p.places()).min().getAsInt()).as(where).isNotNegative();
                assertThat(++plies).as(where + ": the game must end").isLessThan(10_000);
            }
            if (!v.noSweep()) {
                assertThat(p.store(0) + p.store(1)).as("seed " + SEED + ", game " + game + ": all swept").isEqualTo(v.totalSeeds());
            }
            assertThat(GameRecord.parse(moves.toString()).replay()).as("seed " + SEED + ", game " + game + ": " + moves).isEqualTo(p);
        }
    }
}
