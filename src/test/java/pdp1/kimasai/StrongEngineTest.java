package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StrongEngineTest {

    private static final long SEED = 4_2026L;

    @Test
    void aFixedDepthSearchGivesPlainMinimaxOfItsEvaluationAndABestMove() {
        StrongEngine engine = new StrongEngine(16);
        for (Position p : Pdp1SearchTest.randomPositions(SEED, 200)) {
            for (int depth = 1; depth <= 4; depth++) {
                StrongEngine.Choice c = engine.choose(p, depth, 0);
                int expected = Pdp1SearchTest.minimax(p, depth, false);
                String where = "seed " + SEED + ", depth " + depth + ", position\n" + p;
                if (Math.abs(expected) < Pdp1Search.WIN) {
                    assertThat(c.depth()).as("finished depth; " + where).isEqualTo(depth);
                    assertThat(c.value()).as("value; " + where).isEqualTo(expected);
                }
                assertThat(-Pdp1SearchTest.minimax(p.play(c.move()), c.depth() - 1, false))
                        .as("the chosen move is worth the value; " + where).isEqualTo(c.value());
            }
        }
    }

    @Test
    void aForcedWinStopsTheDeepening() {
        Position p = PositionTest.at(Side.SOUTH, "a1 l1", "l3");
        StrongEngine.Choice c = new StrongEngine(10).choose(p, 20, 0);
        assertThat(c.move()).isEqualTo(Hole.parse("l1"));
        assertThat(c.depth()).isEqualTo(1);
        assertThat(c.value()).isEqualTo(Pdp1Search.WIN);
    }

    @Test
    void theTimeLimitStillReturnsAMoveOfAFinishedDepth() {
        Position p = Pdp1SearchTest.randomPositions(SEED, 1).get(0);
        StrongEngine.Choice c = new StrongEngine(16).choose(p, 60, 50);
        assertThat(c.depth()).isBetween(1, 59);
        assertThat(p.isLegal(c.move())).isTrue();
    }

    @Test
    void itBeatsTheOldDepthTwoPdp1SearchFromBothSeats() {
        for (Side strong : Side.values()) {
            StrongEngine engine = new StrongEngine(18);
                        Game g = new Game();
            while (!g.isOver()) {
                Position p = g.position();
                g.play(p.toMove() == strong ? engine.choose(p, 6, 0).move() : FixedDepthSearch.chooseMove(p, 2));
            }
            assertThat(g.result()).as("strong plays " + strong + ": " + g.record()).isEqualTo(Result.winFor(strong));
        }
    }
}
