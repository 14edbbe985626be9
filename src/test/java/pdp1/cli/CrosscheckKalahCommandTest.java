package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code pdp1.jar crosscheck kalah}, as Main mounts it under {@code crosscheck}. */
class CrosscheckKalahCommandTest {

    private final CliRun cli = new CliRun();

    private int run(String... args) {
        return cli.run(args);
    }

    @Test
    void aFewSeededGamesAgreeAndTheSummaryCountsThem() {
        int code = run("crosscheck", "kalah", "--games", "3", "--seed", "11");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("crosscheck kalah: 3 sessions (6 games) from seed 11, 0 mismatches");
        assertThat(cli.err()).contains("3/3 sessions");
    }

    @Test
    void variantOptionsFixTheRules() {
        int code = run("crosscheck", "kalah", "--games", "2", "--seed", "5", "--seeds", "3", "--pie", "--until-stuck");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("0 mismatches");
    }

    @Test
    void zeroGamesIsAUsageError() {
        assertThat(run("crosscheck", "kalah", "--games", "0")).isEqualTo(2);
        assertThat(cli.err()).contains("--games must be at least 1");
    }

    @ParameterizedTest(name = "--seeds {0}")
    @ValueSource(strings = {"8", "0", "13"})
    void seedsOutsideTheProgramsRangeAreAUsageError(String seeds) {
        assertThat(run("crosscheck", "kalah", "--seeds", seeds)).isEqualTo(2);
        assertThat(cli.err()).contains("--seeds must be 1..6");
    }
}
