package pdp1.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** One run of {@code pdp1.jar} as users get it (Main's registration), with its output captured. */
final class CliRun {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private byte[] stdin = new byte[0];

    /** What standard input holds for the next runs (by default nothing: a closed pipe). */
    CliRun input(String text) {
        stdin = text.getBytes(StandardCharsets.UTF_8);
        return this;
    }

    /** Runs the command line, not at a terminal; returns the exit code. */
    int run(String... args) {
        CommandLine cl = Main.commandLine(new ByteArrayInputStream(stdin), false, args);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    String out() {
        return out.toString();
    }

    String err() {
        return err.toString();
    }
}
