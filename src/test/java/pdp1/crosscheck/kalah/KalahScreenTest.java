package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.crosscheck.DotDigits;
import pdp1.crosscheck.PointLog;
import pdp1.crosscheck.Region;

/** Finding kalah.mac's frames in a point stream and reading them: seeds, counts, lines. */
class KalahScreenTest {

    private final PointLog log = new PointLog();

    private void marker() {
        log.point(0, 0, 3, 0);
    }

    private void seeds(int place, int points) {
        Region r = KalahScreen.region(place);
        log.point(r.left(), r.bottom() + 6, 3, 0);            // the outline, on the edge: not a seed
        for (int i = 0; i < points; i++) {
            log.point(r.left() + 7 + i % 4 * 9, r.bottom() + 6 + i / 4, 5, 0);
        }
    }

    private void count(int place, int n, int pitch) {
        Region r = KalahScreen.countRegion(place);
        int centre = (r.left() + r.right()) / 2;
        int left = centre - (n >= 10 ? 3 : 1) * pitch;
        for (int[] p : DotDigits.points(n, left, r.top() - 4, pitch)) {
            log.point(p[0], p[1], 7, 0);
        }
    }

    @Test
    void aFrameRunsFromOnePointAtTheCentreToTheNextAndCountsPointsInsideEachBox() {
        log.point(100, 100, 5, 0);                             // the tail of an earlier frame
        marker();
        seeds(3, 12);
        marker();
        seeds(3, 9);
        var f = KalahScreen.firstFrame(log).orElseThrow();
        assertThat(f.seedPoints()[3]).isEqualTo(12);
        assertThat(f.seedPoints()[2]).isZero();
    }

    @Test
    void theCountsAreReadFromTheirDigits() {
        marker();
        count(0, 7, KalahScreen.COUNT_PITCH);
        count(13, 38, KalahScreen.COUNT_PITCH);
        count(9, 1, KalahScreen.COUNT_PITCH);
        marker();
        var f = KalahScreen.firstFrame(log).orElseThrow();
        assertThat(f.counts()[0]).isEqualTo(7);
        assertThat(f.counts()[13]).isEqualTo(38);
        assertThat(f.counts()[9]).isEqualTo(1);
        assertThat(f.counts()[5]).isEqualTo(-1);
        assertThat(f.why(5)).isEqualTo("no points");
    }

    @Test
    void aCountAtTheWrongPitchIsNoCount() {
        marker();
        count(4, 25, KalahScreen.COUNT_PITCH - 1);
        marker();
        assertThat(KalahScreen.firstFrame(log).orElseThrow().counts()[4]).isNotEqualTo(25);
    }

    @Test
    void theOutlineOfTheLastMoveIsTheBrightOne() {
        for (int round = 0; round < 2; round++) {
            marker();
            for (int place = 0; place < 14; place++) {
                Region r = KalahScreen.region(place);
                log.point(r.left(), r.top() - 6, place == 9 ? 7 : 3, 0);
            }
        }
        assertThat(KalahScreen.firstFrame(log).orElseThrow().brightOutlines()).containsExactly(9);
    }

    @Test
    void withoutASecondMarkerThereIsNoWholeFrame() {
        marker();
        seeds(0, 2);
        assertThat(KalahScreen.firstFrame(log)).isEmpty();
    }

    @Test
    void aPitShowsUpToTwelveSeedsAStoreEverySeed() {
        assertThat(KalahScreen.pointsFor(0, 4)).isEqualTo(12);
        assertThat(KalahScreen.pointsFor(0, 20)).isEqualTo(36);
        assertThat(KalahScreen.pointsFor(6, 55)).isEqualTo(165);
    }

    @Test
    void theSeedsAreClustersFourARowFromTheBoxsLowerLeft() {
        var spots = KalahScreen.seedSpotsFor(9, 5).stream().map(Object::toString).toList();
        assertThat(spots).containsExactly("(9, 8)", "(13, 8)", "(21, 8)", "(25, 8)", "(33, 8)", "(37, 8)", "(45, 8)",
                "(49, 8)", "(11, 12)", "(23, 12)", "(35, 12)", "(47, 12)", "(9, 20)", "(13, 20)", "(11, 24)");
        var store = KalahScreen.seedSpotsFor(13, 72);
        assertThat(store).hasSize(216);
        assertThat(store.get(store.size() - 1)).isEqualTo(new KalahScreen.Spot(47, 216));   // under the top, 224 up
        assertThat(KalahScreen.seedSpotsFor(3, 20)).hasSize(36);
    }

