package pdp1.kalah;

/**
 * The rules of one sowing on a places array in the spec's layout (docs/kalah-rules.md "Board
 * representation"): places 0..m-1 South pits a..f, m South's store, m+1..2m North pits a..f,
 * 2m+1 North's store. Shared by {@link Kalah#play} and {@link Pdp1Search}, so the search and the
 * game follow the same code; it works in place and allocates nothing.
 */
final class Sowing {

    /** Bit of {@link #sow}'s result: the game is over after this sowing. */
    static final int OVER = 2;
    /** Mask of {@link #sow}'s result: the side to move next (0 South, 1 North). */
    static final int SIDE = 1;

    private Sowing() {
    }

    /** The place of pit {@code pit} (0 = a) of {@code side}. */
    static int place(int m, int side, int pit) {
        return side == Position.SOUTH ? pit : m + 1 + pit;
    }

    /** The place of {@code side}'s store. */
    static int store(int m, int side) {
        return side == Position.SOUTH ? m : 2 * m + 1;
    }

    /** Seeds in the pits (not the store) of {@code side}. */
    static int pitSeeds(int[] b, int m, int side) {
        int from = place(m, side, 0);
        int sum = 0;
        for (int i = from; i < from + m; i++) {
            sum += b[i];
        }
        return sum;
    }

    /**
     * Sows pit {@code pit} of {@code side} (it must hold seeds), applies bonus, capture and the end
     * of the game (docs/kalah-rules.md "A turn", "End of the game").
     *
     * @return the side to move next, plus {@link #OVER} when the game has ended
     */
    static int sow(int[] b, Variant v, int side, int pit) {
        int m = v.pits();
        int ownStore = store(m, side);
        int at = spread(b, m, side, pit);
        int next = 1 - side;
        if (at == ownStore) {
            next = side;                                      // bonus move
        } else if (captures(b, v, side, at)) {             // the last seed in an own empty pit
            int opposite = 2 * m - at;
            b[ownStore] += b[opposite] + 1;
            b[opposite] = 0;
            b[at] = 0;
        }
        return next | (endIfOver(b, v, next) ? OVER : 0);
    }

    /**
     * Spreads the seeds of pit {@code pit} of {@code side} one a place from the next place on,
     * skipping the opponent's store; returns the place of the last seed. Laps of 2m+1 seeds and
     * more sow the emptied origin pit too (docs/kalah-rules.md, Decision 1).
     */
    static int spread(int[] b, int m, int side, int pit) {
        int skipped = store(m, 1 - side);
        int at = place(m, side, pit);
        int seeds = b[at];
        b[at] = 0;
        while (seeds > 0) {
            at = at == 2 * m + 1 ? 0 : at + 1;
            if (at != skipped) {
                b[at]++;
                seeds--;
            }
        }
        return at;
    }

    /** Whether the last seed, spread to place {@code at}, captures: an own pit that was empty, facing seeds (or any, with empty capture). */
    static boolean captures(int[] b, Variant v, int side, int at) {
        int m = v.pits();
        return isOwnPit(m, side, at) && b[at] == 1 && (b[2 * m - at] > 0 || v.emptyCapture());
    }

    /**
     * The end check after a sowing, with {@code next} to move; sweeps unless "no sweep".
     * Standard: either side's pits are empty. Until stuck: the side to move has no seeds.
     */
    static boolean endIfOver(int[] b, Variant v, int next) {
        int m = v.pits();
        int south = pitSeeds(b, m, Position.SOUTH);
        int north = pitSeeds(b, m, Position.NORTH);
        boolean over = v.untilStuck()
                ? (next == Position.SOUTH ? south : north) == 0
                : south == 0 || north == 0;
        if (over && !v.noSweep()) {
            sweep(b, m, Position.SOUTH);
            sweep(b, m, Position.NORTH);
        }
        return over;
    }

    private static void sweep(int[] b, int m, int side) {
        int from = place(m, side, 0);
        int store = store(m, side);
        for (int i = from; i < from + m; i++) {
            b[store] += b[i];
            b[i] = 0;
        }
    }

    private static boolean isOwnPit(int m, int side, int at) {
        return side == Position.SOUTH ? at < m : at > m && at <= 2 * m;
    }
}
