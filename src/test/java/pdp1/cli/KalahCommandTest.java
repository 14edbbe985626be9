package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.crosscheck.kalah.KalahScreen;
import pdp1.games.Games;
import pdp1.kalah.Pdp1Search;

/** {@code pdp1.jar kalah}, driven by scripted keys, headless and unpaced. */
class KalahCommandTest {

    private CliRun cli = new CliRun();

    private int run(String... args) {
        return cli.run(args);
    }

    @Test
    void aDemoGamePlaysToTheEndAndHaltsWhenAskedNoMoreGames() {
        int code = run("kalah", "--demo", "--level", "2", "--fast", "--display", "none", "--keys", "n");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("new game, 4 seeds", "south plays", "north plays", "game over", "another game? ", "bye");
        assertThat(cli.err()).contains("halted");
    }

    @Test
    void aPersonsMoveIsAnsweredByTheComputerAndTheRunEndsWhenTheKeysRunOut() {
        int code = run("kalah", "--level", "1", "--fast", "--display", "none", "--keys", "b");
        assertThat(code).isZero();
        assertThat(cli.out()).contains("south? ", "south  a4  b0  c5  d5  e5  f5", "north plays");
        assertThat(cli.err()).contains("waits for a key");
    }

    @Test
    void scriptedKeysArePrintedOnThePaperAsStruckKeysAreAndABadKeyIsToldWhatIsAllowed() {
        int code = run("kalah", "--two-players", "--fast", "--display", "none", "--keys", "gcd");
        assertThat(code).isZero();
        assertThat(cli.out()).contains("south? g  type a-f" + System.lineSeparator(),
                "south? c" + System.lineSeparator(), "south? d" + System.lineSeparator());
    }

    @Test
    void thePieOfferSaysWhatSDoesAndAPitRefusesIt() {
        int code = run("kalah", "--two-players", "--pie", "--fast", "--display", "none", "--keys", "ab");
        assertThat(code).isZero();
        assertThat(cli.out()).contains("north, a-f, or s to swap sides and take south's opening? b"
                + System.lineSeparator() + "north  f").doesNotContain("swaps sides");
    }

    @Test
    void aSwapTakenIsTyped() {
        int code = run("kalah", "--two-players", "--pie", "--fast", "--display", "none", "--keys", "as");
        assertThat(code).isZero();
        assertThat(cli.out()).contains("north, a-f, or s to swap sides and take south's opening? s"
                + System.lineSeparator() + "north swaps sides" + System.lineSeparator());
    }

    @Test
    void theBannerIsOneLineAndTheFirstPromptComesWithin12SecondsAtTheTypewritersPace(@TempDir Path dir) {
        assertThat(run("kalah", "--display", "png:" + dir.resolve("b.png"), "--fast", "--keys", "")).isZero();
        assertThat(cli.out()).startsWith("kalah (w. j. champion, 1940) on the dec pdp-1 - ? for help"
                + System.lineSeparator() + System.lineSeparator() + "new game, 4 seeds, level 8"
                + System.lineSeparator() + "south? ");
        assertThat(simulatedSeconds(cli.err())).as(cli.err()).isLessThan(12);
    }

    @Test
    void aQuestionMarkTypesTheSwitchMapAndTheKeysThenThePromptAgain() {
        assertThat(run("kalah", "--two-players", "--fast", "--display", "none", "--keys", "?")).isZero();
        assertThat(cli.out()).contains("south? ?" + System.lineSeparator()
                + "keys - a-f or the light pen on a pit moves, p the board, ? or h help.",
                "11-13 seeds (0 is 4), bit 0 two players, bit 1 computer against computer." + System.lineSeparator()
                + "south? ");
    }

    @Test
    void withTheCrtOnAMoveLineSaysTheStoresAndPTypesTheBoard(@TempDir Path dir) {
        assertThat(run("kalah", "--two-players", "--display", "png:" + dir.resolve("b.png"), "--fast", "--keys", "cp"))
                .isZero();
        assertThat(cli.out()).contains("south? c  stores s 1 n 0" + System.lineSeparator() + "south? p"
                + System.lineSeparator() + "north  f4  e4  d4  c4  b4  a4" + System.lineSeparator()
                + "store  n 0  s 1" + System.lineSeparator() + "south  a4  b4  c0  d5  e5  f5");
    }

    @Test
    void aTurnOfThreeSowingsAnsweringCAndDTakesUnder30Seconds(@TempDir Path dir) {
        Path png = dir.resolve("b.png");
        assertThat(run("kalah", "--display", "png:" + png, "--fast", "--keys", "c")).isZero();
        double afterC = simulatedSeconds(cli.err());
        cli = new CliRun();
        assertThat(run("kalah", "--display", "png:" + png, "--fast", "--keys", "cd")).isZero();
        assertThat(cli.out()).contains("north plays c", "north plays b");
        assertThat(simulatedSeconds(cli.err()) - afterC).as(cli.err()).isLessThan(30);
    }

