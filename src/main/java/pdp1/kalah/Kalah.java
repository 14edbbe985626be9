package pdp1.kalah;

/**
 * The rules of Kalah (docs/kalah-rules.md) on immutable {@link Position}s: the start, the legal moves,
 * one sowing ({@link #play}), the pie swap and the result. Moves are pits 0..m-1 (a..f) relative
 * to the mover. South (the first player's seat) moves first.
 */
public final class Kalah {

    private Kalah() {
    }

    /** The start: n seeds in every pit, empty stores, South to move, in its opening turn. */
    public static Position start(Variant variant) {
        int m = variant.pits();
        int[] b = new int[2 * m + 2];
        for (Side side : Side.values()) {
            for (int pit = 0; pit < m; pit++) {
                b[Sowing.place(m, side.index(), pit)] = variant.seeds();
            }
        }
        return new Position(variant, b, Position.SOUTH, false, false, true);
    }

    /** The pits (0 = a) the side to move may sow, in order a..f; none once the game is over. */
    public static int[] legalMoves(Position p) {
        if (p.isOver()) {
            return new int[0];
        }
        int m = p.pits();
        int count = 0;
        int[] moves = new int[m];
        for (int pit = 0; pit < m; pit++) {
            if (p.pit(p.sideToMove(), pit) > 0) {
                moves[count++] = pit;
            }
        }
        return java.util.Arrays.copyOf(moves, count);
    }

    public static boolean isLegal(Position p, int pit) {
        return !p.isOver() && pit >= 0 && pit < p.pits() && p.pit(p.sideToMove(), pit) > 0;
    }

    /**
     * The position after the side to move sows its pit {@code pit} (0 = a): one sowing, with bonus,
     * capture and the end of the game applied.
     *
     * @throws IllegalArgumentException if the move is not legal
     */
    public static Position play(Position p, int pit) {
        if (p.isOver()) {
            throw new IllegalArgumentException("the game is over");
        }
        if (pit < 0 || pit >= p.pits()) {
            throw new IllegalArgumentException("no pit " + pit + " on a " + p.pits() + "-pit board");
        }
        if (p.pit(p.sideToMove(), pit) == 0) {
            throw new IllegalArgumentException("pit " + Notation.pitName(pit) + " is empty");
        }
        int[] b = p.places();
        int side = p.sideToMove();
        int result = Sowing.sow(b, p.variant(), side, pit);
        int next = result & Sowing.SIDE;
        boolean over = (result & Sowing.OVER) != 0;
        boolean openingEnds = p.opening() && next != side;
        boolean canSwap = openingEnds && p.variant().pie() && !over;
        return new Position(p.variant(), b, next, over, canSwap, p.opening() && !openingEnds);
    }

    /**
     * The seeds that the side to move takes from the pit facing its last seed when it sows
     * {@code pit} (the capturing seed not counted); 0 when the sowing captures nothing.
     */
    public static int captured(Position p, int pit) {
        if (!isLegal(p, pit)) {
            throw new IllegalArgumentException("pit " + Notation.pitName(pit) + " is no move here");
        }
        int[] b = p.places();
        int side = p.sideToMove();
        int at = Sowing.spread(b, p.pits(), side, pit);
        return Sowing.captures(b, p.variant(), side, at) ? b[2 * p.pits() - at] : 0;
    }

    /**
     * The pie swap: the players exchange seats. The board and the side to move (North) stay as they
     * are; the player who made the opening now plays North (docs/kalah-rules.md "Pie rule").
     *
     * @throws IllegalArgumentException if the swap is not available
     */
    public static Position swap(Position p) {
        if (!p.canSwap()) {
            throw new IllegalArgumentException("the swap is not available now");
        }
        return new Position(p.variant(), p.places(), p.sideToMove(), false, false, false);
    }

    /** The final margin, South's store minus North's store (only meaningful once the game is over). */
    public static int result(Position p) {
        return p.margin();
    }
}
