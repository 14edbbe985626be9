package pdp1.kalah;

/**
 * A perfect index of pit contents: the 2m pit counts with at most S seeds in all are numbered
 * 0 .. C(S + 2m, 2m) - 1, those with fewer seeds first. Seen as a combination (the bars of "stars
 * and bars"): p_j = x_0 + ... + x_j + j is strictly increasing, and the colex rank of {p_j} is
 * sum_j C(p_j, j + 1). So the index of every board with at most K seeds is below C(K + 2m, 2m), and
 * the endgame database is simply the prefix of that range; the transposition table uses the same
 * number as its key.
 */
final class PitIndex {

    private final int places;
    /** binomial[a][k] = C(a, k). */
    private final long[][] binomial;
    /** terms[a * 2m + j] = C(a, j + 1): index()'s table, flat for speed (it runs at every node). */
    private final long[] terms;

    PitIndex(int pitsPerSide, int maxSeeds) {
        this.places = 2 * pitsPerSide;
        int rows = maxSeeds + places + 1;
        binomial = new long[rows][places + 1];
        for (int a = 0; a < rows; a++) {
            binomial[a][0] = 1;
            for (int k = 1; k <= Math.min(a, places); k++) {
                binomial[a][k] = binomial[a - 1][k - 1] + (k <= a - 1 ? binomial[a - 1][k] : 0);
            }
        }
        terms = new long[rows * places];
        for (int a = 0; a < rows; a++) {
            for (int j = 0; j < places; j++) {
                terms[a * places + j] = binomial[a][j + 1];
            }
        }
    }

    /** Number of boards with at most {@code seeds} seeds: C(seeds + 2m, 2m). */
    long count(int seeds) {
        return binomial[seeds + places][places];
    }

    long index(int[] b) {
        long rank = 0;
        int prefix = 0;
        for (int j = 0; j < places; j++) {
            prefix += b[j];
            rank += terms[(prefix + j) * places + j];
        }
        return rank;
    }

    /** The board of index {@code rank} into {@code b} (2m pits): the inverse of {@link #index}. */
    void board(long rank, int[] b) {
        int upper = binomial.length - 1;             // p_j < upper
        int[] p = new int[places];
        for (int j = places - 1; j >= 0; j--) {
            int q = upper - 1;
            while (binomial[q][j + 1] > rank) {
                q--;
            }
            p[j] = q;
            rank -= binomial[q][j + 1];
            upper = q;
        }
        for (int j = 0; j < places; j++) {
            b[j] = p[j] - (j == 0 ? -1 : p[j - 1]) - 1;
        }
    }

    /**
     * Turns {@code b} into the board of the next index (the colex successor of its combination:
     * the first p_j that can grow by one grows, the ones below it restart at 0, 1, ...).
     */
    static void next(int[] b) {
        int last = b.length - 1;
        int j = 0;
        int sum = b[0];
        while (j < last && b[j + 1] == 0) {
            j++;
        }
        for (int i = 1; i <= j; i++) {
            sum += b[i];
        }
        for (int i = 0; i < j; i++) {
            b[i] = 0;
        }
        b[j] = sum + 1;
        if (j < last) {
            b[j + 1]--;
        }
    }
}
