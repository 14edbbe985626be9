package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.crosscheck.PointLog;
import pdp1.crosscheck.Region;

/** Finding kalah.mac's frames and counting seed points per place in a point stream. */
class KalahScreenTest {

    private final PointLog log = new PointLog();

    private void frame(int markY, int place, int seeds) {
        log.point(0, markY, 7, 0);
        Region r = KalahScreen.region(place);
        log.point(r.left(), r.bottom(), 2, 0);            // the outline, on the edge: not a seed
        for (int i = 0; i < seeds; i++) {
            log.point(r.left() + 16, r.bottom() + 12 + i, 5, 0);
        }
    }

    @Test
    void aFrameRunsFromOneMarkToTheNextAndCountsPointsInsideEachBox() {
        log.point(100, 100, 5, 0);                         // the tail of an earlier frame
        frame(-KalahScreen.MARK_Y, 3, 4);
        frame(-KalahScreen.MARK_Y, 3, 9);
        var f = KalahScreen.firstFrame(log).orElseThrow();
        assertThat(f.sideToMove()).isZero();
        assertThat(f.seedPoints()[3]).isEqualTo(4);
        assertThat(f.seedPoints()[2]).isZero();
    }

    @Test
    void theMarkAboveTheBoardMeansNorthToMove() {
        frame(KalahScreen.MARK_Y, 13, 30);
        frame(KalahScreen.MARK_Y, 13, 30);
        var f = KalahScreen.firstFrame(log).orElseThrow();
        assertThat(f.sideToMove()).isEqualTo(1);
        assertThat(f.seedPoints()[13]).isEqualTo(30);
    }

    @Test
    void theOutlineOfTheLastMoveIsTheBrightOne() {
        for (int round = 0; round < 2; round++) {
            log.point(0, -KalahScreen.MARK_Y, 7, 0);
            for (int place = 0; place < 14; place++) {
                Region r = KalahScreen.region(place);
                log.point(r.left(), r.top(), place == 9 ? 7 : 2, 0);
            }
        }
        assertThat(KalahScreen.firstFrame(log).orElseThrow().brightOutlines()).containsExactly(9);
    }

    @Test
    void withoutASecondMarkThereIsNoWholeFrame() {
        frame(-KalahScreen.MARK_Y, 0, 2);
        assertThat(KalahScreen.firstFrame(log)).isEmpty();
    }

    @Test
    void aPitShowsUpToFortySeedsAsPointsAStoreEverySeed() {
        assertThat(KalahScreen.pointsFor(0, 40)).isEqualTo(40);
        assertThat(KalahScreen.pointsFor(6, 55)).isEqualTo(55);
    }

    @Test
    void aFullerPitShowsItsCountInTheFont() {
        assertThat(KalahScreen.pointsFor(0, 45)).isEqualTo(9 + 11);  // "4" and "5"
    }

    @Test
    void facingPitsShareAColumn() {
        // South a (place 0) faces North f (place 12), South f (5) faces North a (7)
        assertThat(KalahScreen.region(0).left()).isEqualTo(KalahScreen.region(12).left());
        assertThat(KalahScreen.region(5).left()).isEqualTo(KalahScreen.region(7).left());
        assertThat(KalahScreen.region(6).left()).isGreaterThan(KalahScreen.region(5).right());
        assertThat(KalahScreen.region(13).right()).isLessThan(KalahScreen.region(12).left());
    }
}
