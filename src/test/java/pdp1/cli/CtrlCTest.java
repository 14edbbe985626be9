package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.Progress;
import pdp1.kalah.Solver;
import pdp1.kalah.Variant;

/** What Ctrl-C prints, by calling the hook's work directly (CtrlCSignalTest sends a real SIGINT). */
class CtrlCTest {

    private static final String NL = System.lineSeparator();

    @Test
    void theHookSummarizesOnce() {
        List<String> said = new ArrayList<>();
        try (CtrlC ctrlC = CtrlC.onInterrupt(() -> said.add("summary"))) {
            assertThat(ctrlC.fired()).isFalse();
            ctrlC.fire();
            ctrlC.fire();
            assertThat(ctrlC.fired()).isTrue();
        }
        assertThat(said).containsExactly("summary");
    }

    @Test
    void afterTheCommandFinishedTheHookSaysNothing() {
        List<String> said = new ArrayList<>();
        CtrlC ctrlC = CtrlC.onInterrupt(() -> said.add("summary"));
        ctrlC.close();
        ctrlC.fire();
        assertThat(said).isEmpty();
        assertThat(ctrlC.fired()).isFalse();
    }

    @Test
    void aStoppedCrosscheckReportsItsMismatchesAndTheGamesFinishedFromAFreshLine() {
        SeededGamesOptions options = new SeededGamesOptions();
        options.games = 100_000;
        options.seed = 1;
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        PrintWriter errWriter = new PrintWriter(err, true);
        Progress onATerminal = new Progress("crosscheck kalah", options.games, errWriter, true);
        var failure = new Crosscheck.Failure("kalah", 7, "kalah 6x4, human first, level 8", "S:c", "board differs");

        options.interrupted(new PrintWriter(out, true), errWriter, onATerminal, "kalah",
                new Crosscheck.Result(12, 12, 345, 40, List.of(failure)));

        assertThat(err.toString()).startsWith(NL + "mismatch in game seed 7 (")
                .contains("replay: pdp1.jar crosscheck kalah --games 1 --seed 7");
        assertThat(out.toString()).startsWith("crosscheck kalah: interrupted after 12 of 100000 sessions (12 games) from seed 1, "
                + "1 mismatches, 345 plies, 40 CRT frames compared, ").endsWith(" games/s" + NL);
    }

    @Test
    void aStoppedSolveGivesTheTimeTheNodesAndTheBoundsOfTheValue() {
        assertThat(SolveCommand.interrupted(Variant.standard(6, 4), new Solver.Status(123_456, -2, 6), 81.2))
                .matches("solve kalah 6x4: interrupted after 81.2 s, nodes 123456, the value is in \\[-2, 6]");
    }

    @Test
    void withThePieRuleTheBoundsAreOfTheBoardBeingSolved() {
        assertThat(SolveCommand.interrupted(Variant.standard(4, 3).withPie(true), new Solver.Status(99, 0, 4), 1.0))
                .contains("nodes 99, bounds [0, 4] on the board being solved");
    }

    @Test
    void beforeTheFirstSearchThereAreNoBounds() {
        assertThat(SolveCommand.interrupted(Variant.standard(6, 6), new Solver.Status(0, 1, 0), 0.5))
                .endsWith("nodes 0, no bounds yet");
    }
}
