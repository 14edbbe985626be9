package pdp1.crosscheck.kimasai;

import pdp1.emu.dev.DisplaySink;

/**
 * Watches programs/kimasai.mac keep its picture lit: the frames it starts (a frame starts with the
 * point ({@link KimasaiScreen#FIRST_X}, {@link KimasaiScreen#FIRST_Y})) since the last
 * {@link #restart}, and the longest time without one, counting the time from the restart to the
 * first frame and from the last frame to the moment asked.
 */
final class FrameClock implements DisplaySink {

    private long since;
    private long first = -1;
    private long last = -1;
    private long longestGap;
    private long frames;
    private long points;

    @Override
    public void point(int x, int y, int level, long timeUs) {
        points++;
        if (x != KimasaiScreen.FIRST_X || y != KimasaiScreen.FIRST_Y) {
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
    void restart(long nowUs) {
        since = nowUs;
        first = -1;
        last = -1;
        longestGap = 0;
        frames = 0;
        points = 0;
    }

    /** Frames started since the restart. */
    long frames() {
        return frames;
    }

    long points() {
        return points;
    }

    /** The longest time with no frame started, up to {@code nowUs}. */
    long longestGapUs(long nowUs) {
        if (last < 0) {
            return nowUs - since;
        }
        return Math.max(longestGap, Math.max(first - since, nowUs - last));
    }

    /** Simulated µs since the restart. */
    long elapsedUs(long nowUs) {
        return nowUs - since;
    }
}
