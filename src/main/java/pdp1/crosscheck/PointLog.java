package pdp1.crosscheck;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import pdp1.emu.dev.DisplaySink;

/**
 * The Type 30's points as data, kept in growable int arrays so that logging a
 * point allocates nothing once the arrays are big enough. A harness clears it,
 * runs the program for a while and reads what was drawn. It keeps the first
 * {@link #MAX_POINTS} points after a clear and drops the rest, so that a program
 * that draws all the time does not fill the memory between two looks. A harness
 * that reads only what it has just watched {@link #pause}s it after the look: an
 * unpaced game draws hundreds of millions of points that nobody reads.
 */
public final class PointLog implements DisplaySink {

    /** Points kept after a clear: 50 s of the display's 20 000 a second. */
    public static final int MAX_POINTS = 1 << 20;

    private int[] xs = new int[4096];
    private int[] ys = new int[4096];
    private int[] levels = new int[4096];
    private long[] times = new long[4096];
    private int count;
    private boolean paused;

    @Override
    public void point(int x, int y, int level, long timeUs) {
        if (paused || count == MAX_POINTS) {
            return;
        }
        if (count == xs.length) {
            xs = Arrays.copyOf(xs, count * 2);
            ys = Arrays.copyOf(ys, count * 2);
            levels = Arrays.copyOf(levels, count * 2);
            times = Arrays.copyOf(times, count * 2);
        }
        xs[count] = x;
        ys[count] = y;
        levels[count] = level;
        times[count] = timeUs;
        count++;
    }

    public int size() {
        return count;
    }

    public int x(int i) {
        return xs[i];
    }

    public int y(int i) {
        return ys[i];
    }

    /** Brightness 0..7, 7 brightest (Type30Display.level). */
    public int level(int i) {
        return levels[i];
    }

    /** Simulated µs when point {@code i} was drawn. */
    public long timeUs(int i) {
        return times[i];
    }

    /** Index of the first point at or after {@code from} at (x, y), or -1. */
    public int find(int x, int y, int from) {
        for (int i = from; i < count; i++) {
            if (xs[i] == x && ys[i] == y) {
                return i;
            }
        }
        return -1;
    }

    /** Points in [from, to) strictly inside {@code r} (an outline on its edge does not count). */
    public int countInside(Region r, int from, int to) {
        return count(r::strictlyContains, from, to);
    }

    /** The brightest level of the points in [from, to) on the edge of {@code r}, or -1 if none. */
    public int brightestOnEdge(Region r, int from, int to) {
        int best = -1;
        for (int i = from; i < to; i++) {
            if (r.onEdge(xs[i], ys[i])) {
                best = Math.max(best, levels[i]);
            }
        }
        return best;
    }

    /** Points in [from, to) on the edge of {@code r}, at any level. */
    public int countOnEdge(Region r, int from, int to) {
        return count(r::onEdge, from, to);
    }

    /** A test of a point's place. */
    private interface Place {
        boolean test(int x, int y);
    }

    private int count(Place place, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) {
            if (place.test(xs[i], ys[i])) {
                n++;
            }
        }
        return n;
    }

    /** Points in [from, to) drawn again at the place and level of an earlier one of them. */
    public int repeats(int from, int to) {
        Set<Long> seen = new HashSet<>();
        int n = 0;
        for (int i = from; i < to; i++) {
            long key = ((long) xs[i] & 0xfffff) << 40 | ((long) ys[i] & 0xfffff) << 20 | levels[i] & 0xfffff;
            if (!seen.add(key)) {
                n++;
            }
        }
        return n;
    }

    /** Empties the log and keeps points again (after {@link #pause}). */
    public void clear() {
        count = 0;
        paused = false;
    }

    /** Keeps no more points until the next {@link #clear}; what it holds stays readable. */
    public void pause() {
        paused = true;
    }
}
