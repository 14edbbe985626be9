package pdp1.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import pdp1.emu.cpu.Engine;
import pdp1.emu.cpu.TextTrace;
import pdp1.emu.debug.Program;
import pdp1.emu.dev.ReadingProgress;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.TapeReader;
import pdp1.emu.file.OutputFile;
import pdp1.emu.front.CrtWindow;
import pdp1.emu.front.TypewriterPrinter;
import pdp1.emu.host.HostLoop;
import pdp1.emu.host.KeyFeed;
import pdp1.emu.host.RunEnd;

/**
 * {@code pdp1.jar run TAPE|SOURCE}: runs a program on the standard machine (typewriter, reader,
 * punch, Type 30 display, control boxes) until it halts, the simulated time limit passes, it waits
 * for a key nobody will strike, or the person stops it.
 *
 * <p>A source (a .mac file, or any file of text) is assembled and its image put straight into
 * core (or, with {@code --read-in}, its block-loader tape is read in like any tape); a tape goes
 * through the console's hardware READ IN. Keys come from the terminal, from {@code --tty-in}, or
 * from standard input when it is not a terminal, each struck when the program asks for one.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run a PDP-1 program (a paper tape image or a MACRO source) on the emulated machine.",
        modelTransformer = BundledPrograms.Listed.class,
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:the program halted, the time limit or a stop (Ctrl-C) ended the run, or it waits for a key "
                    + "and the keys are used up",
            "1:bad input: source errors, an unreadable tape, a key the typewriter lacks, or the program stopped "
                    + "on an illegal instruction, an endless I/O wait or a safety stop",
            "2:usage or I/O error (an output file that cannot be written is removed; the others are kept)",
            "130:stopped by SIGINT (at a terminal Ctrl-C is the console's STOP: 0); the stop line and files are written",
            "143:stopped by SIGTERM; the stop line and files are written"})
public final class RunCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main host;

    @Parameters(paramLabel = "TAPE|SOURCE", arity = "0..1", description = {"A tape image (RIM or block-loader) or a MACRO "
            + "source (at most 16 MiB; a FIFO is read as it is written). None with --resume.", BundledPrograms.HELP})
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

    @Option(names = "--tty-in", paramLabel = "FILE",
            description = "Type this file's text on the keyboard, a key each time the program asks for one "
                    + "(newline = carriage return; at most 1 MiB). Without it, keys come from the terminal or standard input.")
    Path ttyIn;

    @Option(names = "--tty-out", paramLabel = "FILE", description = "Also write the typewriter's paper to this file.")
    Path ttyOut;

    @Option(names = "--trace", paramLabel = "FILE", description = "Write one line per instruction (PC OV AC IO PF EA "
            + "instruction). The interpreter runs a traced program (translated blocks are not traced).")
    Path trace;

    @Option(names = "--engine", paramLabel = "ENGINE", converter = EngineConverter.class,
            description = "interpreter or translator: which runs the program (default: translator; with --trace, "
                    + "the interpreter). Both do the same, cycle for cycle.")
    Engine engine;

    @Option(names = "--punch", paramLabel = "FILE", description = "At the end, write what the paper-tape punch punched.")
    Path punch;

    @Option(names = "--dump", paramLabel = "FILE", description = "At the end, write registers, clock and all of core in octal.")
    Path dump;

    @Option(names = "--display", paramLabel = CrtDisplay.LABEL, converter = CrtDisplay.Converter.class,
            description = CrtDisplay.HELP)
    CrtDisplay display = CrtDisplay.AUTO;

    @Option(names = "--audio", paramLabel = AudioChoice.LABEL, converter = AudioChoice.Converter.class,
            description = AudioChoice.HELP)
    AudioChoice audio = AudioChoice.AUTO;

    @Mixin
    MachineSwitches switches;

    @Mixin
    SaveResumeOptions saved;

    @Option(names = "--control-boxes",
            description = "The control keys work the Spacewar! control boxes from the first key: ship 1 "
                    + "a (rotate CW) s (rotate CCW) d (thrust) f (fire), ship 2 k l ; ' the same. Without it "
                    + "they do once the program reads the boxes (IOT 11), and are typed until then. In the "
                    + "display window a key holds its switch while it is down; at a terminal each strike "
                    + "holds it for 0.3 s and auto-repeat keeps it held.")
    boolean controlBoxes;

    @Option(names = "--read-in", description = "For a source: punch its block-loader tape and load it by READ IN.")
    boolean readIn;

    @Option(names = "--fast-load",
            description = "For a tape: put its words straight into core (checksums verified) instead of READ IN "
                    + "at 400 lines a second.")
    boolean fastLoad;

    @Override
    public Integer call() throws IOException {
        boolean paced = speed != null ? speed.realtime : host.atTerminal();
        checkOptions();
        KeyFeed keys = ttyIn == null ? null : typedKeys();
        if (keys == null && ttyIn != null) {
            return 1;
        }
        StandardMachine pdp1 = saved.resuming() ? saved.resumed(spec, null, "run") : loaded();
        if (pdp1 == null) {
            return 1;
        }
        if (saved.resuming()) {
            switches.checkSense(spec);
            if (switches.start != null && switches.start >= pdp1.machine().core().length) {
                throw new ParameterException(spec.commandLine(), "--start: " + Integer.toOctalString(switches.start)
                        + " is not an address in the saved machine's core (0.."
                        + Integer.toOctalString(pdp1.machine().core().length - 1) + ")");
            }
            switches.apply(pdp1);                 // switches up, a START at --start: the person's, after the resume
        }
        String title = saved.resuming() ? saved.resume.getFileName().toString() : program.getFileName().toString();
        HostLoop loop = HostLoop.on(pdp1);
        if (paced && ReadingProgress.worthShowing(pdp1.reader())) {
            loop.frontEnd(new TapeProgress(pdp1.reader(), spec.commandLine().getErr(), host.atTerminal()));
        }
        RunSession.Plan plan = new RunSession.Plan("PDP-1 Type 30 display: " + title, display, paced,
                GameRunOptions.limitUs(maxTime), keys, controlBoxes, true, true);
        try (RunSession session = RunSession.open(host, spec, pdp1, loop, plan)) {
            OutputFile paper = ttyOut == null ? null : session.output("--tty-out", ttyOut);
            OutputFile traceFile = trace == null ? null : session.output("--trace", trace);
            OutputFile dumpFile = dump == null ? null : session.output("--dump", dump);
            OutputFile punchFile = punch == null ? null : session.output("--punch", punch);
            SaveResumeOptions.OnExit saveOnExit = saved.onExit(session, pdp1.machine(), loop, null, "pdp1.jar run " + title);
            session.sound(audio);
            if (paper != null) {
                TypewriterPrinter printer = new TypewriterPrinter(paper.writer(), false, false, true);
                pdp1.transcript().replay(printer, pdp1.machine().clock().now);
                pdp1.typewriter().addSink(printer);
            }
            pdp1.machine().cpu().setEngine(engine());
            if (traceFile != null) {
                if (engine == null) {
                    spec.commandLine().getErr().println("pdp1: note: --trace runs the program on the interpreter");
                }
                pdp1.machine().setTrace(new TextTrace(traceFile.writer()));
            }
            RunEnd end = session.run();
            session.report(end);
            if (dumpFile != null) {
                dumpFile.write(CoreDump.of(pdp1.machine()).getBytes(StandardCharsets.UTF_8));
            }
            if (punchFile != null) {
                punchFile.write(pdp1.punch().tape());
                if (pdp1.punch().ranOut()) {
                    spec.commandLine().getErr().println("pdp1: the punch's tape is full: " + punch
                            + " holds its first " + TapeReader.MAX_TAPE_BYTES + " lines (16 MiB); the lines punched after them are not kept");
                }
            }
            SaveResumeOptions.save(saveOnExit, end);
            session.commitOutputs();
            return session.outputFailure() != null ? 2 : end.isError() ? 1 : 0;
        }
    }

    /** The engine that runs the program: the one asked for, else the translator, or the interpreter for a trace. */
    Engine engine() {
        return engine != null ? engine : trace != null ? Engine.INTERPRETER : Engine.TRANSLATOR;
    }

    /** The program given, read and loaded into a new machine with the switches set; null after saying why not. */
    private StandardMachine loaded() throws IOException {
        StandardMachine pdp1 = switches.machine(spec);
        Program loaded = ProgramFiles.read(spec, program);
        if (loaded == null || !ProgramFiles.put(spec, loaded, pdp1, readIn, fastLoad, switches.start != null)) {
            return null;
        }
        switches.apply(pdp1);
        return pdp1;
    }

    /** Usage errors that picocli's declarations cannot express. */
    private void checkOptions() {
        // the switches and START may be worked on a resumed machine, as at its console; its make may not change
        saved.refuseWithResume(spec, "--mul-div", "--memory", "--read-in", "--fast-load");
        if (saved.resuming() && program != null) {
            throw new ParameterException(spec.commandLine(), "--resume goes on with the program saved in " + saved.resume
                    + "; give no TAPE|SOURCE");
        }
        if (!saved.resuming() && program == null) {
            throw new ParameterException(spec.commandLine(), "Missing required parameter: 'TAPE|SOURCE' (or --resume FILE)");
        }
        String problem = GameRunOptions.maxTimeProblem(maxTime);
        if (problem == null && trace != null && engine == Engine.TRANSLATOR) {
            problem = "--trace runs on the interpreter (translated blocks are not traced): give --engine interpreter or no --engine";
        }
        if (problem == null && readIn && fastLoad) {
            problem = "--read-in and --fast-load exclude each other (READ IN the tape, or put it straight into core)";
        }
        if (problem == null && display.mode() == CrtDisplay.Mode.WINDOW && !CrtWindow.available()) {
            problem = "--display window: no screen available here (headless); try --display png:FILE";
        }
        boolean window = display.mode() == CrtDisplay.Mode.WINDOW
                || display.mode() == CrtDisplay.Mode.AUTO && CrtWindow.available() && host.atTerminal();
        if (problem == null && controlBoxes && !window && (!host.atTerminal() || ttyIn != null)) {
            problem = "--control-boxes: no keyboard to steer with: needs the display window "
                    + "(a screen) or a terminal (and no --tty-in)";
        }
        if (problem != null) {
            throw new ParameterException(spec.commandLine(), problem);
        }
    }

    /** The --tty-in file's keys, checked; null after saying why they cannot be typed. */
    private KeyFeed typedKeys() throws IOException {
        String text = InputFiles.readText(spec, "--tty-in", ttyIn, "nothing to type");
        try {
            return text == null ? null : KeyFeed.checked(text, ttyIn.toString());
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("pdp1: " + e.getMessage());
            return null;
        }
    }
}
