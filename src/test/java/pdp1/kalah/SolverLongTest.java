package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Full-size solves (minutes of CPU each): run with {@code -Dpdp1.excludedGroups=none -Dtest=SolverLongTest}.
 * Published: Kalah(6,4) with empty capture is a first-player win by 10 (Irving, Donkers and
 * Uiterwijk 2000). The others are this solver's own values (docs/kalah-engine.md), kept as
 * regression checks.
 */
@Tag("long")
class SolverLongTest {

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(textBlock = """
            kalah 6x4 empty-capture, 10
            kalah 6x4,               8
            kalah 5x4,               10
            kalah 5x4 empty-capture, 12
            kalah 6x3,               2
            """)
    void startValue(String variant, int value) {
        Variant v = Variant.parse(variant);
        Solver.Result r = Solver.onBigStack(() -> Solver.sized(v, 24, 100, 16).solveStart());
        assertThat(r.value()).isEqualTo(value);
    }

    /** The command line's way: a complete database built first, two threads. */
    @ParameterizedTest(name = "{0} = {1}, complete database of {2} seeds, 2 threads")
    @CsvSource(textBlock = """
            kalah 5x4,               10, 20
            kalah 5x4 empty-capture, 12, 20
            kalah 6x3,               2,  16
            kalah 6x3 empty-capture, 2,  16
            kalah 5x3 pie,           -2, 14
            """)
    void startValueWithThreads(String variant, int value, int databaseSeeds) {
        Variant v = Variant.parse(variant);
        Solver.Result r = Solver.onBigStack(() -> Solver.withCompleteDatabase(v, 1L << 24, databaseSeeds, null, 2, line -> { })
                .threads(2).solveStart());
        assertThat(r.value()).isEqualTo(value);
    }
}
