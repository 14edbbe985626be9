package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import pdp1.crosscheck.ConsoleRig;
import pdp1.crosscheck.ProgramImage;
import pdp1.crosscheck.Seats;
import pdp1.kalah.Variant;

/** programs/kalah.mac itself: its size, and the behaviour the cross-check does not exercise. */
@Timeout(30)
class KalahProgramTest {

    private final ProgramImage program = ProgramImage.fromClasspath("kalah.mac");

    @Test
    void programFramesAndStackFitBelowTheLoaderIn4kWords() {
        assertThat(program.startAddress()).isEqualTo(0100);
        // 16 frames of 20 (octal) words, then a 200-word stack; 7751-7777 is the BIN loader
        assertThat(program.address("stack") + 0200).isLessThan(07000);
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
    void aPitOfMoreThanFortySeedsShowsItsCountOnTheCrt() {
        var two = new KalahSwitches(Variant.STANDARD, Seats.TWO_PLAYERS, false, 1, true);
        var rig = new ConsoleRig(program, two.senseSwitches(), two.testWord());
        rig.runUntilWaiting(program.address("kwait"), KalahGame.MAX_RUN_US);
        int fr0 = program.address("fr0");
        rig.machine().core()[fr0] = 45;                    // South a
        rig.machine().core()[fr0 + 1] = 40;                // South b
        rig.points().clear();
        rig.runFor(KalahGame.CRT_LOOK_US);
        int[] points = KalahScreen.firstFrame(rig.points()).orElseThrow().seedPoints();
        assertThat(points[0]).as("45 as digits").isEqualTo(KalahScreen.pointsFor(0, 45)).isEqualTo(20);
        assertThat(points[1]).as("40 as points").isEqualTo(40);
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
    }
}
