package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.ConsoleRig;
import pdp1.kalah.Pdp1Search;
import pdp1.kalah.Variant;
import pdp1.program.ProgramImage;
import pdp1.program.Seats;
import pdp1.program.kalah.KalahSwitches;

/** programs/kalah.mac itself: its size, and the behaviour the cross-check does not exercise. */
class KalahProgramTest {

    private final ProgramImage program = ProgramImage.fromClasspath("kalah.mac");

    @Test
    void programFramesStackAndDisplayListFitIn4kWords() {
        assertThat(program.startAddress()).isEqualTo(0100);
        // 11 frames of 20 (octal) words (the game and 10 plies), a 100-word stack (11 returns and 5
        // words a ply: 61 words, the last two hold the search probe's caller), the display list up to
        // the end of core (KalahDisplayListTest: no board needs more): over the BIN loader's 7751-7777,
        // which only reading the tape needs (READ IN reads the loader again from the tape)
        assertThat(Arrays.stream(Pdp1Search.LEVELS).mapToInt(Pdp1Search.Level::maxDepth).max()).as("plies").hasValue(10);
        assertThat(11 + 5 * 10).as("stack words").isLessThanOrEqualTo(076);
        assertThat(program.address("stack")).isEqualTo(program.address("fr0") + 0260);
        assertThat(program.address("gbuf")).isEqualTo(program.address("stack") + 0100);
        assertThat(program.address("dlist") + 02101).isLessThanOrEqualTo(010000);
    }

    @Test
    void anotherGameReadsTheSwitchesAgain() {
        var first = new KalahSwitches(Variant.STANDARD, Seats.COMPUTER_VS_COMPUTER, false, 1, false);
        var rig = new ConsoleRig(program, first.senseSwitches(), first.testWord());
        int kwait = program.address("kwait");
        assertThat(rig.runUntilWaiting(kwait, KalahGame.MAX_RUN_US)).isEqualTo(ConsoleRig.Outcome.WAITING);
        rig.lines().newLines();
        assertThat(rig.lines().partial()).isEqualTo("another game? ");
        var second = new KalahSwitches(Variant.standard(6, 3), Seats.TWO_PLAYERS, false, 1, false);
        rig.setSwitches(second.senseSwitches(), second.testWord());
        rig.type("y");
        assertThat(rig.runUntilWaiting(kwait, KalahGame.MAX_RUN_US)).isEqualTo(ConsoleRig.Outcome.WAITING);
        assertThat(rig.paper()).contains("new game, 4 seeds", "new game, 3 seeds");
        rig.lines().newLines();
        assertThat(rig.lines().partial()).isEqualTo("south? ");
    }

    @Test
    void anUpperCaseKeyIsTheSamePitAndTheProgramTypesOnInLowerCase() {
        var two = new KalahSwitches(Variant.STANDARD, Seats.TWO_PLAYERS, false, 1, false);
        var rig = new ConsoleRig(program, two.senseSwitches(), two.testWord());
        int kwait = program.address("kwait");
        rig.runUntilWaiting(kwait, KalahGame.MAX_RUN_US);
        rig.type("C");
        rig.runUntilWaiting(kwait, KalahGame.MAX_RUN_US);
        assertThat(rig.paper()).contains("south  a4  b4  c0  d5  e5  f5").endsWith("south? ");
        assertThat(rig.paper()).doesNotContain("south? C");   // the rig's paper leaves the keys out
    }
}
