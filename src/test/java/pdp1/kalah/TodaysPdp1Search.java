package pdp1.kalah;

/**
 * The PDP-1 program's search as it was before the levels (docs/kalah-program.md "Strength"), kept
 * literally as the baseline of {@link Pdp1StrengthTest}: fixed-depth alpha-beta on the store difference, pits in
 * order a..f, the program's default depth 5. Its former description:
 * <p>The search of docs/kalah-rules.md "The PDP-1 search" in Java. programs/kalah.mac implements the same definition,
 * and the cross-check compares the two move for move, so this is the reference:
 * <pre>
 * value(P, d) = score of P for P's side to move, searching d plies (one ply = one sowing):
 *   P over:    the final margin (South store - North store), negated if North is to move
 *   d == 0:    store(side to move) - store(other side)          (no sweep applied)
 *   otherwise: max over the legal pits p in order a..f of v(p), C = P after sowing p:
 *                v(p) =  value(C, d-1)  if C's side to move is P's (a bonus move)
 *                v(p) = -value(C, d-1)  otherwise
 * chooseMove(P, D) = the FIRST pit in order a..f whose v(p) is the maximum.
 * choosesSwap(P, D) = value(P, D) &lt; 0, P = the position with North to move after the opening.
 * </pre>
 * Implementation: fail-soft alpha-beta, children in order a..f, the root window (-inf, +inf), a
 * root child taken only when STRICTLY better than the best so far, which selects the first maximal
 * pit. After a bonus the child is searched with the same window, not negated. Non-root values may
 * be bounds; the root value is exact. The pie swap is never a move inside the search. Boards are
 * preallocated per ply; a search allocates only its per-depth arrays.
 */
final class TodaysPdp1Search {

    /** Larger than any value: |value| is at most the total seeds. */
    private static final int INFINITY = 1 << 20;

    private final Variant variant;
    private final int m;
    private int[][] boards = new int[0][];
    private long nodes;
    private int bestPit;

    /** A searcher for one variant; reuse it to avoid re-allocating the per-ply boards. */
    TodaysPdp1Search(Variant variant) {
        this.variant = variant;
        this.m = variant.pits();
    }

    /** The spec's value(P, depth); exact. */
    public static int value(Position p, int depth) {
        return new TodaysPdp1Search(p.variant()).valueOf(p, depth);
    }

    /** The spec's chooseMove(P, depth): a pit 0..m-1 (0 = a). The game must not be over. */
    public static int chooseMove(Position p, int depth) {
        return new TodaysPdp1Search(p.variant()).bestMove(p, depth);
    }

    /** Whether the computer, as second player, swaps: value(P, depth) &lt; 0 with North to move. */
    public static boolean choosesSwap(Position p, int depth) {
        return value(p, depth) < 0;
    }

    /** Sowings made so far by this searcher (the node count of the nodes-per-second figure). */
    public long nodes() {
        return nodes;
    }

    /** value(P, depth) of the spec. */
    public int valueOf(Position p, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be >= 0, not " + depth);
        }
        if (p.isOver()) {
            return perspective(p.margin(), p.sideToMove());
        }
        prepare(p, depth);
        return search(0, p.sideToMove(), depth, -INFINITY, INFINITY);
    }

    /** chooseMove(P, depth) of the spec. */
    public int bestMove(Position p, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("search depth must be >= 1, not " + depth);
        }
        if (p.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        prepare(p, depth);
        search(0, p.sideToMove(), depth, -INFINITY, INFINITY);
        return bestPit;
    }

    private void prepare(Position p, int depth) {
        if (boards.length < depth + 1) {
            boards = new int[depth + 1][2 * m + 2];
        }
        System.arraycopy(p.placesView(), 0, boards[0], 0, 2 * m + 2);
    }

    /** Alpha-beta over boards[ply] (not over) with {@code side} to move; sets bestPit at ply 0. */
    private int search(int ply, int side, int depth, int alpha, int beta) {
        int[] b = boards[ply];
        if (depth == 0) {
            return b[Sowing.store(m, side)] - b[Sowing.store(m, 1 - side)];
        }
        int[] c = boards[ply + 1];
        int best = -INFINITY;
        for (int pit = 0; pit < m; pit++) {
            if (b[Sowing.place(m, side, pit)] == 0) {
                continue;
            }
            System.arraycopy(b, 0, c, 0, b.length);
            int result = Sowing.sow(c, variant, side, pit);
            nodes++;
            int next = result & Sowing.SIDE;
            int v;
            if ((result & Sowing.OVER) != 0) {
                v = perspective(c[Sowing.store(m, 0)] - c[Sowing.store(m, 1)], side);
            } else if (next == side) {
                v = search(ply + 1, side, depth - 1, alpha, beta);
            } else {
                v = -search(ply + 1, next, depth - 1, -beta, -alpha);
            }
            if (v > best) {                       // strictly better: the first maximal pit wins
                best = v;
                if (ply == 0) {
                    bestPit = pit;
                }
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private static int perspective(int southMinusNorth, int side) {
        return side == Position.SOUTH ? southMinusNorth : -southMinusNorth;
    }
}
