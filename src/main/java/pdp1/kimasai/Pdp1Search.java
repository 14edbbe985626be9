package pdp1.kimasai;

/**
 * THE PDP-1 SEARCH SPECIFICATION: the computer player of programs/kimasai.mac, defined here so
 * that the Java engine and the PDP-1 program choose the same move in every position. The text in
 * docs/kimasai.md section 4 says the same; the cross-check compares every computer move.
 *
 * <p>Everything is seen from the player to move in P: "me" are its stones, "opp" the others.
 * <pre>
 *   value(P, d):
 *     if me has no legal move:  -(WIN + d)          WIN = 1000: a loss found sooner scores lower
 *     else if d == 0:           K * (stones(me) - stones(opp)) + (moves(me) - moves(opp)),  K = 16
 *     else:                     max over my legal moves m of  -value(P after m, d - 1)
 *
 *   choose(P, B), B >= 0 the node budget:
 *     n = 0; best = none
 *     for D = 1, 2, ... MAX_DEPTH:
 *       iteration D: the alpha-beta search below from P to depth D, every node counted in n
 *         (the root too, n going on from the iterations before); for D >= 2 the iteration is
 *         abandoned at the first node where n becomes greater than B
 *       abandoned: stop; else best = its move, and stop if |its value| >= WIN
 *     play best
 * </pre>
 * The search of one node, fail-soft negamax: n = n + 1 (and the budget test), no legal move: the
 * loss score; depth 0: the evaluation; else the moves in ORDER, each searched with the window
 * (-beta, -alpha), a move's value v replacing the best only when v > best, alpha raised to v when
 * v > alpha, and the remaining moves cut off when then alpha >= beta. The root's window is
 * (-INF, +INF), so an iteration's move is the first move, in the root's order, whose value(P, D)
 * is the maximum.
 *
 * <p>ORDER: first the captures (the stone arrives in the front row facing an opponent stone),
 * then the other moves, each group by the moving stone's place on the mover's loop, 0 to 23. At
 * the root of iteration D >= 2 the move of iteration D - 1 comes first, then the rest in that
 * order; a tie keeps the earlier move. Repetition is ignored inside the search. Values: |value|
 * <= WIN + MAX_DEPTH, INF = 32767, all fit an 18-bit word.
 *
 * <p>Levels 1..{@link #LEVELS} set B (test word bits 15-17; 0 = {@link #DEFAULT_LEVEL}).
 */
public final class Pdp1Search {

    public static final int WIN = 1000;
    public static final int K = 16;
    public static final int INF = 32767;
    /** The deepest iteration: the PDP-1's search stack holds 20 plies. */
    public static final int MAX_DEPTH = 20;
    /** The node budget of level 1..7 (index level - 1): the same table as the program's {@code budt}. */
    private static final int[] BUDGETS = {0, 40, 120, 250, 450, 650, 900};
    public static final int LEVELS = BUDGETS.length;
    public static final int DEFAULT_LEVEL = 5;

    /** The outcome of {@link #choose}: the move, its value at the deepest completed depth, that depth, the nodes visited. */
    public record Choice(Hole move, int value, int depth, long nodes) {
    }

    /** Thrown inside the search when the budget runs out: the iteration is abandoned. */
    private static final class OutOfBudget extends RuntimeException {
        OutOfBudget() {
            super(null, null, false, false);
        }
    }

    private long nodes;
    private long budget;
    private int rootFirst;       // the root's first move, a loop place, or -1
    private int rootDepth;
    private int rootBest;

    /** The node budget of {@code level} (1..{@link #LEVELS}). */
    public static int budget(int level) {
        if (level < 1 || level > LEVELS) {
            throw new IllegalArgumentException("the level must be 1.." + LEVELS + ", not " + level);
        }
        return BUDGETS[level - 1];
    }

