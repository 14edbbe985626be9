package pdp1.crosscheck.kalah;

import java.util.ArrayList;
import java.util.List;
import pdp1.crosscheck.PointLog;
import pdp1.emu.dev.DisplaySink;
import pdp1.program.ProgramImage;

/**
 * The first whole CRT frame of each game of kalah.mac, which the looks at the waits for a key
 * miss when the computer moves first: a new game's {@code rdcrt} clears {@code dprim}, and
 * {@code bstat} builds the start position's display list before any slice draws. So the first
 * frame begun while {@code dprim} is 0 (its first point (0, 0) sets it) is drawn from that list,
 * while the program types "new game". Frames of the empty list after a start (the banner: only
 * their (0, 0)) are passed over.
 */
final class StartFrames implements DisplaySink {

    private final int[] core;
    private final int dprim;
    private final PointLog log = new PointLog();
    private final List<KalahScreen.Frame> frames = new ArrayList<>();
    private boolean armed;             // dprim was seen 0: the game's first frame is due
    private boolean taking;            // a frame is being logged

    StartFrames(ProgramImage program, int[] core) {
        this.core = core;
        dprim = program.address("dprim");
        log.pause();
    }

    @Override
    public void point(int x, int y, int level, long timeUs) {
        boolean first = x == 0 && y == 0;
        if (first && core[dprim] == 0) {
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
        if (taking && log.size() > 1) {                 // a whole frame, not an empty list's
            log.point(x, y, level, timeUs);
            frames.add(KalahScreen.frame(log, 0, log.size() - 1));
            armed = false;
            taking = false;
            return;
        }
        log.clear();
        log.point(x, y, level, timeUs);
        taking = true;
    }

    /** The games' first frames kept since the last call. */
    List<KalahScreen.Frame> take() {
        List<KalahScreen.Frame> taken = List.copyOf(frames);
        frames.clear();
        return taken;
    }
}
