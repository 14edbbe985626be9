package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import pdp1.crosscheck.ProgramImage;
import pdp1.crosscheck.kimasai.KimasaiSwitches;
import pdp1.emu.Machine;
import pdp1.emu.StopReason;
import pdp1.emu.dev.PointRing;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.Typewriter;
import pdp1.emu.front.CrtWindow;
import pdp1.emu.front.Pacer;
import pdp1.emu.front.Phosphor;
import pdp1.emu.front.TerminalKeyboard;
import pdp1.emu.front.TypewriterPrinter;

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
        exitCodeList = {"0:the program halted, or the run was stopped", "1:the machine stopped on an error",
                "2:usage or I/O error"})
public final class KimasaiCommand implements Callable<Integer> {

    /** Simulated time between two looks at the keyboard, the window and the pacer. */
    static final long SLICE_US = 10_000;
    /**
     * Simulated time run on, after the keys ran out, before a PNG is taken: the program had only
     * begun its first frame when it first waited; 200 ms is several whole frames at >= 20 frames/s.
     */
    static final long SETTLE_US = 200_000;

    private static final String NO_MORE_KEYS = "the program waits for a key and there are no more keys";

    @Spec
    CommandSpec spec;

    @Option(names = "--computer-south", description = "The computer plays South, which moves first.")
    boolean computerSouth;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "0",
            description = "Search depth in moves, 1..15 (default: the program's, " + KimasaiSwitches.DEFAULT_DEPTH + ").")
    int depth;

    @Option(names = "--south-depth", paramLabel = "N", defaultValue = "0",
            description = "Search depth of the computer's South moves, 1..15 (default: --depth).")
    int southDepth;

    @Option(names = "--two-players", description = "Two people at the typewriter, no computer opponent.")
    boolean twoPlayers;

    @Option(names = "--demo", description = "The computer plays both sides.")
    boolean demo;

    @Option(names = "--display", paramLabel = "window|png:FILE|none",
            description = "The CRT: a window (default when there is a screen), a PNG written at the end, or none.")
    String display;

    @Option(names = "--fast", description = "Run as fast as the host can (not paced to the PDP-1's real speed).")
    boolean fast;

    @Option(names = "--keys", paramLabel = "TEXT", description = "Keys to type first (e.g. \"b2c2\"); without a terminal, all the keys.")
    String keys;

    @Option(names = "--max-time", paramLabel = "SECONDS", description = "Stop after this much simulated time.")
    Double maxTimeSeconds;

    @Override
    public Integer call() throws Exception {
        KimasaiSwitches switches = switches();
        Display where = display();
        ProgramImage program = ProgramImage.fromClasspath("kimasai.mac");
        int waitFlag = program.address("kwait");

        StandardMachine pdp1 = StandardMachine.create();
        Machine machine = pdp1.machine();
        Typewriter typewriter = pdp1.typewriter();
        PointRing points = pdp1.points();
        machine.cpu().ss = switches.senseSwitches();
        machine.cpu().tw = switches.testWord();

        TerminalKeyboard terminal = System.console() != null && keys == null ? TerminalKeyboard.open() : null;
        PrintWriter out = terminal != null ? terminal.writer() : spec.commandLine().getOut();
        // keys are echoed even when scripted: the typewriter prints what is typed on the paper (ref §4.2)
        TypewriterPrinter printer = new TypewriterPrinter(out, terminal != null && terminal.supportsAnsi(), false, true);
        typewriter.addSink(printer);
        StringBuilder script = new StringBuilder();
        if (keys != null) {
            script.append(keys);
        } else if (terminal == null) {
            script.append(new String(System.in.readAllBytes(), StandardCharsets.US_ASCII));
        }
        CrtWindow window = where.window ? CrtWindow.open("PDP-1 Bao la Kimasai", 768, null) : null;
        Pacer pacer = fast ? null : new Pacer();
        long limitUs = maxTimeSeconds == null ? Long.MAX_VALUE : (long) (maxTimeSeconds * 1e6);

        pdp1.console().loadImage(program.image());        // and START
        String ending;
        try {
            ending = runLoop(machine, typewriter, waitFlag, script, terminal, window, points, pacer, limitUs);
        } finally {
            printer.flush();
            if (terminal != null) {
                terminal.close();
            }
            if (window != null) {
                window.close();
            }
        }
        if (where.png != null) {
            if (ending.equals(NO_MORE_KEYS)) {
                machine.run(machine.clock().now + SETTLE_US);   // draws on while it waits; a stop here changes nothing
            }
            new Phosphor(768).writePng(points, machine.clock().now, where.png);
        }
        PrintWriter err = spec.commandLine().getErr();
        err.println("pdp1: " + ending);
        err.flush();
        return ending.startsWith("error: ") ? 1 : 0;
    }

    /**
     * Runs in slices. Scripted keys go to the typewriter one at a time, when the program waits
     * for one (a key struck while the program types would be lost: tyo shares the buffer, ref
     * §4.2). A person at the terminal or the window types after the prompt, as at the PDP-1.
     */
    private String runLoop(Machine machine, Typewriter typewriter, int waitFlag, StringBuilder script,
            TerminalKeyboard terminal, CrtWindow window, PointRing points, Pacer pacer, long limitUs) throws IOException {
        while (true) {
            long now = machine.clock().now;
            if (now >= limitUs) {
                return "stopped after " + limitUs / 1_000_000.0 + " s of simulated time";
            }
            StopReason stop = machine.run(Math.min(limitUs, now + SLICE_US));
            if (stop == StopReason.HALT) {
                return stop.describe(machine);
            }
            if (stop != StopReason.TIME_LIMIT) {
                return "error: " + stop.describe(machine);
            }
            boolean waiting = machine.core()[waitFlag] != 0 && typewriter.keyboardIdle();
            if (waiting && script.length() > 0) {
                typewriter.type(script.substring(0, 1));
                script.deleteCharAt(0);
                continue;
            }
            if (terminal != null) {
                terminal.pump(typewriter);
                if (terminal.stopAsked()) {
                    return "stopped at the console";
                }
            } else if (window == null && waiting) {
                return NO_MORE_KEYS;
            }
            if (window != null) {
                window.pump(typewriter);
                window.frame(points, machine.clock().now);
                if (window.closed()) {
                    return "the CRT window was closed";
                }
            }
            if (pacer != null) {
                pacer.pace(machine.clock().now);
            }
        }
    }

    private KimasaiSwitches switches() {
        if (twoPlayers && demo) {
            throw new ParameterException(spec.commandLine(), "--two-players and --demo exclude each other");
        }
        if (depth < 0 || depth > 15) {
            throw new ParameterException(spec.commandLine(), "--depth must be 1..15, not " + depth);
        }
        if (southDepth < 0 || southDepth > 15) {
            throw new ParameterException(spec.commandLine(), "--south-depth must be 1..15, not " + southDepth);
        }
        KimasaiSwitches.Seats seats = twoPlayers ? KimasaiSwitches.Seats.TWO_PLAYERS
                : demo ? KimasaiSwitches.Seats.COMPUTER_VS_COMPUTER : KimasaiSwitches.Seats.HUMAN_VS_COMPUTER;
        return new KimasaiSwitches(seats, computerSouth, depth, southDepth, !"none".equals(display));
    }

    /** Where the CRT goes. */
    private record Display(boolean window, Path png) {
    }

    private Display display() {
        if (display == null) {
            return new Display(CrtWindow.available() && System.console() != null, null);
        }
        if (display.equals("window")) {
            if (!CrtWindow.available()) {
                throw new ParameterException(spec.commandLine(), "--display window: there is no screen here (headless); use png:FILE or none");
            }
            return new Display(true, null);
        }
        if (display.equals("none")) {
            return new Display(false, null);
        }
        if (display.startsWith("png:") && display.length() > 4) {
            return new Display(false, Path.of(display.substring(4)));
        }
        throw new ParameterException(spec.commandLine(), "--display must be window, png:FILE or none, not '" + display + "'");
    }
}