    /** value(P, d) of the specification (the search of one iteration, without a budget). */
    public int value(Position p, int depth) {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw new IllegalArgumentException("search depth must be 0.." + MAX_DEPTH + ", not " + depth);
        }
        budget = Long.MAX_VALUE;
        rootFirst = -1;
        rootDepth = depth;
        return search(p.stones(p.toMove()), p.stones(p.toMove().opponent()), depth, -INF, INF);
    }

    /** The move the program plays at {@code level}. */
    public Hole chooseAtLevel(Position p, int level) {
        return choose(p, budget(level)).move();
    }

    /**
     * choose(P, B) of the specification.
     *
     * @throws IllegalArgumentException if the mover has no legal move or B < 0
     */
    public Choice choose(Position p, int nodeBudget) {
        if (nodeBudget < 0) {
            throw new IllegalArgumentException("the node budget must be >= 0, not " + nodeBudget);
        }
        int me = p.stones(p.toMove());
        int opp = p.stones(p.toMove().opponent());
        if (Loops.movable(me) == 0) {
            throw new IllegalArgumentException(p.toMove().title() + " has no legal move");
        }
        nodes = 0;
        Choice done = null;
        for (int depth = 1; depth <= MAX_DEPTH; depth++) {
            budget = depth == 1 ? Long.MAX_VALUE : nodeBudget;
            rootFirst = done == null ? -1 : done.move().loopIndex();
            rootDepth = depth;
            int v;
            try {
                v = search(me, opp, depth, -INF, INF);
            } catch (OutOfBudget e) {
                break;
            }
            done = new Choice(Hole.onLoop(p.toMove(), rootBest), v, depth, nodes);
            if (Math.abs(v) >= WIN) {
                break;
            }
        }
        return new Choice(done.move(), done.value(), done.depth(), nodes);
    }

    private int search(int me, int opp, int depth, int alpha, int beta) {
        nodes++;
        if (nodes > budget) {
            throw new OutOfBudget();
        }
        int movable = Loops.movable(me);
        if (movable == 0) {
            return -(WIN + depth);
        }
        if (depth == 0) {
            return evaluate(me, opp);
        }
        int best = -INF;
        int bestPlace = -1;
        int first = depth == rootDepth ? rootFirst : -1;
        int captures = captures(movable, opp);
        // the first move, the captures, the others: each group in loop order
        int[] groups = {first < 0 ? 0 : 1 << first, captures & ~(first < 0 ? 0 : 1 << first),
            movable & ~captures & ~(first < 0 ? 0 : 1 << first)};
        for (int group : groups) {
            for (int i = 0; i < Loops.LENGTH; i++) {
                if ((group & (1 << i)) != 0) {
                    int v = -search(Loops.afterCapture(opp, Loops.next(i)), Loops.moved(me, i), depth - 1, -beta, -alpha);
                    if (v > best) {
                        best = v;
                        bestPlace = i;
                        if (v > alpha) {
                            alpha = v;
                            if (alpha >= beta) {
                                return best;
                            }
                        }
                    }
                }
            }
        }
        if (depth == rootDepth) {
            rootBest = bestPlace;
        }
        return best;
    }

    /** The movable stones whose move takes: they arrive in the front row facing an opponent stone. */
    static int captures(int movable, int opp) {
        int taking = 0;
        for (int i = Loops.FRONT - 1; i < Loops.LENGTH - 1; i++) {
            if ((movable & (1 << i)) != 0 && (opp & (1 << (35 - (i + 1)))) != 0) {
                taking |= 1 << i;
            }
        }
        return taking;
    }

    /**
     * What the mover can take at once: 2 when a capture of its takes a back stone as well, 1 when
     * it has only captures of a front stone, 0 when it has none. A capture from place i arrives at
     * i + 1 and takes, with the front stone, the opponent's back stone at place i - 11.
     */
    static int threat(int me, int opp) {
        int taking = captures(Loops.movable(me), opp);
        return taking == 0 ? 0 : ((taking >>> 11) & opp & 07777) != 0 ? 2 : 1;
    }

    /** The score at depth 0 for the mover with stones {@code me}. */
    static int evaluate(int me, int opp) {
        return K * (Integer.bitCount(me) - Integer.bitCount(opp) + threat(me, opp)) + Loops.mobility(me) - Loops.mobility(opp);
    }
}
