package pdp1.crosscheck.kalah;

import pdp1.crosscheck.PointLog;
import pdp1.program.ProgramImage;

/**
 * The lines of the CRT while kalah.mac searches, which no look at a wait for a key can see:
 * {@code think} sets {@code thnk} and rebuilds the lines ({@code blines}, which draws nothing and
 * makes the next slice begin a new frame) before the search's first slice, and clears it before
 * rebuilding them at the end. So a frame whose first point (0, 0) and the next frame's are both
 * drawn while {@code thnk} is set was drawn whole from the thinking lines. The first such frame
 * after each time {@code thnk} is seen clear is kept (one read a search, whatever its length);
 * a book move sets nothing and shows none. What is kept of a frame: South's line, North's line
 * and the blank columns before their glyphs ({@link KalahScreen.Frame#lineGaps}).
 */
final class ThinkingFrames extends FirstWholeFrames<String[]> {

    private final int[] core;
    private final int thnk;

    ThinkingFrames(ProgramImage program, int[] core) {
        super(1, true);
        this.core = core;
        thnk = program.address("thnk");
    }

    @Override
    protected boolean arms() {
        return false;                  // only thnk seen clear arms it (holds)
    }

    @Override
    protected boolean holds() {
        return core[thnk] != 0;
    }

    @Override
    protected String[] keep(PointLog log) {
        return KalahScreen.lines(log, 0, log.size() - 1);
    }
}
