package pdp1.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import sun.misc.Signal;
import pdp1.emu.Machine;
import pdp1.emu.debug.Debugger;
import pdp1.emu.debug.Program;
import pdp1.emu.debug.TerminalCommands;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.front.TypewriterPrinter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code pdp1.jar debug TAPE|SOURCE.mac [--script FILE]}: the program on the
 * standard machine, under the {@link Debugger}. A source is assembled and
 * brings its symbols; a tape is loaded straight into core (its checksums
 * verified), without READ IN's simulated time, and stays in the reader past
 * what was loaded, so a loader on it reads the next parts itself. The typewriter prints on
 * standard output between the debugger's answers. At a terminal, commands
 * are read with line editing and history (JLine), and Ctrl-C stops a run.
 */
@Command(name = "debug", mixinStandardHelpOptions = true,
        description = {"Debug a PDP-1 program with DDT-style commands: examine, deposit, breakpoints, "
                + "step, trace, registers.",
            "Commands come from the terminal, or from a script file whose commands are echoed "
                + "so the output reads as a transcript. 'help' lists the commands."},
        modelTransformer = BundledPrograms.Listed.class,
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the session ended (q or the end of the commands)",
            "1:bad input: errors in the source or an unreadable tape",
            "2:usage or I/O error",
            "130:Ctrl-C with no g or c in progress (a script's or a pipe's session; in a run it stops the run)"})
public final class DebugCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main host;

    @Parameters(paramLabel = "TAPE|SOURCE.mac", description = {"A tape image (RIM or block-loader) or a MACRO source (at most 16 MiB; a FIFO is read as it is written).", BundledPrograms.HELP})
    Path program;

    @Option(names = "--script", paramLabel = "FILE", description = "Read the commands from FILE (at most 1 MiB) instead of the terminal.")
    Path script;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Program loaded = ProgramFiles.read(spec, program);
        if (loaded == null) {
            return 1;
        }
        String scriptText = null;
        if (script != null) {
            scriptText = InputFiles.readText(spec, "--script", script, "not a script of commands");
            if (scriptText == null) {
                return 1;
            }
        }

        StandardMachine pdp1 = StandardMachine.create();
        Machine machine = pdp1.machine();
        loaded.loadInto(machine);
        if (!loaded.assembled()) {
            loaded.mountRest(pdp1.reader());         // a tape of several parts: the loader reads on
        }
        if (loaded.start() >= 0) {
            machine.cpu().pc = loaded.start();
        }
        Paper paper = new Paper(out);
        pdp1.typewriter().addSink(new TypewriterPrinter(paper, false, false, true));
        Debugger debugger = new Debugger(machine, loaded.symbols(), loaded.start(), out);
        debugger.attachDevices(pdp1, paper::endLine);

        out.println("pdp1 debugger: " + loaded.name() + ", " + loaded.image().size() + " words"
                + (loaded.start() >= 0 ? ", starts at " + octal(loaded.start()) : "")
                + (loaded.symbols().isEmpty() ? ", no symbols" : ", " + loaded.symbols().all().size() + " symbols")
                + "; help lists the commands");
        if (scriptText != null || !host.atTerminal()) {
            // Ctrl-C ends a g or c in progress and the commands go on; with none in progress, the session
            Signal.handle(new Signal("INT"), signal -> {
                if (!debugger.interrupt()) {
                    System.exit(130);
                }
            });
        }
        if (scriptText != null) {
            debugger.run(new BufferedReader(new StringReader(scriptText)), true);
        } else if (host.atTerminal()) {
            try (TerminalCommands person = TerminalCommands.open(machine)) {
                debugger.run(person);
            }
        } else {
            // commands piped in: echoed like a script's, nobody's terminal shows them
            debugger.run(new BufferedReader(new InputStreamReader(host.stdin(), StandardCharsets.UTF_8)), true);
        }
        return 0;
    }

    private static String octal(int address) {
        String s = Integer.toOctalString(address);
        return "0".repeat(Math.max(0, 4 - s.length())) + s;
    }

    /**
     * The typewriter's paper on the debugger's output: remembers whether the
     * program left a line unfinished, so the debugger's answer starts a new one.
     */
    private static final class Paper extends Writer {
        private final PrintWriter out;
        private boolean midLine;

        Paper(PrintWriter out) {
            this.out = out;
        }

        @Override
        public void write(char[] buffer, int offset, int length) {
            if (length > 0) {
                out.write(buffer, offset, length);
                midLine = buffer[offset + length - 1] != '\n';
            }
        }

        void endLine() {
            if (midLine) {
                out.println();
                midLine = false;
            }
            out.flush();
        }

        @Override
        public void flush() {
            out.flush();
        }

        @Override
        public void close() {
            flush();
        }
    }
}
