package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.games.GameProgram;
import pdp1.games.Games;
import picocli.CommandLine;

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
    void helpListsEveryCommandThoughNoneIsBuiltWhole() {
        assertThat(run("--help")).isZero();
        for (Class<?> type : Main.SUBCOMMANDS) {
            CommandLine.Command command = type.getAnnotation(CommandLine.Command.class);
            String summary = command.header().length > 0 ? command.header()[0] : command.description()[0];
            assertThat(cli.out()).contains("  " + command.name()).contains(summary.substring(0, 20));
        }
        for (GameProgram game : Games.ALL) {
            String summary = GameOptions.description(game.playOptions().get().getClass())[0];
            assertThat(cli.out()).contains("  " + game.id()).contains(summary.substring(0, 20));
        }
        assertThat(cli.out()).contains("analyse, analyze");
    }

    @Test
    void aCommandNamedInTheArgumentsHasItsWholeModel() {
        assertThat(run("help", "kalah")).isZero();
        assertThat(cli.out()).contains("Usage: pdp1.jar kalah").contains("--seeds");
        assertThat(run("analyze", "--help")).isZero();
        assertThat(cli.out()).contains("Usage: pdp1.jar analyse").contains("--exact-seeds");
    }

    /** Picocli expands an argument file after the commands are registered: every command is built whole then. */
    @Test
    void aCommandNamedInAnArgumentFileHasItsWholeModel(@TempDir Path tmp) throws IOException {
        Path args = Files.writeString(tmp.resolve("args.txt"), "help\nkalah\n");
        assertThat(run("@" + args)).isZero();
        assertThat(cli.out()).contains("Usage: pdp1.jar kalah").contains("--seeds");
    }

    @Test
    void aMistypedCommandIsAUsageErrorThatSuggestsTheName() {
        assertThat(run("kalha")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: Unmatched argument at index 0: 'kalha'").contains("Did you mean")
                .contains("kalah");
    }

    @Test
    void aCommandOrOptionWithTwoLettersSwappedGetsASuggestion() {
        assertThat(run("rnu")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: Unmatched argument at index 0: 'rnu'")
                .contains("Did you mean: pdp1.jar run?");
        assertThat(run("run", "--fsat", "hello")).isEqualTo(2);
        assertThat(cli.err()).contains("pdp1: Unknown option: '--fsat'").contains("Possible solutions: --fast");
        assertThat(run("zzzzzz")).isEqualTo(2);
        assertThat(cli.err()).doesNotContain("Did you mean: pdp1.jar zzzzzz");
    }

    @Test
    void theEditDistanceCountsASwapAsOneEdit() {
        assertThat(UserErrors.editDistance("rnu", "run")).isEqualTo(1);
        assertThat(UserErrors.editDistance("--fsat", "--fast")).isEqualTo(1);
        assertThat(UserErrors.editDistance("asm", "")).isEqualTo(3);
        assertThat(UserErrors.editDistance("kalah", "kalha")).isEqualTo(1);
        assertThat(UserErrors.editDistance("serve", "solve")).isEqualTo(2);
        assertThat(UserErrors.near("sovle", java.util.List.of("solve", "serve", "run"))).containsExactly("solve");
    }

    @Test
    void anUnknownFlagIsAUsageErrorWithoutStackTrace() {
        assertThat(run("--no-such-flag")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: ").doesNotContain("Exception").doesNotContain("\tat ");
    }
}
