package pdp1.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** One run of {@code pdp1.jar} as users get it (Main's registration), with its output captured. */
final class CliRun {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    /** Runs the command line; returns the exit code. */
    int run(String... args) {
        CommandLine cl = Main.commandLine();
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
