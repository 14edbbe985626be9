package pdp1.kimasai;

/**
 * THE PDP-1 SEARCH SPECIFICATION: the computer player of programs/kimasai.mac, defined here so
 * that the Java engine and the PDP-1 program choose the same move in every position. The text in
 * docs/kimasai.md says the same; the cross-check compares every computer move.
 *
 * <p>Everything is seen from the player to move in P: "me" are its stones, "opp" the others.
 * <pre>
 *   value(P, d):
 *     if me has no legal move:  -(WIN + d)          the mover has lost; WIN = 1000, so a loss
 *                                                   found sooner (more depth left) scores lower
 *     else if d == 0:           K * (stones(me) - stones(opp)) + (moves(me) - moves(opp)),  K = 16
 *                               where moves(x) counts the legal moves x would have if x were to move
 *     else:                     max over my legal moves m of  -value(P after m, d - 1)
 *
 *   chooseMove(P, D), D >= 1:   the FIRST legal move, in the order below, whose
 *                               -value(P after m, D - 1) equals the maximum
 * </pre>
 * Move order: by the moving stone's place on the mover's loop, 0 to 23 (South: a1 b1 .. l1 l2 k2
 * .. a2; North: l4 k4 .. a4 a3 b3 .. l3; see {@link Hole}). The loss test comes before the depth
 * test, so a lost position scores -(WIN + d) even at d = 0. One ply = one move; there are no
 * extra turns in this game. Alpha-beta pruning implements the definition: with a root window of
 * (-INF, +INF) and a root move taken only when its value is STRICTLY greater than the best so far,
 * it selects exactly the first maximal move (inner values may then be bounds; fail-hard or
 * fail-soft both do). Values: |value| <= WIN + D; INF = 32767; all fit an 18-bit word.
 *
 * <p>Repetition is ignored inside the search: the search never scores a position as a draw. The
 * draw rule (and the PDP-1's history limit) apply only to moves actually played ({@link Game}).
 */
public final class Pdp1Search {

    public static final int WIN = 1000;
    public static final int K = 16;
    public static final int INF = 32767;

    private long nodes;

    /** value(P, d) of the specification. */
    public int value(Position p, int depth) {
        checkDepth(depth, 0);
        return search(p.stones(p.toMove()), p.stones(p.toMove().opponent()), depth, -INF, INF);
    }

    /**
     * chooseMove(P, D) of the specification.
     *
     * @throws IllegalArgumentException if the mover has no legal move or D < 1
     */
    public Hole chooseMove(Position p, int depth) {
        checkDepth(depth, 1);
        int me = p.stones(p.toMove());
        int opp = p.stones(p.toMove().opponent());
        int movable = Loops.movable(me);
        if (movable == 0) {
            throw new IllegalArgumentException(p.toMove().title() + " has no legal move");
        }
        nodes++;
        int best = -INF;
        int bestPlace = -1;
        for (int i = 0; i < Loops.LENGTH; i++) {
            if ((movable & (1 << i)) != 0) {
                int v = -search(Loops.afterCapture(opp, Loops.next(i)), Loops.moved(me, i), depth - 1, -INF, -best);
                if (v > best) {
                    best = v;
                    bestPlace = i;
                }
            }
        }
        return Hole.onLoop(p.toMove(), bestPlace);
    }

    /** Positions visited since this searcher was made (a root and every node below it). */
    public long nodes() {
        return nodes;
    }

    /** Negamax with fail-soft alpha-beta; the value is exact when it lies strictly inside (alpha, beta). */
    private int search(int me, int opp, int depth, int alpha, int beta) {
        nodes++;
        int movable = Loops.movable(me);
        if (movable == 0) {
            return -(WIN + depth);
        }
        if (depth == 0) {
            return evaluate(me, opp);
        }
        int best = -INF;
        for (int i = 0; i < Loops.LENGTH; i++) {
            if ((movable & (1 << i)) != 0) {
                int v = -search(Loops.afterCapture(opp, Loops.next(i)), Loops.moved(me, i), depth - 1, -beta, -alpha);
                if (v > best) {
                    best = v;
                    if (v > alpha) {
                        alpha = v;
                        if (alpha >= beta) {
                            break;
                        }
                    }
                }
            }
        }
        return best;
    }

    /** The score at depth 0 for the mover with stones {@code me}. */
    static int evaluate(int me, int opp) {
        return K * (Integer.bitCount(me) - Integer.bitCount(opp)) + Loops.mobility(me) - Loops.mobility(opp);
    }

    private static void checkDepth(int depth, int min) {
        if (depth < min || depth > 100) {
            throw new IllegalArgumentException("search depth must be " + min + "..100, not " + depth);
        }
    }
}
