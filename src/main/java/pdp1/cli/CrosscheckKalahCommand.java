package pdp1.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParameterException;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.kalah.KalahCrosscheck;
import pdp1.games.Games;
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
                + "unless variant options fix the rules."})
public final class CrosscheckKalahCommand extends CrosscheckGameCommand {

    /** Any of these fixes the rules of every game (otherwise each game draws its own). */
    @Mixin
    KalahVariantOptions rules;

    public CrosscheckKalahCommand() {
        super(Games.KALAH);
    }

    @Override
    Crosscheck.Game crosscheck() {
        Variant fixed = fixedVariant();
        return fixed == null ? super.crosscheck() : KalahCrosscheck.ofProgram(fixed, game().waitSymbol());
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
