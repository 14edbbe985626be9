package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import pdp1.crosscheck.Crosscheck;

/** The PDP-1 Kalah program against the reference engine, game by game (seeded). */
@Timeout(90)
class KalahCrosscheckTest {

    private static final long SEED = 20_260_001L;

    @Test
    void seededShareOfGamesAcrossVariantsAgreesWithTheReference() {
        var result = KalahCrosscheck.ofProgram(null).run(24, SEED, done -> { });
        assertThat(result.failures()).as("seed %d: %s", SEED,
                result.failures().stream().map(Crosscheck.Failure::report).collect(Collectors.joining("\n")))
                .isEmpty();
        assertThat(result.crtLooks()).as("CRT frames compared").isPositive();
    }

    @Test
    @Tag("long")
    @Timeout(3600)  // long: measured 19 min (CLI, 2 shared cores); the program draws while it types and thinks
    void twoThousandGamesAgreeWithTheReference() {
        var result = KalahCrosscheck.ofProgram(null).run(2000, 1L, done -> { });
        assertThat(result.failures()).as("seed 1: %s",
                result.failures().stream().map(Crosscheck.Failure::report).collect(Collectors.joining("\n")))
                .isEmpty();
    }
}
