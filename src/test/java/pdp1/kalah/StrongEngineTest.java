package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StrongEngineTest {

    private static final long SEED = 4711L;

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            kalah 3x3
            kalah 4x2 empty-capture
            kalah 3x4 until-stuck no-sweep
            """)
    void withTimeEnoughItFindsTheSolversValueAndAnOptimalMove(String name) {
        Variant v = Variant.parse(name);
        Position start = Kalah.start(v);
        StrongEngine.Choice choice = new StrongEngine(v, 18, 6).choose(start, 60_000);
        Solver solver = new Solver(v, 18, 6);
        assertThat(choice.exact()).isTrue();
        assertThat(choice.value()).isEqualTo(solver.finalMargin(start));
        Position after = Kalah.play(start, choice.pit());
        int own = after.sideToMove() == start.sideToMove() ? solver.finalMargin(after) : -solver.finalMargin(after);
        assertThat(own).as("the chosen move keeps the value").isEqualTo(choice.value());
    }

    @Test
    void itBeatsTheShallowPdp1SearchFromBothSeats() {
        Variant v = Variant.standard(6, 3);
        StrongEngine engine = new StrongEngine(v, 18, 8);
        int total = 0;
        for (int strongSide = 0; strongSide <= 1; strongSide++) {
            Position p = Kalah.start(v);
            while (!p.isOver()) {
                int pit = p.sideToMove() == strongSide ? engine.choose(p, 10_000, 7).pit() : Pdp1Search.chooseMove(p, 2);   // level 2
                p = Kalah.play(p, pit);
            }
            total += strongSide == Position.SOUTH ? p.margin() : -p.margin();
        }
        assertThat(total).as("the strong engine's margin summed over both seats").isPositive();
    }

    @Test
    void aDepthLimitedChoiceIsALegalMoveOverRandomPositions() {
        SplittableRandom r = new SplittableRandom(SEED);
        Variant v = Variant.STANDARD;
        StrongEngine engine = new StrongEngine(v, 16, 6);
        for (int game = 0; game < 20; game++) {
            Position p = Kalah.start(v);
            while (!p.isOver()) {
                StrongEngine.Choice c = engine.choose(p, 10_000, 1 + r.nextInt(4));
                assertThat(Kalah.isLegal(p, c.pit())).as("seed " + SEED + "\n" + p).isTrue();
                int[] legal = Kalah.legalMoves(p);
                p = Kalah.play(p, legal[r.nextInt(legal.length)]);
            }
        }
    }
}
