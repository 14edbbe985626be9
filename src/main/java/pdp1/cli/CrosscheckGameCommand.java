package pdp1.cli;

import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import pdp1.crosscheck.Crosscheck;
import pdp1.games.GameProgram;

/**
 * {@code pdp1.jar crosscheck GAME} for a registered game, one instance a game: seeded games of its
 * program on the emulator against its engine ({@link SeededGamesOptions}, {@link CampaignOptions}).
 * The game's help and any options that fix what each game would draw come from its registry
 * entry ({@link GameProgram#crosscheckOptions()}), so a game needs no class here.
 */
@Command(mixinStandardHelpOptions = true, exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every game agreed", "1:a mismatch (its seed and moves are printed)", "2:usage or I/O error",
                CtrlC.EXIT_CODE})
final class CrosscheckGameCommand implements Callable<Integer> {

    private final GameProgram game;
    private final Crosscheck.Options options;

    @Spec
    CommandSpec spec;

    @Mixin
    SeededGamesOptions seeded;

    @Mixin
    CampaignOptions campaign;

    private CrosscheckGameCommand(GameProgram game, Crosscheck.Options options) {
        this.game = game;
        this.options = options;
    }

    /** {@code crosscheck ID}: this command with the game's own options and help. */
    static CommandLine of(GameProgram game) {
        Crosscheck.Options options = game.crosscheckOptions().get();
        return GameOptions.added(new CrosscheckGameCommand(game, options), options);
    }

    GameProgram game() {
        return game;
    }

    @Override
    public Integer call() throws IOException {
        Crosscheck.Game fixed;
        try {
            fixed = options.fixed(game.waitSymbol());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        return seeded.run(spec, fixed == null ? game.newCrosscheck() : fixed, campaign);
    }
}
