package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import pdp1.asm.tape.Image;
import pdp1.emu.debug.Program;
import pdp1.emu.debug.Program.BadProgramException;
import pdp1.emu.dev.ReadInException;
import pdp1.emu.dev.StandardMachine;

/**
 * How {@code run}, {@code debug} and {@code panel} read the program they are given, through the
 * one loader ({@link Program#load}): a MACRO source (by its name or its text) or a tape, with the
 * same checks and the same messages in all three; a bare name that is no file, a bundled program
 * ({@link BundledPrograms}).
 */
final class ProgramFiles {

    private ProgramFiles() {
    }

    /**
     * The program in {@code file}, its assembler warnings printed; or null after printing why it
     * cannot be used (the assembler's diagnostics with their lines, or one {@code pdp1:} line for a tape).
     */
    static Program read(CommandSpec spec, Path file) throws IOException {
        InputFiles.requireNotDirectory(spec, null, file);
        PrintWriter err = spec.commandLine().getErr();
        Optional<BundledPrograms.Source> bundled = BundledPrograms.named(file);
        try {
            Program program = bundled.isPresent() ? Program.fromBytes(bundled.get().bytes(), bundled.get().name())
                    : Program.load(file);
            err.print(program.warnings());
            err.flush();
            return program;
        } catch (BadProgramException e) {
            err.println((e.inSource() ? "" : "pdp1: ") + e.getMessage());
            return null;
        }
    }

    /**
     * Puts {@code loaded} into the machine as {@code run} does: a source straight into core and
     * started (or, {@code readIn}, its tape READ IN); a tape by READ IN (or, {@code fastLoad},
     * straight into core and started, the rest of the tape left in the reader).
     *
     * @return false after saying why not (a source with no start address, a READ IN fault)
     */
    static boolean put(CommandSpec spec, Program loaded, StandardMachine pdp1, boolean readIn, boolean fastLoad,
                       boolean startGiven) {
        PrintWriter err = spec.commandLine().getErr();
        if (loaded.assembled() && !readIn) {
            if (loaded.start() == Image.NO_START && !startGiven) {
                err.println("pdp1: " + loaded.name() + ": no start address: end the program "
                        + "with 'start ADDRESS' or give --start");
                return false;
            }
            pdp1.console().loadImage(loaded.image());
            return true;
        }
        if (fastLoad) {
            loaded.mountRest(pdp1.reader());
            pdp1.console().loadImage(loaded.image());
            return true;
        }
        loaded.mount(pdp1.reader());
        try {
            pdp1.console().readIn();
            return true;
        } catch (ReadInException e) {
            err.println("pdp1: " + e.getMessage());
            return false;
        }
    }
}
