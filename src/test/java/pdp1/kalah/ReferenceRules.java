package pdp1.kalah;

/**
 * A second, deliberately different implementation of one sowing (test only): it counts whole
 * laps arithmetically and walks an explicit list of the mover's places, where {@link Sowing} steps
 * place by place. Tests compare the two over many games.
 */
final class ReferenceRules {

    private ReferenceRules() {
    }

    /** Returns {next side, over ? 1 : 0}; sows in place. */
    static int[] sow(int[] b, Variant v, int side, int pit) {
        int m = v.pits();
        int southStore = m;
        int northStore = 2 * m + 1;
        int own = side == 0 ? southStore : northStore;
        int origin = side == 0 ? pit : m + 1 + pit;
        // The mover's cycle: every place after the origin except the opponent's store; the origin last.
        int[] cycle = new int[2 * m + 1];
        int n = 0;
        for (int k = 1; k <= 2 * m + 2; k++) {
            int place = (origin + k) % (2 * m + 2);
            if (place != (side == 0 ? northStore : southStore)) {
                cycle[n++] = place;
            }
        }
        int seeds = b[origin];
        b[origin] = 0;
        for (int place : cycle) {
            b[place] += seeds / cycle.length;
        }
        for (int k = 0; k < seeds % cycle.length; k++) {
            b[cycle[k]]++;
        }
        int last = cycle[(seeds - 1) % cycle.length];
        int next = 1 - side;
        if (last == own) {
            next = side;
        } else {
            boolean mine = side == 0 ? last < southStore : last > southStore && last < northStore;
            int opposite = 2 * m - last;
            if (mine && b[last] == 1 && (b[opposite] > 0 || v.emptyCapture())) {
                b[own] += 1 + b[opposite];
                b[last] = 0;
                b[opposite] = 0;
            }
        }
        int southPits = 0;
        int northPits = 0;
        for (int i = 0; i < m; i++) {
            southPits += b[i];
            northPits += b[m + 1 + i];
        }
        boolean over = v.untilStuck() ? (next == 0 ? southPits : northPits) == 0 : southPits == 0 || northPits == 0;
        if (over && !v.noSweep()) {
            for (int i = 0; i < m; i++) {
                b[southStore] += b[i];
                b[i] = 0;
                b[northStore] += b[m + 1 + i];
                b[m + 1 + i] = 0;
            }
        }
        return new int[] {next, over ? 1 : 0};
    }
}
