package pdp1.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import pdp1.games.GameProgram;
import pdp1.games.Games;

/**
 * {@code pdp1.jar crosscheck GAME}: runs a game's PDP-1 program on the emulator
 * against its Java reference engine. Each registered game is a subcommand
 * ({@link CrosscheckGameCommand}, added by {@link GameSubcommands}), then {@code merge}.
 */
@Command(name = "crosscheck", mixinStandardHelpOptions = true,
        description = "Run a game's PDP-1 program on the emulator against its Java reference engine, move by move.",
        modelTransformer = CrosscheckCommand.GameSubcommands.class,
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no mismatch", "1:a mismatch (the seed and moves that reproduce it are printed)", "2:usage or I/O error",
                CtrlC.EXIT_CODE})
final class CrosscheckCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("pdp1: crosscheck needs a game: "
                + String.join(", ", spec.subcommands().keySet()));
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2;
    }

    /**
     * Adds a subcommand for each game of the command line ({@link Main#games()}), then {@code merge}
     * (here rather than in {@code @Command(subcommands)}, which would list it first).
     */
    static final class GameSubcommands implements CommandLine.IModelTransformer {

        @Override
        public CommandSpec transform(CommandSpec crosscheck) {
            List<GameProgram> games = crosscheck.parent() != null && crosscheck.parent().userObject() instanceof Main main
                    ? main.games() : Games.ALL;
            for (GameProgram game : games) {
                crosscheck.addSubcommand(game.id(), CrosscheckGameCommand.of(game));
            }
            crosscheck.addSubcommand("merge", new CommandLine(new CrosscheckMergeCommand()));
            return crosscheck;
        }
    }
}
