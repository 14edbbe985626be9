package pdp1.cli;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import pdp1.crosscheck.Region;

/**
 * Counts clearly lit pixels of a CRT picture (a PNG the game commands wrote) in a region of the
 * screen: a channel at half brightness or more. The faint glow of a frame drawn ~0.1 s before
 * (Phosphor's yellow half-life) stays below that, so only what the tube shows now counts.
 */
final class LitPixels {

    private static final int BRIGHT = 0x80;

    private final BufferedImage image;

    private LitPixels(BufferedImage image) {
        this.image = image;
    }

    static LitPixels of(Path png) {
        try {
            return new LitPixels(ImageIO.read(png.toFile()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Lit pixels in {@code r} (display coordinates, -512..511, +y up; Phosphor's scale). */
    int in(Region r) {
        int size = image.getWidth();
        int x0 = pixel(r.left() + 512, size);
        int x1 = pixel(r.right() + 512, size) + 1;
        int y0 = pixel(511 - r.top(), size);
        int y1 = pixel(511 - r.bottom(), size) + 1;
        int lit = 0;
        for (int y = Math.max(0, y0); y <= Math.min(size - 1, y1); y++) {
            for (int x = Math.max(0, x0); x <= Math.min(size - 1, x1); x++) {
                if (bright(image.getRGB(x, y))) {
                    lit++;
                }
            }
        }
        return lit;
    }

    /** The share of the picture's width between its leftmost and rightmost lit pixel columns. */
    double litWidthShare() {
        int size = image.getWidth();
        int left = size;
        int right = -1;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < size; x++) {
                if (bright(image.getRGB(x, y))) {
                    left = Math.min(left, x);
                    right = Math.max(right, x);
                }
            }
        }
        return right < left ? 0 : (right - left + 1) / (double) size;
    }

    private static boolean bright(int rgb) {
        int brightest = Math.max(rgb >> 16 & 0xff, Math.max(rgb >> 8 & 0xff, rgb & 0xff));
        return brightest >= BRIGHT;
    }

    private static int pixel(int fromCorner, int size) {
        return (int) ((long) fromCorner * size / 1024);
    }
}
