package pdp1.program.kimasai;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pdp1.kimasai.Pdp1Search;
import pdp1.program.ConsoleSwitches;
import pdp1.program.PlayOptions;
import pdp1.program.Seats;

/**
 * {@code pdp1.jar kimasai}'s own options and help: programs/kimasai.mac booted with the console
 * switches these set (docs/kimasai.md, "Switches"), a person at the typewriter (this terminal)
 * with the board on the CRT (a window), in real time unless {@code --fast}. Without a terminal
 * the keys come from {@code --keys} or standard input, and the run ends when the program waits
 * for a key no one will type.
 */
@Command(description = {"Play Bao la Kimasai against the PDP-1 (the program in PDP-1 assembly, on the emulator).",
        "Type a move as the hole of the stone, a column a-l and a row 1-4 (e.g. b2), or touch the stone "
                + "on the CRT with the light pen (a click in the window); the computer's moves are typed in red. "
                + "At a prompt ? types the help (the switch map), p the board. With the CRT on the board is "
                + "typed only on request and at the end; with --display none after every move. Ctrl-C stops."})
public final class KimasaiPlayOptions implements PlayOptions {

    @Option(names = "--computer-south", description = "The computer plays South, which moves first.")
    boolean computerSouth;

    /** Null when not given: 0 is what the switches use for "the program's default", not a user's value. */
    @Option(names = "--level", paramLabel = "N", description = {
            "How strong the PDP-1 plays, 1 (a beginner's quick move) .. 7 (default: "
                    + Pdp1Search.DEFAULT_LEVEL + "); each level searches deeper, to a budget of positions.",
            // Games.KIMASAI's move times (KimasaiCommandsTest compares them)
            "PDP-1 time per move by level, mean/worst, measured",
            "(the CRT kept lit meanwhile):",
            "  1: 0.07/0.10 s  2: 0.38/0.41 s  3: 1.1/1.2 s",
            "  4: 2.3/2.5 s    5: 4.2/4.4 s    6: 6.0/6.4 s",
            "  7: 8.3/8.8 s"})
    Integer level;

    @Option(names = "--south-level", paramLabel = "N",
            description = "The level of the computer's South moves, 1..7 (default: --level; times as for it).")
    Integer southLevel;

    @Option(names = "--keys", paramLabel = "TEXT", description = "Keys to type first (e.g. \"b2c2\"); without a terminal, all the keys.")
    String keys;

    @Override
    public String computerSeatOptionGiven() {
        return computerSouth ? "--computer-south" : null;
    }

    @Override
    public ConsoleSwitches switches(Seats seats, boolean crt) {
        PlayOptions.checkLevel("--level", level, Pdp1Search.LEVELS);
        PlayOptions.checkLevel("--south-level", southLevel, Pdp1Search.LEVELS);
        return new KimasaiSwitches(seats, computerSouth, level == null ? 0 : level, southLevel == null ? 0 : southLevel, crt);
    }

    @Override
    public String keys() {
        return keys;
    }
}
