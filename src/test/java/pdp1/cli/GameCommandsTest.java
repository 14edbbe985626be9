package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import pdp1.games.GameProgram;
import pdp1.games.Games;

/**
 * The command line's side of the registry: every registered game is played by a command of its
 * name and cross-checked by {@code crosscheck NAME}, each wired to the game's registry entry
 * (docs/games.md, "Adding a game"). A game registered without its commands fails here.
 */
class GameCommandsTest {

    private static CommandLine everyGameCommand() {
        String[] names = Stream.concat(Games.ids().stream(), Stream.of("crosscheck")).toArray(String[]::new);
        return Main.commandLine(InputStream.nullInputStream(), false, names);
    }

    @Test
    void everyRegisteredGameHasAPlayCommandWiredToItsEntry() {
        CommandLine cl = everyGameCommand();
        for (GameProgram game : Games.ALL) {
            CommandLine command = cl.getSubcommands().get(game.id());
            assertThat(command).as("pdp1.jar %s", game.id()).isNotNull();
            assertThat(command.<Object>getCommand()).as(game.id()).isInstanceOfSatisfying(GameCommand.class,
                    c -> assertThat(c.game()).isSameAs(game));
        }
    }

    @Test
    void everyRegisteredGameHasACrosscheckCommandWiredToItsEntry() {
        CommandLine crosscheck = everyGameCommand().getSubcommands().get("crosscheck");
        for (GameProgram game : Games.ALL) {
            CommandLine command = crosscheck.getSubcommands().get(game.id());
            assertThat(command).as("pdp1.jar crosscheck %s", game.id()).isNotNull();
            assertThat(command.<Object>getCommand()).as(game.id()).isInstanceOfSatisfying(CrosscheckGameCommand.class,
                    c -> assertThat(c.game()).isSameAs(game));
        }
    }

    @Test
    void theGameCommandsAreTheRegisteredGamesInOrder() {
        // the top-level help lists the games first, in the registry's order
        assertThat(everyGameCommand().getSubcommands().keySet().stream().limit(Games.ALL.size())).containsExactlyElementsOf(Games.ids());
    }
}
