package pdp1.crosscheck;

import pdp1.emu.dev.DisplaySink;

/**
 * Watches a game program keep its picture lit: the frames it starts (a frame starts with the
 * point at ({@code firstX}, {@code firstY}), the only point drawn there) since the last
 * {@link #restart}, and the longest time without one, counting the time from the restart to the
 * first frame and from the last frame to the moment asked.
 */
public final class FrameClock implements DisplaySink {

    private final int firstX;
    private final int firstY;

    private long since;
    private long first = -1;
    private long last = -1;
    private long longestGap;
    private long frames;
    private long points;

    /** A clock of the frames that start with a point at ({@code firstX}, {@code firstY}). */
    public FrameClock(int firstX, int firstY) {
        this.firstX = firstX;
        this.firstY = firstY;
    }

    @Override
    public void point(int x, int y, int level, long timeUs) {
        points++;
        if (x != firstX || y != firstY) {
            return;
        }
        if (last >= 0) {
            longestGap = Math.max(longestGap, timeUs - last);
        } else {
            first = timeUs;
        }
        last = timeUs;
        frames++;
    }

    /** Counts from {@code nowUs} afresh. */
    public void restart(long nowUs) {
        since = nowUs;
        first = -1;
        last = -1;
        longestGap = 0;
        frames = 0;
        points = 0;
    }

    /** Frames started since the restart. */
    public long frames() {
        return frames;
    }

    public long points() {
        return points;
    }

    /** The longest time with no frame started, up to {@code nowUs}. */
    public long longestGapUs(long nowUs) {
        if (last < 0) {
            return nowUs - since;
        }
        return Math.max(longestGap, Math.max(first - since, nowUs - last));
    }

    /** Simulated µs since the restart. */
    public long elapsedUs(long nowUs) {
        return nowUs - since;
    }
}
