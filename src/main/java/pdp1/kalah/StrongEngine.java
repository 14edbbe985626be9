package pdp1.kalah;

import java.util.Arrays;

/**
 * A stronger player than the PDP-1 search, for analysis and for testing the PDP-1 program against
 * good play. Iterative deepening alpha-beta (principal variation search) on {@link MoverBoard}s
 * with
 * <ul>
 *   <li>a transposition table (exact {@link PitIndex} key, depth, bound kind, value, best move);</li>
 *   <li>move ordering: the table's move, bonus moves (rightmost first), captures (largest first);</li>
 *   <li>endgame knowledge: an exact {@link EndgameDatabase} for boards with few seeds in play, exact
 *       values of finished games, and the bound [-S, S] on the future margin with S seeds in play;</li>
 *   <li>a time limit, checked every few thousand nodes; the last completed depth counts.</li>
 * </ul>
 * Evaluation at the horizon: the seeds gained on the way (the store difference), plus a quarter of
 * the difference of seeds on the two sides, in quarter-seed units. Not thread-safe.
 */
public final class StrongEngine {

    /** A decision: the pit (0 = a), its value in seeds for the mover (the final margin from here
     *  when {@code exact}), the depth completed and the nodes searched. */
    public record Choice(int pit, int value, boolean exact, int depth, long nodes) {
    }

    private static final int SCALE = 4;                 // evaluation unit: a quarter seed
    private static final int INFINITY = 1 << 20;
    private static final int EXACT = 0;
    private static final int LOWER = 1;
    private static final int UPPER = 2;
    private static final int MAX_DEPTH = 120;

    private final Variant variant;
    private final int m;
    private final PitIndex index;
    private final EndgameDatabase database;
    private final long[] keys;
    private final int[] data;
    private final int mask;
    private final int[][] stack = new int[MAX_DEPTH + 2][];
    private final int[][] moves = new int[MAX_DEPTH + 2][];
    private final int[][] scores = new int[MAX_DEPTH + 2][];
    private long nodes;
    private long deadline;
    private boolean stopped;
    /** Whether the value just returned rests only on exact knowledge (no horizon was reached). */
    private boolean horizonHit;

    /**
     * @param log2TableSlots transposition table of 2^n entries, 12 bytes each
     * @param databaseSeeds  exact endgame database for boards with at most this many seeds in play
     */
    public StrongEngine(Variant variant, int log2TableSlots, int databaseSeeds) {
        if (variant.pits() > 6) {
            throw new IllegalArgumentException("the strong engine handles at most 6 pits per side");
        }
        this.variant = variant;
        this.m = variant.pits();
        this.index = new PitIndex(m, variant.totalSeeds());
        int k = Math.min(databaseSeeds, variant.totalSeeds());
        this.database = k > 0 ? new EndgameDatabase(variant, index, k) : null;
        keys = new long[1 << log2TableSlots];
        data = new int[1 << log2TableSlots];
        mask = (1 << log2TableSlots) - 1;
        for (int i = 0; i < stack.length; i++) {
            stack[i] = new int[2 * m];
            moves[i] = new int[m];
            scores[i] = new int[m];
        }
    }

    /** An engine with a 2^22-entry table and a 12-seed database: about 60 MB. */
    public StrongEngine(Variant variant) {
        this(variant, 22, 12);
    }

    /**
     * The move for {@code p}'s side to move, searching until {@code millis} have passed or the
     * value is exact (at least depth 1 is always completed).
     */
    public Choice choose(Position p, long millis) {
        return choose(p, millis, MAX_DEPTH);
    }

