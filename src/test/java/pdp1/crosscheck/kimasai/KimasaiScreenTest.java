package pdp1.crosscheck.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.crosscheck.PointLog;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Position;
import pdp1.kimasai.Side;

class KimasaiScreenTest {

    /** Draws one frame of {@code p} as docs/kimasai.md "The CRT" describes it. */
    private static void frame(PointLog log, Position p) {
        int markY = p.toMove() == Side.SOUTH ? -180 : 180;
        for (int i = 0; i < 3; i++) {
            log.point(-400 + 8 * i, markY, 2, 0);
        }
        for (int row = 1; row <= 4; row++) {
            for (int col = 0; col < 12; col++) {
                Hole h = new Hole(col, row);
                int x = KimasaiScreen.x(h);
                int y = KimasaiScreen.y(h);
                if (!p.hasStone(h)) {
                    log.point(x, y, 2, 0);
                    continue;
                }
                log.point(x, y, 7, 0);
                log.point(x - 6, y - 6, 7, 0);
                log.point(x + 6, y - 6, 7, 0);
                log.point(x + 6, y + 6, 7, 0);
                log.point(x - 6, y + 6, 7, 0);
            }
        }
    }

    @Test
    void aWholeFrameGivesTheStonesAndTheSideToMove() {
        Position p = Position.START.play(Hole.parse("b2"));
        PointLog log = new PointLog();
        frame(log, p);
        frame(log, p);
        var seen = KimasaiScreen.firstFrame(log).orElseThrow();
        assertThat(seen.sideToMove()).isEqualTo(Side.NORTH);
        assertThat(seen.stone(Hole.parse("a2"))).isTrue();
        assertThat(seen.stone(Hole.parse("a3"))).isFalse();
        assertThat(seen.points()).isEqualTo(KimasaiScreen.pointsPerFrame(44));
    }

    @Test
    void aFrameCutShortIsNoFrame() {
        PointLog log = new PointLog();
        frame(log, Position.START);
        assertThat(KimasaiScreen.firstFrame(log)).isEmpty();
    }

    @Test
    void holeCentresFollowTheColumnsAndRows() {
        assertThat(KimasaiScreen.x(Hole.parse("a1"))).isEqualTo(-352);
        assertThat(KimasaiScreen.x(Hole.parse("l4"))).isEqualTo(352);
        assertThat(KimasaiScreen.y(Hole.parse("c2"))).isEqualTo(-60);
        assertThat(KimasaiScreen.y(Hole.parse("c4"))).isEqualTo(180);
    }
}
