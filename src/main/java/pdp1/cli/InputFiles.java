package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import pdp1.asm.BoundedFile;

/**
 * The files a command is given, checked and read the one way ({@link BoundedFile}: a bound on
 * the size, a FIFO read as it is written): a directory is a usage error naming the argument
 * (reading one fails with a bare "Is a directory"); a file too large or not text is bad input,
 * said in one line naming the file.
 */
final class InputFiles {

    /** The largest key file or command script read. */
    static final int TEXT_LIMIT = 1 << 20;

    private InputFiles() {
    }

    /**
     * @param option the option that named it ("--tty-in"), or null for the command's argument
     * @throws ParameterException (exit 2, with the help hint) if {@code file} is a directory
     */
    static void requireNotDirectory(CommandSpec spec, String option, Path file) {
        if (Files.isDirectory(file)) {
            throw new ParameterException(spec.commandLine(),
                    (option == null ? "" : option + ": ") + file + " is a directory; give a file");
        }
    }

    /**
     * The UTF-8 text of {@code file} (at most {@link #TEXT_LIMIT} bytes), or null after saying
     * why it cannot be used ({@code purpose} ends the sentence: "nothing to type").
     */
    static String readText(CommandSpec spec, String option, Path file, String purpose) throws IOException {
        requireNotDirectory(spec, option, file);
        PrintWriter err = spec.commandLine().getErr();
        BoundedFile.Read read = BoundedFile.read(file, TEXT_LIMIT, "a text file for " + option);
        if (read.bytes() == null) {
            err.println("pdp1: " + file + ": " + read.refusal());
            return null;
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(read.bytes())).toString();
        } catch (CharacterCodingException e) {
            err.println("pdp1: " + file + ": not a text file (UTF-8), " + purpose);   // its own words: "Input length = 1"
            return null;
        }
    }
}
