package pdp1.kalah;

/**
 * The search of docs/kalah-rules.md "The PDP-1 search" in Java. programs/kalah.mac implements the same definition,
 * and the cross-check compares the two move for move, so this is the reference:
 * <pre>
 * eval(P)     = 4 (own store - other store) + (seeds in own pits - seeds in other pits) + capture(P), for P's
 *               side to move; capture(P) = the most seeds in another pit that P's side could capture by one move:
 *               the seeds facing the pit of the last seed, for each own pit whose last seed falls, without a
 *               lap, in an own pit that is empty (0 if there is none)
 * value(P, d) = P over: 4 x the final margin, for P's side to move;  d == 0: eval(P);
 *               otherwise the max over P's children C, in search order, of value(C, d') after a bonus
 *               (C's side to move is P's), else -value(C, d-1); d' = d (the bonus is searched one ply
 *               deeper) from the second iteration on while P's ply + d &lt; 10 (the program's frames),
 *               else d' = d-1.
 * search order: at the root the last iteration's move first, then the bonus pits (seeds = 6 - pit),
 *               the capture pits (the last seed in an own empty pit facing seeds), the rest; each a..f;
 *               a..f alone at a node other than the root with one ply left.
 * decide(P, level): iterations d = 1, 2, .. maxDepth, each an alpha-beta search of the root; every
 *               sowing counts a node, and when the count reaches the budget the search stops at once
 *               (the iteration is abandoned). The move is the last root child taken, a child being
 *               taken when its value is strictly greater than the best so far of its iteration.
 * budget:       the level's, halved for each sowing the same side made before in this turn (its
 *               bonus moves), 10 at the least.
 * book:         with the standard rules and no pie rule, on Kalah(6,4), a position of one of the lines
 *               c f b d, f f and c e b c from the start is answered with the first such line's next
 *               move, without a search (value 0, no sowing).
 * </pre>
 * Implementation: fail-soft alpha-beta, the root window (-inf, +inf), after a bonus the child searched with the
 * same window and its value not negated. Non-root values may be bounds; the value of a root child taken is exact.
 * The pie swap is never a move inside the search; it is decided once, by {@link #choosesSwap}.
 */
public final class Pdp1Search {

    /** A level of play: a budget of sowings a move and the deepest iteration. */
    public record Level(int number, int budget, int maxDepth) {
    }

    /**
     * The levels 1..8 (programs/kalah.mac, lvbud and lvdep; test word 0 means {@link #DEFAULT_LEVEL}, above 8
     * means 8). The budget is always more than the 6 sowings of iteration 1, which is never abandoned.
     */
    public static final Level[] LEVELS = {
        new Level(1, 10, 1), new Level(2, 100, 2), new Level(3, 200, 4), new Level(4, 300, 10),
        new Level(5, 500, 10), new Level(6, 800, 10), new Level(7, 1100, 10), new Level(8, 1400, 10),
    };

    /** The level the program plays when the test word says 0. */
    public static final int DEFAULT_LEVEL = 8;

    /** The computer's decision: the pit (0 = a), its value, the sowings searched, the last completed depth. */
    public record Decision(int pit, int value, long nodes, int completedDepth) {
    }

    /** Plies below the root the program has frames for: a bonus keeps the depth while ply + depth stays below. */
    static final int FRAMES = 10;

    /** Larger than any value: |value| is at most 6 times the total seeds. */
    private static final int INFINITY = 1 << 20;
    private static final int BONUS = 1;
    private static final int CAPTURE = 2;
    private static final int OTHER = 3;

    /** Thrown out of the search when the budget is spent; carries nothing. */
    private static final class BudgetSpent extends RuntimeException {
        BudgetSpent() {
            super(null, null, false, false);
        }
    }

    private static final BudgetSpent SPENT = new BudgetSpent();

    private final Variant variant;
    private final int m;
    private int[][] boards = new int[0][];
    private final int[] order;
    private long nodes;
    private long budget;
    private int first;
    private int rootPit;
    private int rootValue;
    /** The iteration being searched (1 = the first), which decides whether a bonus is searched deeper. */
    private int iteration;

    /** A searcher for one variant (6 pits, as the program's); reuse it to avoid re-allocating the per-ply boards. */
    public Pdp1Search(Variant variant) {
        if (variant.pits() != 6) {
            throw new IllegalArgumentException("the PDP-1 search plays 6 pits a side, not " + variant.pits());
        }
        this.variant = variant;
        this.m = variant.pits();
        this.order = new int[m];
    }

