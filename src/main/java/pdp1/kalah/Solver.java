package pdp1.kalah;

import java.util.Arrays;
import java.util.function.Consumer;

/**
 * Perfect play: the exact value of a Kalah position. Searches the future margin of
 * {@link MoverBoard}s (stores left out: they never change play) with
 * <ul>
 *   <li>MTD(f): a sequence of null-window alpha-beta searches converging on the value;</li>
 *   <li>a {@link TranspositionTable} of lower/upper bounds keyed by the exact {@link PitIndex};</li>
 *   <li>exact futility bounds: with S seeds in play the future margin lies in [-S, S]; with a
 *       sweep every seed ends in a store, so the margin has the parity of S, and bounds are
 *       rounded to it;</li>
 *   <li>move ordering: the table's best move, then bonus moves (rightmost first), then captures
 *       (largest first);</li>
 *   <li>an {@link EndgameDatabase} answering every board with at most K seeds in play.</li>
 * </ul>
 * One instance per variant; not thread-safe. Deep recursion: run big boards on a thread with a
 * large stack (see {@link #onBigStack}).
 */
public final class Solver {

    /** What a solve reports: the value and what it cost. */
    public record Result(int value, long nodes, long databaseBoards, long millis, long cpuMillis) {
    }

    /**
     * A solve in progress as another thread may see it ({@link #status}): the nodes searched and
     * the bounds MTD(f) has proved on the future margin of the board it is solving.
     */
    public record Status(long nodes, int lower, int upper) {

        /** Before the first MTD(f) search there are no bounds (lower > upper). */
        public boolean hasBounds() {
            return lower <= upper;
        }
    }

    private final Variant variant;
    private final int m;
    private final boolean parity;
    private final PitIndex index;
    private final TranspositionTable table;
    private final EndgameDatabase database;
    private int[][] stack = new int[0][];
    /** Per ply: the ordered moves and their scores (preallocated: the search allocates nothing). */
    private int[][] moveStack = new int[0][];
    private int[][] scoreStack = new int[0][];
    private long nodes;
    private Consumer<String> progress = s -> { };
    /** A "still searching" line after this long without one, so a long solve shows it is alive. */
    private long heartbeatNanos = 30_000_000_000L;
    /**
     * Nodes between two looks at the clock and two publications of the {@link #status} (a power of
     * two; 2^20 is well under a second of search, so a Ctrl-C summary's node count is fresh).
     */
    private long heartbeatMask = (1L << 20) - 1;
    private long lastReportNanos = System.nanoTime();
    /** Written by the solving thread only, at each report and heartbeat: never inside the search. */
    private volatile Status status = new Status(0, 1, 0);

    /**
     * @param log2TableSlots transposition table size (2^n slots of 12 bytes; 24 = 200 MB)
     * @param databaseSeeds  K: boards with at most K seeds in play go to the endgame database
     *                       (C(K + 2m, 2m) bytes; 0 = none)
     */
    /** The largest board the solver takes, in pits per side. */
    public static final int MAX_PITS = 6;

    public Solver(Variant variant, int log2TableSlots, int databaseSeeds) {
        if (variant.pits() > MAX_PITS) {
            throw new IllegalArgumentException("the solver handles at most " + MAX_PITS + " pits per side");
        }
        this.variant = variant;
        this.m = variant.pits();
        this.parity = !variant.noSweep();
        this.index = new PitIndex(m, variant.totalSeeds());
        this.table = new TranspositionTable(log2TableSlots);
        int k = Math.min(databaseSeeds, variant.totalSeeds());
        this.database = k > 0 ? new EndgameDatabase(variant, index, k) : null;
    }

    /**
     * A solver whose endgame database covers the largest K &lt;= {@code maxK} within about
     * {@code budgetMb} megabytes.
     */
    public static Solver sized(Variant variant, int log2TableSlots, int budgetMb, int maxK) {
        if (variant.pits() > MAX_PITS) {
            throw new IllegalArgumentException("the solver handles at most " + MAX_PITS + " pits per side");
        }
        PitIndex idx = new PitIndex(variant.pits(), variant.totalSeeds());
        int k = 0;
        while (k < Math.min(maxK, variant.totalSeeds()) && idx.count(k + 1) <= budgetMb * 1_000_000L) {
            k++;
        }
        return new Solver(variant, log2TableSlots, k);
    }

    /** Where MTD(f) reports each step (default: nowhere). */
    public Solver onProgress(Consumer<String> sink) {
        this.progress = sink;
        return this;
    }

    /** For tests: look at the clock every {@code nodesPowerOfTwo} nodes, report after {@code nanos}. */
    Solver heartbeat(long nodesPowerOfTwo, long nanos) {
        this.heartbeatMask = nodesPowerOfTwo - 1;
        this.heartbeatNanos = nanos;
        return this;
    }

