package pdp1.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import pdp1.crosscheck.kalah.KalahCrosscheck;
import pdp1.kalah.Variant;

/**
 * {@code pdp1.jar crosscheck kalah}: seeded games of programs/kalah.mac on the
 * emulator, every board and computer move compared with pdp1.kalah
 * (docs/kalah-program.md, "The cross-check").
 */
@Command(name = "kalah", mixinStandardHelpOptions = true,
        description = {"Play seeded games of the PDP-1 Kalah program on the emulator and compare every board, "
                + "computer move and CRT picture with the Java reference engine.",
                "Each game draws its variant, seats, depth and human moves from its own seed (seed + game number), "
                + "unless variant options fix the rules."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every game agreed", "1:a mismatch (its seed and moves are printed)", "2:usage or I/O error",
                CtrlC.EXIT_CODE})
public final class CrosscheckKalahCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    SeededGamesOptions seeded;

    @Mixin
    CampaignOptions campaign;

    /** Any of these fixes the rules of every game (otherwise each game draws its own). */
    @Mixin
    KalahVariantOptions rules;

    @Override
    public Integer call() throws java.io.IOException {
        Variant fixed = fixedVariant();
        return seeded.run(spec, KalahCrosscheck.ofProgram(fixed), campaign);
    }

    private Variant fixedVariant() {
        if (!rules.seedsGiven() && !rules.anyRuleGiven()) {
            return null;
        }
        if (rules.seedsGiven() && (rules.seeds < 1 || rules.seeds > 6)) {
            throw new ParameterException(spec.commandLine(), "--seeds must be 1..6 for the PDP-1 program, not " + rules.seeds);
        }
        return rules.variant();
    }
}