    /** The level {@code n}, 1..8; 0 is the default level, over 8 is 8 (as the program reads the test word). */
    public static Level level(int n) {
        if (n < 0 || n > 15) {
            throw new IllegalArgumentException("level must be 0..15 (the test word's 4 bits), not " + n);
        }
        return LEVELS[(n == 0 ? DEFAULT_LEVEL : Math.min(n, LEVELS.length)) - 1];
    }

    /** The least budget of a sowing that goes on with a turn: the budget of level 1. */
    static final int LEAST_BUDGET = 10;

    /** The spec's decision at {@code level} (see {@link #level}) for a turn's first sowing. The game must not be over. */
    public static Decision decide(Position p, int level) {
        return decide(p, level, 0);
    }

    /**
     * The spec's decision at {@code level} for a sowing that follows {@code turnSowing} sowings of the
     * same side in this turn (0: the turn's first; 1 after one bonus move...).
     */
    public static Decision decide(Position p, int level, int turnSowing) {
        return new Pdp1Search(p.variant()).decision(p, turnLevel(level(level), turnSowing));
    }

    /** The move the program plays at {@code level}, first in its turn: a pit 0..m-1 (0 = a). */
    public static int chooseMove(Position p, int level) {
        return decide(p, level).pit();
    }

    /** The move the program plays at {@code level} after {@code turnSowing} sowings of its own in this turn. */
    public static int chooseMove(Position p, int level, int turnSowing) {
        return decide(p, level, turnSowing).pit();
    }

    /**
     * {@code level} for a sowing after {@code turnSowing} bonus moves of the same turn: its budget
     * halved that many times, {@link #LEAST_BUDGET} at the least, so that a turn of several sowings
     * takes at most about twice the time of one.
     */
    public static Level turnLevel(Level level, int turnSowing) {
        if (turnSowing < 0) {
            throw new IllegalArgumentException("sowings before this one in the turn: at least 0, not " + turnSowing);
        }
        int budget = level.budget();
        for (int i = 0; i < turnSowing; i++) {
            budget = Math.max(budget / 2, LEAST_BUDGET);
        }
        return new Level(level.number(), budget, level.maxDepth());
    }

    /** Whether the computer, as second player, swaps: the value of its decision is below 0, North to move. */
    public static boolean choosesSwap(Position p, int level) {
        return decide(p, level).value() < 0;
    }

