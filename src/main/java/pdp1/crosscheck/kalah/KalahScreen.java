package pdp1.crosscheck.kalah;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import pdp1.crosscheck.PointLog;
import pdp1.crosscheck.Region;

/**
 * The CRT picture of programs/kalah.mac (docs/kalah-program.md, "The CRT") as
 * a harness sees it: one frame starts with the mark of the side to move, a
 * cross centred at (0, -200) for South or (0, +200) for North; then each place
 * 0..13 is an outline (on the edge of its box) with one point per seed
 * strictly inside it (a pit with more than {@link #PIT_CAPACITY} shows its count). The outline of
 * the pit the last move was sown from is brighter than the others.
 */
public final class KalahScreen {

    /** Seed points a pit box holds (5 a row, 8 rows); more seeds are shown as their count. */
    public static final int PIT_CAPACITY = 40;
    /** Lit points of the digits 0-9 in the program's 3 by 5 point font (table {@code font}). */
    static final int[] DIGIT_POINTS = {12, 8, 11, 11, 9, 11, 12, 7, 13, 12};
    /** Seed points a store box holds; more than all the seeds of a 6x6 game. */
    public static final int STORE_CAPACITY = 512;

    static final int MARK_Y = 200;
    private static final int[] LEFT = {-290, -190, -90, 10, 110, 210, 310, 210, 110, 10, -90, -190, -290, -390};
    private static final Region[] PLACES = new Region[14];

    static {
        for (int place = 0; place < 14; place++) {
            boolean store = place == 6 || place == 13;
            int bottom = place >= 7 && !store ? 30 : -150;
            PLACES[place] = Region.of(LEFT[place], bottom, 80, store ? 300 : 120);
        }
    }

    private KalahScreen() {
    }

    /** The box of place {@code place} (0..13, the spec's board layout). */
    public static Region region(int place) {
        return PLACES[place];
    }

    /**
     * Points the program draws inside {@code place} for {@code seeds} seeds: one a seed, or in a
     * pit holding more than {@link #PIT_CAPACITY}, the points of the two-digit count.
     */
    public static int pointsFor(int place, int seeds) {
        boolean store = place == 6 || place == 13;
        if (store || seeds <= PIT_CAPACITY) {
            return Math.min(seeds, STORE_CAPACITY);
        }
        return DIGIT_POINTS[seeds / 10 % 10] + DIGIT_POINTS[seeds % 10];
    }

    /**
     * One whole frame found in a point log: the side its mark shows, the seed points per place and
     * the brightest level of each place's outline (-1 if it has none).
     */
    public record Frame(int sideToMove, int[] seedPoints, int[] outlineLevels) {

        /** The places whose outline is brighter than the dimmest outline: the last move's pit, if any. */
        public List<Integer> brightOutlines() {
            int dimmest = Arrays.stream(outlineLevels).min().orElse(-1);
            List<Integer> bright = new ArrayList<>();
            for (int place = 0; place < outlineLevels.length; place++) {
                if (outlineLevels[place] > dimmest) {
                    bright.add(place);
                }
            }
            return bright;
        }
    }

    /**
     * The first complete frame in {@code log} (from one mark to the next), or empty if the log
     * holds no complete frame.
     */
    public static Optional<Frame> firstFrame(PointLog log) {
        int start = nextMark(log, 0);
        if (start < 0) {
            return Optional.empty();
        }
        int end = nextMark(log, start + 1);
        if (end < 0) {
            return Optional.empty();
        }
        int[] counts = new int[14];
        int[] outlines = new int[14];
        for (int place = 0; place < 14; place++) {
            counts[place] = log.countInside(PLACES[place], start, end);
            outlines[place] = log.brightestOnEdge(PLACES[place], start, end);
        }
        return Optional.of(new Frame(log.y(start) > 0 ? 1 : 0, counts, outlines));
    }

    private static int nextMark(PointLog log, int from) {
        int south = log.find(0, -MARK_Y, from);
        int north = log.find(0, MARK_Y, from);
        if (south < 0) {
            return north;
        }
        return north < 0 ? south : Math.min(south, north);
    }
}
