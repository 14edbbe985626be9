package pdp1.emu.front;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import javax.imageio.ImageIO;
import pdp1.emu.dev.PointRing;

/**
 * What the Type 30's P7 tube shows at a given simulated time, rendered from
 * the recent point stream (docs/machine.md §4.8), as a photograph of the
 * tube would show it.
 *
 * <p><b>The phosphor.</b> P7 is a cascade screen: the beam strikes a layer
 * that fluoresces blue (with some near ultraviolet), and that light excites a
 * second, slower layer next to the glass, which glows yellow-green long after
 * (tubetime.us, "CRT Phosphor Video", 2015-10-31). Every point therefore adds
 * two lights, each fading from the point's own draw time with its half-life:
 * 0.05 s for the blue flash and 0.2 s for the yellow-green afterglow. Those
 * figures are SIMH's and MAME's (SIMH display/display.c in open-simh/simh,
 * struct phosphor p7 and the Type 30 entry:
 * "fast blue (.05s half life), and slow green (.2s half life)", from Raphael
 * Nabet's XMame PDP-1 driver; SIMH points to the RCA HB-3 tube handbook, 1963,
 * pp. 28-32, for P7's persistence curves). Real P7 blue fluorescence is much
 * shorter than 0.05 s; the longer figure stands for what an eye or a camera
 * integrates of it over a frame.
 *
 * <p><b>Linear light, saturating.</b> The two lights add up per pixel in linear
 * RGB; a point refreshed 35 times a second adds up about 3 of its blue flashes
 * and 10 of its yellow-green ones. Each channel then goes through the
 * phosphor's saturating response {@code 1 - exp(-x)} and only then into sRGB,
 * so a bright refreshed point keeps its colour instead of clipping to white:
 * its blue channel saturates first, leaving a blue-white core, and dpy's 8
 * intensity levels stay apart on a static picture.
 *
 * <p><b>The spot.</b> Each point is a soft spot, not a pixel: the blue is a
 * gaussian whose width at half height is the tube's spot, about 0.015 inch on
 * the 9 3/8-inch square raster of 1024 positions, i.e. 1.64 positions (Bell and
 * Newell, Computer Structures, 1971, ch. 25, of the DEC 338's 16-inch tube:
 * "1,024 X 1,024 (XY) points. The diameter of the points is ~0.015 inch"; SIMH's
 * Type 30 entry: maximum dot size .015 inch; the raster is Bell and Newell's
 * and SIMH's Type 340 entry's, the same tube: its Type 30 entry's 14 3/8 inches
 * is more than a 16-inch round face holds), 1.2 pixels at 768. The yellow-green
 * is a wider halo around it, 3 spot widths at half height: the second layer is
 * lit by the first one's light, which spreads. That width, the colours and the
 * yellow-green's share of the light are estimates, set by eye so that a
 * refreshed picture shows a blue-white core in a yellow-green glow; they are not
 * measured figures. Spots are integrated over each pixel and their light is per
 * area of the tube, so the picture looks the same at any size.
 *
 * <p>Headless: it draws into a {@link BufferedImage}; the Swing window and the
 * PNG snapshot both use it. Not for the hot loop: it runs once per frame. Its
 * output depends only on the points and the time: the same points give the
 * same pixels.
 */
public final class Phosphor {

    static final double BLUE_HALF_LIFE_US = 50_000;
    static final double YELLOW_HALF_LIFE_US = 200_000;
    /** Points older than this add less than 1/1000 of their light: skipped. */
    static final long FORGET_AFTER_US = 2_000_000;

    /** Display positions across the raster, each way. */
    static final int POSITIONS = 1024;

    /**
     * The display point (-512..511, +y up) under pixel ({@code x}, {@code y}) of an area
     * {@code width} by {@code height} pixels that shows the tube as a square centred in it (black
     * bars beside it), or null off the square: the inverse of the raster's mapping, for a click.
     */
    public static int[] displayPoint(int x, int y, int width, int height) {
        int side = Math.min(width, height);
        int px = x - (width - side) / 2;
        int py = y - (height - side) / 2;
        if (side <= 0 || px < 0 || py < 0 || px >= side || py >= side) {
            return null;
        }
        return new int[] {(int) Math.floor((double) px * POSITIONS / side) - 512,
            511 - (int) Math.floor((double) py * POSITIONS / side)};
    }
    /** The raster's side and the spot's diameter, inches (Bell and Newell, ch. 25). */
    static final double RASTER_INCHES = 9.375;
    static final double SPOT_INCHES = 0.015;
    /** The spot's full width at half maximum, in display positions (1.64). */
    static final double SPOT_POSITIONS = SPOT_INCHES / RASTER_INCHES * POSITIONS;
    /** The yellow-green halo around the spot, full width at half maximum (an estimate). */
    static final double HALO_POSITIONS = 3 * SPOT_POSITIONS;
    private static final double FWHM_PER_SIGMA = 2 * StrictMath.sqrt(2 * StrictMath.log(2));

