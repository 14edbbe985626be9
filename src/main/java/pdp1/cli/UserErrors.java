package pdp1.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
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

    /** Picocli starts some messages (exclusive options) with "Error: "; ours already say "pdp1: ". */
    static String withoutErrorPrefix(String message) {
        return message != null && message.startsWith("Error: ") ? message.substring("Error: ".length()) : message;
    }

    /** A sentence for the exception, naming the file for I/O errors. */
    static String describe(Throwable ex) {
        Throwable t = ex instanceof UncheckedIOException u ? u.getCause() : ex;
        if (t instanceof NoSuchFileException nf) {
            return "no such file: " + nf.getFile();
        }
        if (t instanceof IOException io) {
            return "I/O error: " + (io.getMessage() == null ? io.getClass().getSimpleName() : io.getMessage());
        }
        String message = t.getMessage();
        return message == null ? "internal error (" + t.getClass().getSimpleName() + "); rerun with --stack-trace" : message;
    }
}
