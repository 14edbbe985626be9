package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import pdp1.emu.debug.Program;
import pdp1.emu.debug.Program.BadProgramException;

/**
 * How {@code run}, {@code debug} and {@code panel} read the program they are given, through the
 * one loader ({@link Program#load}): a MACRO source (by its name or its text) or a tape, with the
 * same checks and the same messages in all three.
 */
final class ProgramFiles {

    private ProgramFiles() {
    }

    /**
     * The program in {@code file}, its assembler warnings printed; or null after printing why it
     * cannot be used (the assembler's diagnostics with their lines, or one {@code pdp1:} line for a tape).
     */
    static Program read(CommandSpec spec, Path file) throws IOException {
        InputFiles.requireNotDirectory(spec, file);
        PrintWriter err = spec.commandLine().getErr();
        try {
            Program program = Program.load(file);
            err.print(program.warnings());
            err.flush();
            return program;
        } catch (BadProgramException e) {
            err.println((e.inSource() ? "" : "pdp1: ") + e.getMessage());
            return null;
        }
    }
}
