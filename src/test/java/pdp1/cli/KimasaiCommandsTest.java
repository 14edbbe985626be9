package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import pdp1.crosscheck.Region;
import pdp1.crosscheck.kimasai.KimasaiScreen;
import pdp1.games.Games;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Pdp1Search;

/** {@code pdp1.jar kimasai} and {@code pdp1.jar crosscheck kimasai}. */
class KimasaiCommandsTest {

    private final CliRun cli = new CliRun();

    private int run(String... args) {
        return cli.run(args);
    }

    @Test
    void crosscheckOfAFewSeededSessionsAgreesAndCountsTheirGames() {
        int code = run("crosscheck", "kimasai", "--games", "2", "--seed", "7");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("crosscheck kimasai: 2 sessions (4 games) from seed 7, 0 mismatches");
        assertThat(cli.err()).contains("crosscheck kimasai: 2/2 sessions");
    }

    @Test
    void crosscheckOfZeroGamesIsAUsageError() {
        assertThat(run("crosscheck", "kimasai", "--games", "0")).isEqualTo(2);
        assertThat(cli.err()).contains("--games must be at least 1");
    }

    @Test
    void aPersonsMoveIsAnsweredAndTheRunEndsWhenTheKeysDo() {
        int code = run("kimasai", "--keys", "b2", "--display", "none", "--fast", "--level", "2");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("new game").contains("south? b2").contains("north plays ");
        assertThat(cli.err()).contains("no more keys");
    }

    /** The measure: at the typewriter's real 10 characters a second (simulated time, --fast changes nothing). */
    @ParameterizedTest(name = "--display {0}")
    @ValueSource(strings = {"none", "png"})
    void theFirstPromptComesWithin12SimulatedSeconds(String display, @TempDir Path dir) {
        String target = display.equals("png") ? "png:" + dir.resolve("start.png") : display;
        int code = run("kimasai", "--keys", "", "--display", target, "--fast");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).isEqualTo("bao la kimasai, ? for help\nnew game, level 5, you play south\nsouth? ");
        var m = java.util.regex.Pattern.compile("after ([0-9.]+) s simulated").matcher(cli.err());
        assertThat(m.find()).as(cli.err()).isTrue();
        assertThat(Double.parseDouble(m.group(1))).isLessThanOrEqualTo(12.0);
    }

    @Test
    void theHelpAndTheBoardComeOnRequestAndThePromptAgain() {
        int code = run("kimasai", "--keys", "?p", "--display", "none", "--fast");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("south? ?\nbao la kimasai, the four-row game", "computer against computer.\nsouth? p\n",
                "   a b c d e f g h i j k l\n4  o o o o o o o o o o o o\n", "south to move\nsouth? ");
    }

    @Test
    void theComputerPlaysAWholeGameAgainstItselfAndStopsOnN() {
        int code = run("kimasai", "--demo", "--level", "1", "--keys", "n", "--display", "none", "--fast");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).containsPattern("(south|north) wins").contains("bye");
        assertThat(cli.err()).contains("halted");
    }

    @Test
    void theCrtGoesToAPngWhenAsked(@TempDir Path dir) {
        Path png = dir.resolve("board.png");
        int code = run("kimasai", "--keys", "b2", "--display", "png:" + png, "--fast", "--level", "1");
        assertThat(code).as(cli.err()).isZero();
        assertThat(png).isNotEmptyFile();
    }

    @Test
    void thePngOfTheStartPositionShowsEveryStone(@TempDir Path dir) {
        Path png = dir.resolve("start.png");
        int code = run("kimasai", "--fast", "--display", "png:" + png, "--keys", "");
        assertThat(code).as(cli.err()).isZero();
        LitPixels picture = LitPixels.of(png);
        int holesWithAStone = 0;
        for (int column = 0; column < Hole.COLUMNS; column++) {
            for (int row = 1; row <= Hole.ROWS; row++) {
                Hole h = new Hole(column, row);
                // a stone is a disc of 7 points within 10 units of its centre (an empty hole's outline
                // is 20 away): at least 5 spots of 2x2 pixels
                Region around = Region.of(KimasaiScreen.x(h) - 13, KimasaiScreen.y(h) - 13, 26, 26);
                if (picture.in(around) >= 5 * 4) {
                    holesWithAStone++;
                }
            }
        }
        assertThat(holesWithAStone).as("holes drawn with a stone; the start has 46 stones").isEqualTo(46);
    }

    @Test
    void twoPlayersAndDemoExcludeEachOther() {
        assertThat(run("kimasai", "--two-players", "--demo")).isEqualTo(2);
        assertThat(cli.err()).contains("exclude each other");
    }

    @ParameterizedTest(name = "--computer-south {0}")
    @ValueSource(strings = {"--two-players", "--demo"})
    void computerSouthNeedsAPersonAgainstTheComputer(String seats) {
        assertThat(run("kimasai", "--computer-south", seats, "--display", "none", "--fast", "--keys", "")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --computer-south needs a person against the computer; not with " + seats);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"--level, 8", "--level, 0", "--south-level, 0", "--south-level, 8"})
    void aLevelOutOfRangeIsAUsageError(String option, String value) {
        assertThat(run("kimasai", option, value, "--display", "none", "--fast", "--keys", "")).isEqualTo(2);
        assertThat(cli.err()).contains(option + " must be 1..7");
    }

    @Test
    void aTimeLimitNotAboveZeroIsAUsageError() {
        assertThat(run("kimasai", "--max-time", "0", "--display", "none", "--fast", "--keys", "")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --max-time: give simulated seconds above 0");
    }

    @Test
    void helpGivesThePdp1TimePerMoveAtEveryLevel() {
        assertThat(run("kimasai", "--help", "--keys", "", "--display", "none", "--fast")).isZero();
        String help = cli.out().replaceAll("\\s+", " ");    // as wrapped and indented
        for (int level = 1; level <= Pdp1Search.LEVELS; level++) {
            assertThat(help).contains(" " + level + ": " + MoveTimes.of(Games.KIMASAI).perMove(level) + " ");
        }
        assertThat(help).doesNotContain("--depth");
    }

    @Test
    void everyLevelPlaysWithoutAWarning() {
        int code = run("kimasai", "--level", "7", "--south-level", "1", "--keys", "", "--display", "none", "--fast");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("new game").contains("level");
        assertThat(cli.err()).doesNotContain("warning");
    }
}
