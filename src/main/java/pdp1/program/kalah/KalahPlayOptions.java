package pdp1.program.kalah;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import pdp1.kalah.Pdp1Search;
import pdp1.program.ConsoleSwitches;
import pdp1.program.PlayOptions;
import pdp1.program.Seats;

/**
 * {@code pdp1.jar kalah}'s own options and help: programs/kalah.mac booted with the console
 * switches these set (docs/kalah-program.md), a person at the typewriter (this terminal) with the
 * board on the CRT (a window), in real time unless {@code --fast}. Without a terminal the keys
 * come from {@code --keys} or standard input, and the run ends when the program waits for a key
 * no one will type.
 */
@Command(description = {"Play Kalah against the PDP-1 (the program in PDP-1 assembly, on the emulator).",
        "Type a pit letter a-f to move, or click the pit on the CRT (the light pen);",
        "? types the help (the switch map), p the board. The computer's moves are",
        "typed in red. Ctrl-C stops."})
public final class KalahPlayOptions implements PlayOptions {

    @Mixin
    KalahVariantOptions rules;

    @Option(names = "--computer-first", description = "The computer plays South and opens.")
    boolean computerFirst;

    /** Null when not given: 0 is what the switches use for "the program's default", not a user's value. */
    @Option(names = "--level", paramLabel = "N", description = {
            "Level of play, 1 (a beginner's quick move) .. 8 (default: the program's, " + Pdp1Search.DEFAULT_LEVEL + ").",
            // Games.KALAH's move times (KalahCommandTest compares them)
            "PDP-1 time per move by level, mean/worst, measured",
            "(the board kept lit on the CRT meanwhile):",
            "  1: 0.10/0.12 s  2: 0.32/0.70 s  3: 1.3/1.4 s",
            "  4: 1.9/2.0 s    5: 3.1/3.3 s    6: 4.9/5.2 s",
            "  7: 6.7/7.1 s    8: 8.6/9.0 s (the default).",
            "A level searches ever deeper within a budget of",
            "sowings: 10, 100, 200, 300, 500, 800, 1100, 1400,",
            "to depth 1, 2, 4, then 10 at most. A turn's later",
            "sowings (after a bonus) get half the budget of the",
            "one before."})
    Integer level;

    @Option(names = "--keys", paramLabel = "TEXT", description = "Keys to type instead of the terminal's, one each time "
            + "the program waits for a key (e.g. \"cdn\"); the run ends when they are used up.")
    String keys;

    @Override
    public String computerSeatOptionGiven() {
        return computerFirst ? "--computer-first" : null;
    }

    @Override
    public ConsoleSwitches switches(Seats seats, boolean crt) {
        var variant = rules.programVariant();
        PlayOptions.checkLevel("--level", level, Pdp1Search.LEVELS.length);
        return new KalahSwitches(variant, seats, computerFirst, level == null ? 0 : level, crt);
    }

    @Override
    public String keys() {
        return keys;
    }
}
