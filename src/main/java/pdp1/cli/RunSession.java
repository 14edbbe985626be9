package pdp1.cli;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Model.CommandSpec;
import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.TapeReader;
import pdp1.emu.file.OutputFile;
import pdp1.emu.front.CrtWindow;
import pdp1.emu.front.FlagVoices;
import pdp1.emu.front.Phosphor;
import pdp1.emu.front.Speakers;
import pdp1.emu.front.StruckControlKeys;
import pdp1.emu.front.TerminalKeyboard;
import pdp1.emu.front.TypewriterPrinter;
import pdp1.emu.front.WavFile;
import pdp1.emu.host.FrontEnd;
import pdp1.emu.host.HostLoop;
import pdp1.emu.host.KeyFeed;
import pdp1.emu.host.Pacer;
import pdp1.emu.host.RunEnd;

/**
 * One run of a program with the console's front ends around it, the wiring {@code run},
 * {@code kalah} and {@code kimasai} share: where the keys come from (the terminal, or a script:
 * a file, {@code --keys}, or standard input when it is no terminal), the paper on standard
 * output, the CRT (a window, a PNG at the end, or nothing, with a note when a drawing program is
 * not shown), the pace; then the one line that says how the run ended.
 */
final class RunSession implements Closeable {

    /** How long a signal's hook waits for the run to report and write its files. */
    static final long SIGNAL_GRACE_S = 10;
    /** How long the no-display note waits, in simulated µs, for the typewriter to end its line (72 characters at 10 a second). */
    static final long NOTE_WAIT_US = 8_000_000;

    /**
     * What the command chose.
     *
     * @param script           the keys to strike, or null: the terminal's, else standard input's
     * @param controlBoxes     the control keys work Spacewar!'s control boxes from the first key, not only
     *                         once the program reads them (window keys held, terminal keys struck)
     * @param echoScriptedKeys print scripted keys on the paper as struck keys are printed
     * @param glyphs           at a UTF-8 terminal, the card's glyphs (⊃ ∨ ∧ ↑ → × · ‾ −) instead of ASCII
     */
    record Plan(String title, CrtDisplay display, boolean paced, long limitUs, KeyFeed script,
                boolean controlBoxes, boolean echoScriptedKeys, boolean glyphs) {
    }

    private final StandardMachine pdp1;
    private final Plan plan;
    private final boolean atTerminal;
    private final HostLoop loop;
    private final PrintWriter out;
    private final PrintWriter err;
    private final Deque<Closeable> opened = new ArrayDeque<>();
    private TerminalKeyboard terminal;
    private TypewriterPrinter paper;
    private CrtWindow window;
    private boolean lookedAtDrawing;
    private long drewUnseenAtUs = -1;           // when the program first drew with no window to show it
    private final List<OutputFile> outputs = new ArrayList<>();
    private OutputFile png;
    private PngSeries pngSeries;
    private FlagVoices voices;
    private WavFile wav;
    private OutputFile wavFile;
    /** Whether the run's end has been said: a later output failure is said on its own line. */
    private boolean reported;
    private volatile String outputFailure;
    private CtrlC signal;
    /** Counted down when the session is closed: a signal's hook waits for the report and the files. */
    private final CountDownLatch finished = new CountDownLatch(1);

    private RunSession(Main host, CommandSpec spec, StandardMachine pdp1, HostLoop loop, Plan plan) {
        this.pdp1 = pdp1;
        this.plan = plan;
        this.atTerminal = host.atTerminal();
        this.loop = loop;
        this.out = spec.commandLine().getOut();
        this.err = spec.commandLine().getErr();
    }

    /** Opens the front ends around {@code loop} (limit and pace set here); close it when done. */
    static RunSession open(Main host, CommandSpec spec, StandardMachine pdp1, HostLoop loop, Plan plan) throws IOException {
        RunSession s = new RunSession(host, spec, pdp1, loop, plan);
        try {
            s.wire(host);
        } catch (IOException | RuntimeException e) {
            s.close();
            throw e;
        }
        return s;
    }

