package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class MainTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.commandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void helpListsTheProgramAndExitsZero() {
        assertThat(run("--help")).isZero();
        assertThat(out.toString()).contains("PDP-1").contains("Exit codes");
    }

    @Test
    void anUnknownFlagIsAUsageErrorWithoutStackTrace() {
        assertThat(run("--no-such-flag")).isEqualTo(2);
        assertThat(err.toString()).startsWith("pdp1: ").doesNotContain("Exception").doesNotContain("\tat ");
    }
}
