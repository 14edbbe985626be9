package pdp1.emu.front;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.emu.dev.PointRing;

/** The P7 tube's picture, judged by pixel statistics: hues, brightness, where light falls. */
class PhosphorTest {

    private final PointRing points = new PointRing(1024);
    private final Phosphor tube = new Phosphor(512);

    private static int red(int rgb) {
        return (rgb >> 16) & 0xff;
    }

    private static int green(int rgb) {
        return (rgb >> 8) & 0xff;
    }

    private static int blue(int rgb) {
        return rgb & 0xff;
    }

    /** Hue in degrees, saturation and brightness 0..1. */
    private static float[] hsb(int rgb) {
        float[] hsb = Color.RGBtoHSB(red(rgb), green(rgb), blue(rgb), null);
        hsb[0] *= 360;
        return hsb;
    }

    /** P7's violet-blue flash: a clearly blue, lit pixel. */
    private static boolean blueFlash(int rgb) {
        float[] hsb = hsb(rgb);
        return hsb[0] >= 200 && hsb[0] <= 250 && hsb[1] >= 0.15f && hsb[2] >= 0.5f;
    }

    /** P7's yellow-green afterglow: a clearly yellow-green, lit pixel. */
    private static boolean yellowGreen(int rgb) {
        float[] hsb = hsb(rgb);
        return hsb[0] >= 65 && hsb[0] <= 110 && hsb[1] >= 0.4f && hsb[2] >= 0.1f;
    }

    /** Mean luma (0..255, Rec. 709 weights on the sRGB bytes) of a square of pixels. */
    private static double meanLuma(BufferedImage img, int x0, int y0, int side) {
        double sum = 0;
        for (int y = y0; y < y0 + side; y++) {
            for (int x = x0; x < x0 + side; x++) {
                int rgb = img.getRGB(x, y);
                sum += 0.2126 * red(rgb) + 0.7152 * green(rgb) + 0.0722 * blue(rgb);
            }
        }
        return sum / (side * side);
    }

    /** The outline of a square of side 2 * half around (cx, cy), a point every {@code step}, drawn from t0. */
    private static long square(PointRing ring, int cx, int cy, int half, int step, int level, long t0) {
        long t = t0;
        for (int x = -half; x < half; x += step, t += 50) {
            ring.point(cx + x, cy - half, level, t);
        }
        for (int y = -half; y < half; y += step, t += 50) {
            ring.point(cx + half, cy + y, level, t);
        }
        for (int x = half; x > -half; x -= step, t += 50) {
            ring.point(cx + x, cy + half, level, t);
        }
        for (int y = half; y > -half; y -= step, t += 50) {
            ring.point(cx - half, cy + y, level, t);
        }
        return t;
    }

    private static final long SECONDS_2 = 2_000_000;
    private static final long REFRESH_35_HZ = 1_000_000 / 35;

    @Test
    void aFreshPointIsASmallSpotCentredOnItsPixel() {
        points.point(0, 0, 7, 1000);
        BufferedImage img = tube.render(points, 1000);
        int lit = 0;
        int brightest = 0;
        int bx = -1;
        int by = -1;
        for (int y = 0; y < 512; y++) {
            for (int x = 0; x < 512; x++) {
                int rgb = img.getRGB(x, y);
                if (Phosphor.isLit(rgb)) {
                    lit++;
                    assertThat(Math.max(Math.abs(x - 256), Math.abs(y - 255))).as("(%d,%d) near the point", x, y)
                            .isLessThanOrEqualTo(4);
                    int sum = red(rgb) + green(rgb) + blue(rgb);
                    if (sum > brightest) {
                        brightest = sum;
                        bx = x;
                        by = y;
                    }
                }
            }
        }
        assertThat(lit).as("a soft spot, not one pixel").isGreaterThan(1);
        assertThat(bx).isEqualTo(256);
        assertThat(by).isEqualTo(255);
    }

    @Test
    void plusYIsUpAndPlusXIsRight() {
        points.point(300, 300, 7, 0);
        BufferedImage img = tube.render(points, 0);
        assertThat(Phosphor.isLit(img.getRGB(406, 105))).isTrue();
        assertThat(Phosphor.isLit(img.getRGB(406, 405))).isFalse();
        assertThat(Phosphor.isLit(img.getRGB(105, 105))).isFalse();
    }

    @Test
    void theBlueFlashFadesFasterThanTheYellowGreenGlow() {
        points.point(0, 0, 7, 0);
        int fresh = tube.render(points, 0).getRGB(256, 255);
        assertThat(blue(fresh)).as("fresh: blue leads").isGreaterThan(green(fresh));
        // from 0.1 s on (the fresh spot's blue is saturated) blue loses ground every 0.1 s
        double previous = Double.MAX_VALUE;
        for (long ms = 100; ms <= 400; ms += 100) {
            int centre = tube.render(points, ms * 1000).getRGB(256, 255);
            double blueOverGreen = blue(centre) / (double) green(centre);
            assertThat(blueOverGreen).as("blue / green at %d ms: #%06X", ms, centre & 0xffffff).isLessThan(previous);
            previous = blueOverGreen;
        }
        int later = tube.render(points, 400_000).getRGB(256, 255);  // 8 blue half-lives, 2 yellow
        assertThat(blue(later)).as("0.4 s on: yellow-green leads").isLessThan(green(later));
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
        int bright = blue(tube.render(points, 0).getRGB(256, 255));
        int faint = blue(new Phosphor(512).render(dim, 0).getRGB(256, 255));
        assertThat(bright).isGreaterThan(faint);
    }

