package pdp1.kimasai;

/**
 * A stronger computer player for people and for tests: iterative deepening of the same negamax
 * as {@link Pdp1Search} with the evaluation the PDP-1 had before its levels (stones and mobility,
 * no threat term; {@link #evaluate}), a transposition table, the previous iteration's best move
 * searched first, and a time limit. It is not bound to the PDP-1 move order, so among equal moves
 * it may choose another one than the PDP-1 would.
 *
 * <p>The table is keyed by the mover's and the opponent's stone masks (the rules are the same for
 * both sides, so the side to move is not part of the key). A stored value cuts the search only
 * when it was searched to the same remaining depth: scores depend on the depth left (the loss
 * score -(WIN + d) and the evaluation at d = 0), so a depth-d search returns exactly value(P, d)
 * of the specification; deeper entries still order the moves.
 */
public final class StrongEngine {

    /** The outcome of {@link #choose}: the move, its value at the deepest finished depth, that depth, and the work done. */
    public record Choice(Hole move, int value, int depth, long nodes) {
    }

    private static final int EXACT = 0;
    private static final int LOWER = 1;
    private static final int UPPER = 2;
    private static final int NO_MOVE = 31;
    private static final int CHECK_CLOCK_EVERY = 4096;

    private final long[] keys;
    private final int[] entries;   // value (16 bits signed) | depth << 16 (7 bits) | bound << 23 | move << 25
    private final int mask;
    private long nodes;
    private long deadlineNanos;
    private boolean outOfTime;

    /** An engine with a table of 2^bits entries. */
    public StrongEngine(int tableBits) {
        if (tableBits < 4 || tableBits > 26) {
            throw new IllegalArgumentException("table size must be 2^4 .. 2^26 entries");
        }
        keys = new long[1 << tableBits];
        entries = new int[1 << tableBits];
        mask = (1 << tableBits) - 1;
    }

    public StrongEngine() {
        this(20);
    }

    /**
     * Searches depth 1, 2, ... up to {@code maxDepth} until {@code millis} have passed (0 = no time
     * limit), and returns the best move of the deepest finished depth (depth 1 always finishes).
     */
    public Choice choose(Position p, int maxDepth, long millis) {
        if (maxDepth < 1 || maxDepth > 100) {
            throw new IllegalArgumentException("search depth must be 1..100, not " + maxDepth);
        }
        int me = p.stones(p.toMove());
        int opp = p.stones(p.toMove().opponent());
        if (Loops.movable(me) == 0) {
            throw new IllegalArgumentException(p.toMove().title() + " has no legal move");
        }
        nodes = 0;
        outOfTime = false;
        deadlineNanos = millis == 0 ? Long.MAX_VALUE : System.nanoTime() + millis * 1_000_000L;
        Choice done = null;
        for (int d = 1; d <= maxDepth; d++) {
            int v = search(me, opp, d, -Pdp1Search.INF, Pdp1Search.INF, d > 1);
            if (outOfTime) {
                break;
            }
            done = new Choice(Hole.onLoop(p.toMove(), moveOf(probe(me, opp))), v, d, nodes);
            if (Math.abs(v) >= Pdp1Search.WIN) {
                break;   // a forced result: deeper search cannot change who wins
            }
        }
        return done;
    }

    private int search(int me, int opp, int depth, int alpha, int beta, boolean mayStop) {
        nodes++;
        if (mayStop && (nodes % CHECK_CLOCK_EVERY) == 0 && System.nanoTime() > deadlineNanos) {
            outOfTime = true;
        }
        if (outOfTime) {
            return 0;
        }
        int movable = Loops.movable(me);
        if (movable == 0) {
            return -(Pdp1Search.WIN + depth);
        }
        if (depth == 0) {
            return evaluate(me, opp);
        }
        int slot = probe(me, opp);
        int first = NO_MOVE;
        if (slot >= 0) {
            int e = entries[slot];
            first = moveOf(slot);
            if (depthOf(e) == depth) {
                int v = valueOf(e);
                int bound = (e >>> 23) & 3;
                if (bound == EXACT || (bound == LOWER && v >= beta) || (bound == UPPER && v <= alpha)) {
                    return v;
                }
            }
        }
        int alpha0 = alpha;
        int best = -Pdp1Search.INF;
        int bestMove = NO_MOVE;
        if (first != NO_MOVE && (movable & (1 << first)) != 0) {
            best = -search(Loops.afterCapture(opp, Loops.next(first)), Loops.moved(me, first), depth - 1, -beta, -alpha, mayStop);
            bestMove = first;
            alpha = Math.max(alpha, best);
            movable &= ~(1 << first);
        }
        for (int i = 0; i < Loops.LENGTH && alpha < beta; i++) {
            if ((movable & (1 << i)) != 0) {
                int v = -search(Loops.afterCapture(opp, Loops.next(i)), Loops.moved(me, i), depth - 1, -beta, -alpha, mayStop);
                if (v > best) {
                    best = v;
                    bestMove = i;
                    alpha = Math.max(alpha, v);
                }
            }
        }
        if (!outOfTime) {
            int bound = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
            store(me, opp, best, depth, bound, bestMove);
        }
        return best;
    }

    /** The score at depth 0: 16 a stone ahead and 1 a legal move more (Pdp1Search's without the threat). */
    static int evaluate(int me, int opp) {
        return Pdp1Search.K * (Integer.bitCount(me) - Integer.bitCount(opp)) + Loops.mobility(me) - Loops.mobility(opp);
    }

    private static long key(int me, int opp) {
        return ((long) me << 24 | opp) + 1;   // + 1: the key 0 marks an empty slot
    }

    private int slotOf(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & mask;
    }

    /** The slot holding this position, or -1. */
    private int probe(int me, int opp) {
        long k = key(me, opp);
        int slot = slotOf(k);
        return keys[slot] == k ? slot : -1;
    }

    private void store(int me, int opp, int value, int depth, int bound, int move) {
        long k = key(me, opp);
        int slot = slotOf(k);
        keys[slot] = k;
        entries[slot] = (value & 0xFFFF) | depth << 16 | bound << 23 | move << 25;
    }

    private int moveOf(int slot) {
        return slot < 0 ? NO_MOVE : entries[slot] >>> 25;
    }

    private static int depthOf(int e) {
        return (e >>> 16) & 0x7F;
    }

    private static int valueOf(int e) {
        return (short) (e & 0xFFFF);
    }
}
