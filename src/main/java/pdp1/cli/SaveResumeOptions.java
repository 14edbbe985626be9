package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import pdp1.emu.Machine;
import pdp1.emu.Snapshot;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.file.OutputFile;
import pdp1.emu.host.HostLoop;
import pdp1.emu.host.RunEnd;

/**
 * {@code --save-on-exit FILE} and {@code --resume FILE} (a picocli mixin), and the one way a
 * command saves a whole machine when its run ends and builds one again from the file: core,
 * registers, devices (the tape in the reader, the keys queued, what is being printed), the
 * typewriter's paper and the clock, so that the program goes on exactly where it stopped.
 */
final class SaveResumeOptions {

    private static final String PROGRAM = Snapshot.NOTE_PROGRAM;
    private static final String SAVED_BY = Snapshot.NOTE_SAVED_BY;

    @Option(names = "--save-on-exit", paramLabel = "FILE", description =
            "When the run ends, however it ends (a halt, the keys used up, the time limit, Ctrl-C, "
            + "a signal), save the whole machine to FILE: core, registers, devices, paper, clock. "
            + "--resume FILE goes on from there.")
    Path saveOnExit;

    @Option(names = "--resume", paramLabel = "FILE", description =
            "Go on with a machine saved by --save-on-exit, the panel's SAVE or the debugger's save: "
            + "the program, its switches and its paper come from FILE (the paper is printed again).")
    Path resume;

    boolean resuming() {
        return resume != null;
    }

    /**
     * A usage error if any of {@code options} was given with --resume: the snapshot holds what
     * they would set (the program, the switches, the rules).
     */
    void refuseWithResume(CommandSpec spec, String... options) {
        if (resume == null) {
            return;
        }
        ParseResult given = spec.commandLine().getParseResult();
        for (String option : options) {
            if (given.hasMatchedOption(option)) {
                throw new ParameterException(spec.commandLine(), "--resume: the machine, its program and switches come from "
                        + resume + "; leave out " + option);
            }
        }
    }

    /**
     * The machine saved in the --resume file, or null after saying in one line why it cannot be
     * resumed (no such file, damaged, not a snapshot, another program's).
     *
     * @param program the {@link #PROGRAM} note the file must have, or null for any program
     * @param command how to resume a snapshot of another program, for the message
     */
    StandardMachine resumed(CommandSpec spec, String program, String command) throws IOException {
        InputFiles.requireNotDirectory(spec, "--resume", resume);
        PrintWriter err = spec.commandLine().getErr();
        try {
            Snapshot saved = Snapshot.read(resume);
            String its = saved.note(PROGRAM);
            if (program != null && !program.equals(its)) {
                err.println("pdp1: " + resume + ": not a machine this command can go on with: it runs "
                        + (its == null ? "a program it does not name" : its) + ", not " + program
                        + "; pdp1.jar " + command + " --resume takes it");
                return null;
            }
            StandardMachine pdp1 = StandardMachine.create(saved.options());
            saved.restoreInto(pdp1.machine());
            return pdp1;
        } catch (NoSuchFileException e) {
            err.println("pdp1: --resume: " + UserErrors.describe(e));
            return null;
        } catch (FileSystemException e) {
            err.println("pdp1: --resume: cannot read " + resume + (e.getReason() == null ? "" : ": " + e.getReason())
                    + " (" + e.getClass().getSimpleName().replace("Exception", "") + ")");
            return null;
        } catch (IOException e) {
            err.println("pdp1: " + e.getMessage());
            return null;
        }
    }

    /**
     * Saves the machine when the run ends, from {@link #onExit} on: the --save-on-exit file is
     * made beside its place at once (a bad directory stops the command before the run). A run
     * that ends because the keys ran out is saved as it was when it began to wait, so that the
     * resumed run strikes the next key at the very µs the uninterrupted one would.
     */
    static final class OnExit {
        private final OutputFile file;
        private final Machine machine;
        private final Map<String, String> notes;
        private final Path path;
        private final PrintWriter err;
        private byte[] waitBegan;
        private long waitBeganUs;
        private IOException checkpointFailed;

        private OnExit(OutputFile file, Machine machine, HostLoop loop, Map<String, String> notes, Path path, PrintWriter err) {
            this.path = path;
            this.err = err;
            this.file = file;
            this.machine = machine;
            this.notes = notes;
            loop.whenWaitBegins(() -> {
                try {
                    waitBegan = Snapshot.bytes(machine, notes);
                    waitBeganUs = machine.clock().now;
                } catch (IOException e) {
                    checkpointFailed = e;
                }
            });
        }

        /** Writes the snapshot for a run that ended so. */
        void save(RunEnd end) throws IOException {
            long at = machine.clock().now;
            if (end.kind() == RunEnd.Kind.NO_MORE_KEYS && waitBegan != null) {
                file.write(waitBegan);
                at = waitBeganUs;
            } else if (checkpointFailed != null) {
                throw checkpointFailed;
            } else {
                file.write(Snapshot.bytes(machine, notes));
            }
            if (file.failure() != null) {
                return;                             // said by the file, once: the older snapshot stays
            }
            err.printf(java.util.Locale.ROOT, "pdp1: saved the machine at %.6f s simulated to %s; --resume %s goes on%n",
                    at / 1e6, path, path);
            err.flush();
        }
    }

    /**
     * What saves the machine at the end of {@code loop}'s run, or null without --save-on-exit.
     *
     * @param program the {@link #PROGRAM} note (a game's program and checksum), or null
     * @param savedBy the command, for the {@link #SAVED_BY} note
     */
    OnExit onExit(RunSession session, Machine machine, HostLoop loop, String program, String savedBy) throws IOException {
        if (saveOnExit == null) {
            return null;
        }
        Map<String, String> notes = program == null ? Map.of(SAVED_BY, savedBy) : Map.of(SAVED_BY, savedBy, PROGRAM, program);
        return new OnExit(session.output("--save-on-exit", saveOnExit), machine, loop, notes, saveOnExit, session.err());
    }

    /** Saves through {@code onExit} when there is one. */
    static void save(OnExit onExit, RunEnd end) throws IOException {
        if (onExit != null) {
            onExit.save(end);
        }
    }
}
