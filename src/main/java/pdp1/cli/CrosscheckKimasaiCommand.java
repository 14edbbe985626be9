package pdp1.cli;

import pdp1.games.Games;
import picocli.CommandLine.Command;

/**
 * {@code pdp1.jar crosscheck kimasai}: seeded games of programs/kimasai.mac on the emulator, every
 * board, computer move, answer to an illegal move, result and CRT frame compared with
 * pdp1.kimasai (docs/kimasai.md, "The cross-check").
 */
@Command(name = "kimasai", mixinStandardHelpOptions = true,
        description = {"Play seeded games of the PDP-1 Bao la Kimasai program on the emulator and compare every "
                + "board, computer move, answer and CRT picture with the Java reference engine.",
                "Each game draws its seats, depths, CRT switch and human moves from its own seed (seed + game number)."})
public final class CrosscheckKimasaiCommand extends CrosscheckGameCommand {

    public CrosscheckKimasaiCommand() {
        super(Games.KIMASAI);
    }
}
