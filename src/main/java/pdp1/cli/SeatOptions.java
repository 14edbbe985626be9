package pdp1.cli;

import pdp1.program.Seats;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** Who sits at the typewriter in a game: a person against the PDP-1 (default), two people, or none. */
final class SeatOptions {

    @Option(names = "--two-players", description = "Two people at the typewriter, no computer opponent.")
    boolean twoPlayers;

    @Option(names = "--demo", description = "The computer plays both sides.")
    boolean demo;

    /**
     * Rejects seat options that exclude each other. {@code computerSeatOption} (e.g.
     * {@code --computer-first}; null if none was given) only picks the computer's seat against a
     * person, so it needs one.
     */
    void check(CommandSpec spec, String computerSeatOption) {
        if (twoPlayers && demo) {
            throw new ParameterException(spec.commandLine(), "--two-players and --demo exclude each other");
        }
        if (computerSeatOption != null && (twoPlayers || demo)) {
            // the switch only picks the computer's seat against a person (the program ignores it otherwise)
            throw new ParameterException(spec.commandLine(), computerSeatOption + " needs a person against the computer; not with "
                    + (twoPlayers ? "--two-players" : "--demo"));
        }
    }

    /** The seats these options choose. */
    Seats seats() {
        return twoPlayers ? Seats.TWO_PLAYERS : demo ? Seats.COMPUTER_VS_COMPUTER : Seats.HUMAN_VS_COMPUTER;
    }
}