    private void report(String line) {
        lastReportNanos = System.nanoTime();
        publishNodes();
        progress.accept(line);
    }

    /**
     * Called every heartbeatMask + 1 nodes, never in between: the search itself allocates nothing,
     * this one Status.
     */
    private void heartbeat() {
        publishNodes();
        if (System.nanoTime() - lastReportNanos >= heartbeatNanos) {
            report("  still searching  nodes " + nodes);
        }
    }

    public int databaseSeeds() {
        return database == null ? 0 : database.maxSeeds();
    }

    public long nodes() {
        return nodes;
    }

    /**
     * The solve so far, safe to read from any thread while it runs: nodes as of the last report or
     * heartbeat (2^20 nodes), and the bounds of the board being solved; without the pie rule that
     * board is the start, and they bound its value.
     */
    public Status status() {
        return status;
    }

    private void publish(int lower, int upper) {
        status = new Status(nodes, lower, upper);
    }

    private void publishNodes() {
        publish(status.lower(), status.upper());
    }

    /**
     * The value of the start position: the first player's final margin under perfect play. With
     * the pie rule the second player swaps whenever that is better for it (docs/kalah-rules.md "Pie rule").
     */
    public Result solveStart() {
        long t0 = System.currentTimeMillis();
        long cpu0 = cpuNanos();
        long n0 = nodes;
        Position start = Kalah.start(variant);
        int value = variant.pie() ? pieValue(start) : finalMargin(start);
        return new Result(value, nodes - n0, database == null ? 0 : database.computed(),
                System.currentTimeMillis() - t0, (cpuNanos() - cpu0) / 1_000_000);
    }

    /** The final margin (South - North) of {@code p} under perfect play from here; swap not considered. */
    public int finalMarginSouth(Position p) {
        int v = finalMargin(p);
        return p.toMove() == Side.SOUTH ? v : -v;
    }

    /** The final margin for {@code p}'s side to move under perfect play. */
    public int finalMargin(Position p) {
        int own = p.store(p.toMove()) - p.store(p.toMove().opponent());
        if (p.isOver()) {
            return own;
        }
        return own + futureValue(MoverBoard.of(p));
    }

    /** The best move (first of the best, in order a..f) for the side to move; the game must not be over. */
    public int bestMove(Position p) {
        int[] b = MoverBoard.of(p);
        int[] child = new int[2 * m];
        int best = Integer.MIN_VALUE;
        int choice = -1;
        for (int pit = 0; pit < m; pit++) {
            if (b[pit] == 0) {
                continue;
            }
            int r = MoverBoard.sow(b, child, m, pit, variant.emptyCapture());
            int gained = r & MoverBoard.GAINED;
            int v = (r & MoverBoard.BONUS) != 0 ? gained + futureValue(child) : gained - futureValue(child);
            if (v > best) {
                best = v;
                choice = pit;
            }
        }
        return choice;
    }

    /** The exact future margin of a mover's board, by MTD(f). */
    int futureValue(int[] b) {
        int mover = MoverBoard.moverSeeds(b, m);
        int opponent = MoverBoard.opponentSeeds(b, m);
        if (MoverBoard.isOver(variant, mover, opponent)) {
            return MoverBoard.endValue(variant, mover, opponent);
        }
        int seeds = mover + opponent;
        if (seeds <= databaseSeeds()) {
            return database.value(b);
        }
        int lower = -seeds;
        int upper = seeds;
        publish(lower, upper);
        int guess = 0;
        if (seeds >= GUESS_MIN_SEEDS) {
            guess = guess(b);
            report("  first guess " + guess + " (depth-limited search)  nodes " + nodes);
        }
        while (lower < upper) {
            int beta = guess == lower ? guess + 1 : guess;
            stackFor(0, b);
            guess = search(0, beta - 1, beta);
            if (guess < beta) {
                upper = guess;
            } else {
                lower = guess;
            }
            publish(lower, upper);
            report("  bounds [" + lower + ", " + upper + "]  nodes " + nodes);
        }
        return lower;
    }

    /**
     * A first guess for MTD(f): iterative deepening of a depth-limited alpha-beta whose leaves
     * score 0 (the seeds gained on the way are the evaluation), until it has spent its node budget.
     * A guess near the value saves whole MTD(f) passes.
     */
    private int guess(int[] b) {
        int value = 0;
        long budget = nodes + GUESS_NODES;
        for (int depth = 2; depth <= 40 && nodes < budget; depth += 2) {
            stackFor(0, b);
            value = heuristic(0, depth, -INFINITY, INFINITY);
            publishNodes();                            // heuristic() has no heartbeat
        }
        return value;
    }