    /** The spec's value(P, depth), the plain alpha-beta of one iteration without a budget; exact. */
    public static int value(Position p, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be >= 0, not " + depth);
        }
        Pdp1Search s = new Pdp1Search(p.variant());
        if (p.isOver()) {
            return 4 * perspective(p.margin(), p.sideToMove());
        }
        s.prepare(p, depth);
        s.budget = Long.MAX_VALUE;
        s.first = -1;
        s.iteration = depth;
        return s.search(0, p.sideToMove(), depth, -INFINITY, INFINITY);
    }

    /** Sowings made so far by this searcher. */
    public long nodes() {
        return nodes;
    }

    /** The decision of the spec at {@code level}. */
    public Decision decision(Position p, Level level) {
        if (p.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        int book = bookMove(p);
        if (book >= 0) {
            return new Decision(book, 0, 0, 0);
        }
        prepare(p, level.maxDepth());
        long n0 = nodes;
        budget = n0 + level.budget();
        rootPit = -1;
        rootValue = 0;
        int completed = 0;
        try {
            for (int depth = 1; depth <= level.maxDepth(); depth++) {
                first = rootPit;                      // the last iteration's move is searched first
                iteration = depth;
                search(0, p.sideToMove(), depth, -INFINITY, INFINITY);
                completed = depth;
            }
        } catch (BudgetSpent spent) {
            // the iteration is abandoned; the root child taken last stands
        }
        return new Decision(rootPit, rootValue, nodes - n0, completed);
    }

    /**
     * The opening book's lines of play from the start of Kalah(6,4) (docs/kalah-rules.md, "The opening
     * book"): c f, the solver's first turn (the search alone played c a, 14 seeds below it), then b d,
     * North's answer to it; and North's answers f to the first turn f and b c to c e. Simple players
     * moving first lose far more often against these answers than against the search's own.
     */
    static final int[][] BOOK_LINES = {{2, 5, 1, 3}, {5, 5}, {2, 4, 1, 2}};

    /**
     * The opening book's pit for {@code p}, or -1: where {@code p} is a position of one of the
     * {@link #BOOK_LINES} (the 14 places and the side to move), that line's next move; the first
     * line that has one gives it. Only with the standard rules and no pie rule (against the swap the
     * first player wants an even turn, not the best).
     */
    public static int bookMove(Position p) {
        Variant v = p.variant();
        if (v.emptyCapture() || v.untilStuck() || v.noSweep() || v.pie() || v.seeds() != 4) {
            return -1;
        }
        for (int[] moves : BOOK_LINES) {
            Position line = Kalah.start(v);
            for (int move : moves) {
                if (sameBoard(p, line)) {
                    return move;
                }
                line = Kalah.play(line, move);
            }
        }
        return -1;
    }

    private static boolean sameBoard(Position a, Position b) {
        return a.sideToMove() == b.sideToMove() && java.util.Arrays.equals(a.placesView(), b.placesView());
    }

    private void prepare(Position p, int depth) {
        int plies = Math.max(depth, FRAMES);             // a bonus searched deeper goes down to FRAMES at most
        if (boards.length < plies + 1) {
            boards = new int[plies + 1][2 * m + 2];
        }
        System.arraycopy(p.placesView(), 0, boards[0], 0, 2 * m + 2);
    }

    /** eval(P) of the spec for {@code side} to move. */
    private int eval(int[] b, int side) {
        int own = 0;
        int other = 0;
        for (int pit = 0; pit < m; pit++) {
            own += b[Sowing.place(m, side, pit)];
            other += b[Sowing.place(m, 1 - side, pit)];
        }
        return 4 * (b[Sowing.store(m, side)] - b[Sowing.store(m, 1 - side)]) + own - other + largestCapture(b, side);
    }

    /** capture(P) of the spec: the most seeds facing the empty own pit where a move of {@code side} ends. */
    private int largestCapture(int[] b, int side) {
        int most = 0;
        for (int pit = 0; pit < m; pit++) {
            int last = pit + b[Sowing.place(m, side, pit)];
            if (last != pit && last < m && b[Sowing.place(m, side, last)] == 0) {
                most = Math.max(most, b[Sowing.place(m, 1 - side, m - 1 - last)]);
            }
        }
        return most;
    }

    /** What kind of move {@code pit} is (0: none, or the root's first, searched apart). */
    private int category(int[] b, int side, int pit, boolean root) {
        int seeds = b[Sowing.place(m, side, pit)];
        if (seeds == 0 || root && pit == first) {
            return 0;
        }
        int last = pit + seeds;
        if (last == m) {
            return BONUS;
        }
        if (last < m && b[Sowing.place(m, side, last)] == 0 && b[Sowing.place(m, 1 - side, m - 1 - last)] != 0) {
            return CAPTURE;
        }
        return OTHER;
    }

    /** Fills order with the search order of boards[ply]; returns how many children. */
    private int order(int[] b, int side, boolean root, int depth) {
        int n = 0;
        if (!root && depth == 1) {                // one ply left: a..f
            for (int pit = 0; pit < m; pit++) {
                if (b[Sowing.place(m, side, pit)] != 0) {
                    order[n++] = pit;
                }
            }
            return n;
        }
        if (root && first >= 0) {
            order[n++] = first;
        }
        for (int kind = BONUS; kind <= OTHER; kind++) {
            for (int pit = 0; pit < m; pit++) {
                if (category(b, side, pit, root) == kind) {
                    order[n++] = pit;
                }
            }
        }
        return n;
    }

    /** Alpha-beta over boards[ply] (not over) with {@code side} to move; takes root children at ply 0. */
    private int search(int ply, int side, int depth, int alpha, int beta) {
        int[] b = boards[ply];
        if (depth == 0) {
            return eval(b, side);
        }
        int[] c = boards[ply + 1];
        int n = order(b, side, ply == 0, depth);
        int[] pits = new int[n];
        System.arraycopy(order, 0, pits, 0, n);
        int best = -INFINITY;
        for (int pit : pits) {
            System.arraycopy(b, 0, c, 0, b.length);
            int result = Sowing.sow(c, variant, side, pit);
            if (++nodes == budget) {
                throw SPENT;
            }
            int next = result & Sowing.SIDE;
            int v;
            if ((result & Sowing.OVER) != 0) {
                v = 4 * perspective(c[Sowing.store(m, 0)] - c[Sowing.store(m, 1)], side);
            } else if (next == side) {
                boolean deeper = iteration > 1 && ply + depth < FRAMES;
                v = search(ply + 1, side, deeper ? depth : depth - 1, alpha, beta);
            } else {
                v = -search(ply + 1, next, depth - 1, -beta, -alpha);
            }
            if (v > best) {                       // strictly better: the first maximal child wins
                best = v;
                if (ply == 0) {
                    rootPit = pit;
                    rootValue = v;
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
