package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

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
            suggestNear(ex, bad.getErr());
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
        String internal = Integer.toString(INTERNAL_ERROR);
        if (!codes.isEmpty() && !codes.containsKey(internal)) {
            Map<String, String> listed = new LinkedHashMap<>();
            codes.forEach((code, meaning) -> {
                boolean beyond = code.strip().matches("\\d+") && Integer.parseInt(code.strip()) > INTERNAL_ERROR;
                if (beyond && !listed.containsKey(internal)) {
                    listed.put(internal, INTERNAL_ERROR_HELP);      // in the order of the codes: before 130
                }
                listed.put(code, meaning);
            });
            listed.putIfAbsent(internal, INTERNAL_ERROR_HELP);
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

    /**
     * Picocli's suggestions compare pairs of letters, so a swapped pair ("rnu", "--fsat") gets
     * none; then the names one edit away (two for a longer name), a swap counted as one edit, are.
     */
    private static void suggestNear(CommandLine.ParameterException ex, PrintWriter err) {
        if (!(ex instanceof CommandLine.UnmatchedArgumentException unmatched) || !unmatched.getSuggestions().isEmpty()
                || unmatched.getUnmatched().isEmpty()) {
            return;
        }
        CommandSpec spec = ex.getCommandLine().getCommandSpec();
        String typed = unmatched.getUnmatched().get(0);
        if (unmatched.isUnknownOption()) {
            List<String> near = near(typed.split("=", 2)[0], spec.optionsMap().keySet());
            if (!near.isEmpty()) {
                err.println("Possible solutions: " + String.join(", ", near));
            }
        } else {
            List<String> near = near(typed, spec.subcommands().keySet());
            if (!near.isEmpty()) {
                err.println("Did you mean: " + near.stream().map(name -> spec.qualifiedName() + " " + name)
                        .collect(Collectors.joining(" or ")) + "?");
            }
        }
    }

    /** The names of {@code names} a few edits from {@code typed}, in their order. */
    static List<String> near(String typed, Collection<String> names) {
        return names.stream().filter(name -> editDistance(typed, name) <= (name.length() <= 4 ? 1 : 2)).toList();
    }

    /** Edits (insert, delete, replace, swap two neighbours) from a to b: optimal string alignment. */
    static int editDistance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            for (int j = 0; j <= b.length(); j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
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
