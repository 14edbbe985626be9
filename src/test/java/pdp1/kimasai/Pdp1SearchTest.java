package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Pdp1SearchTest {

    private static final long SEED = 7_1911L;

    /** The stones {@code m} takes (0, 1 or 2), through the public rules API. */
    static int taken(Position p, Hole m) {
        Side opp = p.toMove().opponent();
        return p.count(opp) - p.play(m).count(opp);
    }

    /** value(P, d) of the specification read literally: plain minimax, no pruning. */
    static int minimax(Position p, int depth) {
        return minimax(p, depth, true);
    }

    /** The same, with or without the threat term (StrongEngine has none). */
    static int minimax(Position p, int depth, boolean withThreat) {
        List<Hole> moves = p.legalMoves();
        Side me = p.toMove();
        if (moves.isEmpty()) {
            return -(Pdp1Search.WIN + depth);
        }
        if (depth == 0) {
            Position other = new Position(p.south(), p.north(), me.opponent());
            int threat = 0;
            for (Hole m : moves) {
                threat = withThreat ? Math.max(threat, taken(p, m)) : 0;
            }
            return Pdp1Search.K * (p.count(me) - p.count(me.opponent()) + threat) + moves.size() - other.legalMoves().size();
        }
        int best = Integer.MIN_VALUE;
        for (Hole m : moves) {
            best = Math.max(best, -minimax(p.play(m), depth - 1, withThreat));
        }
        return best;
    }

    /**
     * choose(P, B) of the specification, transcribed from its text through the public rules API:
     * iterative deepening, the nodes counted, the ORDER (the root's first move, captures, the
     * others), fail-soft alpha-beta. Returns the move, the depth completed and the nodes.
     */
    static final class Literal {
        private long n;
        private long budget;
        private Hole first;
        private Hole rootMove;

        Pdp1Search.Choice choose(Position p, int b) {
            n = 0;
            Hole best = null;
            int value = 0;
            int depth = 0;
            for (int d = 1; d <= Pdp1Search.MAX_DEPTH; d++) {
                budget = d == 1 ? Long.MAX_VALUE : b;
                first = best;
                int v;
                try {
                    v = search(p, d, -Pdp1Search.INF, Pdp1Search.INF, true);
                } catch (IllegalStateException abandoned) {
                    break;
                }
                best = rootMove;
                value = v;
                depth = d;
                if (Math.abs(v) >= Pdp1Search.WIN) {
                    break;
                }
            }
            return new Pdp1Search.Choice(best, value, depth, n);
        }

        private int search(Position p, int d, int alpha, int beta, boolean root) {
            n++;
            if (n > budget) {
                throw new IllegalStateException("budget spent");
            }
            List<Hole> legal = p.legalMoves();
            if (legal.isEmpty()) {
                return -(Pdp1Search.WIN + d);
            }
            if (d == 0) {
                return minimax(p, 0);
            }
            List<Hole> order = new ArrayList<>();
            if (root && first != null) {
                order.add(first);
            }
            legal.stream().filter(m -> taken(p, m) > 0 && !order.contains(m)).forEach(order::add);
            legal.stream().filter(m -> !order.contains(m)).forEach(order::add);
            int best = -Pdp1Search.INF;
            for (Hole m : order) {
                int v = -search(p.play(m), d - 1, -beta, -alpha, false);
                if (v > best) {
                    best = v;
                    if (root) {
                        rootMove = m;
                    }
                    alpha = Math.max(alpha, v);
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
            return best;
        }
    }

    /** Positions met in seeded random games, a few plies apart, the mover able to move. */
    static List<Position> randomPositions(long seed, int count) {
        Random random = new Random(seed);
        List<Position> found = new ArrayList<>();
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
    void theValueIsPlainMinimax() {
        Pdp1Search search = new Pdp1Search();
        for (Position p : randomPositions(SEED, 200)) {
            for (int depth = 0; depth <= 4; depth++) {
                assertThat(search.value(p, depth)).as("seed %d, depth %d, position%n%s", SEED, depth, p)
                        .isEqualTo(minimax(p, depth));
            }
        }
    }

    @Test
    void theChoiceFollowsTheLiteralSpecificationNodeForNode() {
        Random budgets = new Random(SEED);
        for (Position p : randomPositions(SEED + 1, 150)) {
            int budget = budgets.nextInt(4) == 0 ? Pdp1Search.budget(1 + budgets.nextInt(Pdp1Search.LEVELS))
                    : budgets.nextInt(700);
            Pdp1Search.Choice c = new Pdp1Search().choose(p, budget);
            String where = "seed " + SEED + ", budget " + budget + ", position\n" + p;
            assertThat(c).as(where).isEqualTo(new Literal().choose(p, budget));
            assertThat(-minimax(p.play(c.move()), c.depth() - 1)).as("the move is worth the iteration's value; " + where)
                    .isEqualTo(c.value()).isEqualTo(minimax(p, c.depth()));
        }
    }

    @Test
    void anIterationIsAbandonedAtTheFirstNodePastTheBudget() {
        Position p = randomPositions(SEED, 1).get(0);
        Pdp1Search.Choice one = new Pdp1Search().choose(p, 0);
        assertThat(one.depth()).isEqualTo(1);
        assertThat(one.nodes()).as("depth 1, then the root of depth 2").isEqualTo(p.legalMoves().size() + 2);
        Pdp1Search.Choice more = new Pdp1Search().choose(p, 300);
        assertThat(more.nodes()).isEqualTo(301);
        assertThat(more.depth()).isGreaterThan(1);
    }

    @Test
    void higherLevelsSearchDeeper() {
        Position p = randomPositions(SEED, 1).get(0);
        int depth = 0;
        for (int level = 1; level <= Pdp1Search.LEVELS; level++) {
            int d = new Pdp1Search().choose(p, Pdp1Search.budget(level)).depth();
            assertThat(d).as("level %d, position%n%s", level, p).isGreaterThanOrEqualTo(depth);
            depth = d;
        }
        assertThat(depth).isGreaterThan(3);
    }

    @Test
    void theOnlyOpeningMoveIsChosenAtEveryLevel() {
        for (int level = 1; level <= Pdp1Search.LEVELS; level++) {
            assertThat(new Pdp1Search().chooseAtLevel(Position.START, level)).isEqualTo(Hole.parse("b2"));
        }
    }

    @Test
    void depthZeroScoresSixteenPerStoneAndOnePerMove() {
        // South: 2 stones, 2 moves (a1->b1, c2->b2); North: 1 stone, 1 move; no capture.
        Position p = PositionTest.at(Side.SOUTH, "a1 c2", "e4");
        assertThat(new Pdp1Search().value(p, 0)).isEqualTo(16 * (2 - 1) + (2 - 1));
    }

    @Test
    void depthZeroCountsACaptureAtHandAsTheStonesItTakes() {
        // South k2 -> j2 takes j3; with j4 behind it, both.
        Position front = PositionTest.at(Side.SOUTH, "a1 k2", "j3");
        Position file = PositionTest.at(Side.SOUTH, "a1 k2", "j3 j4");
        assertThat(new Pdp1Search().value(front, 0)).isEqualTo(16 * (2 - 1 + 1) + (2 - 1));
        assertThat(new Pdp1Search().value(file, 0)).isEqualTo(16 * (2 - 2 + 2) + (2 - 2));
    }

    @Test
    void aLostPositionScoresMinusWinPlusTheDepthLeft() {
        Position lost = PositionTest.at(Side.NORTH, "a1", "");
        assertThat(new Pdp1Search().value(lost, 0)).isEqualTo(-1000);
        assertThat(new Pdp1Search().value(lost, 3)).isEqualTo(-1003);
    }

    @Test
    void theSearchTakesTheLastStoneAtOnceAndStopsDeepening() {
        // l1 takes l3 now; a1 would leave it for later.
        Position p = PositionTest.at(Side.SOUTH, "a1 l1", "l3");
        Pdp1Search.Choice c = new Pdp1Search().choose(p, 900);
        assertThat(c.move()).isEqualTo(Hole.parse("l1"));
        assertThat(c.value()).isEqualTo(1000);
        assertThat(c.depth()).isEqualTo(1);
    }

    @Test
    void tiesGoToTheFirstMoveInLoopOrder() {
        // Two lone South stones, nothing to fight: a1 and g1 score the same; a1 comes first.
        Position p = PositionTest.at(Side.SOUTH, "a1 g1", "l4");
        assertThat(new Pdp1Search().chooseAtLevel(p, 1)).isEqualTo(Hole.parse("a1"));
    }

    @Test
    void badLevelsAndBudgetsAreRefused() {
        assertThatThrownBy(() -> Pdp1Search.budget(0)).hasMessage("the level must be 1..7, not 0");
        assertThatThrownBy(() -> Pdp1Search.budget(8)).hasMessage("the level must be 1..7, not 8");
        assertThatThrownBy(() -> new Pdp1Search().choose(Position.START, -1)).hasMessageContaining(">= 0");
    }

    @Test
    void aPositionWithoutMovesHasNoMoveToChoose() {
        assertThatThrownBy(() -> new Pdp1Search().chooseAtLevel(PositionTest.at(Side.NORTH, "a1", ""), 2))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("North has no legal move");
    }
}
