package pdp1.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * The checks on a file a command is given, made before it is read, so that what a user hands
 * the program is refused at once with a sentence naming the argument: a directory (reading one
 * fails with a bare "Is a directory"), a special file (a FIFO with no writer would block for
 * ever, /dev/zero would never end), or a file larger than the command reads.
 */
final class InputFiles {

    /** The largest program (a source or a tape) read: far above any historic one (under 1 MiB). */
    static final long PROGRAM_LIMIT = 16L << 20;
    /** The largest key file or command script read. */
    static final long TEXT_LIMIT = 1L << 20;

    private InputFiles() {
    }

    /**
     * Checks {@code file} before it is read: a plain file of at most {@code limit} bytes.
     *
     * @param option the option that named it ("--tty-in"), or null for the command's argument
     * @throws ParameterException (exit 2) naming the argument, if it is not; a missing file is left
     *                            to the reader, which says "no such file"
     */
    static void check(CommandSpec spec, String option, Path file, long limit) throws IOException {
        String what = option == null ? file.toString() : option + ": " + file;
        if (Files.isDirectory(file)) {
            throw new ParameterException(spec.commandLine(), what + " is a directory; give a file");
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new ParameterException(spec.commandLine(), what
                    + " is not a plain file (a device or a FIFO, which might never end); give a file");
        }
        if (Files.exists(file) && Files.size(file) > limit) {
            throw new ParameterException(spec.commandLine(), what + " is " + Files.size(file)
                    + " bytes; at most " + limit + " are read");
        }
    }
}
