package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;

/** The bench subcommand: output format and option checks only (no timing assertions). */
class BenchCommandTest {

    private final CliRun cli = new CliRun();

    private int run(String... args) {
        return cli.run(args);
    }

    @Test
    void aTinyRunPrintsEveryFigure() {
        assertThat(run("bench", "--seconds", "0.01", "--warmup", "0")).isZero();
        assertThat(cli.out()).containsPattern("simulated time: +0\\.010 s")
                .containsPattern("wall time: +\\d+\\.\\d{3} s")
                .containsPattern("instructions: +\\d+")
                .containsPattern("instructions/s: +\\d+")
                .containsPattern("speed: +\\d+\\.\\dx real PDP-1")
                .containsPattern("cpu time: +\\d+\\.\\d{3} s \\(\\d+\\.\\dx real PDP-1 per CPU second\\)");
        assertThat(cli.err()).isEmpty();
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
    void bothEnginesRunTheLoopToTheSameInstructionCount() {
        assertThat(run("bench", "--seconds", "0.5", "--warmup", "0", "--engine", "interpreter")).isZero();
        String interpreted = cli.out();
        assertThat(interpreted).contains("engine:          interpreter");
        CliRun second = new CliRun();
        assertThat(second.run("bench", "--seconds", "0.5", "--warmup", "0", "--engine", "TRANSLATOR")).isZero();
        assertThat(second.out()).contains("engine:          translator");
        assertThat(instructions(second.out())).isEqualTo(instructions(interpreted)).isGreaterThan(6000);
    }

    @Test
    void anUnknownEngineIsAUsageError() {
        assertThat(run("bench", "--engine", "jit")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: ").contains("'jit' is not an engine: interpreter or translator")
                .doesNotContain("Exception");
    }

    private static long instructions(String out) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("instructions: +(\\d+)").matcher(out);
        assertThat(m.find()).as(out).isTrue();
        return Long.parseLong(m.group(1));
    }

    @Test
    void aNonPositiveDurationIsAUsageError() {
        assertThat(run("bench", "--seconds", "0")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: ").contains("--seconds");
    }

    @Test
    void helpDescribesTheCommand() {
        assertThat(run("bench", "--help")).isZero();
        assertThat(cli.out()).contains("--seconds").contains("Exit codes");
    }
}
