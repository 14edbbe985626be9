package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The solver against an independent, memoized plain minimax ({@link PlainMinimax}). */
class SolverTest {

    @Test
    void aLongSearchWithoutNewBoundsStillReportsThatItIsSearching() {
        List<String> lines = new ArrayList<>();
        Solver solver = new Solver(Variant.standard(4, 3), 16, 0).heartbeat(1 << 8, 0).onProgress(lines::add);
        solver.solveStart();
        assertThat(lines).anyMatch(line -> line.startsWith("  still searching  nodes "));
    }

    @ParameterizedTest(name = "{0}, database {1}")
    @CsvSource(textBlock = """
            kalah 2x1,                                   0
            kalah 2x2,                                   2
            kalah 2x3,                                   0
            kalah 3x1,                                   0
            kalah 3x2,                                   4
            kalah 3x3,                                   6
            kalah 4x1,                                   3
            kalah 3x3,                                   0
            kalah 4x2,                                   8
            kalah 3x3 empty-capture,                     0
            kalah 4x2 empty-capture,                     6
            kalah 3x3 until-stuck,                       5
            kalah 3x3 no-sweep,                          5
            kalah 3x3 until-stuck no-sweep,              0
            kalah 3x3 empty-capture until-stuck no-sweep, 4
            kalah 3x2 pie,                               0
            kalah 3x3 pie empty-capture,                 4
            kalah 3x3 pie,                               6
            """)
    void theStartValueMatchesPlainMinimax(String name, int databaseSeeds) {
        Variant v = Variant.parse(name);
        int expected = PlainMinimax.margin(Kalah.start(v), new HashMap<>());
        Solver solver = new Solver(v, 16, databaseSeeds);
        assertThat(solver.solveStart().value()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}, database {1}, {2} threads")
    @CsvSource(textBlock = """
            kalah 3x4,                     4, 2
            kalah 3x4 empty-capture,       2, 2
            kalah 3x4 until-stuck no-sweep, 4, 3
            kalah 3x3 pie,                 0, 2
            kalah 3x4 empty-capture pie,   4, 2
            kalah 3x4,                     4, 1
            """)
    void threadsSharingTheTableWithACompleteDatabaseFindTheSameValue(String name, int databaseSeeds, int threads) {
        Variant v = Variant.parse(name);
        int expected = PlainMinimax.margin(Kalah.start(v), new HashMap<>());
        Solver solver = Solver.withCompleteDatabase(v, 1L << 12, databaseSeeds, null, threads, line -> { }).threads(threads);
        assertThat(solver.solveStart().value()).isEqualTo(expected);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            kalah 3x3
            kalah 3x4 empty-capture
            kalah 4x2 until-stuck
            kalah 3x3 pie
            kalah 3x4 pie empty-capture
            kalah 2x8
            kalah 2x8 empty-capture
            """)
    void theFirstTurnKeepsTheValue(String name) {
        Variant v = Variant.parse(name);
        Map<Position, Integer> memo = new HashMap<>();
        Solver solver = new Solver(v, 14, 3);
        int value = solver.solveStart().value();
        Position p = Kalah.start(v);
        for (int pit : solver.firstTurn(value)) {
            assertThat(p.toMove()).isEqualTo(Side.SOUTH);
            p = Kalah.play(p, pit);
        }
        assertThat(p.isOver() || p.toMove() == Side.NORTH).as("the turn is complete").isTrue();
        assertThat(PlainMinimax.margin(p, memo)).as("with the pie rule: after the second player's choice").isEqualTo(value);
    }

    /** 2x8: 32 seeds, so the first turn tries the first guess's move first (boards of 30 and more). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            kalah 2x8
            kalah 2x8 empty-capture
            """)
    void theFirstTurnIsTheSameWithAnyNumberOfThreads(String name) {
        Variant v = Variant.parse(name);
        Solver one = Solver.withCompleteDatabase(v, 1L << 12, 4, null, 1, line -> { });
        Solver two = Solver.withCompleteDatabase(v, 1L << 12, 4, null, 2, line -> { }).threads(2);
        int value = one.solveStart().value();
        assertThat(two.solveStart().value()).isEqualTo(value);
        assertThat(two.firstTurn(value)).isEqualTo(one.firstTurn(value));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            kalah 3x3
            kalah 3x4 empty-capture
            kalah 4x2 until-stuck
            kalah 3x3 until-stuck no-sweep
            """)
    void midGamePositionsAndBestMovesMatchPlainMinimax(String name) {
        Variant v = Variant.parse(name);
        long seed = 77L;
        SplittableRandom r = new SplittableRandom(seed);
        Map<Position, Integer> memo = new HashMap<>();
        Solver solver = new Solver(v, 16, 4);
        for (int game = 0; game < 12; game++) {
            Position p = Kalah.start(v);
            while (!p.isOver()) {
                String where = "seed " + seed + ", game " + game + "\n" + p;
                int expected = PlainMinimax.margin(p, memo);
                assertThat(solver.finalMarginSouth(p)).as(where).isEqualTo(expected);
                Position best = Kalah.play(p, solver.bestMove(p));
                assertThat(PlainMinimax.margin(best, memo)).as(where + "best move keeps the value").isEqualTo(expected);
                int[] legal = Kalah.legalMoves(p);
                p = Kalah.play(p, legal[r.nextInt(legal.length)]);
            }
        }
    }

    @Tag("long")
    @ParameterizedTest(name = "{0}, database {1}")
    @CsvSource(textBlock = """
            kalah 4x3,                                   10
            kalah 4x3 empty-capture,                     10
            kalah 4x3 until-stuck no-sweep,              0
            """)
    void biggerBoardsMatchPlainMinimax(String name, int databaseSeeds) {
        theStartValueMatchesPlainMinimax(name, databaseSeeds);
    }
}
