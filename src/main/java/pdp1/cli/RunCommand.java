package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.asm.tape.Image;
import pdp1.asm.tape.TapeFormatException;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.cpu.Cpu;
import pdp1.emu.dev.ReadInException;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.front.CrtWindow;
import pdp1.emu.front.Pacer;
import pdp1.emu.front.Phosphor;
import pdp1.emu.front.StruckControlKeys;
import pdp1.emu.front.TerminalKeyboard;
import pdp1.emu.front.TypewriterPrinter;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pdp1.jar run TAPE|SOURCE.mac}: runs a program on the standard
 * machine (typewriter, reader, punch, Type 30 display, control boxes) until
 * it halts, the simulated time limit passes, or the person stops it.
 *
 * <p>A .mac source is assembled and its image put straight into core (or,
 * with {@code --read-in}, its block-loader tape is read in like any tape); a
 * tape goes through the console's hardware READ IN. The typewriter prints on
 * standard output (with the F-16A card's glyphs, e.g. ⊃ ∨ ∧, on a UTF-8
 * terminal); the stop is told in machine terms on standard error.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run a PDP-1 program (a paper tape image or a MACRO source) on the emulated machine.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the program halted, or the time limit or a stop (Ctrl-C) ended the run",
            "1:bad input: source errors, an unreadable tape, or the program stopped on an illegal "
                    + "instruction, an endless I/O wait or a safety stop",
            "2:usage or I/O error"})
public final class RunCommand implements Callable<Integer> {

