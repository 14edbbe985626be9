package pdp1.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PointLogTest {

    private static PointLog log(int[]... points) {
        PointLog log = new PointLog();
        for (int[] p : points) {
            log.point(p[0], p[1], p[2], 0);
        }
        return log;
    }

    @Test
    void countsThePointsOnABoxsEdgeAtAnyLevel() {
        Region box = Region.of(0, 0, 10, 10);
        PointLog log = log(new int[] {0, 5, 3}, new int[] {10, 10, 7}, new int[] {5, 5, 3}, new int[] {11, 5, 3});
        assertThat(log.countOnEdge(box, 0, log.size())).isEqualTo(2);
        assertThat(log.countOnEdge(box, 1, log.size())).isEqualTo(1);
    }

    @Test
    void aPointDrawnAgainAtTheSameLevelIsARepeatAtAnotherLevelNot() {
        PointLog log = log(new int[] {1, 2, 3}, new int[] {1, 2, 7}, new int[] {1, 2, 3}, new int[] {-1, 2, 3},
                new int[] {-1, -2, 3});
        assertThat(log.repeats(0, log.size())).isEqualTo(1);
        assertThat(log.repeats(1, log.size())).isZero();
    }
}
