package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import pdp1.crosscheck.KalahSwitches;
import pdp1.crosscheck.ProgramImage;
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
import pdp1.kalah.Variant;

/**
 * {@code pdp1.jar kalah}: assembles programs/kalah.mac from the jar, boots it on
 * the emulated PDP-1 with the console switches set from the options
 * (docs/kalah-program.md), and lets a person play at the typewriter (this
 * terminal) with the board on the CRT (a window), in real time unless
 * {@code --fast}. Without a terminal the keys come from {@code --keys} or
 * standard input, and the run ends when the program waits for a key no one
 * will type.
 */
@Command(name = "kalah", mixinStandardHelpOptions = true,
        description = {"Play Kalah against the PDP-1 (the program in PDP-1 assembly, on the emulator).",
                "Type a pit letter a-f to move; the computer's moves are typed in red. Ctrl-C stops."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the program halted, or the run was stopped", "1:the machine stopped on an error",
                "2:usage or I/O error"})
public final class KalahCommand implements Callable<Integer> {

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

    @Mixin
    KalahVariantOptions rules;

    @Option(names = "--computer-first", description = "The computer plays South and opens.")
    boolean computerFirst;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "0",
            description = "Search depth in plies, 1..15 (default: the program's, " + KalahSwitches.DEFAULT_DEPTH + ").")
    int depth;

    @Option(names = "--two-players", description = "Two people at the typewriter, no computer opponent.")
    boolean twoPlayers;

    @Option(names = "--demo", description = "The computer plays both sides.")
    boolean demo;

    @Option(names = "--display", paramLabel = "window|png:FILE|none",
            description = "The CRT: a window (default when there is a screen), a PNG written at the end, or none.")
    String display;

    @Option(names = "--fast", description = "Run as fast as the host can (not paced to the PDP-1's real speed).")
    boolean fast;

    @Option(names = "--keys", paramLabel = "TEXT", description = "Keys to type instead of the terminal's, one each time "
            + "the program waits for a key (e.g. \"cdn\"); the run ends when they are used up.")
    String keys;

    @Option(names = "--max-time", paramLabel = "SECONDS", description = "Stop after this much simulated time.")
    Double maxTimeSeconds;

    @Override
    public Integer call() throws Exception {
        KalahSwitches switches = switches();
        Display where = display();
        ProgramImage program = ProgramImage.fromClasspath("kalah.mac");
        int waitFlag = program.address("kwait");

        StandardMachine pdp1 = StandardMachine.create();
        Machine machine = pdp1.machine();
        Typewriter typewriter = pdp1.typewriter();
        PointRing points = pdp1.points();
        machine.cpu().ss = switches.senseSwitches();
        machine.cpu().tw = switches.testWord();

        TerminalKeyboard terminal = System.console() != null && keys == null ? TerminalKeyboard.open() : null;
        PrintWriter out = terminal != null ? terminal.writer() : spec.commandLine().getOut();
        TypewriterPrinter printer = new TypewriterPrinter(out, terminal != null && terminal.supportsAnsi(), false, terminal != null);
        typewriter.addSink(printer);
        StringBuilder script = new StringBuilder();
        if (keys != null) {
            script.append(keys);
        } else if (terminal == null) {
            script.append(new String(System.in.readAllBytes(), StandardCharsets.US_ASCII));
        }
        CrtWindow window = where.window ? CrtWindow.open("PDP-1 Kalah", 768, null) : null;
        Pacer pacer = fast ? null : new Pacer();
        long limitUs = maxTimeSeconds == null ? Long.MAX_VALUE : (long) (maxTimeSeconds * 1e6);

        pdp1.console().loadImage(program.image());        // and START
        String ending;
        try {
            ending = runLoop(machine, typewriter, printer, waitFlag, script, terminal, window, points, pacer, limitUs);
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
     * Runs in slices. Scripted keys go to the typewriter one at a time, when the
     * program waits for one: a key struck while the program types is lost (tyo
     * overwrites the shared buffer, ref §4.2, and the program discards it). A
     * person at the terminal or the window types after the prompt, as at the PDP-1.
     */
    private String runLoop(Machine machine, Typewriter typewriter, TypewriterPrinter printer, int waitFlag, StringBuilder script,
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
                printer.flush();                         // a prompt has no newline to flush it
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

    private KalahSwitches switches() {
        if (twoPlayers && demo) {
            throw new ParameterException(spec.commandLine(), "--two-players and --demo exclude each other");
        }
        Variant variant = rules.variant();
        if (variant.seeds() > 6 || variant.seeds() < 1) {
            throw new ParameterException(spec.commandLine(), "--seeds must be 1..6 on the PDP-1, not " + variant.seeds());
        }
        if (depth < 0 || depth > 15) {
            throw new ParameterException(spec.commandLine(), "--depth must be 1..15, not " + depth);
        }
        KalahSwitches.Seats seats = twoPlayers ? KalahSwitches.Seats.TWO_PLAYERS
                : demo ? KalahSwitches.Seats.COMPUTER_VS_COMPUTER : KalahSwitches.Seats.HUMAN_VS_COMPUTER;
        return new KalahSwitches(variant, seats, computerFirst, depth, !"none".equals(display));
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
