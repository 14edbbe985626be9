package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import pdp1.asm.tape.Image;
import pdp1.emu.Snapshot;
import pdp1.emu.debug.Program;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.file.OutputFile;
import pdp1.emu.front.Speakers;
import pdp1.emu.front.WavFile;
import pdp1.emu.host.HostLoop;
import pdp1.emu.console.FrontPanel;
import pdp1.emu.console.Lamps;
import pdp1.emu.console.ConsoleKey;
import pdp1.emu.panel.PanelRenderer;
import pdp1.emu.panel.PanelSound;
import pdp1.emu.panel.PanelWindow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pdp1.jar panel TAPE|SOURCE.mac}: the console in a window, with the
 * CRT and the typewriter beside it. A source is assembled into core with the
 * address switches set to its start (press START); a tape is mounted in the
 * reader (press READ IN). With {@code --png} it draws the console into a
 * picture instead, which needs no display.
 */
@Command(name = "panel", mixinStandardHelpOptions = true,
        description = {"The PDP-1 console (lamps, switches, keys) with the CRT and the typewriter, in a window.",
            "A MACRO source is loaded into core with the address switches at its start: press START.",
            "A tape is mounted in the reader: press READ IN."},
        modelTransformer = BundledPrograms.Listed.class,
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the window was closed (or the picture written)",
            "1:bad input: errors in the source or an unreadable tape",
            "2:usage or I/O error, or no display to open a window on"})
