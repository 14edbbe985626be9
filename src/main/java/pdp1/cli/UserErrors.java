package pdp1.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * Turns every failure into one line for a person: usage mistakes get the
 * message and a hint (exit 2), failures while running get {@code pdp1: message}
 * (exit 2). {@code --stack-trace} shows the Java trace, for developers.
 */
final class UserErrors {

    private UserErrors() {
    }

    static void install(CommandLine cl) {
        cl.setParameterExceptionHandler((ex, args) -> {
            CommandLine bad = ex.getCommandLine();
            bad.getErr().println("pdp1: " + withoutErrorPrefix(ex.getMessage()));
            CommandLine.UnmatchedArgumentException.printSuggestions(ex, bad.getErr());
            bad.getErr().println("Try '" + bad.getCommandSpec().qualifiedName() + " --help' for more information.");
            return 2;
        });
        cl.setExecutionExceptionHandler((ex, bad, parseResult) -> {
            if (parseResult.hasMatchedOption("--stack-trace")) {
                ex.printStackTrace(bad.getErr());
            } else {
                bad.getErr().println("pdp1: " + describe(ex));
            }
            return 2;
        });
    }

    /** An option of an exclusive group given twice: picocli's words name its internal match objects. */
    private static final Pattern TWICE = Pattern.compile(
            "expected only one match but got \\[([^\\]]*)\\]=\\{([^}]*)\\} and \\[[^\\]]*\\]=\\{([^}]*)\\}");

    /**
     * Picocli starts some messages (exclusive options) with "Error: "; ours already say "pdp1: ".
     * Its words for an exclusive option given twice become a sentence a person reads.
     */
    static String withoutErrorPrefix(String message) {
        String m = message != null && message.startsWith("Error: ") ? message.substring("Error: ".length()) : message;
        Matcher twice = m == null ? null : TWICE.matcher(m);
        if (twice != null && twice.find()) {
            String first = twice.group(2);
            String second = twice.group(3);
            String choice = twice.group(1).replace(" | ", ", ");
            return (first.equals(second) ? first + " is given twice" : first + " and " + second + " are both given")
                    + ": give one of " + choice;
        }
        return m;
    }

    /** A sentence for the exception, naming the file for I/O errors. */
    static String describe(Throwable ex) {
        Throwable t = ex instanceof UncheckedIOException u ? u.getCause() : ex;
        if (t instanceof NoSuchFileException nf) {
            Path file = nf.getFile() == null ? null : Path.of(nf.getFile());
            Path dir = file == null ? null : file.toAbsolutePath().getParent();
            return dir != null && !Files.isDirectory(dir) ? "no such directory: " + dir + " (for " + file + ")"
                    : "no such file: " + nf.getFile();
        }
        if (t instanceof IOException io) {
            return "I/O error: " + (io.getMessage() == null ? io.getClass().getSimpleName() : io.getMessage());
        }
        String message = t.getMessage();
        return message == null ? "internal error (" + t.getClass().getSimpleName() + "); rerun with --stack-trace" : message;
    }
}
