package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import pdp1.crosscheck.ProgramImage;
import pdp1.kalah.Variant;

/** The cross-check can fail: a program with a planted bug is caught, with what it takes to replay it. */
@Timeout(30)
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
        var result = new KalahCrosscheck(bad, Variant.STANDARD).run(3, 42, done -> { });
        assertThat(result.failures()).isNotEmpty();
        var failure = result.failures().get(0);
        assertThat(failure.seed()).isBetween(42L, 44L);
        assertThat(failure.report()).contains("game seed " + failure.seed(), "kalah 6x4", "moves: ",
                "the computer plays", "pdp1.jar crosscheck kalah --games 1 --seed " + failure.seed());
    }

    @Test
    void aCaptureRuleBrokenInThePdp1ProgramIsCaughtOnTheBoard() {
        // captures forget the opposite pit's seeds
        ProgramImage bad = plantedBug("sw5,\tlac i t\t/ capture\n\tadd i q", "sw5,\tcla\t/ capture\n\tadd i q");
        var result = new KalahCrosscheck(bad, null).run(10, 7, done -> { });
        assertThat(result.failures()).isNotEmpty();
        assertThat(result.failures().get(0).message()).contains("board differs");
    }

    @Test
    void aWrongCrtPictureIsCaught() {
        // one seed point too few in every pit and store
        ProgramImage bad = plantedBug("\tlac i t2\n\tdac cc\n", "\tlac i t2\n\tsub (1\n\tdac cc\n");
        var result = new KalahCrosscheck(bad, Variant.STANDARD).run(3, 42, done -> { });
        assertThat(result.failures()).isNotEmpty();
        assertThat(result.failures().get(0).message()).contains("CRT seed points");
    }
}