public final class PanelCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "TAPE|SOURCE.mac", arity = "0..1", description = {"A tape image (RIM or block-loader) or a MACRO "
            + "source (at most 16 MiB; a FIFO is read as it is written). None with --resume.", BundledPrograms.HELP})
    Path program;

    @Option(names = "--png", paramLabel = "FILE",
            description = "Draw the console into FILE instead of opening a window (works without a display).")
    Path png;

    @Option(names = "--run", paramLabel = "SECONDS",
            description = "With --png: press START (a source) or READ IN (a tape) and run up to SECONDS of simulated "
                    + "time before the picture.")
    Double runSeconds;

    @Option(names = "--cycles", paramLabel = "N",
            description = {"With --png: then, with SINGLE STEP up, press START (or CONTINUE after --run) N times:"
                    + " N memory cycles, so the lamps show the middle of an instruction.", "1-100000."})
    Integer cycles;

    @Option(names = "--fast", description = "Run as fast as the host can instead of at the PDP-1's speed.")
    boolean fast;

    /** As for run; --start sets the address switches here (START is the person's to press). */
    @Mixin
    MachineSwitches switches;

    @Option(names = "--audio", paramLabel = AudioChoice.LABEL, converter = AudioChoice.Converter.class,
            description = {AudioChoice.HELP, "In the window the Sound toggle turns the speakers on and off."})
    AudioChoice audio = AudioChoice.AUTO;

    /** --save-on-exit: when the window is closed (or the picture drawn); the SAVE button saves there too. */
    @Mixin
    SaveResumeOptions saved;

    @Override
    public Integer call() throws IOException, InterruptedException {
        saved.refuseWithResume(spec, "--sense", "--test-word", "--start", "--mul-div", "--memory");
        if (saved.resuming() == (program != null)) {
            throw new ParameterException(spec.commandLine(), saved.resuming()
                    ? "--resume goes on with the machine saved in " + saved.resume + "; give no TAPE|SOURCE.mac"
                    : "Missing required parameter: 'TAPE|SOURCE.mac' (or --resume FILE)");
        }
        if (program != null) {
            InputFiles.requireNotDirectory(spec, null, program);
        }
        PrintWriter err = spec.commandLine().getErr();
        if (runSeconds != null && (png == null || !(runSeconds > 0) || runSeconds > 3600)) {
            err.println("pdp1: --run needs --png and 0 < SECONDS <= 3600");
            return 2;
        }
        if (cycles != null && (png == null || cycles < 1 || cycles > 100_000)) {
            err.println("pdp1: --cycles needs --png and 1 <= N <= 100000");
            return 2;
        }
        if (png == null && !PanelWindow.displayAvailable()) {
            err.println("pdp1: the panel needs a display, and none is available (headless);"
                    + " --png FILE draws the console into a picture instead");
            return 2;
        }
        StandardMachine pdp1;
        ConsoleKey go;
        if (saved.resuming()) {
            pdp1 = saved.resumed(spec, null, "panel");
            go = ConsoleKey.CONTINUE;
        } else {
            pdp1 = switches.machine(spec);
            Program loaded = ProgramFiles.read(spec, program);
            if (loaded == null) {
                return 1;
            }
            mount(loaded, pdp1);
            switches.setSwitches(pdp1);
            if (switches.start != null) {
                pdp1.console().setAddressSwitches(switches.start);
            }
            go = loaded.assembled() ? ConsoleKey.START : ConsoleKey.READ_IN;
        }
        if (pdp1 == null) {
            return 1;
        }
        AtomicReference<String> saveFailed = new AtomicReference<>();
        try (OutputFile saveFile = saved.saveOnExit == null ? null
                : OutputFile.create("--save-on-exit", saved.saveOnExit, saveFailed::set);
             OutputFile wavFile = audio.mode() != AudioChoice.Mode.WAV ? null
                : OutputFile.create("--audio", audio.wav(), saveFailed::set)) {
            WavFile wav = wavFile == null ? null : new WavFile(wavFile.temporary());
            if (png != null) {
                picture(pdp1, go, wav);
            } else {
                String title = (saved.resuming() ? saved.resume : program).getFileName().toString();
                boolean speakers = audio.mode() == AudioChoice.Mode.SPEAKERS
                        || audio.mode() == AudioChoice.Mode.AUTO && !fast && Speakers.available();
                PanelWindow.showAndWait(title, pdp1, !fast, saved.saveOnExit, wav, speakers);
            }
            if (wav != null) {
                try {
                    wav.close();
                } catch (IOException e) {
                    wavFile.failed(e);              // said below, and the WAV not moved into place
                }
                if (wav.full()) {
                    spec.commandLine().getErr().println("pdp1: " + WavFile.FULL_NOTE);
                }
                wavFile.commit();
            }
            if (saveFile != null) {
                // closing the window gives up an instruction half stepped, as any console key but CONTINUE
                pdp1.machine().cpu().abandonCycles();
                saveFile.write(Snapshot.bytes(pdp1.machine(), Map.of(Snapshot.NOTE_SAVED_BY, "pdp1.jar panel")));
                saveFile.commit();
                if (saveFailed.get() == null) {
                    err.println("pdp1: saved the machine to " + saved.saveOnExit + "; --resume " + saved.saveOnExit + " goes on");
                }
            }
        }
        if (saveFailed.get() != null) {
            err.println("pdp1: " + saveFailed.get());       // a --save-on-exit or --audio file that could not be written
            return 2;
        }
        return 0;
    }

    /** A source goes into core, with the address switches at its start; every program's tape goes into the reader. */
    private static void mount(Program loaded, StandardMachine pdp1) {
        if (loaded.assembled()) {
            loaded.loadInto(pdp1.machine());
            if (loaded.start() != Image.NO_START) {
                pdp1.machine().cpu().ta = loaded.start();
            }
        }
        loaded.mount(pdp1.reader());
    }

    /**
     * The console drawn, after {@code go} (START for a source, READ IN for a tape) and a run, with
     * --run, and N memory cycles with --cycles (START or CONTINUE pressed N times with SINGLE
     * STEP up; a tape without --run is READ IN first).
     */
    private void picture(StandardMachine pdp1, ConsoleKey go, WavFile wav) throws IOException {
        FrontPanel front = FrontPanel.of(pdp1);
        PanelSound sound = wav == null ? null : new PanelSound(pdp1.machine(), wav);
        boolean started = false;
        if (runSeconds != null || (cycles != null && go != ConsoleKey.START)) {
            front.press(go);
            long until = pdp1.machine().clock().now + (runSeconds == null ? 0 : Math.round(runSeconds * 1_000_000));
            HostLoop loop = new HostLoop(pdp1.machine(), null).limit(until);
            if (sound != null) {
                loop.frontEnd(now -> {
                    sound.afterSlice();
                    return null;
                });
            }
            front.run(loop);                                            // a halt, or STOP at the limit
            started = true;
        }
        if (cycles != null) {
            front.press(ConsoleKey.SINGLE_STEP);
            for (int n = 0; n < cycles; n++) {
                front.press(started || n > 0 || go == ConsoleKey.CONTINUE ? ConsoleKey.CONTINUE : ConsoleKey.START);
            }
        }
        if (sound != null) {
            sound.close();
        }
        Lamps lamps = new Lamps();
        front.sample(lamps);
        // Opened here, not by ImageIO: ImageIO.write(File) deletes what is there first, even an
        // empty directory, and reports a file it cannot create by printing a stack trace.
        OutputFile.writeWhole("--png", png, out -> ImageIO.write(new PanelRenderer().render(lamps), "png", out));
        spec.commandLine().getOut().println(front.status() + "; console drawn in " + png);
    }
}
