package pdp1.kalah;

import java.util.Arrays;

/**
 * Exact future margins of every board with at most K seeds in play, one byte each, indexed by
 * {@link PitIndex} (the first C(K + 2m, 2m) indices). Filled on demand by a plain minimax that
 * stores every value it computes (memoized search, the lazy form of a retrograde database): a
 * board's children never hold more seeds, so they fall inside the database too, and within one
 * seed count no sowing can repeat a board (without reaching a store a sowing only moves the
 * mover's seeds towards its store), so the recursion ends.
 */
final class EndgameDatabase {

    private static final byte UNKNOWN = Byte.MIN_VALUE;

    private final Variant variant;
    private final int m;
    private final int maxSeeds;
    private final PitIndex index;
    private final byte[] values;
    private int[][] stack = new int[64][];
    private long computed;

    EndgameDatabase(Variant variant, PitIndex index, int maxSeeds) {
        this.variant = variant;
        this.m = variant.pits();
        this.index = index;
        this.maxSeeds = maxSeeds;
        long size = index.count(maxSeeds);
        if (size > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("an endgame database of " + maxSeeds + " seeds is too big (" + size + " boards)");
        }
        values = new byte[(int) size];
        Arrays.fill(values, UNKNOWN);
    }

    /** Largest number of seeds in play the database covers. */
    int maxSeeds() {
        return maxSeeds;
    }

    /** Boards whose value has been computed so far. */
    long computed() {
        return computed;
    }

    long size() {
        return values.length;
    }

    /** The exact future margin of {@code b} (not changed) for the side to move; seeds in play &lt;= K. */
    int value(int[] b) {
        if (stack[0] == null) {
            for (int i = 0; i < stack.length; i++) {
                stack[i] = new int[2 * m];
            }
        }
        System.arraycopy(b, 0, stack[0], 0, 2 * m);
        return exact(0);
    }

    private int exact(int ply) {
        int[] b = stack[ply];
        int mover = MoverBoard.moverSeeds(b, m);
        int opponent = MoverBoard.opponentSeeds(b, m);
        if (MoverBoard.isOver(variant, mover, opponent)) {
            return MoverBoard.endValue(variant, mover, opponent);
        }
        int at = (int) index.index(b);
        if (values[at] != UNKNOWN) {
            return values[at];
        }
        if (ply + 1 == stack.length) {
            grow();
        }
        int[] child = stack[ply + 1];
        int best = Integer.MIN_VALUE;
        for (int pit = 0; pit < m; pit++) {
            if (b[pit] == 0) {
                continue;
            }
            int r = MoverBoard.sow(b, child, m, pit, variant.emptyCapture());
            int gained = r & MoverBoard.GAINED;
            int v = (r & MoverBoard.BONUS) != 0 ? gained + exact(ply + 1) : gained - exact(ply + 1);
            best = Math.max(best, v);
        }
        values[at] = (byte) best;
        computed++;
        return best;
    }

    private void grow() {
        int[][] bigger = Arrays.copyOf(stack, stack.length * 2);
        for (int i = stack.length; i < bigger.length; i++) {
            bigger[i] = new int[2 * m];
        }
        stack = bigger;
    }
}
