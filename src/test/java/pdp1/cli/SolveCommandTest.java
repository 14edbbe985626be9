package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class SolveCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.commandLine();
        cl.addSubcommand(new SolveCommand());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    /** The last number of the output. */
    private int lastNumber() {
        String[] words = out.toString().trim().split("[^-0-9]+");
        return Integer.parseInt(words[words.length - 1]);
    }

    @Test
    void printsTheValueOfTheStartAsTheLastNumber() {
        assertThat(run("solve", "kalah", "3", "3", "--table-bits", "14")).isZero();
        assertThat(out.toString()).contains("kalah 3x3").contains("nodes");
        assertThat(lastNumber()).isEqualTo(SolveValues.plain("kalah 3x3"));
    }

    @Test
    void variantOptionsChangeTheRules() {
        assertThat(run("solve", "kalah", "3", "2", "--table-bits", "14", "--empty-capture", "--until-stuck", "--no-sweep")).isZero();
        assertThat(out.toString()).contains("kalah 3x2 empty-capture until-stuck no-sweep");
        assertThat(lastNumber()).isEqualTo(SolveValues.plain("kalah 3x2 empty-capture until-stuck no-sweep"));
    }

    @Test
    void anotherGameIsAUsageError() {
        assertThat(run("solve", "chess", "3", "3")).isEqualTo(2);
        assertThat(err.toString()).startsWith("pdp1: only kalah");
    }

    @Test
    void tooManyPitsIsAUsageErrorWithoutStackTrace() {
        assertThat(run("solve", "kalah", "7", "3")).isEqualTo(2);
        assertThat(err.toString()).startsWith("pdp1: ").contains("at most 6 pits").doesNotContain("\tat ");
    }

    @Test
    void zeroSeedsIsAUsageError() {
        assertThat(run("solve", "kalah", "4", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("seeds per pit must be");
    }
}