    @Test
    void aFrameSaysWhereEachBoxsSeedPointsAre() {
        marker();
        Region r = KalahScreen.region(2);
        for (var spot : KalahScreen.seedSpotsFor(2, 6)) {
            log.point(r.left() + spot.dx(), r.bottom() + spot.dy(), 5, 0);
        }
        log.point(r.left() + 30, r.bottom() + 30, 5, 0);
        marker();
        var f = KalahScreen.firstFrame(log).orElseThrow();
        assertThat(f.seedSpots().get(2)).hasSize(19).containsAll(KalahScreen.seedSpotsFor(2, 6))
                .contains(new KalahScreen.Spot(30, 30)).isSorted();
        assertThat(f.seedSpots().get(3)).isEmpty();
    }

    @Test
    void theLinesSayWhoseTurnItIsAndAtTheEndTheScore() {
        assertThat(KalahScreen.expectedLine(0, true, false, false, 3, 0)).isEqualTo("> SOUTH TO MOVE");
        assertThat(KalahScreen.expectedLine(1, true, true, false, 3, 0)).isEqualTo("> NORTH THINKS");
        assertThat(KalahScreen.expectedLine(1, false, false, false, 3, 0)).isEqualTo(" NORTH");
        assertThat(KalahScreen.expectedLine(0, false, false, true, 25, 23)).isEqualTo(" SOUTH 25 WINS");
        assertThat(KalahScreen.expectedLine(1, false, false, true, 23, 25)).isEqualTo(" NORTH 23");
        assertThat(KalahScreen.expectedLine(1, false, false, true, 24, 24)).isEqualTo(" NORTH 24 DRAW");
    }

    @Test
    void theLinesLeaveThreeBlankColumnsAfterTheMarkFiveBetweenWordsOneInAWord() {
        assertThat(KalahScreen.expectedGaps("> SOUTH TO MOVE")).isEqualTo("0,3,1,1,1,1,5,1,5,1,1,1");
        assertThat(KalahScreen.expectedGaps(" NORTH")).isEqualTo("6,1,1,1,1");
        assertThat(KalahScreen.expectedGaps(" SOUTH 25 WINS")).isEqualTo("6,1,1,1,1,5,1,5,1,1,1");
    }

    @Test
    void aPointInNoBoxCountLineOrLetterRowIsStray() {
        marker();
        seeds(3, 4);
        marker();
        assertThat(KalahScreen.firstFrame(log).orElseThrow().strayPoint()).isNull();
        log.clear();
        marker();
        seeds(3, 4);
        log.point(-152, -288, 7, 0);                           // under South's line
        marker();
        assertThat(KalahScreen.firstFrame(log).orElseThrow().strayPoint()).isEqualTo("(-152, -288)");
    }

    @Test
    void facingPitsShareAColumnAndNoCountRegionOverlapsAnother() {
        // South a (place 0) faces North f (place 12), South f (5) faces North a (7)
        assertThat(KalahScreen.region(0).left()).isEqualTo(KalahScreen.region(12).left());
        assertThat(KalahScreen.region(5).left()).isEqualTo(KalahScreen.region(7).left());
        assertThat(KalahScreen.region(6).left()).isGreaterThan(KalahScreen.region(5).right());
        assertThat(KalahScreen.region(13).right()).isLessThan(KalahScreen.region(12).left());
        for (int a = 0; a < 14; a++) {
            for (int b = a + 1; b < 14; b++) {
                Region ra = KalahScreen.countRegion(a);
                Region rb = KalahScreen.countRegion(b);
                boolean apart = ra.right() < rb.left() || rb.right() < ra.left() || ra.top() < rb.bottom()
                        || rb.top() < ra.bottom();
                assertThat(apart).as("count regions of %d and %d", a, b).isTrue();
            }
        }
    }
}
