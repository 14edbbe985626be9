package pdp1.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import pdp1.crosscheck.kimasai.KimasaiCrosscheck;

/**
 * {@code pdp1.jar crosscheck kimasai}: seeded games of programs/kimasai.mac on the emulator, every
 * board, computer move, answer to an illegal move, result and CRT frame compared with
 * pdp1.kimasai (docs/kimasai.md, "The cross-check").
 */
@Command(name = "kimasai", mixinStandardHelpOptions = true,
        description = {"Play seeded games of the PDP-1 Bao la Kimasai program on the emulator and compare every "
                + "board, computer move, answer and CRT picture with the Java reference engine.",
                "Each game draws its seats, depths, CRT switch and human moves from its own seed (seed + game number)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every game agreed", "1:a mismatch (its seed and moves are printed)", "2:usage or I/O error",
                CtrlC.EXIT_CODE})
public final class CrosscheckKimasaiCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    SeededGamesOptions seeded;

    @Mixin
    CampaignOptions campaign;

    @Override
    public Integer call() throws java.io.IOException {
        return seeded.run(spec, KimasaiCrosscheck.ofProgram(), campaign);
    }
}
