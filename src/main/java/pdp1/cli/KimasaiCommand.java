package pdp1.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import pdp1.crosscheck.Seats;
import pdp1.crosscheck.kimasai.KimasaiSwitches;

/**
 * {@code pdp1.jar kimasai}: assembles programs/kimasai.mac from the jar, boots it on the emulated
 * PDP-1 with the console switches set from the options (docs/kimasai.md, "Switches"), and lets a
 * person play at the typewriter (this terminal) with the board on the CRT (a window), in real
 * time unless {@code --fast}. Without a terminal the keys come from {@code --keys} or standard
 * input, and the run ends when the program waits for a key no one will type.
 */
@Command(name = "kimasai", mixinStandardHelpOptions = true,
        description = {"Play Bao la Kimasai against the PDP-1 (the program in PDP-1 assembly, on the emulator).",
                "Type a move as the hole of the stone, a column a-l and a row 1-4 (e.g. b2); "
                        + "the computer's moves are typed in red. Ctrl-C stops."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the program halted, the run was stopped at the console, or the keys are used up",
                "1:the machine stopped on an error", "2:usage or I/O error (also a --keys key the typewriter lacks)",
                "130:stopped by SIGINT without a terminal (the stop line and the PNG are written)",
                "143:stopped by SIGTERM, the same"})
public final class KimasaiCommand implements Callable<Integer> {

    /** Scripted keys are echoed too: the typewriter prints what is typed on the paper (docs/machine.md §4.2). */
    private static final GameSession.Game GAME = new GameSession.Game("kimasai.mac", "kwait", "PDP-1 Bao la Kimasai", true);

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main host;

    @Option(names = "--computer-south", description = "The computer plays South, which moves first.")
    boolean computerSouth;

    /** Null when not given: 0 is what the switches use for "the program's default", not a user's value. */
    @Option(names = "--depth", paramLabel = "N", description = {
            "Search depth in moves, 1..15 (default: the program's, " + KimasaiSwitches.DEFAULT_DEPTH + ").",
            // MoveTimes.KIMASAI's figures (KimasaiCommandsTest compares them)
            "PDP-1 time per move by depth, mean/worst, measured",
            "(the CRT kept lit meanwhile):",
            "  1: 0.05/0.09 s  2: 0.17/0.39 s  3: 0.8/2.9 s",
            "  4: 2.3/15 s     5: 12/74 s      6: 29 s/3 min",
            "  7: 2 min/44 min",
            "estimated (the mean, about 3.5x a ply):",
            "  8: 9 min  9: 30 min  10: 104 min  11: 6 h",
            "  12: 21 h  13: 3 days  14: 11 days  15: 38 days",
            "Past 4 it warns."})
    Integer depth;

    @Option(names = "--south-depth", paramLabel = "N",
            description = "Search depth of the computer's South moves, 1..15 (default: --depth; times as for it).")
    Integer southDepth;

    @Mixin
    SeatOptions seats;

    @Mixin
    GameRunOptions run;

    @Mixin
    SaveResumeOptions saved;

    @Option(names = "--keys", paramLabel = "TEXT", description = "Keys to type first (e.g. \"b2c2\"); without a terminal, all the keys.")
    String keys;

    @Option(names = GameRecording.OPTION, paramLabel = "FILE", description = "Write the games in the reference notation to FILE, "
            + "one line a game, rewritten as they are played.")
    Path record;

    @Override
    public Integer call() throws Exception {
        KimasaiSwitches switches = switches();
        GameSession session = new GameSession(host, spec, run, keys, saved);
        GameRecording recording = record == null ? null : GameRecording.kimasai(record);
        return session.play(GAME, switches.senseSwitches(), switches.testWord(), recording);
    }

    private KimasaiSwitches switches() {
        seats.check(spec, "--computer-south", computerSouth);
        if (depth != null && (depth < 1 || depth > 15)) {
            throw new ParameterException(spec.commandLine(), "--depth must be 1..15, not " + depth);
        }
        if (southDepth != null && (southDepth < 1 || southDepth > 15)) {
            throw new ParameterException(spec.commandLine(), "--south-depth must be 1..15, not " + southDepth);
        }
        MoveTimes.KIMASAI.warnIfPastLimit(spec, "--depth", depth);
        MoveTimes.KIMASAI.warnIfPastLimit(spec, "--south-depth", southDepth);
        Seats seated = seats.seats();
        return new KimasaiSwitches(seated, computerSouth, depth == null ? 0 : depth, southDepth == null ? 0 : southDepth, run.crt());
    }
}