    private static final long GUESS_NODES = 3_000_000;
    /** Smaller boards are solved faster than a good guess is found. */
    private static final int GUESS_MIN_SEEDS = 30;
    private static final int INFINITY = 1000;

    private int heuristic(int ply, int depth, int alpha, int beta) {
        nodes++;
        int[] b = stack[ply];
        int mover = MoverBoard.moverSeeds(b, m);
        int opponent = MoverBoard.opponentSeeds(b, m);
        if (MoverBoard.isOver(variant, mover, opponent)) {
            return MoverBoard.endValue(variant, mover, opponent);
        }
        if (mover + opponent <= databaseSeeds()) {
            return database.value(b);
        }
        if (depth == 0) {
            return 0;
        }
        if (ply + 1 == stack.length) {
            grow();
        }
        int[] child = stack[ply + 1];
        int[] order = moveStack[ply];
        int count = orderMoves(b, TranspositionTable.NO_MOVE, order, scoreStack[ply]);
        int best = -INFINITY;
        int bestPit = order[0];
        for (int k = 0; k < count; k++) {
            int r = MoverBoard.sow(b, child, m, order[k], variant.emptyCapture());
            int gained = r & MoverBoard.GAINED;
            int v = (r & MoverBoard.BONUS) != 0
                    ? gained + heuristic(ply + 1, depth - 1, alpha - gained, beta - gained)
                    : gained - heuristic(ply + 1, depth - 1, gained - beta, gained - alpha);
            if (v > best) {
                best = v;
                bestPit = order[k];
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        int seeds = mover + opponent;
        if (depth >= HINT_DEPTH && seeds > databaseSeeds()) {
            // Leave the best move as a hint for the exact passes; the bounds stored say nothing.
            long key = index.index(b);
            int entry = table.probe(key);
            if (!TranspositionTable.present(entry) || TranspositionTable.lower(entry) == -seeds
                    && TranspositionTable.upper(entry) == seeds) {
                table.store(key, -seeds, seeds, bestPit, seeds);
            }
        }
        return best;
    }

    /** Heuristic nodes at least this far from their horizon leave move hints in the table. */
    private static final int HINT_DEPTH = 4;

    private void stackFor(int ply, int[] b) {
        if (stack.length == 0) {
            stack = new int[128][2 * m];
            moveStack = new int[128][m];
            scoreStack = new int[128][m];
        }
        System.arraycopy(b, 0, stack[ply], 0, 2 * m);
    }

    /** Fail-soft alpha-beta on stack[ply], the future margin for its mover. */
    private int search(int ply, int alpha, int beta) {
        if ((++nodes & heartbeatMask) == 0) {
            heartbeat();
        }
        int[] b = stack[ply];
        int mover = MoverBoard.moverSeeds(b, m);
        int opponent = MoverBoard.opponentSeeds(b, m);
        if (MoverBoard.isOver(variant, mover, opponent)) {
            return MoverBoard.endValue(variant, mover, opponent);
        }
        int seeds = mover + opponent;
        if (seeds <= databaseSeeds()) {
            return database.value(b);
        }
        if (alpha >= seeds) {
            return seeds;                              // futility: no more than every seed in play
        }
        if (beta <= -seeds) {
            return -seeds;
        }
        long key = index.index(b);
        int entry = table.probe(key);
        int lower = -seeds;
        int upper = seeds;
        int hint = TranspositionTable.NO_MOVE;
        if (TranspositionTable.present(entry)) {
            lower = TranspositionTable.lower(entry);
            upper = TranspositionTable.upper(entry);
            hint = TranspositionTable.move(entry);
            if (lower >= beta) {
                return lower;
            }
            if (upper <= alpha) {
                return upper;
            }
            if (lower == upper) {
                return lower;
            }
        }
        int a = Math.max(alpha, lower);
        int bt = Math.min(beta, upper);
        if (ply + 1 == stack.length) {
            grow();
        }
        int[] child = stack[ply + 1];
        int[] order = moveStack[ply];
        int count = orderMoves(b, hint, order, scoreStack[ply]);
        if (seeds > databaseSeeds() + ETC_MARGIN) {
            int cut = transpositionCutoff(b, child, order, count, bt);
            if (cut >= bt) {
                table.store(key, cut, upper, TranspositionTable.NO_MOVE, seeds);
                return cut;
            }
        }
        int best = Integer.MIN_VALUE;
        int bestPit = TranspositionTable.NO_MOVE;
        for (int k = 0; k < count; k++) {
            int pit = order[k];
            int r = MoverBoard.sow(b, child, m, pit, variant.emptyCapture());
            int gained = r & MoverBoard.GAINED;
            int v = (r & MoverBoard.BONUS) != 0
                    ? gained + search(ply + 1, a - gained, bt - gained)
                    : gained - search(ply + 1, gained - bt, gained - a);
            if (v > best) {
                best = v;
                bestPit = pit;
                if (v > a) {
                    a = v;
                    if (a >= bt) {
                        break;
                    }
                }
            }
        }
        // Store what was learnt: best is a lower bound if it reached beta, an upper bound if it
        // stayed at or below alpha, and exact in between.
        int newLower = lower;
        int newUpper = upper;
        if (best >= bt) {
            newLower = Math.max(lower, best);
        } else if (best <= Math.max(alpha, lower)) {
            newUpper = Math.min(upper, best);
        } else {
            newLower = best;
            newUpper = best;
        }
        if (parity) {
            newLower += (newLower - seeds) & 1;        // every seed ends in a store: value = S (mod 2)
            newUpper -= (newUpper - seeds) & 1;
        }
        table.store(key, newLower, newUpper, bestPit, seeds);
        return best;
    }

    /** ETC is tried only this many seeds above the database, where subtrees are big. */
    private static final int ETC_MARGIN = 4;

    /**
     * Enhanced transposition cutoff: if a child's stored bound alone proves a value of at least
     * beta, there is no need to search anything. Returns that value, or Integer.MIN_VALUE.
     */
    private int transpositionCutoff(int[] b, int[] child, int[] order, int count, int beta) {
        for (int k = 0; k < count; k++) {
            int r = MoverBoard.sow(b, child, m, order[k], variant.emptyCapture());
            int gained = r & MoverBoard.GAINED;
            int mover = MoverBoard.moverSeeds(child, m);
            int opponent = MoverBoard.opponentSeeds(child, m);
            int v;
            if (MoverBoard.isOver(variant, mover, opponent)) {
                int end = MoverBoard.endValue(variant, mover, opponent);
                v = (r & MoverBoard.BONUS) != 0 ? gained + end : gained - end;
            } else {
                int entry = table.probe(index.index(child));
                if (!TranspositionTable.present(entry)) {
                    continue;
                }
                v = (r & MoverBoard.BONUS) != 0
                        ? gained + TranspositionTable.lower(entry)
                        : gained - TranspositionTable.upper(entry);
            }
            if (v >= beta) {
                return v;
            }
        }
        return Integer.MIN_VALUE;
    }

    /** The mover's legal pits: the table's move, bonus moves (rightmost first), captures, the rest. */
    private int orderMoves(int[] b, int hint, int[] pits, int[] score) {
        int count = 0;
        for (int pit = m - 1; pit >= 0; pit--) {
            if (b[pit] == 0) {
                continue;
            }
            int s = pit == hint ? 10_000
                    : MoverBoard.isBonus(b, m, pit) ? 1_000 + pit
                    : MoverBoard.captureHint(b, m, pit) > 0 ? 100 + MoverBoard.captureHint(b, m, pit)
                    : 0;
            int k = count++;
            while (k > 0 && score[k - 1] < s) {       // insertion sort, stable for equal scores
                score[k] = score[k - 1];
                pits[k] = pits[k - 1];
                k--;
            }
            score[k] = s;
            pits[k] = pit;
        }
        return count;
    }

    private int pieValue(Position p) {
        if (p.isOver()) {
            return p.margin();
        }
        if (p.canSwap()) {
            int margin = finalMarginSouth(p);          // the first player keeps South
            return -Math.abs(margin);                  // the second player takes the better seat
        }
        int best = Integer.MIN_VALUE;
        for (int pit : Kalah.legalMoves(p)) {
            best = Math.max(best, pieValue(Kalah.play(p, pit)));
        }
        return best;
    }

    private void grow() {
        int old = stack.length;
        stack = Arrays.copyOf(stack, old * 2);
        moveStack = Arrays.copyOf(moveStack, old * 2);
        scoreStack = Arrays.copyOf(scoreStack, old * 2);
        for (int i = old; i < stack.length; i++) {
            stack[i] = new int[2 * m];
            moveStack[i] = new int[m];
            scoreStack[i] = new int[m];
        }
    }

    /** CPU time of this thread, or 0 where the JVM cannot tell (the machine may be shared). */
    private static long cpuNanos() {
        java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
        return bean.isCurrentThreadCpuTimeSupported() ? bean.getCurrentThreadCpuTime() : 0;
    }

    /** Runs {@code work} on a thread with a 512 MB stack (the search recursion can be deep) and waits. */
    public static <T> T onBigStack(java.util.function.Supplier<T> work) {
        Object[] result = new Object[1];
        RuntimeException[] failure = new RuntimeException[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = work.get();
            } catch (RuntimeException e) {
                failure[0] = e;
            }
        }, "solver", 512L << 20);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        @SuppressWarnings("unchecked")
        T r = (T) result[0];
        return r;
    }
}
