package pdp1.crosscheck.kimasai;

import picocli.CommandLine.Command;
import pdp1.crosscheck.Crosscheck;

/**
 * {@code pdp1.jar crosscheck kimasai}'s help: seeded games of programs/kimasai.mac on the emulator,
 * every board, computer move, answer to an illegal move, result and CRT frame compared with
 * pdp1.kimasai (docs/kimasai.md, "The cross-check"). It has no options of its own: every
 * setting is drawn.
 */
@Command(description = {"Play seeded games of the PDP-1 Bao la Kimasai program on the emulator and compare every "
        + "board, computer move, answer and CRT picture with the Java reference engine.",
        "Each game draws its seats, depths, CRT switch and human moves from its own seed (seed + game number)."})
public final class KimasaiCrosscheckOptions implements Crosscheck.Options {

    @Override
    public Crosscheck.Game fixed(String waitSymbol) {
        return null;
    }
}
