package pdp1.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * Turns every failure into one line for a person: usage mistakes get the
 * message and a hint (exit 2), failures while running get {@code pdp1: message}
 * (exit 2), and an internal error (a bug) says so, with its own exit code
 * {@value #INTERNAL_ERROR}. {@code --stack-trace} shows the Java trace, for developers.
 *
 * <p>A failure the code states for a person is an I/O error or an {@link IllegalArgumentException}
 * or {@link IllegalStateException} with a message (the project's way of refusing input or a
 * situation it can name); any other exception or error (a {@link NullPointerException}, an index
 * out of bounds, an {@link Error}) is internal.
 */
final class UserErrors {

    /** The exit code of an internal error: EX_SOFTWARE of BSD's sysexits.h, as other tools use it. */
    static final int INTERNAL_ERROR = 70;

    /** Its line in every command's list of exit codes. */
    private static final String INTERNAL_ERROR_HELP = "internal error (a bug: please report it; --stack-trace shows where)";

    private UserErrors() {
    }

    static void install(CommandLine cl) {
        listInternalError(cl);
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
            return isInternal(ex) ? INTERNAL_ERROR : 2;
        });
    }

    /** Adds the internal error's code to the exit codes of every command (built whole) that lists them. */
    private static void listInternalError(CommandLine cl) {
        Map<String, String> codes = cl.getCommandSpec().usageMessage().exitCodeList();
        if (!codes.isEmpty() && !codes.containsKey(Integer.toString(INTERNAL_ERROR))) {
            Map<String, String> listed = new LinkedHashMap<>(codes);
            listed.put(Integer.toString(INTERNAL_ERROR), INTERNAL_ERROR_HELP);
            cl.getCommandSpec().usageMessage().exitCodeList(listed);
        }
        cl.getSubcommands().values().forEach(UserErrors::listInternalError);
    }

    /** True for a failure nobody meant to tell a person of: a bug (see the class comment). */
    static boolean isInternal(Throwable ex) {
        Throwable t = ex instanceof UncheckedIOException u ? u.getCause() : ex;
        return !(t instanceof IOException)
                && !((t instanceof IllegalArgumentException || t instanceof IllegalStateException) && t.getMessage() != null);
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
        if (isInternal(t)) {
            return "internal error (" + t.getClass().getSimpleName() + (t.getMessage() == null ? "" : ": " + t.getMessage())
                    + "); rerun with --stack-trace to see where, and please report it";
        }
        return t.getMessage();
    }
}
