package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MainTest {

    private final CliRun cli = new CliRun();

    private int run(String... args) {
        return cli.run(args);
    }

    @Test
    void helpListsTheProgramAndExitsZero() {
        assertThat(run("--help")).isZero();
        assertThat(cli.out()).contains("PDP-1").contains("Exit codes");
    }

    @Test
    void versionIsTheProjectVersionThatMavenFilteredIn() {
        assertThat(run("-V")).isZero();
        assertThat(cli.out()).matches("pdp1\\.jar \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\\R");
    }

    @Test
    void anUnknownFlagIsAUsageErrorWithoutStackTrace() {
        assertThat(run("--no-such-flag")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: ").doesNotContain("Exception").doesNotContain("\tat ");
    }
}
