package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The benchmark opponents of {@link Pdp1OpponentBenchmark} play as their definitions say. */
class SimpleOpponentsTest {

    private static final long SEED = 3737;

    /** A random position, not over, of a random 6-pit variant, after 0..39 random sowings; null if the game ended. */
    private static Position randomPosition(Random r) {
        Variant v = Variant.standard(6, 1 + r.nextInt(6)).withEmptyCapture(r.nextBoolean());
        Position p = Kalah.start(v);
        int plies = r.nextInt(40);
        for (int i = 0; i < plies && !p.isOver(); i++) {
            int[] legal = Kalah.legalMoves(p);
            p = Kalah.play(p, legal[r.nextInt(legal.length)]);
        }
        return p.isOver() ? null : p;
    }

    @Test
    void theGreedyBotTakesTheBonusNearestTheStoreElseTheRightmostPit() {
        Random r = new Random(SEED);
        for (int checked = 0; checked < 500; ) {
            Position p = randomPosition(r);
            if (p == null) {
                continue;
            }
            int expected = -1;
            for (int pit : Kalah.legalMoves(p)) {             // a..f: the last bonus kept is the nearest the store
                if (Kalah.play(p, pit).sideToMove() == p.sideToMove()) {
                    expected = pit;
                }
            }
            if (expected < 0) {
                int[] legal = Kalah.legalMoves(p);
                expected = legal[legal.length - 1];
            }
            assertThat(GreedyKalahBot.move(p)).as("seed %d, %s", SEED, p).isEqualTo(expected);
            checked++;
        }
    }

    @Test
    void theAlphaBetaPlaysTheFirstPitOfTheBestPlainMinimaxValue() {
        Random r = new Random(SEED);
        for (int checked = 0; checked < 200; ) {
            Position p = randomPosition(r);
            if (p == null) {
                continue;
            }
            int depth = 1 + checked % 4;
            int expected = -1;
            int best = Integer.MIN_VALUE;
            for (int pit : Kalah.legalMoves(p)) {
                int v = minimax(p, Kalah.play(p, pit), depth - 1);
                if (v > best) {
                    best = v;
                    expected = pit;
                }
            }
            assertThat(new StoreDifferenceAlphaBeta(depth).move(p)).as("seed %d, depth %d, %s", SEED, depth, p)
                    .isEqualTo(expected);
            checked++;
        }
    }

    /** Unpruned minimax of {@code child} for the side that moved in {@code parent}: store difference, a sowing a ply. */
    private static int minimax(Position parent, Position child, int depth) {
        int mover = parent.sideToMove();
        if (child.isOver() || depth == 0) {
            return child.store(mover) - child.store(1 - mover);
        }
        int best = child.sideToMove() == mover ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int pit : Kalah.legalMoves(child)) {
            int v = minimax(parent, Kalah.play(child, pit), depth - 1);
            best = child.sideToMove() == mover ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }
}
