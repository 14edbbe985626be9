package pdp1.crosscheck.kimasai;

import java.util.Optional;
import pdp1.crosscheck.PointLog;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Side;

/**
 * The CRT picture of programs/kimasai.mac (docs/kimasai.md, "The CRT") as a harness sees it. A
 * frame starts with the mark of the side to move, 3 dim points from (-400, y) rightwards with
 * y = -180 for South, +180 for North; then every hole, rows 1 to 4 and columns a to l, as a point
 * at its centre (64 c - 352, -180 / -60 / 60 / 180 for rows 1-4): bright with a stone, followed by
 * 4 bright points 6 units off diagonally, dim when empty.
 */
public final class KimasaiScreen {

    static final int MARK_X = -400;
    static final int MARK_Y = 180;
    static final int BRIGHT = 7;
    private static final int[] ROW_Y = {-180, -60, 60, 180};

    private KimasaiScreen() {
    }

    /** The screen position of the centre of hole {@code h}. */
    public static int x(Hole h) {
        return 64 * h.column() - 352;
    }

    public static int y(Hole h) {
        return ROW_Y[h.row() - 1];
    }

    /** One whole frame: the side its mark shows, the stones seen (by [column][row-1]), and its points. */
    public record Frame(Side sideToMove, boolean[][] stones, int points) {
        public boolean stone(Hole h) {
            return stones[h.column()][h.row() - 1];
        }
    }

    /** The first complete frame in {@code log} (from one mark to the next), or empty. */
    public static Optional<Frame> firstFrame(PointLog log) {
        int start = nextMark(log, 0);
        int end = start < 0 ? -1 : nextMark(log, start + 1);
        if (end < 0) {
            return Optional.empty();
        }
        boolean[][] stones = new boolean[Hole.COLUMNS][Hole.ROWS];
        for (int row = 1; row <= Hole.ROWS; row++) {
            for (int col = 0; col < Hole.COLUMNS; col++) {
                Hole h = new Hole(col, row);
                int i = log.find(x(h), y(h), start);
                if (i < 0 || i >= end) {
                    return Optional.empty();
                }
                stones[col][row - 1] = log.level(i) == BRIGHT;
            }
        }
        return Optional.of(new Frame(log.y(start) > 0 ? Side.NORTH : Side.SOUTH, stones, end - start));
    }

    /** The points a frame has with {@code stones} stones on the board: mark, holes, 4 per stone. */
    public static int pointsPerFrame(int stones) {
        return 3 + Hole.COLUMNS * Hole.ROWS + 4 * stones;
    }

    private static int nextMark(PointLog log, int from) {
        int south = log.find(MARK_X, -MARK_Y, from);
        int north = log.find(MARK_X, MARK_Y, from);
        if (south < 0) {
            return north;
        }
        return north < 0 ? south : Math.min(south, north);
    }
}
