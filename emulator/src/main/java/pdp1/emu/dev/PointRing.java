package pdp1.emu.dev;

/**
 * The most recent display points in a preallocated ring (oldest overwritten):
 * what a renderer needs to draw the phosphor, and what tests count. Keeps a
 * running total of all points ever received.
 */
public final class PointRing implements DisplaySink {

    private final int[] xs;
    private final int[] ys;
    private final int[] levels;
    private final long[] times;
    private long total;

    /** @param capacity points kept; 65 536 covers 3 s at the full 20 000 points/s */
    public PointRing(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive, got " + capacity);
        }
        xs = new int[capacity];
        ys = new int[capacity];
        levels = new int[capacity];
        times = new long[capacity];
    }

    @Override
    public void point(int x, int y, int level, long timeUs) {
        int i = (int) (total % xs.length);
        xs[i] = x;
        ys[i] = y;
        levels[i] = level;
        times[i] = timeUs;
        total++;
    }

    /** Points ever received. */
    public long total() {
        return total;
    }

    /** Points held now: min(total, capacity). */
    public int size() {
        return (int) Math.min(total, xs.length);
    }

    public int capacity() {
        return xs.length;
    }

    // Accessors by age order: index 0 = oldest point held, size()-1 = newest.

    public int x(int index) {
        return xs[slot(index)];
    }

    public int y(int index) {
        return ys[slot(index)];
    }

    public int level(int index) {
        return levels[slot(index)];
    }

    public long timeUs(int index) {
        return times[slot(index)];
    }

    public void clear() {
        total = 0;
    }

    private int slot(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException("point " + index + " of " + size());
        }
        return (int) ((total - size() + index) % xs.length);
    }
}
