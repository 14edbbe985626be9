package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code analyse kalah FILE}: every move judged, and clear words for a record that cannot be analysed. */
class AnalyseCommandTest {

    private final CliRun cli = new CliRun();

    @TempDir
    Path tmp;

    private Path file(String text) throws IOException {
        return Files.writeString(tmp.resolve("games.txt"), text);
    }

    /**
     * Kalah(2,1), worked by hand. South's a puts its seed beside b and the turn passes; North then
     * wins by 2 whatever it plays (a: South's only move b sows into its store and North's a, its
     * row is empty and North sweeps 3 against 1; b: a bonus, then a, and South's b ends the game
     * the same way). South's b instead is a bonus, and a then captures North's a: 3 against 1.
     * So move 1 loses 4 (+2 against -2), North's a and b are both best, South's last move is forced.
     */
    @Test
    void aSmallGameWorkedByHand() throws IOException {
        int code = cli.run("analyse", "kalah", file("kalah 2x1: a a b\n").toString());
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).isEqualTo(String.join(System.lineSeparator(),
                "move  mover  played  best          value  lost  judged by",
                "   1  South  a       b                +2     4  solver",
                "   2  North  a       a b              +2     0  solver",
                "   3  South  b       b                -2     0  solver",
                "analysed 3 moves: 2 optimal; lost: South 4, North 0; judged by the solver 3, by the engine (depth 12) 0",
                "stores South 1, North 3; game over: North wins by 2", ""));
    }

    @Test
    void everyGameOfAFileIsAnalysedUnderItsRecordAndCommentsAreSkipped() throws IOException {
        int code = cli.run("analyze", "kalah", file("# two games\nkalah 2x1: b a\n\nkalah 3x1 empty-capture: c\n").toString());
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("kalah 2x1: b a" + System.lineSeparator(), "kalah 3x1 empty-capture: c",
                "   1  South  c       a c              +0     0  solver", "South to move");
    }

    @Test
    void withoutTheSolverTheEngineJudges() throws IOException {
        int code = cli.run("analyse", "kalah", file("kalah 6x6: c f\n").toString(), "--exact-seeds", "0", "--depth", "4");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("   1  South  c       ", "engine", "judged by the solver 0, by the engine (depth 4) 2");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        an empty pit            | kalah 6x4: c c       | line 1: move 2: pit c is empty
        a garbled move          | kalah 6x4: c x       | line 1: move 2: a move is a pit letter a..f or 'swap', not 'x'
        a move after the end    | kalah 2x1: b a a     | line 1: move 3: the game is over
        a swap without pie      | kalah 6x4: a swap    | line 1: move 2: the swap is not available now
        no variant              | c d e                | line 1: a game record is 'kalah MxN [variants]: moves', no ':'
        an unknown rule         | kalah 6x4 fast: a    | line 1: unknown variant word 'fast'
        a board too big         | kalah 7x4: a         | line 1: games of at most 6 pits a side can be analysed, not 7
        no record at all        | '# nothing'          | : no game record in it
        """)
    void aRecordThatCannotBeAnalysedIsSaidInOneLine(String name, String text, String message) throws IOException {
        Path games = file(text + "\n");
        assertThat(cli.run("analyse", "kalah", games.toString())).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: " + games).contains(message).doesNotContain("Exception");
        assertThat(cli.err().lines()).as("one line").hasSize(1);
        assertThat(cli.out()).as("nothing analysed").isEmpty();
    }

    @Test
    void theGameMayBeLeftOutAsTheRecordsNameIt() throws IOException {
        Path games = file("kalah 2x1: a a b\n");
        CliRun named = new CliRun();
        assertThat(named.run("analyse", "kalah", games.toString())).isZero();
        assertThat(cli.run("analyse", games.toString())).isZero();
        assertThat(cli.out()).isEqualTo(named.out()).contains("analysed 3 moves");
        CliRun noFile = new CliRun();
        assertThat(noFile.run("analyse", "kalah")).isEqualTo(2);
        assertThat(noFile.err()).isEqualTo("pdp1: give the file of game records: analyse kalah FILE\n");
        CliRun help = new CliRun();
        assertThat(help.run("analyse", "--help")).isZero();
        assertThat(help.out()).contains("[GAME] FILE");
    }

    @Test
    void aMissingFileOtherGamesAndBadLimitsAreRefused() throws IOException {
        assertThat(cli.run("analyse", "kalah", tmp.resolve("none.txt").toString())).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: no such file: ");
        Path games = file("kalah 2x1: b a\n");
        CliRun kimasai = new CliRun();
        assertThat(kimasai.run("analyse", "kimasai", games.toString())).isEqualTo(2);
        assertThat(kimasai.err()).isEqualTo("pdp1: kimasai games have no analyser; analyse takes kalah games\n");
        CliRun unknown = new CliRun();
        assertThat(unknown.run("analyse", "chess", games.toString())).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("pdp1: no game 'chess'; analyse takes kalah games\n");
        CliRun limits = new CliRun();
        assertThat(limits.run("analyse", "kalah", games.toString(), "--exact-seeds", "49")).isEqualTo(2);
        assertThat(limits.err()).contains("--exact-seeds must be 0..48");
        assertThat(limits.out()).isEmpty();
    }
}
