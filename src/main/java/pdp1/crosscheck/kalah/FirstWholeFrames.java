package pdp1.crosscheck.kalah;

import java.util.ArrayList;
import java.util.List;
import pdp1.crosscheck.PointLog;
import pdp1.emu.dev.DisplaySink;

/**
 * Keeps the first whole CRT frame kalah.mac draws once a word of its core says a frame of
 * interest is due, frames the looks at the waits for a key cannot see. A frame is the points
 * from one first point (0, 0) to the next: kalah.mac begins every frame there. A subclass says
 * when a frame is due ({@link #arms}), while it may go on ({@link #holds}) and what is kept of it
 * ({@link #keep}).
 *
 * @param <T> what is kept of a frame
 */
abstract class FirstWholeFrames<T> implements DisplaySink {

    private final PointLog log = new PointLog();
    private final List<T> kept = new ArrayList<>();
    private final int leastPoints;
    private boolean armed;             // a frame is due
    private boolean taking;            // a frame is being logged

    /** @param leastPoints fewer points than this from one (0, 0) to the next are no frame (an empty list's) */
    FirstWholeFrames(int leastPoints, boolean armed) {
        this.leastPoints = leastPoints;
        this.armed = armed;
        log.pause();
    }

    /** Whether a frame is due from this first point (0, 0) on. */
    protected abstract boolean arms();

    /** Whether a frame may be drawn now; when not, the frame under way is dropped and the next one is due. */
    protected abstract boolean holds();

    /** What is kept of a whole frame: {@code log}'s points from 0 to its size - 1, the next frame's first point last. */
    protected abstract T keep(PointLog log);

    @Override
    public final void point(int x, int y, int level, long timeUs) {
        if (!holds()) {
            armed = true;
            taking = false;
            return;
        }
        boolean first = x == 0 && y == 0;
        if (first && arms()) {
            armed = true;
        }
        if (!armed) {
            return;
        }
        if (!first) {
            if (taking) {
                log.point(x, y, level, timeUs);
            }
            return;
        }
        if (taking && log.size() >= leastPoints) {
            log.point(x, y, level, timeUs);
            kept.add(keep(log));
            armed = false;
            taking = false;
            return;
        }
        log.clear();
        log.point(x, y, level, timeUs);
        taking = true;
    }

    /** What was kept of the frames since the last call. */
    final List<T> take() {
        List<T> taken = List.copyOf(kept);
        kept.clear();
        return taken;
    }
}