    @Test
    void outsideTheRoundTubeIsBezel() {
        int corner = tube.render(points, 0).getRGB(0, 0) & 0xffffff;
        int centre = tube.render(points, 0).getRGB(256, 256) & 0xffffff;
        assertThat(corner).isNotEqualTo(centre);
        assertThat(Phosphor.isLit(corner)).isFalse();
    }

    @Test
    void aStaticPictureRefreshed35TimesASecondStaysP7() {
        PointRing ring = new PointRing(65536);
        for (long t = 0; t < SECONDS_2; t += REFRESH_35_HZ) {
            square(ring, 0, 0, 256, 8, 4, t);                        // squares.mac's outline, dpy's level
        }
        BufferedImage img = new Phosphor(768).render(ring, SECONDS_2);
        int blueCores = 0;
        int yellowGreen = 0;
        int white = 0;
        for (int y = 0; y < 768; y++) {
            for (int x = 0; x < 768; x++) {
                int rgb = img.getRGB(x, y) & 0xffffff;
                blueCores += blueFlash(rgb) ? 1 : 0;
                yellowGreen += yellowGreen(rgb) ? 1 : 0;
                white += rgb == 0xffffff ? 1 : 0;
            }
        }
        assertThat(white).as("pixels clipped to white").isZero();
        assertThat(blueCores).as("blue-white spot cores (256 points)").isGreaterThanOrEqualTo(256);
        assertThat(yellowGreen).as("yellow-green halo pixels").isGreaterThanOrEqualTo(4 * 256);
    }

    @Test
    void dpyIntensityLevelsStayApartOnAStaticPicture() {
        // eight squares side by side, level 0 (dimmest) to 7, each refreshed 35 times a second
        PointRing ring = new PointRing(65536);
        for (long t = 0; t < SECONDS_2; t += REFRESH_35_HZ) {
            long at = t;
            for (int level = 0; level < 8; level++) {
                at = square(ring, -420 + level * 120, 0, 40, 4, level, at);
            }
        }
        BufferedImage img = new Phosphor(768).render(ring, SECONDS_2);
        double[] mean = new double[8];
        for (int level = 0; level < 8; level++) {
            int left = (int) ((-420 + level * 120 - 48 + 512) * 0.75);
            mean[level] = meanLuma(img, left, (int) ((511 - 48) * 0.75), (int) (96 * 0.75));
        }
        for (int level = 1; level < 8; level++) {
            assertThat(mean[level]).as("level %d over level %d", level, level - 1)
                    .isGreaterThan(mean[level - 1] * 1.03);
        }
        // kalah.mac's dim outline (dpy+600, level 2) and bright one (dpy+300, level 7)
        assertThat(mean[7]).isGreaterThan(mean[2] * 1.3);
    }

    @Test
    void aMovingSpotLeavesAYellowGreenTrail() {
        // a spot crossing the tube left to right at 500 positions a second, 2000 points a second
        PointRing ring = new PointRing(4096);
        for (long t = 0; t <= 1_000_000; t += 500) {
            ring.point((int) (-250 + t / 2000), 0, 4, t);
        }
        BufferedImage img = new Phosphor(768).render(ring, 1_000_000);
        int row = (int) (511.5 * 0.75);
        int head = img.getRGB((int) ((250 + 512.5) * 0.75), row);
        assertThat(blue(head)).as("the fresh spot is blue-white").isGreaterThan(green(head));
        int previousGreen = 256;
        for (double ageS = 0.4; ageS <= 0.8; ageS += 0.2) {         // the blue is gone within about 0.3 s
            int x = (int) ((250 - 500 * ageS + 512.5) * 0.75);
            int trail = img.getRGB(x, row);
            assertThat(yellowGreen(trail)).as("trail %.1f s behind: #%06X", ageS, trail & 0xffffff).isTrue();
            assertThat(green(trail)).as("fading with age").isLessThan(previousGreen);
            previousGreen = green(trail);
        }
    }

    @Test
    void theSamePointsGiveTheSameBytes(@TempDir Path dir) throws IOException {
        PointRing ring = new PointRing(65536);
        long seed = 1;
        for (int i = 0; i < 30_000; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            int x = (int) ((seed >>> 20) % 1000) - 500;
            int y = (int) ((seed >>> 40) % 1000) - 500;
            ring.point(x, y, (int) (seed >>> 61), i * 50L);
        }
        Phosphor one = new Phosphor(768);
        one.writePng(ring, 1_500_000, dir.resolve("a.png"));
        one.render(ring, 700_000);                                   // an earlier frame between: no trace left
        one.writePng(ring, 1_500_000, dir.resolve("b.png"));
        new Phosphor(768).writePng(ring, 1_500_000, dir.resolve("c.png"));
        byte[] a = Files.readAllBytes(dir.resolve("a.png"));
        assertThat(Files.readAllBytes(dir.resolve("b.png"))).isEqualTo(a);
        assertThat(Files.readAllBytes(dir.resolve("c.png"))).isEqualTo(a);
    }
}