    /** Simulated time per run slice between front-end duties (keys, pacing, frames). */
    static final long SLICE_US = 10_000;

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "TAPE|SOURCE.mac", description = "A tape image (RIM or block-loader) or a MACRO source.")
    Path program;

    static final class Speed {
        @Option(names = "--fast", description = "Run as fast as the host can (default when not on a terminal).")
        boolean fast;
        @Option(names = "--realtime", description = "Keep simulated time in step with the wall clock (default on a terminal).")
        boolean realtime;
    }

    @ArgGroup(exclusive = true)
    Speed speed;

    @Option(names = "--max-time", paramLabel = "SIM_SECONDS",
            description = "Stop after this much simulated time (seconds since power-on).")
    Double maxTime;

    @Option(names = "--tty-in", paramLabel = "FILE", description = "Type this file's text on the keyboard (newline = carriage return).")
    Path ttyIn;

    @Option(names = "--tty-out", paramLabel = "FILE", description = "Also write the typewriter's paper to this file.")
    Path ttyOut;

    @Option(names = "--trace", paramLabel = "FILE", description = "Write one line per instruction (PC OV AC IO PF EA instruction).")
    Path trace;

    @Option(names = "--punch", paramLabel = "FILE", description = "At the end, write what the paper-tape punch punched.")
    Path punch;

    @Option(names = "--dump", paramLabel = "FILE", description = "At the end, write registers, clock and all of core in octal.")
    Path dump;

    @Option(names = "--display", paramLabel = "window|png:FILE|none|auto", defaultValue = "auto",
            description = "Where the Type 30 CRT shows: a window, a PNG of the last moment, nowhere, "
                    + "or auto (a window once the program draws, when a screen is available). Default: ${DEFAULT-VALUE}.")
    String display;

    @Option(names = "--sense", paramLabel = "N", split = ",", description = "Sense switches up, e.g. --sense 1,3.")
    List<Integer> sense = new ArrayList<>();

    @Option(names = "--test-word", paramLabel = "OCTAL", description = "The test word switches, in octal.")
    String testWord;

    @Option(names = "--start", paramLabel = "OCTAL",
            description = "After loading, START at this address (console START) instead of where the program begins.")
    String start;

    @Option(names = "--mul-div", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Type 10 automatic multiply/divide installed (default); --no-mul-div for mus/dis.")
    boolean mulDiv;

    @Option(names = "--memory", paramLabel = "WORDS", defaultValue = "4096",
            description = "Core size in words: 4096..65536, a multiple of 4096. Default: ${DEFAULT-VALUE}.")
    int memory;

    @Option(names = "--control-boxes",
            description = "Keys work the Spacewar! control boxes instead of the typewriter: ship 1 "
                    + "a (rotate CW) s (rotate CCW) d (thrust) f (fire), ship 2 k l ; ' the same. In the "
                    + "display window a key holds its switch while it is down; at a terminal each strike "
                    + "holds it for 0.3 s and auto-repeat keeps it held.")
    boolean controlBoxes;

    @Option(names = "--read-in", description = "For a .mac source: punch its block-loader tape and load it by READ IN.")
    boolean readIn;

    @Option(names = "--fast-load",
            description = "For a tape: put its words straight into core (checksums verified) instead of READ IN "
                    + "at 400 lines a second.")
    boolean fastLoad;

    @Override
    public Integer call() throws IOException {
        InputFiles.requireNotDirectory(spec, program);
        PrintWriter err = spec.commandLine().getErr();
        Settings s = settings(err);
        if (s == null) {
            return 2;
        }
        StandardMachine pdp1 = StandardMachine.create(s.options);
        Machine m = pdp1.machine();
        if (!load(pdp1, err)) {
            return 1;
        }
        for (int n : sense) {
            pdp1.console().setSenseSwitch(n, true);
        }
        m.cpu().tw = s.testWord;
        if (s.start >= 0) {
            m.start(s.start);
        }
        if (ttyIn != null) {
            try {
                pdp1.typewriter().type(Files.readString(ttyIn, StandardCharsets.UTF_8));
            } catch (IllegalArgumentException e) {
                err.println("pdp1: " + ttyIn + ": " + e.getMessage());
                return 1;
            } catch (CharacterCodingException e) {
                // the exception's own message is "Input length = 1"
                err.println("pdp1: " + ttyIn + ": not a text file (UTF-8), nothing to type");
                return 1;
            }
        }
        return new Session(pdp1, s, err).run();
    }

    /** The validated options. */
    private record Settings(MachineOptions options, int testWord, int start, long limitUs, boolean paced, String displayMode, Path png) {
    }

    private Settings settings(PrintWriter err) {
        if (readIn && fastLoad) {
            err.println("pdp1: --read-in and --fast-load exclude each other (READ IN the tape, or put it straight into core)");
            return null;
        }
        MachineOptions options;
        try {
            options = new MachineOptions(memory, mulDiv, false);
        } catch (IllegalArgumentException e) {
            err.println("pdp1: --memory: " + e.getMessage());
            return null;
        }
        int tw = 0;
        if (testWord != null) {
            try {
                tw = Integer.parseInt(testWord, 8);
            } catch (NumberFormatException e) {
                tw = -1;
            }
            if (tw < 0 || tw > 0777777) {
                err.println("pdp1: --test-word: '" + testWord + "' is not an 18-bit octal number");
                return null;
            }
        }
        int startAt = -1;
        if (start != null) {
            try {
                startAt = Integer.parseInt(start, 8);
            } catch (NumberFormatException e) {
                startAt = -1;
            }
            if (startAt < 0 || startAt >= memory) {
                err.println("pdp1: --start: '" + start + "' is not an octal address in core (0.."
                        + Integer.toOctalString(memory - 1) + ")");
                return null;
            }
        }
        for (int n : sense) {
            if (n < 1 || n > 6) {
                err.println("pdp1: --sense: sense switches are 1-6, not " + n);
                return null;
            }
        }
        long limit = Long.MAX_VALUE;
        if (maxTime != null) {
            String problem = GameRunOptions.maxTimeProblem(maxTime);
            if (problem != null) {
                err.println("pdp1: " + problem);
                return null;
            }
            limit = Math.round(maxTime * 1e6);
        }
        String mode;
        Path png = null;
        if (display.startsWith("png:") && display.length() > 4) {
            mode = "png";
            png = Path.of(display.substring(4));
        } else if (List.of("window", "none", "auto").contains(display)) {
            mode = display;
        } else {
            err.println("pdp1: --display: expected window, png:FILE, none or auto, not '" + display + "'");
            return null;
        }
        if (mode.equals("window") && !CrtWindow.available()) {
            err.println("pdp1: --display window: no screen available here (headless); try --display png:FILE");
            return null;
        }
        boolean windowPossible = !mode.equals("none") && !mode.equals("png") && CrtWindow.available();
        if (controlBoxes && !windowPossible && (System.console() == null || ttyIn != null)) {
            err.println("pdp1: --control-boxes: no keyboard to steer with: needs the display window "
                    + "(a screen) or a terminal (and no --tty-in)");
            return null;
        }
        boolean paced = speed != null ? speed.realtime : System.console() != null;
        return new Settings(options, tw, startAt, limit, paced, mode, png);
    }

    /** Puts the program into the machine; false (message printed) on bad input. */
    private boolean load(StandardMachine pdp1, PrintWriter err) throws IOException {
        String name = program.getFileName() == null ? program.toString() : program.getFileName().toString();
        if (name.toLowerCase(Locale.ROOT).endsWith(".mac")) {
            Assembly assembly = Assembler.assemble(program);
            assembly.diagnostics().forEach(d -> err.println(d.render()));   // with the line and a caret, as asm shows them
            if (assembly.hasErrors()) {
                return false;
            }
            if (assembly.image().startAddress() == Image.NO_START && start == null) {
                err.println("pdp1: " + program + ": no start address: end the program with 'start ADDRESS' "
                        + "or give --start");
                return false;
            }
            if (!readIn) {
                pdp1.console().loadImage(assembly.image());
                return true;
            }
            pdp1.reader().load(assembly.binTape(), name.replaceFirst("(?i)\\.mac$", ".rim"));
        } else {
            byte[] tape = Files.readAllBytes(program);
            if (tape.length == 0) {
                err.println("pdp1: " + program + ": the tape is empty");
                return false;
            }
            if (fastLoad) {
                try {
                    pdp1.console().loadImage(tape, program.toString());
                    return true;
                } catch (TapeFormatException e) {
                    err.println("pdp1: " + e.getMessage());
                    return false;
                }
            }
            pdp1.reader().load(tape, program.toString());
        }
        try {
            pdp1.console().readIn();
            return true;
        } catch (ReadInException e) {
            err.println("pdp1: " + e.getMessage());
            return false;
        }
    }

    /** One run: the machine, its front ends, the loop between them. */
    private final class Session {
        private final StandardMachine pdp1;
        private final Machine m;
        private final Settings s;
        private final PrintWriter err;
        private TerminalKeyboard keyboard;
        private StruckControlKeys terminalControls;
        private CrtWindow window;
        private Writer ttyOutWriter;
        private TypewriterPrinter screenPaper;
        private Writer traceWriter;

        Session(StandardMachine pdp1, Settings s, PrintWriter err) {
            this.pdp1 = pdp1;
            this.m = pdp1.machine();
            this.s = s;
            this.err = err;
        }

        int run() throws IOException {
            try {
                openFrontEnds();
                StopReason stop = loop();
                return finish(stop);
            } finally {
                closeFrontEnds();
            }
        }

        private void openFrontEnds() throws IOException {
            boolean onTerminal = System.console() != null;
            if (onTerminal && ttyIn == null) {
                keyboard = TerminalKeyboard.open();
                if (controlBoxes) {
                    terminalControls = new StruckControlKeys(pdp1.controlBoxes());
                }
            }
            boolean ansi = keyboard != null && keyboard.supportsAnsi();
            // The card's glyphs (⊃ ∨ ∧ ↑ → × · ‾) on a UTF-8 terminal; SIMH's ASCII spellings elsewhere.
            boolean glyphs = ansi && keyboard.supportsUnicode();
            screenPaper = new TypewriterPrinter(spec.commandLine().getOut(), ansi, glyphs, true);
            pdp1.typewriter().addSink(screenPaper);
            if (ttyOut != null) {
                ttyOutWriter = Files.newBufferedWriter(ttyOut, StandardCharsets.UTF_8);
                pdp1.typewriter().addSink(new TypewriterPrinter(ttyOutWriter, false, false, true));
            }
            if (trace != null) {
                traceWriter = Files.newBufferedWriter(trace, StandardCharsets.UTF_8);
                m.setTrace(new pdp1.emu.cpu.TextTrace(traceWriter));
            }
            if (s.displayMode.equals("window")) {
                openWindow();
            }
        }

        private void openWindow() {
            try {
                window = CrtWindow.open("PDP-1 Type 30 display: " + program.getFileName(), 768,
                        controlBoxes ? pdp1.controlBoxes() : null);
            } catch (Exception e) {
                throw new IllegalStateException("cannot open the display window: " + e.getMessage(), e);
            }
        }

        private StopReason loop() throws IOException {
            Pacer pacer = s.paced ? new Pacer() : null;
            long slice = s.paced ? SLICE_US : 10 * SLICE_US;
            while (true) {
                long until = Math.min(s.limitUs, m.clock().now + slice);
                StopReason stop = m.run(until);
                if (stop != StopReason.TIME_LIMIT || m.clock().now >= s.limitUs) {
                    return stop;
                }
                if (keyboard != null) {
                    keyboard.pump(pdp1.typewriter(), terminalControls, m.clock().now);
                    if (terminalControls != null) {
                        terminalControls.releaseDue(m.clock().now);
                    }
                    if (keyboard.stopAsked()) {
                        return StopReason.STOPPED;
                    }
                }
                if (window == null && s.displayMode.equals("auto") && pdp1.points().total() > 0 && CrtWindow.available()) {
                    openWindow();
                }
                if (window != null) {
                    window.pump(pdp1.typewriter());
                    window.frame(pdp1.points(), m.clock().now);
                    if (window.closed()) {
                        return StopReason.STOPPED;
                    }
                }
                if (pacer != null) {
                    pacer.pace(m.clock().now);
                }
            }
        }

        private int finish(StopReason stop) throws IOException {
            screenPaper.flush();                     // back to black ink on a terminal
            if (keyboard != null && screenPaper.midLine()) {
                spec.commandLine().getOut().println();   // the stop line starts a line of its own
                spec.commandLine().getOut().flush();
            }
            err.println(describe(stop));
            if (s.png != null) {
                new Phosphor(1024).writePng(pdp1.points(), m.clock().now, s.png);
            }
            if (dump != null) {
                Files.writeString(dump, CoreDump.of(m), StandardCharsets.UTF_8);
            }
            if (punch != null) {
                Files.write(punch, pdp1.punch().tape());
            }
            return switch (stop) {
                case HALT, TIME_LIMIT, STOPPED, BREAKPOINT, INSTRUCTION_LIMIT, STEPPED -> 0;
                case ILLEGAL_INSTRUCTION, IO_HANG, XCT_LOOP, INDIRECT_LOOP -> 1;
            };
        }

        private String describe(StopReason stop) {
            String seconds = String.format(Locale.ROOT, "%.6f s simulated", m.clock().now / 1e6);
            if (stop == StopReason.TIME_LIMIT) {
                return "time limit: " + seconds + ", PC " + octal(m.cpu().pc, 4);
            }
            String hint = stop == StopReason.IO_HANG && pdp1.reader().atEnd() && pdp1.reader().position() > 0
                    ? " (the reader has run off the end of " + pdp1.reader().tapeName() + ")" : "";
            return stop.describe(m) + hint + " after " + seconds;
        }

        private void closeFrontEnds() throws IOException {
            if (keyboard != null) {
                keyboard.close();
            }
            if (window != null) {
                window.close();
            }
            if (ttyOutWriter != null) {
                ttyOutWriter.close();
            }
            if (traceWriter != null) {
                traceWriter.close();
            }
        }
    }

    static String octal(int value, int digits) {
        String s = Integer.toOctalString(value);
        return s.length() >= digits ? s : "0".repeat(digits - s.length()) + s;
    }

    /** The --dump format: one register a line, then core eight words a line. */
    static final class CoreDump {
        private CoreDump() {
        }

        static String of(Machine m) {
            Cpu c = m.cpu();
            StringBuilder b = new StringBuilder();
            b.append("pc ").append(octal(c.pc, 6)).append('\n');
            b.append("ac ").append(octal(c.ac, 6)).append('\n');
            b.append("io ").append(octal(c.io, 6)).append('\n');
            b.append("ov ").append(c.ov).append('\n');
            b.append("pf ").append(octal(c.pf, 2)).append('\n');
            b.append("ss ").append(octal(c.ss, 2)).append('\n');
            b.append("tw ").append(octal(c.tw, 6)).append('\n');
            b.append("sbm ").append(c.sbm ? 1 : 0).append('\n');
            b.append("exd ").append(c.extend ? 1 : 0).append('\n');
            b.append("clock_us ").append(m.clock().now).append('\n');
            b.append("instructions ").append(m.instructionsExecuted()).append('\n');
            int[] core = m.core();
            b.append("core ").append(core.length).append(" words\n");
            for (int a = 0; a < core.length; a += 8) {
                b.append(octal(a, 6)).append(':');
                for (int i = a; i < a + 8 && i < core.length; i++) {
                    b.append(' ').append(octal(core[i], 6));
                }
                b.append('\n');
            }
            return b.toString();
        }
    }
}
