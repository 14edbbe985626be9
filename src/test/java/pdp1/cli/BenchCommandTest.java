package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.StopReason;
import picocli.CommandLine;

/** The bench subcommand: output format and option checks only (no timing assertions). */
class BenchCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.commandLine();
        cl.addSubcommand(new BenchCommand());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void aTinyRunPrintsEveryFigure() {
        assertThat(run("bench", "--seconds", "0.01", "--warmup", "0")).isZero();
        assertThat(out.toString()).containsPattern("simulated time: +0\\.010 s")
                .containsPattern("wall time: +\\d+\\.\\d{3} s")
                .containsPattern("instructions: +\\d+")
                .containsPattern("instructions/s: +\\d+")
                .containsPattern("speed: +\\d+\\.\\dx real PDP-1")
                .containsPattern("cpu time: +\\d+\\.\\d{3} s \\(\\d+\\.\\dx real PDP-1 per CPU second\\)");
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void theLoopRunsNineInstructionsIn80MicrosecondsPerRound() {
        Machine m = BenchCommand.benchMachine();
        assertThat(m.runInstructions(9)).isEqualTo(StopReason.INSTRUCTION_LIMIT);
        assertThat(m.clock().now).isEqualTo(80);
        assertThat(m.cpu().pc).isEqualTo(BenchCommand.ORIGIN);
    }

    @Test
    void theLoopNeverStops() {
        Machine m = BenchCommand.benchMachine();
        assertThat(m.run(2_000_000)).isEqualTo(StopReason.TIME_LIMIT);
    }

    @Test
    void aNonPositiveDurationIsAUsageError() {
        assertThat(run("bench", "--seconds", "0")).isEqualTo(2);
        assertThat(err.toString()).startsWith("pdp1: ").contains("--seconds");
    }

    @Test
    void helpDescribesTheCommand() {
        assertThat(run("bench", "--help")).isZero();
        assertThat(out.toString()).contains("--seconds").contains("Exit codes");
    }
}
