package pdp1.kalah;

/**
 * A greedy Kalah player written from the rules (docs/kalah-rules.md "A turn"), not from any search
 * of the project: a sowing that ends in its own store if there is one, the pit nearest the store
 * first, else the rightmost non-empty pit. A benchmark opponent for the PDP-1 search
 * ({@link Pdp1OpponentBenchmark}).
 */
final class GreedyKalahBot {

    private GreedyKalahBot() {
    }

    /** The greedy pit (0 = a) for {@code p}'s side to move; the game must not be over. */
    static int move(Position p) {
        if (p.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        int m = p.pits();
        int side = p.sideToMove();
        // Sown seeds go round 2m + 1 places (the own pits after this one, the own store, the
        // other's pits): the last falls in the store when seeds = m - pit, plus whole laps.
        for (int pit = m - 1; pit >= 0; pit--) {
            int seeds = p.pit(side, pit);
            if (seeds > 0 && seeds % (2 * m + 1) == m - pit) {
                return pit;
            }
        }
        for (int pit = m - 1; pit >= 0; pit--) {
            if (p.pit(side, pit) > 0) {
                return pit;
            }
        }
        throw new IllegalStateException("a position that is not over has a move");
    }
}
