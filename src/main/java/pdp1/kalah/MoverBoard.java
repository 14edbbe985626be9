package pdp1.kalah;

/**
 * The solver's and the strong engine's view of a position: only the 2m pits, seen from the side to
 * move (its pits a..f at 0..m-1, the opponent's a..f at m..2m-1). Stores are left out because they
 * never influence play: a search computes the FUTURE margin (seeds the mover still gains minus seeds
 * the opponent still gains), and the final margin is the current store difference plus that.
 * Written independently of {@link Sowing}: whole laps are added arithmetically.
 */
final class MoverBoard {

    /** Bit of {@link #sow}'s result: the mover moves again (bonus). */
    static final int BONUS = 1 << 16;
    /** Mask of {@link #sow}'s result: seeds the mover put into its store. */
    static final int GAINED = 0xFFFF;

    private MoverBoard() {
    }

    /** The mover's view of a {@link Position}'s pits. */
    static int[] of(Position p) {
        int m = p.pits();
        Side side = p.toMove();
        int[] b = new int[2 * m];
        for (int pit = 0; pit < m; pit++) {
            b[pit] = p.pit(side, pit);
            b[m + pit] = p.pit(side.opponent(), pit);
        }
        return b;
    }

    /**
     * Sows the mover's pit {@code i} of {@code src} into {@code dst} (a separate array), applying
     * bonus and capture; {@code dst} is then seen from the side to move next (flipped unless bonus).
     * The end of the game is not applied here: see {@link #isOver} and {@link #endValue}.
     *
     * @return the seeds gained by the mover, plus {@link #BONUS} on a bonus move
     */
    static int sow(int[] src, int[] dst, int m, int i, boolean emptyCapture) {
        int cycle = 2 * m + 1;                       // the mover's pits, its store, the opponent's pits
        System.arraycopy(src, 0, dst, 0, 2 * m);
        int seeds = dst[i];
        dst[i] = 0;
        int laps = seeds / cycle;
        int gained = laps;
        if (laps > 0) {
            for (int j = 0; j < 2 * m; j++) {
                dst[j] += laps;
            }
        }
        int q = i;                                   // q: 0..m-1 own pits, m the store, m+1..2m the opponent's pits
        for (int k = seeds - laps * cycle; k > 0; k--) {
            q = q == cycle - 1 ? 0 : q + 1;
            if (q < m) {
                dst[q]++;
            } else if (q == m) {
                gained++;
            } else {
                dst[q - 1]++;
            }
        }
        if (q == m) {
            return gained | BONUS;
        }
        if (q < m && dst[q] == 1) {
            int opposite = 2 * m - 1 - q;
            if (dst[opposite] > 0 || emptyCapture) {
                gained += dst[opposite] + 1;
                dst[opposite] = 0;
                dst[q] = 0;
            }
        }
        flip(dst, m);
        return gained;
    }

    /** Turns the board round: the opponent's pits become the mover's. */
    static void flip(int[] b, int m) {
        for (int j = 0; j < m; j++) {
            int t = b[j];
            b[j] = b[m + j];
            b[m + j] = t;
        }
    }

    /** Seeds in the mover's pits. */
    static int moverSeeds(int[] b, int m) {
        int s = 0;
        for (int j = 0; j < m; j++) {
            s += b[j];
        }
        return s;
    }

    /** Seeds in the opponent's pits. */
    static int opponentSeeds(int[] b, int m) {
        int s = 0;
        for (int j = m; j < 2 * m; j++) {
            s += b[j];
        }
        return s;
    }

    /** The end rule at the start of a turn (equivalent to the check after the previous sowing). */
    static boolean isOver(Variant v, int mover, int opponent) {
        return mover == 0 || (!v.untilStuck() && opponent == 0);
    }

    /** The future margin of a finished position: the sweep, or nothing with "no sweep". */
    static int endValue(Variant v, int mover, int opponent) {
        return v.noSweep() ? 0 : mover - opponent;
    }

    /** Whether sowing pit i ends in the mover's store. */
    static boolean isBonus(int[] b, int m, int i) {
        return b[i] > 0 && b[i] % (2 * m + 1) == m - i;
    }

    /**
     * Seeds a sowing of pit i captures, as a move-ordering hint (0 when it is no capture; exact for
     * sowings shorter than a lap, which is all that matters for ordering).
     */
    static int captureHint(int[] b, int m, int i) {
        int seeds = b[i];
        if (seeds == 0 || seeds >= 2 * m + 1) {
            return 0;
        }
        int q = (i + seeds) % (2 * m + 1);
        if (q >= m || b[q] != 0) {
            return 0;
        }
        int opposite = 2 * m - 1 - q;
        return 1 + b[opposite] + (q < i ? 1 : 0);
    }

    /**
     * The mover's legal pits into {@code pits} in search order: {@code hint} (the table's move),
     * bonus moves (rightmost first), captures (largest first), the rest; {@code score} is scratch.
     *
     * @return how many
     */
    static int orderMoves(int[] b, int m, int hint, int[] pits, int[] score) {
        int count = 0;
        for (int pit = m - 1; pit >= 0; pit--) {
            if (b[pit] == 0) {
                continue;
            }
            int capture = captureHint(b, m, pit);
            int s = pit == hint ? 10_000
                    : isBonus(b, m, pit) ? 1_000 + pit
                    : capture > 0 ? 100 + capture
                    : 0;
            int k = count++;
            while (k > 0 && score[k - 1] < s) {       // insertion sort, stable for equal scores
                score[k] = score[k - 1];
                pits[k] = pits[k - 1];
                k--;
            }
            score[k] = s;
            pits[k] = pit;
        }
        return count;
    }
}
