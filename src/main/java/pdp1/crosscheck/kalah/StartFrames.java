package pdp1.crosscheck.kalah;

import pdp1.crosscheck.PointLog;
import pdp1.program.ProgramImage;

/**
 * The first whole CRT frame of each game of kalah.mac, which the looks at the waits for a key
 * miss when the computer moves first: a new game's {@code rdcrt} clears {@code dprim}, and
 * {@code bstat} builds the start position's display list before any slice draws. So the first
 * frame begun while {@code dprim} is 0 (its first point (0, 0) sets it) is drawn from that list,
 * while the program types "new game". Frames of the empty list after a start (the banner: only
 * their (0, 0)) are passed over.
 */
final class StartFrames extends FirstWholeFrames<KalahScreen.Frame> {

    private final int[] core;
    private final int dprim;

    StartFrames(ProgramImage program, int[] core) {
        super(2, false);
        this.core = core;
        dprim = program.address("dprim");
    }

    @Override
    protected boolean arms() {
        return core[dprim] == 0;
    }

    @Override
    protected boolean holds() {
        return true;
    }

    @Override
    protected KalahScreen.Frame keep(PointLog log) {
        return KalahScreen.frame(log, 0, log.size() - 1);
    }
}