    // The two lights in linear RGB: violet-blue fluorescence, yellow-green phosphorescence.
    private static final float[] BLUE = {0.14f, 0.18f, 1.0f};
    private static final float[] YELLOW = {0.45f, 1.0f, 0.06f};
    /** Yellow-green light a point gives per unit of blue, at the moment it is drawn (an estimate). */
    private static final float YELLOW_PER_BLUE = 0.15f;
    /**
     * Response input per unit of a point's light per display position's area: a fresh level-7
     * spot, 0.33 of its light per position's area at its centre, reaches 14 * 0.33 = 4.6 there
     * (the blue channel 99% saturated).
     */
    private static final float GAIN = 14.0f;

    private static final int BACKGROUND = 0x060806;
    private static final int BEZEL = 0x1a1a1a;

    /** Sub-pixel phases of a spot's centre the kernel tables are made for. */
    private static final int PHASES = 16;
    /** Response table: indexed by sqrt(light) * LUT_SCALE, light up to LUT_MAX_LIGHT. */
    private static final int LUT_SIZE = 4096;
    private static final double LUT_MAX_LIGHT = 16;
    private static final float LUT_SCALE = (float) ((LUT_SIZE - 1) / Math.sqrt(LUT_MAX_LIGHT));
    private static final int[][] LUT = responseTables();

    // Decay tables: a point aged a µs keeps hi[a >> 10] * lo[a & 1023] of its light.
    private static final int AGE_HI = (int) (FORGET_AFTER_US >> 10) + 1;
    private static final float[] BLUE_HI = decay(BLUE_HALF_LIFE_US, AGE_HI, 1024);
    private static final float[] BLUE_LO = decay(BLUE_HALF_LIFE_US, 1024, 1);
    private static final float[] YELLOW_HI = decay(YELLOW_HALF_LIFE_US, AGE_HI, 1024);
    private static final float[] YELLOW_LO = decay(YELLOW_HALF_LIFE_US, 1024, 1);
    private static final float[] LEVEL = new float[8];

    static {
        for (int level = 0; level < 8; level++) {
            LEVEL[level] = levelBrightness(level);
        }
    }

    private final int size;
    private final double pixelsPerPosition;
    // Light per pixel of the two components, before the response.
    private final float[] blue;
    private final float[] yellow;
    // Per row, the columns that may hold light (min > max: none).
    private final int[] spanMin;
    private final int[] spanMax;
    // Per row, the columns inside the round tube.
    private final int[] tubeMin;
    private final int[] tubeMax;
    private final int[] empty;
    // Light per display position, summed over the points drawn there; per raster row, the columns used.
    private final float[] cellBlue = new float[POSITIONS * POSITIONS];
    private final float[] cellYellow = new float[POSITIONS * POSITIONS];
    private final int[] cellMin = new int[POSITIONS];
    private final int[] cellMax = new int[POSITIONS];
    // Kernels per phase: weights of the pixels -r..r around the centre's pixel, times pixels per position.
    private final int spotRadius;
    private final float[][] spot;
    private final int haloRadius;
    private final float[][] halo;
    private final BufferedImage image;
    private final int[] pixels;

    /** @param size image width and height in pixels (1024 = one pixel per display position) */
    public Phosphor(int size) {
        if (size < 64 || size > 4096) {
            throw new IllegalArgumentException("CRT image size must be 64..4096 pixels, got " + size);
        }
        this.size = size;
        pixelsPerPosition = (double) size / POSITIONS;
        blue = new float[size * size];
        yellow = new float[size * size];
        spanMin = new int[size];
        spanMax = new int[size];
        Arrays.fill(spanMin, Integer.MAX_VALUE);
        Arrays.fill(spanMax, Integer.MIN_VALUE);
        tubeMin = new int[size];
        tubeMax = new int[size];
        empty = new int[size * size];
        double r = size / 2.0;
        for (int y = 0; y < size; y++) {
            tubeMin[y] = Integer.MAX_VALUE;
            tubeMax[y] = Integer.MIN_VALUE;
            for (int x = 0; x < size; x++) {
                double dx = x + 0.5 - r;
                double dy = y + 0.5 - r;
                boolean inside = dx * dx + dy * dy <= r * r;     // the round 16-inch tube
                empty[y * size + x] = inside ? BACKGROUND : BEZEL;
                if (inside) {
                    tubeMin[y] = Math.min(tubeMin[y], x);
                    tubeMax[y] = Math.max(tubeMax[y], x);
                }
            }
        }
        double spotSigma = SPOT_POSITIONS / FWHM_PER_SIGMA * pixelsPerPosition;
        double haloSigma = HALO_POSITIONS / FWHM_PER_SIGMA * pixelsPerPosition;
        spotRadius = radius(spotSigma);
        haloRadius = radius(haloSigma);
        spot = kernels(spotSigma, spotRadius, pixelsPerPosition);
        halo = kernels(haloSigma, haloRadius, pixelsPerPosition);
        Arrays.fill(cellMin, Integer.MAX_VALUE);
        Arrays.fill(cellMax, Integer.MIN_VALUE);
        image = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    }

