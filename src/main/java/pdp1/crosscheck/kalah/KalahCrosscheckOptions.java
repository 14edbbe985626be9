package pdp1.crosscheck.kalah;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import pdp1.crosscheck.Crosscheck;
import pdp1.program.kalah.KalahVariantOptions;

/**
 * {@code pdp1.jar crosscheck kalah}'s own options and help: seeded games of programs/kalah.mac on
 * the emulator, every board and computer move compared with pdp1.kalah (docs/kalah-program.md,
 * "The cross-check"); the variant options fix the rules of every game.
 */
@Command(description = {"Play seeded games of the PDP-1 Kalah program on the emulator and compare every board, "
        + "computer move and CRT picture with the Java reference engine.",
        "Each game draws its variant, seats, depth and human moves from its own seed (seed + game number), "
        + "unless variant options fix the rules."})
public final class KalahCrosscheckOptions implements Crosscheck.Options {

    /** Any of these fixes the rules of every game (otherwise each game draws its own). */
    @Mixin
    KalahVariantOptions rules;

    @Override
    public Crosscheck.Game fixed(String waitSymbol) {
        if (!rules.seedsGiven() && !rules.anyRuleGiven()) {
            return null;
        }
        return KalahCrosscheck.ofProgram(rules.programVariant(), waitSymbol);
    }
}
