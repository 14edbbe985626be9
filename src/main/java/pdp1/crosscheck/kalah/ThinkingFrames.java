package pdp1.crosscheck.kalah;

import java.util.ArrayList;
import java.util.List;
import pdp1.crosscheck.PointLog;
import pdp1.emu.dev.DisplaySink;
import pdp1.program.ProgramImage;

/**
 * The lines of the CRT while kalah.mac searches, which no look at a wait for a key can see:
 * {@code think} sets {@code thnk} and rebuilds the lines ({@code blines}, which draws nothing and
 * makes the next slice begin a new frame) before the search's first slice, and clears it before
 * rebuilding them at the end. So a frame whose first point (0, 0) and the next frame's are both
 * drawn while {@code thnk} is set was drawn whole from the thinking lines. The first such frame
 * after each time {@code thnk} is seen clear is kept (one read a search, whatever its length);
 * a book move sets nothing and shows none.
 */
final class ThinkingFrames implements DisplaySink {

    private final int[] core;
    private final int thnk;
    private final PointLog log = new PointLog();
    private final List<String[]> lines = new ArrayList<>();    // per frame kept: the lines, then their gaps
    private boolean armed = true;      // thnk was seen clear since the last frame kept
    private boolean taking;            // a thinking frame is being logged

    ThinkingFrames(ProgramImage program, int[] core) {
        this.core = core;
        thnk = program.address("thnk");
        log.pause();
    }

    @Override
    public void point(int x, int y, int level, long timeUs) {
        if (core[thnk] == 0) {
            armed = true;
            taking = false;
            return;
        }
        if (!armed || x != 0 || y != 0) {
            if (taking) {
                log.point(x, y, level, timeUs);
            }
            return;
        }
        if (taking) {                                   // the frame is whole
            log.point(x, y, level, timeUs);
            lines.add(KalahScreen.lines(log, 0, log.size() - 1));
            armed = false;
            taking = false;
            return;
        }
        log.clear();
        log.point(x, y, level, timeUs);
        taking = true;
    }

    /**
     * The frames kept since the last call: for each, South's line, North's line and the blank
     * columns before their glyphs ({@link KalahScreen.Frame#lineGaps}).
     */
    List<String[]> take() {
        List<String[]> taken = List.copyOf(lines);
        lines.clear();
        return taken;
    }
}
