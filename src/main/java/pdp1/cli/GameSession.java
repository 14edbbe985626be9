package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
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

/**
 * One game program played at the console, the part {@code kalah} and {@code kimasai} share: boots
 * the program with the console switches set, runs it in slices, types scripted keys when it waits
 * for one, pumps the terminal and the CRT window, paces to real time unless fast, writes the PNG at
 * the end and reports how the run ended. The commands keep their own options and switches.
 */
final class GameSession {

    /** Simulated time between two looks at the keyboard, the window and the pacer. */
    static final long SLICE_US = 10_000;
    /**
     * Simulated time run on, after the keys ran out, before a PNG is taken: the program had only
     * begun its first frame when it first waited; 200 ms is several whole frames at >= 20 frames/s.
     */
    static final long SETTLE_US = 200_000;
    static final String NO_MORE_KEYS = "the program waits for a key and there are no more keys";

    /**
     * What differs between the games.
     *
     * @param program file under /programs/ in the jar
     * @param waitFlag symbol of the word the program sets while it waits for a key
     * @param echoScriptedKeys print scripted keys too, as the typewriter prints what is typed (docs/machine.md §4.2)
     */
    record Game(String program, String waitFlag, String windowTitle, boolean echoScriptedKeys) {
    }

    private final CommandSpec spec;
    private final String display;
    private final boolean fast;
    private final Double maxTimeSeconds;
    private final String keys;

    /** The command's options; {@code keys} null when not given. */
    GameSession(CommandSpec spec, GameRunOptions run, String keys) {
        String problem = GameRunOptions.maxTimeProblem(run.maxTimeSeconds);
        if (problem != null) {
            throw new ParameterException(spec.commandLine(), problem);
        }
        this.spec = spec;
        this.display = run.display;
        this.fast = run.fast;
        this.maxTimeSeconds = run.maxTimeSeconds;
        this.keys = keys;
    }

    /** Plays {@code game} to its end; returns the command's exit code. */
    int play(Game game, int senseSwitches, int testWord) throws Exception {
        Display where = where();
        ProgramImage program = ProgramImage.fromClasspath(game.program());
        int waitFlag = program.address(game.waitFlag());

        StandardMachine pdp1 = StandardMachine.create();
        Machine machine = pdp1.machine();
        machine.cpu().ss = senseSwitches;
        machine.cpu().tw = testWord;

        TerminalKeyboard terminal = System.console() != null && keys == null ? TerminalKeyboard.open() : null;
        PrintWriter out = terminal != null ? terminal.writer() : spec.commandLine().getOut();
        TypewriterPrinter printer = new TypewriterPrinter(out, terminal != null && terminal.supportsAnsi(), false,
                terminal != null || game.echoScriptedKeys());
        pdp1.typewriter().addSink(printer);
        StringBuilder script = new StringBuilder();
        if (keys != null) {
            script.append(keys);
        } else if (terminal == null) {
            script.append(new String(System.in.readAllBytes(), StandardCharsets.US_ASCII));
        }
        CrtWindow window = where.window ? CrtWindow.open(game.windowTitle(), 768, null) : null;
        Pacer pacer = fast ? null : new Pacer();
        long limitUs = maxTimeSeconds == null ? Long.MAX_VALUE : (long) (maxTimeSeconds * 1e6);

        pdp1.console().loadImage(program.image());        // and START
        String ending;
        try {
            ending = runLoop(pdp1, printer, waitFlag, script, terminal, window, pacer, limitUs);
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
            new Phosphor(768).writePng(pdp1.points(), machine.clock().now, where.png);
        }
        PrintWriter err = spec.commandLine().getErr();
        err.println("pdp1: " + ending);
        err.flush();
        return ending.startsWith("error: ") ? 1 : 0;
    }

    /**
     * Runs in slices. Scripted keys go to the typewriter one at a time, when the program waits
     * for one: a key struck while the program types is lost (tyo overwrites the shared buffer,
     * docs/machine.md §4.2, and the program discards it). A person at the terminal or the window types after
     * the prompt, as at the PDP-1.
     */
    private static String runLoop(StandardMachine pdp1, TypewriterPrinter printer, int waitFlag, StringBuilder script,
            TerminalKeyboard terminal, CrtWindow window, Pacer pacer, long limitUs) throws IOException {
        Machine machine = pdp1.machine();
        Typewriter typewriter = pdp1.typewriter();
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
                window.frame(pdp1.points(), machine.clock().now);
                if (window.closed()) {
                    return "the CRT window was closed";
                }
            }
            if (pacer != null) {
                pacer.pace(machine.clock().now);
            }
        }
    }

    /** Where the CRT goes. */
    private record Display(boolean window, Path png) {
    }

    private Display where() {
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
