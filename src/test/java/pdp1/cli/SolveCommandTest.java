package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;
import pdp1.kalah.PlainMinimax;

class SolveCommandTest {

    private final CliRun cli = new CliRun();

    private int run(String... args) {
        return cli.run(args);
    }

    /** The last number of the output. */
    private int lastNumber() {
        String[] words = cli.out().trim().split("[^-0-9]+");
        return Integer.parseInt(words[words.length - 1]);
    }

    @Test
    void printsTheValueOfTheStartAsTheLastNumber() {
        assertThat(run("solve", "kalah", "3", "3", "--table-bits", "14")).isZero();
        assertThat(cli.out()).contains("kalah 3x3").contains("nodes");
        assertThat(lastNumber()).isEqualTo(PlainMinimax.startMargin("kalah 3x3"));
    }

    @Test
    void variantOptionsChangeTheRules() {
        assertThat(run("solve", "kalah", "3", "2", "--table-bits", "14", "--empty-capture", "--until-stuck", "--no-sweep")).isZero();
        assertThat(cli.out()).contains("kalah 3x2 empty-capture until-stuck no-sweep");
        assertThat(lastNumber()).isEqualTo(PlainMinimax.startMargin("kalah 3x2 empty-capture until-stuck no-sweep"));
    }

    @Test
    void printsTheBestFirstTurnAndTheDatabaseAndTableUsed() {
        assertThat(run("solve", "kalah", "3", "3", "--table-bits", "14", "--database-seeds", "4", "--threads", "2")).isZero();
        assertThat(cli.out()).contains("boards with at most 4 seeds").contains("2^14").contains("2 threads")
                .containsPattern("best first turn: [a-c]( [a-c])*\\R");
        assertThat(lastNumber()).isEqualTo(PlainMinimax.startMargin("kalah 3x3"));
    }

    @Test
    void thePieRuleFindsTheValueOfTheMostBalancedOpening() {
        assertThat(run("solve", "kalah", "3", "3", "--pie", "--empty-capture", "--table-bits", "14")).isZero();
        assertThat(lastNumber()).isEqualTo(PlainMinimax.startMargin("kalah 3x3 empty-capture pie"));
    }

    @Test
    void aTableSizeIsShownAsItsPowerOfTwoOrInMillions() {
        assertThat(SolveCommand.entries(1L << 14)).isEqualTo("2^14");
        assertThat(SolveCommand.entries((1L << 31) - 12)).isEqualTo("2147 M");
    }

    @Test
    void zeroThreadsIsAUsageError() {
        assertThat(run("solve", "kalah", "3", "3", "--threads", "0")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --threads must be at least 1");
    }

    @Test
    void aTableTooBigForTheHeapIsAUsageError() {
        assumeTrue(Runtime.getRuntime().maxMemory() < 8L << 30, "the test JVM's heap would hold 2^30 slots");
        assertThat(run("solve", "kalah", "3", "3", "--table-bits", "30")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: ").contains("do not fit in the Java heap").contains("-Xmx");
    }

    @Test
    void anotherGameIsAUsageError() {
        assertThat(run("solve", "chess", "3", "3")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: only kalah");
    }

    @Test
    void tooManyPitsIsAUsageErrorWithoutStackTrace() {
        assertThat(run("solve", "kalah", "7", "3")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: ").contains("PITS must be 1..6 for the solver").doesNotContain("\tat ");
    }

    @Test
    void zeroSeedsIsAUsageError() {
        assertThat(run("solve", "kalah", "4", "0")).isEqualTo(2);
        assertThat(cli.err()).contains("seeds per pit must be");
    }

    @Test
    void helpOffersNoSeedsOptionBecauseSeedsIsPositional() {
        assertThat(run("solve", "--help")).isZero();
        assertThat(cli.out()).contains("SEEDS").doesNotContain("--seeds");
    }

    @Test
    void seedsOptionIsRejectedAsUnknown() {
        assertThat(run("solve", "kalah", "3", "3", "--seeds", "2")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: Unknown option").contains("'--seeds'");
    }
}
