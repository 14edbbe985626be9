package pdp1.kalah;

/**
 * A plain full-width alpha-beta Kalah player written from the rules, not from any search of the
 * project: a fixed depth in plies, where every sowing is a ply (a bonus sowing too: it is the same
 * side moving again, its value not negated); the leaves are scored by the store difference for the
 * side to move, a finished game by its final margin. Pits are tried a..f and the first best is
 * played. A benchmark opponent for the PDP-1 search ({@link Pdp1OpponentBenchmark}).
 */
final class StoreDifferenceAlphaBeta {

    private final int depth;

    StoreDifferenceAlphaBeta(int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("search depth must be at least 1, not " + depth);
        }
        this.depth = depth;
    }

    /** The first pit (0 = a) of the best value for {@code p}'s side to move; the game must not be over. */
    int move(Position p) {
        if (p.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        int bestPit = -1;
        int alpha = Integer.MIN_VALUE + 1;
        for (int pit : Kalah.legalMoves(p)) {
            int v = childValue(p, Kalah.play(p, pit), depth - 1, alpha, Integer.MAX_VALUE);
            if (v > alpha) {                              // strictly better: the first best pit stays
                alpha = v;
                bestPit = pit;
            }
        }
        return bestPit;
    }

    /** The value of {@code child} for the side that moved in {@code parent}. */
    private static int childValue(Position parent, Position child, int depth, int alpha, int beta) {
        if (child.sideToMove() == parent.sideToMove()) {  // a bonus, or the end after a bonus
            return value(child, depth, alpha, beta);
        }
        return -value(child, depth, -beta, -alpha);
    }

    /** Alpha-beta value of {@code p} for its side to move, within (alpha, beta). */
    private static int value(Position p, int depth, int alpha, int beta) {
        int own = p.store(p.sideToMove()) - p.store(1 - p.sideToMove());
        if (p.isOver() || depth == 0) {
            return own;                                    // over: the stores hold the swept seeds
        }
        for (int pit : Kalah.legalMoves(p)) {
            int v = childValue(p, Kalah.play(p, pit), depth - 1, alpha, beta);
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta) {
                    break;
                }
            }
        }
        return alpha;
    }
}