    public int size() {
        return size;
    }

    /**
     * Renders the tube at {@code nowUs}: points drawn after {@code nowUs} are not
     * shown yet. Returns this renderer's image (reused on the next call).
     */
    public BufferedImage render(PointRing points, long nowUs) {
        gather(points, nowUs);
        // row by row, left to right: neighbouring positions light neighbouring pixels, in cache
        for (int row = 0; row < POSITIONS; row++) {
            for (int col = cellMin[row], end = cellMax[row]; col <= end; col++) {
                int cell = row * POSITIONS + col;
                float b = cellBlue[cell];
                float y = cellYellow[cell];
                if (b != 0 || y != 0) {
                    spread(col, row, b, y);
                    cellBlue[cell] = 0;
                    cellYellow[cell] = 0;
                }
            }
            cellMin[row] = Integer.MAX_VALUE;
            cellMax[row] = Integer.MIN_VALUE;
        }
        develop();
        return image;
    }

    /** Sums each display position's light at {@code nowUs} over the points drawn there. */
    private void gather(PointRing points, long nowUs) {
        for (int i = points.size() - 1; i >= 0; i--) {
            long age = nowUs - points.timeUs(i);
            if (age < 0) {
                continue;
            }
            if (age > FORGET_AFTER_US) {
                break;                   // the ring is in time order: the rest are older
            }
            int a = (int) age;
            float brightness = LEVEL[points.level(i) & 7];
            float b = brightness * BLUE_HI[a >> 10] * BLUE_LO[a & 1023];
            float y = YELLOW_PER_BLUE * brightness * YELLOW_HI[a >> 10] * YELLOW_LO[a & 1023];
            // -511..511 to columns and rows of the 1024 raster, +Y up
            int col = points.x(i) + 512;
            int row = 511 - points.y(i);
            if (col < 0 || col >= POSITIONS || row < 0 || row >= POSITIONS) {
                continue;
            }
            int cell = row * POSITIONS + col;
            cellMin[row] = Math.min(cellMin[row], col);
            cellMax[row] = Math.max(cellMax[row], col);
            cellBlue[cell] += b;
            cellYellow[cell] += y;
        }
    }

    /** Adds one position's light to the pixels: the blue as the spot, the yellow-green as its halo. */
    private void spread(int col, int row, float b, float y) {
        double cx = (col + 0.5) * pixelsPerPosition;
        double cy = (row + 0.5) * pixelsPerPosition;
        int px = (int) cx;
        int py = (int) cy;
        int qx = (int) ((cx - px) * PHASES);
        int qy = (int) ((cy - py) * PHASES);
        add(blue, px, py, spot[qx], spot[qy], spotRadius, GAIN * b);
        add(yellow, px, py, halo[qx], halo[qy], haloRadius, GAIN * y);
    }

    private void add(float[] light, int px, int py, float[] wx, float[] wy, int r, float amount) {
        int x0 = Math.max(px - r, 0);
        int x1 = Math.min(px + r, size - 1);
        int y0 = Math.max(py - r, 0);
        int y1 = Math.min(py + r, size - 1);
        if (x0 > x1) {
            return;
        }
        int k0 = x0 - px + r;
        for (int row = y0; row <= y1; row++) {
            float a = amount * wy[row - py + r];
            int base = row * size + x0 - k0;
            for (int k = k0, end = x1 - px + r; k <= end; k++) {
                light[base + k] += a * wx[k];
            }
            spanMin[row] = Math.min(spanMin[row], x0);
            spanMax[row] = Math.max(spanMax[row], x1);
        }
    }

