package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Pdp1Search (alpha-beta) against a literal transcription of the spec without pruning. */
@Timeout(30)
class Pdp1SearchTest {

    private static final long SEED = 1959L;

    /** value(P, d) of docs/kalah-rules.md "The PDP-1 search", transcribed without pruning. */
    static int plainValue(Position p, int d) {
        if (p.isOver()) {
            return p.sideToMove() == Position.SOUTH ? p.margin() : -p.margin();
        }
        if (d == 0) {
            return p.store(p.sideToMove()) - p.store(1 - p.sideToMove());
        }
        int best = Integer.MIN_VALUE;
        for (int pit : Kalah.legalMoves(p)) {
            best = Math.max(best, childValue(p, pit, d));
        }
        return best;
    }

    static int childValue(Position p, int pit, int d) {
        Position c = Kalah.play(p, pit);
        int v = plainValue(c, d - 1);
        return c.sideToMove() == p.sideToMove() ? v : -v;
    }

    /** chooseMove(P, D) of the spec: the first pit whose v(p) is the maximum. */
    static int plainChoice(Position p, int d) {
        int best = Integer.MIN_VALUE;
        int choice = -1;
        for (int pit : Kalah.legalMoves(p)) {
            int v = childValue(p, pit, d);
            if (v > best) {
                best = v;
                choice = pit;
            }
        }
        return choice;
    }

    @Test
    void choosesTheSameMoveAndValueAsPlainMinimaxOverRandomPositions() {
        SplittableRandom r = new SplittableRandom(SEED);
        int compared = 0;
        for (int game = 0; game < 400; game++) {
            Variant v = RandomGamesTest.randomVariant(r).withPie(false);
            Position p = Kalah.start(v);
            while (!p.isOver()) {
                int depth = 1 + r.nextInt(5);
                String where = "seed " + SEED + ", game " + game + ", depth " + depth + "\n" + p;
                assertThat(Pdp1Search.chooseMove(p, depth)).as(where).isEqualTo(plainChoice(p, depth));
                assertThat(Pdp1Search.value(p, depth)).as(where).isEqualTo(plainValue(p, depth));
                compared++;
                int[] legal = Kalah.legalMoves(p);
                p = Kalah.play(p, legal[r.nextInt(legal.length)]);
            }
        }
        assertThat(compared).as("seed %d: positions compared", SEED).isGreaterThan(5000);
    }

    @Test
    void aBonusChildKeepsItsSignAndTheFirstOfEqualMovesIsChosen() {
        // 6x4 start, depth 1: c (pit 2) is the only move that puts a seed... every move but a and b
        // reaches the store; c ends there (bonus, value +1 for South, not negated), d, e, f pass
        // the turn with South +1 too. The first maximal pit is c.
        Position start = Kalah.start(Variant.STANDARD);
        assertThat(Pdp1Search.value(start, 1)).isEqualTo(1);
        assertThat(Pdp1Search.chooseMove(start, 1)).isEqualTo(2);
    }

    @Test
    void theValueOfAFinishedGameIsTheMarginForTheSideToMove() {
        Position over = Position.of(Variant.STANDARD, new int[] {0, 0, 0, 0, 0, 0, 20, 1, 0, 0, 0, 0, 0, 27}, Position.NORTH);
        assertThat(over.isOver()).isTrue();
        assertThat(Pdp1Search.value(over, 3)).isEqualTo(28 - 20);
    }

    @Test
    void theSecondPlayerSwapsWhenItsPositionIsLost() {
        Variant pie = Variant.STANDARD.withPie(true);
        Position opened = Kalah.play(Kalah.play(Kalah.start(pie), 2), 5);   // c (bonus), f
        assertThat(opened.canSwap()).isTrue();
        assertThat(Pdp1Search.choosesSwap(opened, 4)).isEqualTo(Pdp1Search.value(opened, 4) < 0);
        assertThat(Pdp1Search.value(opened, 1)).isEqualTo(plainValue(opened, 1));
    }
}
