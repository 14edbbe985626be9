package pdp1.emu.front;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import pdp1.emu.dev.PointRing;

class PhosphorTest {

    private final PointRing points = new PointRing(1024);
    private final Phosphor tube = new Phosphor(512);

    private static int green(int rgb) {
        return (rgb >> 8) & 0xff;
    }

    private static int blue(int rgb) {
        return rgb & 0xff;
    }

    @Test
    void aFreshPointLightsItsPixelAndNothingElse() {
        points.point(0, 0, 7, 1000);
        BufferedImage img = tube.render(points, 1000);
        int lit = 0;
        for (int y = 0; y < 512; y++) {
            for (int x = 0; x < 512; x++) {
                if (Phosphor.isLit(img.getRGB(x, y))) {
                    lit++;
                    assertThat(x).isEqualTo(256);
                    assertThat(y).isEqualTo(255);
                }
            }
        }
        assertThat(lit).isEqualTo(1);
    }

    @Test
    void plusYIsUpAndPlusXIsRight() {
        points.point(300, 300, 7, 0);
        BufferedImage img = tube.render(points, 0);
        assertThat(Phosphor.isLit(img.getRGB(406, 105))).isTrue();
    }

    @Test
    void theBlueFlashFadesFasterThanTheYellowGreenGlow() {
        points.point(0, 0, 7, 0);
        int fresh = tube.render(points, 0).getRGB(256, 255);
        int later = tube.render(points, 200_000).getRGB(256, 255);   // 4 blue half-lives, 1 yellow
        assertThat(blue(fresh)).isGreaterThan(green(fresh) / 2);
        assertThat(blue(later)).isLessThan(green(later));
        assertThat(green(later)).isLessThan(green(fresh));
    }

    @Test
    void pointsNotYetDrawnAreNotShown() {
        points.point(0, 0, 7, 5000);
        assertThat(Phosphor.isLit(tube.render(points, 4999).getRGB(256, 255))).isFalse();
    }

    @Test
    void oldPointsAreGone() {
        points.point(0, 0, 7, 0);
        assertThat(Phosphor.isLit(tube.render(points, Phosphor.FORGET_AFTER_US + 1).getRGB(256, 255))).isFalse();
    }

    @Test
    void brighterLevelsGiveBrighterSpots() {
        PointRing dim = new PointRing(4);
        dim.point(0, 0, 0, 0);
        points.point(0, 0, 7, 0);
        int bright = green(tube.render(points, 0).getRGB(256, 255));
        int faint = green(new Phosphor(512).render(dim, 0).getRGB(256, 255));
        assertThat(bright).isGreaterThan(faint);
    }

    @Test
    void outsideTheRoundTubeIsBezel() {
        int corner = tube.render(points, 0).getRGB(0, 0) & 0xffffff;
        int centre = tube.render(points, 0).getRGB(256, 256) & 0xffffff;
        assertThat(corner).isNotEqualTo(centre);
        assertThat(Phosphor.isLit(corner)).isFalse();
    }
}
