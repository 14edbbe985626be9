package pdp1.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * A check on the file a command is given, made before it is read: reading a directory fails with
 * a bare "Is a directory" that names no file, so the command says which argument was wrong.
 */
final class InputFiles {

    private InputFiles() {
    }

    /** @throws ParameterException (exit 2, with the help hint) if {@code file} is a directory */
    static void requireNotDirectory(CommandSpec spec, Path file) {
        if (Files.isDirectory(file)) {
            throw new ParameterException(spec.commandLine(), file + " is a directory; give a file");
        }
    }
}
