package pdp1.emu.front;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import pdp1.emu.dev.PointRing;

/**
 * What the Type 30's P7 tube shows at a given simulated time, rendered from
 * the recent point stream (docs/machine.md §4.8): every point flashes blue
 * and leaves a yellow-green afterglow, each fading from the point's own draw
 * time with its half-life (0.05 s blue, 0.2 s yellow-green, SIMH/MAME
 * constants). Brighter intensity levels give brighter spots.
 *
 * <p>Headless: it draws into a {@link BufferedImage}; the Swing window and the
 * PNG snapshot both use it. Not for the hot loop: it runs once per frame.
 */
public final class Phosphor {

    static final double BLUE_HALF_LIFE_US = 50_000;
    static final double YELLOW_HALF_LIFE_US = 200_000;
    /** Points older than this add less than 1/1000 of their light: skipped. */
    static final long FORGET_AFTER_US = 2_000_000;

    // P7 colours, linear RGB: a blue-white flash and a yellow-green glow.
    private static final float[] BLUE = {0.35f, 0.55f, 1.0f};
    private static final float[] YELLOW = {0.55f, 1.0f, 0.25f};
    private static final int BACKGROUND = 0x060806;
    private static final int BEZEL = 0x1a1a1a;

    private final int size;
    private final float[] r;
    private final float[] g;
    private final float[] b;
    private final BufferedImage image;

    /** @param size image width and height in pixels (1024 = one pixel per display position) */
    public Phosphor(int size) {
        if (size < 64 || size > 4096) {
            throw new IllegalArgumentException("CRT image size must be 64..4096 pixels, got " + size);
        }
        this.size = size;
        r = new float[size * size];
        g = new float[size * size];
        b = new float[size * size];
        image = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
    }

    public int size() {
        return size;
    }

    /**
     * Renders the tube at {@code nowUs}: points drawn after {@code nowUs} are not
     * shown yet. Returns this renderer's image (reused on the next call).
     */
    public BufferedImage render(PointRing points, long nowUs) {
        java.util.Arrays.fill(r, 0);
        java.util.Arrays.fill(g, 0);
        java.util.Arrays.fill(b, 0);
        for (int i = points.size() - 1; i >= 0; i--) {
            long age = nowUs - points.timeUs(i);
            if (age < 0) {
                continue;
            }
            if (age > FORGET_AFTER_US) {
                break;                   // the ring is in time order: the rest are older
            }
            float brightness = levelBrightness(points.level(i));
            float blue = brightness * (float) Math.pow(0.5, age / BLUE_HALF_LIFE_US);
            float yellow = 0.6f * brightness * (float) Math.pow(0.5, age / YELLOW_HALF_LIFE_US);
            deposit(points.x(i), points.y(i), blue, yellow);
        }
        toImage();
        return image;
    }

    /** Level 7 (brightest) → 1.0, halving every three levels: level 4 (dpy's default) → 0.5, 0 → 0.2. */
    static float levelBrightness(int level) {
        return (float) Math.pow(2, (level - 7) / 3.0);
    }

    private void deposit(int x, int y, float blue, float yellow) {
        // -511..511 to pixels, +Y up; a spot of 2x2 pixels on big images so points stay visible.
        int px = (int) ((x + 512L) * size / 1024);
        int py = (int) ((511L - y) * size / 1024);
        int spot = size >= 768 ? 2 : 1;
        for (int dy = 0; dy < spot; dy++) {
            for (int dx = 0; dx < spot; dx++) {
                int cx = px + dx;
                int cy = py + dy;
                if (cx < 0 || cy < 0 || cx >= size || cy >= size) {
                    continue;
                }
                int k = cy * size + cx;
                r[k] += blue * BLUE[0] + yellow * YELLOW[0];
                g[k] += blue * BLUE[1] + yellow * YELLOW[1];
                b[k] += blue * BLUE[2] + yellow * YELLOW[2];
            }
        }
    }

    private void toImage() {
        int[] pixels = ((java.awt.image.DataBufferInt) image.getRaster().getDataBuffer()).getData();
        double radius = size / 2.0;
        for (int y = 0; y < size; y++) {
            for (int x = 0; x < size; x++) {
                int k = y * size + x;
                double dx = x + 0.5 - radius;
                double dy = y + 0.5 - radius;
                int rgb;
                if (dx * dx + dy * dy > radius * radius) {
                    rgb = BEZEL;        // outside the round 16-inch tube
                } else if (r[k] == 0 && g[k] == 0 && b[k] == 0) {
                    rgb = BACKGROUND;
                } else {
                    rgb = channel(r[k], BACKGROUND >> 16) << 16
                            | channel(g[k], (BACKGROUND >> 8) & 0xff) << 8
                            | channel(b[k], BACKGROUND & 0xff);
                }
                pixels[k] = rgb;
            }
        }
    }

    private static int channel(float light, int base) {
        int v = base + Math.round(Math.min(1f, light) * 255f);
        return Math.min(255, v);
    }

    /** True for a pixel lit by a point, not the background or the bezel. */
    public static boolean isLit(int rgb) {
        int rgb24 = rgb & 0xffffff;
        return rgb24 != BACKGROUND && rgb24 != BEZEL;
    }

    /**
     * Renders and writes a PNG snapshot. The file is opened here, not by ImageIO: given a File that
     * cannot be created, ImageIO prints a stack trace itself and then fails with a message naming
     * no file; {@link Files#newOutputStream} fails with the path in its exception.
     */
    public void writePng(PointRing points, long nowUs, Path file) throws IOException {
        BufferedImage img = render(points, nowUs);
        try (OutputStream out = Files.newOutputStream(file)) {
            if (!ImageIO.write(img, "png", out)) {
                throw new IOException(file + ": no PNG writer available");
            }
        }
    }
}
