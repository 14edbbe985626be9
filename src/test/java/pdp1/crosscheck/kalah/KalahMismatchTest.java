package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.kalah.Variant;
import pdp1.program.ProgramImage;

/** The cross-check can fail: a program with a planted bug is caught, with what it takes to replay it. */
class KalahMismatchTest {

    private static ProgramImage plantedBug(String original, String changed) {
        String source = ProgramImage.source("kalah.mac");
        assertThat(source).contains(original);
        return ProgramImage.fromSource(source.replace(original, changed), "kalah.mac");
    }

    @Test
    void aComputerMoveNamedWronglyIsAMismatchWithSeedMovesAndReplayCommand() {
        // the computer types the pit after the one it sows
        ProgramImage bad = plantedBug("\tlac p\n\tadd (61\n\tjda pch\n\tlaw 34", "\tlac p\n\tadd (62\n\tjda pch\n\tlaw 34");
        var result = new KalahCrosscheck(bad, Variant.STANDARD, "kwait").run(3, 42, done -> { });
        assertThat(result.failures()).isNotEmpty();
        var failure = result.failures().get(0);
        assertThat(failure.seed()).isBetween(42L, 44L);
        assertThat(failure.report()).contains("game seed " + failure.seed(), "kalah 6x4", "moves: ",
                "pdp1.jar crosscheck kalah --games 1 --seed " + failure.seed());
        // another pit than the search's, or no pit at all (f named g)
        assertThat(failure.message()).containsAnyOf("the computer plays", "unexpected line: 'north plays g'",
                "unexpected line: 'south plays g'");
    }

    @Test
    void aCaptureRuleBrokenInThePdp1ProgramIsCaught() {
        // captures forget the opposite pit's seeds: in a game, and in the search, which sows as the game does
        // (and so searches otherwise: its counters in core may differ before a move does)
        ProgramImage bad = plantedBug("sw5,\tlac i t\t/ capture\n\tdac capt\n\tadd i q",
                "sw5,\tlac i t\t/ capture\n\tdac capt\n\tcla\n\tadd i q");
        var result = new KalahCrosscheck(bad, null, "kwait").run(10, 7, done -> { });
        assertThat(result.failures()).isNotEmpty();
        assertThat(result.failures().get(0).message()).containsAnyOf("board differs", "the computer plays",
                "the search's", "the move's line says");
    }

    @Test
    void aWrongCrtPictureIsCaught() {
        // one seed cluster too few in every place
        ProgramImage bad = plantedBug("\tlac i gt\n\tsub gr\n\tszm\n", "\tlac i gt\n\tsub gr\n\tsub (1\n\tszm\n");
        var result = new KalahCrosscheck(bad, Variant.STANDARD, "kwait").run(3, 42, done -> { });
        assertThat(result.failures()).isNotEmpty();
        assertThat(result.failures().get(0).message()).contains("CRT seed points");
    }

    @Test
    void aDigitOfTheFontDrawnWronglyIsCaught() {
        // the 4 loses its lowest dot: every pit of the start shows no number in the game's first frame
        ProgramImage bad = plantedBug("\t557110\n", "\t557100\n");
        var result = new KalahCrosscheck(bad, Variant.STANDARD, "kwait").run(1, 60, done -> { });
        assertThat(result.failures()).hasSize(1);
        assertThat(result.failures().get(0).message())
                .isEqualTo("CRT count of place 0 in the game's first frame: digit 1 of 1 is no digit of the font "
                        + "(101 101 111 001 000), the start has 4");
    }

    @Test
    void theDigitRoutineDrawingAWrongTensDigitIsCaught() {
        // gnum takes the tens digit from the next entry of the font: 12 is drawn as 22
        ProgramImage bad = plantedBug("\tadd (font\n\tdap gn4\n", "\tadd (font+1\n\tdap gn4\n");
        var result = new KalahCrosscheck(bad, null, "kwait").run(6, 7, done -> { });
        assertThat(result.failures()).isNotEmpty();
        assertThat(result.failures().get(0).message()).containsPattern("CRT count of place \\d+: \\d+, reference 1\\d");
    }

    @Test
    void theMarkOfTheSideToMoveOnTheWrongSideIsCaught() {
        ProgramImage bad = plantedBug("\tlac fr0+16\n\tsas gsd\n\tjmp sl1", "\tlac fr0+16\n\tsad gsd\n\tjmp sl1");
        // the mark, "to move" or "thinks" go to the side not to move (seed 60: a person first, the CRT on)
        var result = new KalahCrosscheck(bad, Variant.STANDARD, "kwait").run(1, 60, done -> { });
        assertThat(result.failures()).hasSize(1);
        assertThat(result.failures().get(0).message()).isEqualTo("CRT line of south ' SOUTH', reference '> SOUTH TO MOVE'");
    }
}
