package pdp1.cli;

import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import pdp1.crosscheck.Crosscheck;
import pdp1.games.GameProgram;

/**
 * {@code pdp1.jar crosscheck GAME} for a registered game: seeded games of its program on the
 * emulator against its engine ({@link SeededGamesOptions}, {@link CampaignOptions}). A subclass
 * gives the help and, if the game takes any, options that fix what each game would draw.
 */
@Command(exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every game agreed", "1:a mismatch (its seed and moves are printed)", "2:usage or I/O error",
                CtrlC.EXIT_CODE})
abstract class CrosscheckGameCommand implements Callable<Integer> {

    private final GameProgram game;

    @Spec
    CommandSpec spec;

    @Mixin
    SeededGamesOptions seeded;

    @Mixin
    CampaignOptions campaign;

    CrosscheckGameCommand(GameProgram game) {
        this.game = game;
    }

    final GameProgram game() {
        return game;
    }

    /** The cross-check the options ask for: the registry's, every setting drawn, unless a subclass fixes some. */
    Crosscheck.Game crosscheck() {
        return game.newCrosscheck();
    }

    @Override
    public final Integer call() throws IOException {
        return seeded.run(spec, crosscheck(), campaign);
    }
}
