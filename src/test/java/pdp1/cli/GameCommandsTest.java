package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.function.Function;
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
        assertEveryGameWired(everyGameCommand(), GameCommand.class, GameCommand::game);
    }

    @Test
    void everyRegisteredGameHasACrosscheckCommandWiredToItsEntry() {
        assertEveryGameWired(everyGameCommand().getSubcommands().get("crosscheck"), CrosscheckGameCommand.class,
                CrosscheckGameCommand::game);
    }

    /** {@code parent} has a subcommand of each game's id, a {@code type} whose game is that entry. */
    private static <T> void assertEveryGameWired(CommandLine parent, Class<T> type, Function<T, GameProgram> gameOf) {
        for (GameProgram game : Games.ALL) {
            CommandLine command = parent.getSubcommands().get(game.id());
            assertThat(command).as("%s %s", parent.getCommandName(), game.id()).isNotNull();
            assertThat(command.<Object>getCommand()).as(game.id()).isInstanceOf(type);
            assertThat(gameOf.apply(type.cast(command.getCommand()))).as(game.id()).isSameAs(game);
        }
    }

    @Test
    void theGameCommandsAreTheRegisteredGamesInOrder() {
        // the top-level help lists the games first, in the registry's order
        assertThat(everyGameCommand().getSubcommands().keySet().stream().limit(Games.ALL.size())).containsExactlyElementsOf(Games.ids());
    }
}
