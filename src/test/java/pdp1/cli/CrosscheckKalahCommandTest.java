package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code pdp1.jar crosscheck kalah}, mounted under a stand-in {@code crosscheck} parent as Main will. */
class CrosscheckKalahCommandTest {

    @Command(name = "crosscheck")
    static final class Parent {
    }

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.commandLine();
        if (!cl.getSubcommands().containsKey("crosscheck")) {
            cl.addSubcommand(new CommandLine(new Parent()));  // until Main has the crosscheck parent
        }
        CommandLine crosscheck = cl.getSubcommands().get("crosscheck");
        if (!crosscheck.getSubcommands().containsKey("kalah")) {
            crosscheck.addSubcommand(new CrosscheckKalahCommand());
        }
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void aFewSeededGamesAgreeAndTheSummaryCountsThem() {
        int code = run("crosscheck", "kalah", "--games", "3", "--seed", "11");
        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).contains("crosscheck kalah: 3 games from seed 11, 0 mismatches");
        assertThat(err.toString()).contains("3/3 games");
    }

    @Test
    void variantOptionsFixTheRules() {
        int code = run("crosscheck", "kalah", "--games", "2", "--seed", "5", "--seeds", "3", "--pie", "--until-stuck");
        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).contains("0 mismatches");
    }

    @Test
    void zeroGamesIsAUsageError() {
        assertThat(run("crosscheck", "kalah", "--games", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--games must be at least 1");
    }

    @Test
    void seedsOutsideTheProgramsRangeAreAUsageError() {
        assertThat(run("crosscheck", "kalah", "--seeds", "8")).isEqualTo(2);
        assertThat(err.toString()).contains("--seeds must be 1..6");
    }
}
