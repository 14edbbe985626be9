package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@code crosscheck --threads} and {@code --engine}: games played at once, and by either engine,
 * the same report for any number of threads and both engines.
 */
class CrosscheckThreadsTest {

    /** The summary line without its games-per-second figure, which is the only thing threads change. */
    private static String summary(CliRun cli) {
        return cli.out().replaceAll(", [0-9.]+ games/s", "");
    }

    @Test
    void oneThreadAndThreeReportTheSame() {
        CliRun one = new CliRun();
        CliRun three = new CliRun();
        assertThat(one.run("crosscheck", "kalah", "--games", "6", "--seed", "11", "--threads", "1")).isZero();
        assertThat(three.run("crosscheck", "kalah", "--games", "6", "--seed", "11", "--threads", "3")).isZero();
        assertThat(summary(three)).isEqualTo(summary(one)).contains("6 sessions (15 games) from seed 11, 0 mismatches");
    }

    @Test
    void theInterpreterAndTheTranslatorReportTheSame() {
        for (String game : new String[] {"kalah", "kimasai"}) {
            CliRun interpreter = new CliRun();
            CliRun translator = new CliRun();
            assertThat(interpreter.run("crosscheck", game, "--games", "3", "--seed", "5", "--engine", "interpreter")).isZero();
            assertThat(translator.run("crosscheck", game, "--games", "3", "--seed", "5", "--engine", "translator")).isZero();
            assertThat(summary(translator)).as(game).isEqualTo(summary(interpreter)).contains("from seed 5, 0 mismatches");
        }
    }

    @Test
    void anUnknownEngineIsAUsageError() {
        CliRun cli = new CliRun();
        assertThat(cli.run("crosscheck", "kalah", "--engine", "jit")).isEqualTo(2);
        assertThat(cli.err()).contains("'jit' is not an engine: interpreter or translator");
    }

    @Test
    void threadsOutOfRangeAreAUsageError() {
        CliRun cli = new CliRun();
        assertThat(cli.run("crosscheck", "kimasai", "--threads", "0")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: ").contains("--threads must be 1..256, not 0");
    }
}
