package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class Pdp1SearchTest {

    private static final long SEED = 7_1911L;

    /** The specification read literally, through the public rules API: plain minimax, no pruning. */
    static int minimax(Position p, int depth) {
        List<Hole> moves = p.legalMoves();
        Side me = p.toMove();
        if (moves.isEmpty()) {
            return -(Pdp1Search.WIN + depth);
        }
        if (depth == 0) {
            Position other = new Position(p.south(), p.north(), me.opponent());
            return Pdp1Search.K * (p.count(me) - p.count(me.opponent())) + moves.size() - other.legalMoves().size();
        }
        int best = Integer.MIN_VALUE;
        for (Hole m : moves) {
            best = Math.max(best, -minimax(p.play(m), depth - 1));
        }
        return best;
    }

    /** The first move in loop order whose minimax value is the maximum. */
    static Hole firstBestMove(Position p, int depth) {
        Hole best = null;
        int bestValue = Integer.MIN_VALUE;
        for (Hole m : p.legalMoves()) {
            int v = -minimax(p.play(m), depth - 1);
            if (v > bestValue) {
                bestValue = v;
                best = m;
            }
        }
        return best;
    }

    /** Positions met in seeded random games, a few plies apart, the mover able to move. */
    static List<Position> randomPositions(long seed, int count) {
        Random random = new Random(seed);
        java.util.ArrayList<Position> found = new java.util.ArrayList<>();
        while (found.size() < count) {
            Game g = new Game();
            while (!g.isOver() && found.size() < count) {
                List<Hole> moves = g.position().legalMoves();
                g.play(moves.get(random.nextInt(moves.size())));
                if (!g.isOver() && random.nextInt(8) == 0) {
                    found.add(g.position());
                }
            }
        }
        return found;
    }

    @Test
    void valueAndChosenMoveMatchPlainMinimaxOnRandomPositions() {
        Pdp1Search search = new Pdp1Search();
        for (Position p : randomPositions(SEED, 300)) {
            for (int depth = 1; depth <= 4; depth++) {
                String where = "seed " + SEED + ", depth " + depth + ", position\n" + p;
                assertThat(search.value(p, depth)).as("value; " + where).isEqualTo(minimax(p, depth));
                assertThat(search.chooseMove(p, depth)).as("move; " + where).isEqualTo(firstBestMove(p, depth));
            }
        }
    }

    @Test
    void theOnlyOpeningMoveIsChosenAtEveryDepth() {
        for (int depth = 1; depth <= 5; depth++) {
            assertThat(new Pdp1Search().chooseMove(Position.START, depth)).isEqualTo(Hole.parse("b2"));
        }
    }

    @Test
    void depthZeroScoresSixteenPerStoneAndOnePerMove() {
        // South: 2 stones, 2 moves (a1->b1, c2->b2); North: 1 stone, 1 move.
        Position p = PositionTest.at(Side.SOUTH, "a1 c2", "e4");
        assertThat(new Pdp1Search().value(p, 0)).isEqualTo(16 * (2 - 1) + (2 - 1));
    }

    @Test
    void aLostPositionScoresMinusWinPlusTheDepthLeft() {
        Position lost = PositionTest.at(Side.NORTH, "a1", "");
        assertThat(new Pdp1Search().value(lost, 0)).isEqualTo(-1000);
        assertThat(new Pdp1Search().value(lost, 3)).isEqualTo(-1003);
    }

    @Test
    void theSearchTakesTheLastStoneAtOnceRatherThanLater() {
        // l1 takes l3 now; a1 would leave it for later.
        Position p = PositionTest.at(Side.SOUTH, "a1 l1", "l3");
        Pdp1Search search = new Pdp1Search();
        assertThat(search.chooseMove(p, 3)).isEqualTo(Hole.parse("l1"));
        assertThat(search.value(p, 3)).isEqualTo(1002);
    }

    @Test
    void tiesGoToTheFirstMoveInLoopOrder() {
        // Two lone South stones, nothing to fight: a1 and g1 score the same; a1 comes first.
        Position p = PositionTest.at(Side.SOUTH, "a1 g1", "l4");
        assertThat(new Pdp1Search().chooseMove(p, 1)).isEqualTo(Hole.parse("a1"));
    }

    @Test
    void pruningVisitsFewerPositionsThanPlainMinimax() {
        Pdp1Search search = new Pdp1Search();
        Position p = randomPositions(SEED, 1).get(0);
        search.chooseMove(p, 5);
        assertThat(search.nodes()).as("seed %d, position%n%s", SEED, p).isLessThan(countMinimaxNodes(p, 5));
    }

    private static long countMinimaxNodes(Position p, int depth) {
        long n = 1;
        if (depth > 0) {
            for (Hole m : p.legalMoves()) {
                n += countMinimaxNodes(p.play(m), depth - 1);
            }
        }
        return n;
    }

    @Test
    void aPositionWithoutMovesHasNoMoveToChoose() {
        assertThatThrownBy(() -> new Pdp1Search().chooseMove(PositionTest.at(Side.NORTH, "a1", ""), 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("North has no legal move");
    }
}