    private void wire(Main host) throws IOException {
        loop.limit(plan.limitUs()).pacer(plan.paced() ? new Pacer() : null);
        if (plan.display().pngSeries()) {
            pngSeries = new PngSeries(plan.display().png());
            loop.atEveryWait(() -> {
                if (pdp1.points().total() > 0) {     // nothing drawn yet: no picture
                    writeSeriesPicture();
                }
            });
        } else if (plan.display().png() != null) {
            png = output("--display", plan.display().png());
        }
        // SIGINT or SIGTERM without a terminal: stop the run, let it report and write its files,
        // then the JVM exits (130 or 143) as it would.
        signal = CtrlC.onInterrupt(() -> {
            loop.requestStop("stopped by a signal");
            try {
                finished.await(SIGNAL_GRACE_S, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        if (atTerminal && plan.script() == null) {
            terminal = TerminalKeyboard.open(pdp1.typewriter(),
                    new StruckControlKeys(pdp1.controlBoxes(), plan.controlBoxes()));
            opened.push(terminal);
        } else {
            loop.script(plan.script() != null ? plan.script()
                    : KeyFeed.reading(new InputStreamReader(host.stdin(), StandardCharsets.UTF_8), "standard input"));
        }
        boolean ansi = terminal != null && terminal.supportsAnsi();
        // The card's glyphs (⊃ ∨ ∧ ↑ → × · ‾) on a UTF-8 terminal; SIMH's ASCII spellings elsewhere.
        boolean glyphs = plan.glyphs() && ansi && terminal.supportsUnicode();
        paper = new TypewriterPrinter(terminal != null ? terminal.writer() : out, ansi, glyphs,
                terminal != null || plan.echoScriptedKeys());
        pdp1.transcript().replay(paper, pdp1.machine().clock().now);   // a resumed machine's paper
        pdp1.typewriter().addSink(paper);
        loop.frontEnd(now -> {
            paper.blackInk();                    // a red prompt leaves the terminal black between slices
            return null;
        });
        if (terminal != null) {
            loop.frontEnd(terminal);
        }
        if (plan.display().mode() == CrtDisplay.Mode.WINDOW) {
            openWindow();
        }
        loop.frontEnd(new FrontEnd() {
            @Override
            public String serve(long nowUs) {
                return crt(nowUs);
            }

            /**
             * A person may type in the window, so no run ends for want of keys while it is open;
             * but --keys and --tty-in end the run when they are used up, as they say.
             */
            @Override
            public boolean takesKeys() {
                return window != null && plan.script() == null;
            }
        });
    }

    /**
     * The CRT between slices: the window (for auto, opened once the program draws), or a note. The
     * note waits for the end of the line the typewriter is typing (at most {@link #NOTE_WAIT_US}),
     * so that it stands between the paper's lines, not inside a word.
     */
    private String crt(long nowUs) {
        if (window == null && !lookedAtDrawing && pdp1.points().total() > 0) {
            boolean auto = plan.display().mode() == CrtDisplay.Mode.AUTO;
            if (auto && CrtWindow.available() && atTerminal) {
                lookedAtDrawing = true;
                openWindow();
            } else if (!auto) {
                lookedAtDrawing = true;
            } else {
                drewUnseenAtUs = drewUnseenAtUs < 0 ? nowUs : drewUnseenAtUs;
                if (!paper.midLine() || nowUs - drewUnseenAtUs >= NOTE_WAIT_US) {
                    lookedAtDrawing = true;
                    startALine();
                    err.println("pdp1: note: the program draws on the CRT, which is not shown here ("
                            + (CrtWindow.available() ? "no terminal" : "no screen") + "); --display png:FILE keeps a picture");
                    err.flush();
                }
            }
        }
        return window == null ? null : window.serve(nowUs);
    }

    /** Flushes the paper and, at a terminal, ends the line it is typing: what follows starts a line of its own. */
    private void startALine() {
        paper.flush();                           // back to black ink on a terminal
        if (terminal != null && paper.midLine()) {
            terminal.writer().println();
            terminal.writer().flush();
        }
    }

    private void openWindow() {
        try {
            window = CrtWindow.open(plan.title(), CrtDisplay.PNG_PIXELS, pdp1.points(), pdp1.typewriter(),
                    pdp1.controlBoxes(), plan.controlBoxes(), pdp1.display());
        } catch (Exception e) {
            throw new IllegalStateException("cannot open the display window: " + e.getMessage(), e);
        }
        opened.push(window::close);
    }

    /** Where the run's messages go (standard error). */
    PrintWriter err() {
        return err;
    }

    /**
     * Program flags 1-4 as sound (docs/music.md), where {@code choice} says: the speakers (none
     * here is a one-line note, and the run goes on silent), a WAV file (made beside its place now,
     * finished by {@link #commitOutputs}), or nowhere. Auto is the speakers for a paced run on a
     * host that has a sound device.
     */
    void sound(AudioChoice choice) throws IOException {
        AudioChoice.Mode mode = choice.mode();
        if (mode == AudioChoice.Mode.NONE || mode == AudioChoice.Mode.AUTO && !(plan.paced() && Speakers.available())) {
            return;
        }
        FlagVoices.Output output;
        if (mode == AudioChoice.Mode.WAV) {
            wavFile = output("--audio", choice.wav());
            try {
                wav = new WavFile(wavFile.temporary());
            } catch (IOException e) {
                throw new IOException("--audio: cannot write " + choice.wav() + ": " + e.getMessage(), e);
            }
            output = wav;
        } else {
            try {
                Speakers speakers = Speakers.open();
                opened.push(speakers::close);
                output = speakers;
            } catch (IllegalStateException e) {
                err.println("pdp1: note: " + e.getMessage() + "; the run goes on without sound");
                err.flush();
                return;
            }
        }
        Machine m = pdp1.machine();
        voices = new FlagVoices(output, m.clock().now, m.cpu().pf);
        m.cpu().setFlagSink(voices);
        loop.frontEnd(voices);
    }

    RunEnd run() {
        return loop.run();
    }

    /**
     * A file the run writes, created now beside {@code target} and moved into place by
     * {@link #commitOutputs}; a write that fails stops the run, naming the option and the file.
     */
    OutputFile output(String option, Path target) throws IOException {
        OutputFile file = OutputFile.create(option, target, this::outputFailed);
        outputs.add(file);
        opened.push(file);
        return file;
    }

    /**
     * A file that could not be written: during the run it stops the run, which says why; after the
     * run's report (a dump, a snapshot, the last of a trace or a WAV) it is said here.
     */
    private void outputFailed(String why) {
        if (outputFailure == null) {
            outputFailure = why;
        }
        if (reported) {
            startALine();
            err.println("pdp1: " + why);
            err.flush();
        } else {
            loop.requestStop(why);
        }
    }

    /** Why an output file could not be written, or null. */
    String outputFailure() {
        return outputFailure;
    }

    /** Moves every complete output file into place (a failed one is removed); the sound ends first. */
    void commitOutputs() throws IOException {
        if (voices != null) {
            voices.serve(pdp1.machine().clock().now);      // the sound up to the run's last µs
            pdp1.machine().cpu().setFlagSink(null);
            voices = null;
        }
        if (wav != null) {
            try {
                wav.close();
                if (wav.full()) {
                    startALine();
                    err.println("pdp1: " + WavFile.FULL_NOTE);
                    err.flush();
                }
            } catch (IOException e) {
                wavFile.failed(e);                  // said, and the WAV is not moved into place
            }
            wav = null;
        }
        for (OutputFile file : outputs) {
            file.commit();
        }
    }

    /** Tells how the run ended ({@code pdp1: ...}, on a line of its own) and writes the PNG. */
    void report(RunEnd end) throws IOException {
        startALine();
        Machine m = pdp1.machine();
        err.println("pdp1: " + end.describe(m) + readerHint(end));
        err.flush();
        reported = true;
        if (png != null) {
            try {
                new Phosphor(CrtDisplay.PNG_PIXELS).writePng(pdp1.points(), m.clock().now, png.temporary());
            } catch (IOException e) {
                png.failed(e);
            }
        }
        if (pngSeries != null && outputFailure == null) {
            writeSeriesPicture();
        }
    }

    /** The next picture of a {@code --display png:NAME-%d.png} series; a failure stops the run, said once. */
    private void writeSeriesPicture() {
        try {
            pngSeries.write(pdp1.points(), pdp1.machine().clock().now);
        } catch (IOException e) {
            if (outputFailure == null) {
                outputFailed(e.getMessage());
            }
        }
    }

    /** Why an I/O wait hangs, when the reader ran off its tape. */
    private String readerHint(RunEnd end) {
        TapeReader reader = pdp1.reader();
        return end.stop() == StopReason.IO_HANG && reader.atEnd() && reader.position() > 0
                ? " (the reader has run off the end of " + reader.tapeName() + ")" : "";
    }

    /** Closes the front ends and removes what is left of incomplete files. */
    @Override
    public void close() throws IOException {
        try {
            while (!opened.isEmpty()) {
                opened.pop().close();
            }
        } finally {
            if (signal != null) {
                signal.close();
            }
            finished.countDown();
        }
    }
}