    /** As {@link #choose(Position, long)}, but no deeper than {@code maxDepth} plies. */
    public Choice choose(Position p, long millis, int maxDepth) {
        if (p.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        long start = System.currentTimeMillis();
        deadline = start + millis;
        stopped = false;
        long n0 = nodes;
        int own = p.store(p.toMove()) - p.store(p.toMove().opponent());
        int[] root = MoverBoard.of(p);
        Choice best = null;
        for (int depth = 1; depth <= Math.min(maxDepth, MAX_DEPTH); depth++) {
            System.arraycopy(root, 0, stack[0], 0, 2 * m);
            horizonHit = false;
            int[] result = rootSearch(depth, best == null ? -1 : best.pit());
            if (stopped && best != null) {
                break;
            }
            boolean exact = !horizonHit;
            int value = exact ? own + result[1] / SCALE : own + Math.round(result[1] / (float) SCALE);
            best = new Choice(result[0], value, exact, depth, nodes - n0);
            if (exact || stopped) {
                break;
            }
        }
        return best;
    }

    /** Whether the second player should swap (pie rule): its position, North to move, is worse than even. */
    public boolean choosesSwap(Position p, long millis) {
        if (!p.canSwap()) {
            throw new IllegalArgumentException("the swap is not available now");
        }
        return choose(p, millis).value() < 0;
    }

    public long nodes() {
        return nodes;
    }

    /** {best pit, value} at the root, full window; the previous best pit is tried first. */
    private int[] rootSearch(int depth, int firstPit) {
        int[] b = stack[0];
        int[] child = stack[1];
        int[] order = moves[0];
        int count = MoverBoard.orderMoves(b, m, firstPit, order, scores[0]);
        int alpha = -INFINITY;
        int bestPit = order[0];
        for (int k = 0; k < count; k++) {
            int pit = order[k];
            int v = child(b, child, pit, 0, depth, alpha, INFINITY);
            if (stopped) {
                break;
            }
            if (v > alpha) {
                alpha = v;
                bestPit = pit;
            }
        }
        return new int[] {bestPit, alpha};
    }

    /** Sows {@code pit} of b into child and searches it; the value for b's mover, in quarter seeds. */
    private int child(int[] b, int[] child, int pit, int ply, int depth, int alpha, int beta) {
        int r = MoverBoard.sow(b, child, m, pit, variant.emptyCapture());
        int gained = (r & MoverBoard.GAINED) * SCALE;
        return (r & MoverBoard.BONUS) != 0
                ? gained + search(ply + 1, depth - 1, alpha - gained, beta - gained)
                : gained - search(ply + 1, depth - 1, gained - beta, gained - alpha);
    }

    private int search(int ply, int depth, int alpha, int beta) {
        nodes++;
        if ((nodes & 4095) == 0 && System.currentTimeMillis() >= deadline) {
            stopped = true;
        }
        if (stopped) {
            return 0;
        }
        int[] b = stack[ply];
        int mover = MoverBoard.moverSeeds(b, m);
        int opponent = MoverBoard.opponentSeeds(b, m);
        if (MoverBoard.isOver(variant, mover, opponent)) {
            return SCALE * MoverBoard.endValue(variant, mover, opponent);
        }
        int seeds = mover + opponent;
        if (database != null && seeds <= database.maxSeeds()) {
            return SCALE * database.value(b);
        }
        if (depth <= 0 || ply >= MAX_DEPTH) {
            horizonHit = true;
            return mover - opponent;                 // a quarter seed per seed on one's own side
        }
        if (alpha >= SCALE * seeds) {
            return SCALE * seeds;
        }
        if (beta <= -SCALE * seeds) {
            return -SCALE * seeds;
        }
        long key = index.index(b) + 1;
        int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
        int hint = -1;
        if (keys[slot] == key) {
            int e = data[slot];
            int storedDepth = e >>> 16 & 0xFF;
            int kind = e >>> 24 & 3;
            int value = (short) e;
            hint = e >>> 26 & 0xF;
            if (storedDepth >= depth
                    && (kind == EXACT || kind == LOWER && value >= beta || kind == UPPER && value <= alpha)) {
                horizonHit |= storedDepth != 0xFF;      // 0xFF: searched to the end, no horizon
                return value;
            }
        }
        int[] child = stack[ply + 1];
        int[] order = moves[ply];
        int count = MoverBoard.orderMoves(b, m, hint, order, scores[ply]);
        int alpha0 = alpha;
        int best = -INFINITY;
        int bestPit = order[0];
        boolean hitBefore = horizonHit;
        horizonHit = false;
        for (int k = 0; k < count; k++) {
            int pit = order[k];
            int v;
            if (k == 0) {
                v = child(b, child, pit, ply, depth, alpha, beta);
            } else {
                v = child(b, child, pit, ply, depth, alpha, alpha + 1);     // PVS: a null window first
                if (v > alpha && v < beta) {
                    v = child(b, child, pit, ply, depth, alpha, beta);
                }
            }
            if (v > best) {
                best = v;
                bestPit = pit;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        if (!stopped) {
            int kind = best <= alpha0 ? UPPER : best >= beta ? LOWER : EXACT;
            int storedDepth = horizonHit ? depth : 0xFF;
            keys[slot] = key;
            data[slot] = (best & 0xFFFF) | storedDepth << 16 | kind << 24 | bestPit << 26;
        }
        horizonHit |= hitBefore;
        return best;
    }


    /** Forgets the transposition table (the endgame database stays: it is exact). */
    public void clear() {
        Arrays.fill(keys, 0);
    }
}