    /** Turns the light into sRGB pixels through the phosphor's response, and clears it. */
    private void develop() {
        System.arraycopy(empty, 0, pixels, 0, pixels.length);
        int[] lutR = LUT[0];
        int[] lutG = LUT[1];
        int[] lutB = LUT[2];
        int top = LUT_SIZE - 1;
        for (int row = 0; row < size; row++) {
            int from = spanMin[row];
            int to = spanMax[row];
            if (from > to) {
                continue;
            }
            int base = row * size;
            int inFrom = Math.max(from, tubeMin[row]);
            int inTo = Math.min(to, tubeMax[row]);
            for (int col = inFrom; col <= inTo; col++) {
                float b = blue[base + col];
                float y = yellow[base + col];
                if (b == 0 && y == 0) {
                    continue;
                }
                int ir = (int) (Math.sqrt(b * BLUE[0] + y * YELLOW[0]) * LUT_SCALE);
                int ig = (int) (Math.sqrt(b * BLUE[1] + y * YELLOW[1]) * LUT_SCALE);
                int ib = (int) (Math.sqrt(b * BLUE[2] + y * YELLOW[2]) * LUT_SCALE);
                pixels[base + col] = lutR[Math.min(ir, top)] | lutG[Math.min(ig, top)] | lutB[Math.min(ib, top)];
            }
            Arrays.fill(blue, base + from, base + to + 1, 0f);
            Arrays.fill(yellow, base + from, base + to + 1, 0f);
            spanMin[row] = Integer.MAX_VALUE;
            spanMax[row] = Integer.MIN_VALUE;
        }
    }

    /** Level 7 (brightest) → 1.0, halving every three levels: level 4 (dpy's default) → 0.5, 0 → 0.2. */
    static float levelBrightness(int level) {
        return (float) StrictMath.pow(2, (level - 7) / 3.0);
    }

    /** The phosphor's saturating response to light {@code x} (linear, 0..1). */
    static double response(double x) {
        return 1 - StrictMath.exp(-x);
    }

    /** Per channel: sqrt(light) * LUT_SCALE → that channel's sRGB byte, in place, over the background. */
    private static int[][] responseTables() {
        int[][] tables = new int[3][LUT_SIZE];
        for (int c = 0; c < 3; c++) {
            int shift = 16 - 8 * c;
            double background = linear(((BACKGROUND >> shift) & 0xff) / 255.0);
            for (int i = 0; i < LUT_SIZE; i++) {
                double root = i / (double) LUT_SCALE;
                double light = background + (1 - background) * response(root * root);
                tables[c][i] = (int) Math.round(srgb(light) * 255) << shift;
            }
        }
        return tables;
    }

    static double linear(double srgb) {
        return srgb <= 0.04045 ? srgb / 12.92 : StrictMath.pow((srgb + 0.055) / 1.055, 2.4);
    }

    static double srgb(double linear) {
        return linear <= 0.0031308 ? 12.92 * linear : 1.055 * StrictMath.pow(linear, 1 / 2.4) - 0.055;
    }

    /** 2^(-i * step / halfLife) for i = 0..n-1. */
    private static float[] decay(double halfLifeUs, int n, int stepUs) {
        float[] t = new float[n];
        for (int i = 0; i < n; i++) {
            t[i] = (float) StrictMath.pow(0.5, (double) i * stepUs / halfLifeUs);
        }
        return t;
    }

    /**
     * A gaussian of {@code sigma} pixels integrated over each pixel -r..r around the pixel
     * holding its centre, for centres at each sub-pixel phase; scaled to sum to
     * {@code pixelsPerPosition}, so a point's light per pixel is per display position's area.
     */
    private static float[][] kernels(double sigma, int r, double pixelsPerPosition) {
        float[][] k = new float[PHASES][2 * r + 1];
        for (int q = 0; q < PHASES; q++) {
            double centre = (q + 0.5) / PHASES;          // within its pixel
            double[] w = new double[2 * r + 1];
            double sum = 0;
            for (int d = -r; d <= r; d++) {
                w[d + r] = phi((d + 1 - centre) / sigma) - phi((d - centre) / sigma);
                sum += w[d + r];
            }
            for (int i = 0; i < w.length; i++) {
                k[q][i] = (float) (w[i] / sum * pixelsPerPosition);
            }
        }
        return k;
    }

    /** Pixels each side of the centre's pixel a kernel reaches: out to 2.5 sigma, pixels being 1 wide. */
    private static int radius(double sigma) {
        return Math.max(1, (int) Math.ceil(2.5 * sigma - 0.5));
    }

    /** The standard normal distribution function. */
    private static double phi(double x) {
        return 0.5 * (1 + erf(x / Math.sqrt(2)));
    }

    /** Abramowitz and Stegun 7.1.26: error below 1.5e-7. */
    private static double erf(double x) {
        double t = 1 / (1 + 0.3275911 * Math.abs(x));
        double poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
        double e = 1 - poly * StrictMath.exp(-x * x);
        return x >= 0 ? e : -e;
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
        try (OutputStream out = Files.newOutputStream(file)) {
            writePng(points, nowUs, out, file.toString());
        }
    }

    /** Renders and writes a PNG snapshot to {@code out}; {@code name} names it in a failure. */
    public void writePng(PointRing points, long nowUs, OutputStream out, String name) throws IOException {
        if (!ImageIO.write(render(points, nowUs), "png", out)) {
            throw new IOException(name + ": no PNG writer available");
        }
    }
}