    /** The simulated seconds a run's end line reports ("after 10.64 s simulated"). */
    private static double simulatedSeconds(String err) {
        var m = java.util.regex.Pattern.compile("after ([0-9.]+) s simulated").matcher(err);
        assertThat(m.find()).as(err).isTrue();
        return Double.parseDouble(m.group(1));
    }

    @Test
    void aPngNameWithANumbersPlaceWritesAPictureAtEveryPromptAndOneAtTheEnd(@TempDir Path dir) {
        int code = run("kalah", "--two-players", "--fast", "--display", "png:" + dir.resolve("k-%02d.png"), "--keys", "cd");
        assertThat(code).as(cli.err()).isZero();
        // the prompts for c, d and the one left waiting, then the end
        assertThat(dir.resolve("k-01.png")).exists();
        assertThat(dir.resolve("k-03.png")).exists();
        assertThat(dir.resolve("k-04.png")).exists();
        assertThat(dir.resolve("k-05.png")).doesNotExist();
        assertThat(run("kalah", "--display", "png:" + dir.resolve("k-%s.png"), "--keys", "")).isEqualTo(2);
        assertThat(cli.err()).contains("png:FILE may hold one number's place");
    }

    @Test
    void theCrtCanBeSavedAsAPng(@TempDir Path dir) {
        Path png = dir.resolve("board.png");
        int code = run("kalah", "--fast", "--display", "png:" + png, "--keys", "", "--max-time", "60");
        assertThat(code).as(cli.err()).isZero();
        assertThat(png).exists();
        assertThat(png.toFile().length()).isPositive();
    }

    @Test
    void thePngOfTheStartPositionShowsEveryPitAndStore(@TempDir Path dir) {
        Path png = dir.resolve("start.png");
        int code = run("kalah", "--fast", "--display", "png:" + png, "--keys", "");
        assertThat(code).as(cli.err()).isZero();
        LitPixels picture = LitPixels.of(png);
        assertThat(picture.litWidthShare()).as("the board's share of the picture's width").isGreaterThanOrEqualTo(0.75);
        for (int place = 0; place < 14; place++) {
            assertThat(picture.in(KalahScreen.region(place))).as("lit pixels of place " + place).isPositive();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                     | arguments                     | message
        two seatings at once       | --two-players --demo          | exclude each other
        first with no computer     | --computer-first --two-players | --computer-first needs a person against the computer; not with --two-players
        first in a demo            | --computer-first --demo       | --computer-first needs a person against the computer; not with --demo
        too many seeds             | --seeds 7                     | --seeds must be 1..6
        too high a level           | --level 9                     | --level must be 1..8
        level zero                 | --level 0                     | --level must be 1..8
        the depth is a level now   | --depth 5                     | Unknown options: '--depth'
        no seeds                   | --seeds 0                     | --seeds must be 1..6
        negative time limit        | --max-time -1                 | --max-time: give simulated seconds above 0
        zero time limit            | --max-time 0                  | --max-time: give simulated seconds above 0
        not a number of seconds    | --max-time NaN                | --max-time: give simulated seconds above 0
        more seeds than a Variant  | --seeds 13                    | --seeds must be 1..6
        no such display            | --display crt                 | expected window, png:FILE, none or auto
        """)
    void badOptionsAreUsageErrors(String name, String arguments, String message) {
        String[] args = ("kalah --fast " + arguments).split(" ");
        assertThat(run(args)).isEqualTo(2);
        assertThat(cli.err()).contains(message);
    }

    @Test
    void aPngInAMissingDirectoryIsAnIoErrorNamingTheFile(@TempDir Path dir) {
        Path png = dir.resolve("missing").resolve("board.png");
        assertThat(run("kalah", "--fast", "--display", "png:" + png, "--keys", "")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: ").contains(png.toString()).doesNotContain("Exception");
    }

    @Test
    void helpGivesThePdp1TimePerMoveAtEveryLevel() {
        assertThat(run("kalah", "--help", "--keys", "", "--display", "none", "--fast")).isZero();
        String help = cli.out().replaceAll("\\s+", " ");    // as wrapped and indented
        for (int level = 1; level <= Pdp1Search.LEVELS.length; level++) {
            assertThat(help).contains(" " + level + ": " + MoveTimes.of(Games.KALAH).perMove(level) + " ");
        }
    }

    @Test
    void theTopLevelPlaysWithoutAWarning() {
        int code = run("kalah", "--level", "8", "--keys", "", "--display", "none", "--fast");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("new game");
        assertThat(cli.err()).doesNotContain("warning");
    }
}
