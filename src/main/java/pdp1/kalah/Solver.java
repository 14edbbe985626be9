package pdp1.kalah;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
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
 *   <li>an {@link EndgameDatabase} answering every board with at most K seeds in play;</li>
 *   <li>with {@link #threads} above one, every null-window pass searched by all threads at once
 *       sharing the table; near the root a thread claims each board before it searches it
 *       ({@link BusyBoards}) and puts off a move whose board another thread holds, so the threads
 *       split the work instead of searching the same subtrees side by side. The first thread to
 *       finish a pass gives its bound (every thread's bound is true), so the value is exact
 *       whatever the timing; the node count is not reproducible.</li>
 * </ul>
 * One instance per variant; its methods are called from one thread at a time. Deep recursion: run
 * big boards on a thread with a large stack (see {@link #onBigStack}).
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

    /** The largest board the solver takes, in pits per side. */
    public static final int MAX_PITS = 6;

    private final Variant variant;
    private final int m;
    private final boolean parity;
    private final PitIndex index;
    private final TranspositionTable table;
    private final EndgameDatabase database;
    /** Thread 0's search: the caller's thread. */
    private final Search main;
    private final BusyBoards busy = new BusyBoards();
    private Search[] helpers = new Search[0];
    /** Set when some thread has finished the current pass: the others stop. */
    private volatile boolean passDone;
    private int passResult;
    private Throwable helperFailure;
    /** CPU time the helper threads spent, all passes. */
    private long helperCpuNanos;
    private Consumer<String> progress = s -> { };
    /** A "still searching" line after this long without one, so a long solve shows it is alive. */
    private long heartbeatNanos = 30_000_000_000L;
    /**
     * Nodes between two looks at the clock and two publications of the {@link #status} (a power of
     * two; 2^20 is well under a second of search, so a Ctrl-C summary's node count is fresh).
     */
    private long heartbeatMask = (1L << 20) - 1;
    /** Nodes between two looks at {@link #passDone} and the heartbeat mask (the finer of the two). */
    private long checkMask = STOP_MASK;
    private long lastReportNanos = System.nanoTime();
    /** Written by the solving thread only, at each report and heartbeat: never inside the search. */
    private volatile Status status = new Status(0, 1, 0);
    /** False while {@link #firstTurn} probes moves: the status keeps the start's value, no lines. */
    private boolean publishing = true;
    /** The opening turn the pie rule's solve found best (null before or without the pie rule). */
    private int[] pieTurn;

    /**
     * @param log2TableSlots transposition table size (2^n slots of 8 bytes; 24 = 134 MB)
     * @param databaseSeeds  K: boards with at most K seeds in play go to the endgame database
     *                       (C(K + 2m, 2m) bytes, filled on demand; 0 = none)
     */
    public Solver(Variant variant, int log2TableSlots, int databaseSeeds) {
        this(variant, 1L << log2TableSlots, lazyDatabase(variant, databaseSeeds));
    }

    private Solver(Variant variant, long tableSlots, EndgameDatabase database) {
        this.variant = variant;
        this.m = variant.pits();
        this.parity = !variant.noSweep();
        this.index = new PitIndex(m, variant.totalSeeds());
        this.table = new TranspositionTable(tableSlots, index.count(variant.totalSeeds()));
        this.database = database;
        this.main = new Search(false);
    }

    private static EndgameDatabase lazyDatabase(Variant variant, int databaseSeeds) {
        checkPits(variant);
        int k = Math.min(databaseSeeds, variant.totalSeeds());
        return k > 0 ? new EndgameDatabase(variant, new PitIndex(variant.pits(), variant.totalSeeds()), k) : null;
    }

    private static void checkPits(Variant variant) {
        if (variant.pits() > MAX_PITS) {
            throw new IllegalArgumentException("the solver handles at most " + MAX_PITS + " pits per side");
        }
    }

    /**
     * A solver whose endgame database covers the largest K &lt;= {@code maxK} within about
     * {@code budgetMb} megabytes.
     */
    public static Solver sized(Variant variant, int log2TableSlots, int budgetMb, int maxK) {
        checkPits(variant);
        return new Solver(variant, log2TableSlots, largestDatabase(variant, budgetMb * 1_000_000L, maxK));
    }

    /** The largest K &lt;= {@code maxK} (and the seeds in play) whose database has at most {@code bytes} boards. */
    public static int largestDatabase(Variant variant, long bytes, int maxK) {
        checkPits(variant);
        PitIndex idx = new PitIndex(variant.pits(), variant.totalSeeds());
        int k = 0;
        while (k < Math.min(maxK, variant.totalSeeds()) && idx.count(k + 1) <= bytes) {
            k++;
        }
        return k;
    }

    /** Bytes of the endgame database of K seeds on {@code variant}'s board. */
    public static long databaseBytes(Variant variant, int k) {
        return new PitIndex(variant.pits(), Math.max(k, 0)).count(Math.max(k, 0));
    }

    /**
     * A solver whose database of K seeds is complete before the search starts: read from
     * {@code cacheDirectory} when a good file is there, else built by {@code threads} threads and
     * written there (null: built and not kept). Notices and build progress go to {@code progress}.
     */
    public static Solver withCompleteDatabase(Variant variant, long tableSlots, int databaseSeeds,
                                              Path cacheDirectory, int threads, Consumer<String> progress) {
        checkPits(variant);
        int k = Math.min(databaseSeeds, variant.totalSeeds());
        EndgameDatabase database = k <= 0 ? null
                : EndgameDatabaseFile.obtain(variant, new PitIndex(variant.pits(), variant.totalSeeds()), k,
                        cacheDirectory, threads, progress);
        return new Solver(variant, tableSlots, database).onProgress(progress);
    }

    /** The slots (8 bytes each) of the largest table within {@code bytes}: at least 2^10, at most one Java array. */
    public static long tableSlotsWithin(long bytes) {
        return Math.max(1L << 10, Math.min(bytes / 8, TranspositionTable.MAX_SLOTS) & -4);
    }

    /**
     * Searches each pass with {@code count} threads (1: the caller's alone); more than one needs a
     * complete database (or none), as one filled on demand is one thread's.
     */
    public Solver threads(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + count);
        }
        if (count > 1 && database != null && !database.isComplete()) {
            throw new IllegalStateException("several threads need a complete endgame database");
        }
        helpers = new Search[count - 1];
        for (int i = 0; i < helpers.length; i++) {
            helpers[i] = new Search(true);
        }
        return this;
    }

    /** Where MTD(f) reports each step (default: nowhere). */
    public Solver onProgress(Consumer<String> sink) {
        this.progress = sink;
        return this;
    }

    /** For tests: look at the clock every {@code nodesPowerOfTwo} nodes, report after {@code nanos}. */
    Solver heartbeat(long nodesPowerOfTwo, long nanos) {
        this.heartbeatMask = nodesPowerOfTwo - 1;
        this.checkMask = Math.min(STOP_MASK, heartbeatMask);
        this.heartbeatNanos = nanos;
        return this;
    }

    /** Reports {@code line} with the nodes so far; the status published carries the same count. */
    private void report(String line) {
        if (!publishing) {
            return;
        }
        lastReportNanos = System.nanoTime();
        long n = nodes();
        status = new Status(n, status.lower(), status.upper());
        progress.accept(line + "  nodes " + n);
    }

    /**
     * Called by thread 0 every heartbeatMask + 1 nodes, never in between: the search itself
     * allocates nothing, this one Status.
     */
    private void heartbeat() {
        if (publishing) {
            status = new Status(nodes(), status.lower(), status.upper());
        }
        if (System.nanoTime() - lastReportNanos >= heartbeatNanos) {
            report("  still searching");
        }
    }

    private void publish(int lower, int upper) {
        if (publishing) {
            status = new Status(nodes(), lower, upper);
        }
    }

    public int databaseSeeds() {
        return database == null ? 0 : database.maxSeeds();
    }

    /** Nodes searched by all threads (exact between solves; a snapshot while helpers run). */
    public long nodes() {
        long n = main.nodes;
        for (Search h : helpers) {
            n += h.nodes;
        }
        return n;
    }

    /**
     * The solve so far, safe to read from any thread while it runs: nodes as of the last report or
     * heartbeat (2^20 nodes), and the bounds of the board being solved; without the pie rule that
     * board is the start, and they bound its value.
     */
    public Status status() {
        return status;
    }

    /**
     * The value of the start position: the first player's final margin under perfect play. With
     * the pie rule the second player swaps whenever that is better for it (docs/kalah-rules.md "Pie rule").
     */
    public Result solveStart() {
        long t0 = System.currentTimeMillis();
        long cpu0 = cpuNanos() + helperCpu();
        long n0 = nodes();
        Position start = Kalah.start(variant);
        int value = variant.pie() ? pieValue(start) : finalMargin(start);
        return new Result(value, nodes() - n0, database == null ? 0 : database.computed(),
                System.currentTimeMillis() - t0, (cpuNanos() + helperCpu() - cpu0) / 1_000_000);
    }

    /**
     * A best opening turn for the first player (its pits, 0 = a; several when bonus moves chain),
     * after {@link #solveStart} found the start's {@code value}. Without the pie rule each move is
     * the first that keeps the value in the order of {@link #preferredMoves}; with it, the opening
     * the pie solve chose.
     */
    public int[] firstTurn(int value) {
        if (variant.pie() && pieTurn != null) {
            return pieTurn.clone();
        }
        publishing = false;
        try {
            List<Integer> turn = new ArrayList<>();
            Position p = Kalah.start(variant);
            while (!p.isOver() && p.toMove() == Side.SOUTH) {
                Position next = null;
                for (int pit : preferredMoves(p)) {
                    Position child = Kalah.play(p, pit);
                    if (southReaches(child, value)) {
                        turn.add(pit);
                        next = child;
                        break;
                    }
                }
                if (next == null) {
                    throw new IllegalArgumentException(value + " is not the value of the start");
                }
                p = next;
            }
            return turn.stream().mapToInt(Integer::intValue).toArray();
        } finally {
            publishing = true;
        }
    }

    /**
     * The legal moves of {@code p} in the order {@link #firstTurn} tries them: on a board big enough
     * for a first guess, the move that guess's depth-limited search likes best, then the search's
     * own order. The guess is one thread's and reads nothing the passes wrote, so the order is the
     * same in every run; and it is nearly always a best move, so the first move tried is proved
     * from the table in moments, where trying a weaker move first costs a whole proof that it
     * falls short (6 minutes of Kalah(6,5)'s, in order a..f).
     */
    private int[] preferredMoves(Position p) {
        int[] b = MoverBoard.of(p);
        int hint = MoverBoard.moverSeeds(b, m) + MoverBoard.opponentSeeds(b, m) >= GUESS_MIN_SEEDS
                ? guessedMove(b) : TranspositionTable.NO_MOVE;
        int[] pits = new int[m];
        int count = MoverBoard.orderMoves(b, m, hint, pits, new int[m]);
        return Arrays.copyOf(pits, count);
    }

    /** Whether South's final margin from {@code p} under perfect play is at least {@code target}. */
    private boolean southReaches(Position p, int target) {
        if (p.isOver()) {
            return p.margin() >= target;
        }
        int own = p.store(p.toMove()) - p.store(p.toMove().opponent());
        int[] b = MoverBoard.of(p);
        if (p.toMove() == Side.SOUTH) {
            return own + boundedFuture(b, target - own - 1, target - own, 0) >= target;
        }
        return -(own + boundedFuture(b, -target - own, -target - own + 1, 0)) >= target;
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
        int seeds = MoverBoard.moverSeeds(b, m) + MoverBoard.opponentSeeds(b, m);
        return boundedFuture(b, -seeds - 1, seeds + 1, NO_GUESS);
    }

    private static final int NO_GUESS = Integer.MIN_VALUE;
    /** {@link #settledValue}'s answer for a board that must be searched. */
    private static final int UNSETTLED = Integer.MIN_VALUE;

    /**
     * The future margin of a mover's board that needs no search: the game's end (the sweep), or
     * the endgame database's value when it holds the board; else {@link #UNSETTLED}.
     */
    private int settledValue(int[] b, int mover, int opponent) {
        if (MoverBoard.isOver(variant, mover, opponent)) {
            return MoverBoard.endValue(variant, mover, opponent);
        }
        return mover + opponent <= databaseSeeds() ? database.value(b) : UNSETTLED;
    }

    /**
     * The future margin of a mover's board by MTD(f), but only as exact as asked: the value when it
     * lies strictly between {@code floor} and {@code ceiling}; else a bound on the same side (at
     * most floor, or at least ceiling) that the value lies beyond. {@code guess}: where MTD(f)
     * starts, or NO_GUESS to find one.
     */
    private int boundedFuture(int[] b, int floor, int ceiling, int guess) {
        int mover = MoverBoard.moverSeeds(b, m);
        int opponent = MoverBoard.opponentSeeds(b, m);
        int settled = settledValue(b, mover, opponent);
        if (settled != UNSETTLED) {
            return settled;
        }
        int seeds = mover + opponent;
        int lower = -seeds;
        int upper = seeds;
        publish(lower, upper);
        if (guess == NO_GUESS) {
            guess = 0;
            if (seeds >= GUESS_MIN_SEEDS) {
                guess = guess(b);
                report("  first guess " + guess + " (depth-limited search)");
            }
        }
        guess = Math.max(lower, Math.min(upper, Math.max(floor + 1, Math.min(ceiling, guess))));
        while (lower < upper && lower < ceiling && upper > floor) {
            int beta = guess <= lower ? lower + 1 : guess;
            guess = pass(b, seeds, beta);
            if (guess < beta) {
                upper = guess;
            } else {
                lower = guess;
            }
            publish(lower, upper);
            report("  bounds [" + lower + ", " + upper + "]");
        }
        return upper <= floor ? upper : lower;
    }

    /** Helpers join a pass only on boards this far above the database: below, threads cost more. */
    private static final int PARALLEL_MARGIN = 8;

    /** One null-window search of {@code b} at beta, by every thread; the first one done answers. */
    private int pass(int[] b, int seeds, int beta) {
        if (helpers.length == 0 || seeds < databaseSeeds() + PARALLEL_MARGIN) {
            passDone = false;
            main.load(b);
            return main.search(0, beta - 1, beta);
        }
        passDone = false;
        helperFailure = null;
        busy.clear();
        Thread[] threads = new Thread[helpers.length];
        for (int i = 0; i < helpers.length; i++) {
            Search h = helpers[i];
            threads[i] = new Thread(null, () -> {
                long cpu0 = cpuNanos();
                try {
                    h.load(b);
                    finish(h.search(0, beta - 1, beta));
                } catch (Abort stopped) {
                    // another thread finished this pass first
                } catch (RuntimeException | Error e) {
                    fail(e);
                } finally {
                    addHelperCpu(cpuNanos() - cpu0);
                }
            }, "solver-helper-" + i, 512L << 20);
            threads[i].start();
        }
        try {
            main.load(b);
            finish(main.search(0, beta - 1, beta));
        } catch (Abort stopped) {
            // a helper finished this pass first
        } finally {
            passDone = true;
            for (Thread t : threads) {
                joinQuietly(t);
            }
        }
        if (helperFailure != null) {
            throw new IllegalStateException("a solver thread failed", helperFailure);
        }
        return passResult;
    }

    private synchronized void addHelperCpu(long nanos) {
        helperCpuNanos += nanos;
    }

    private synchronized void finish(int result) {
        if (!passDone) {
            passResult = result;
            passDone = true;
        }
    }

    private synchronized void fail(Throwable e) {
        helperFailure = e;
        passDone = true;
    }

    private static void joinQuietly(Thread t) {
        boolean interrupted = false;
        while (t.isAlive()) {
            try {
                t.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Unwinds a thread's search when another finished the pass (no stack trace: it is no error). */
    private static final class Abort extends RuntimeException {
        Abort() {
            super(null, null, false, false);
        }
    }

    private static final Abort ABORT = new Abort();
    /** Nodes between two looks at {@link #passDone}. */
    private static final long STOP_MASK = (1L << 12) - 1;

    /**
     * A first guess for MTD(f): iterative deepening of a depth-limited alpha-beta whose leaves
     * score 0 (the seeds gained on the way are the evaluation), until it has spent its node budget.
     * A guess near the value saves whole MTD(f) passes.
     */
    private int guess(int[] b) {
        int value = 0;
        long budget = main.nodes + GUESS_NODES;
        for (int depth = 2; depth <= 40 && main.nodes < budget; depth += 2) {
            main.load(b);
            value = main.heuristic(0, depth, -INFINITY, INFINITY);
            publish(status.lower(), status.upper());       // heuristic() has no heartbeat
        }
        return value;
    }

    /** The move {@link #guess} likes best on {@code b} (NO_MOVE if the board needs no search). */
    private int guessedMove(int[] b) {
        main.rootMove = TranspositionTable.NO_MOVE;
        guess(b);
        return main.rootMove;
    }

    private static final long GUESS_NODES = 3_000_000;
    /** Smaller boards are solved faster than a good guess is found. */
    private static final int GUESS_MIN_SEEDS = 30;
    private static final int INFINITY = 1000;
    /** Heuristic nodes at least this far from their horizon leave move hints in the table. */
    private static final int HINT_DEPTH = 4;
    /**
     * Boards this far above the database and more are marked while a thread searches them, so
     * that the other threads take other moves first; below, subtrees are too small to share.
     */
    private static final int BUSY_MARGIN = 8;

    /** One thread's search: its own stacks of boards and moves (preallocated: it allocates nothing). */
    private final class Search {

        private final boolean helper;
        private int[][] stack = new int[0][];
        /** Each ply's moves in search order; room for 2m, as moves put off are tried again at the end. */
        private int[][] moveStack = new int[0][];
        private int[][] scoreStack = new int[0][];
        /** Written by its own thread only; read by others for progress lines. */
        private long nodes;
        /** The best move at ply 0 of the last {@link #heuristic} search. */
        private int rootMove = TranspositionTable.NO_MOVE;

        Search(boolean helper) {
            this.helper = helper;
        }

        void load(int[] b) {
            if (stack.length == 0) {
                stack = new int[128][2 * m];
                moveStack = new int[128][2 * m];
                scoreStack = new int[128][m];
            }
            System.arraycopy(b, 0, stack[0], 0, 2 * m);
        }

        /** Fail-soft alpha-beta on stack[ply], the future margin for its mover. */
        int search(int ply, int alpha, int beta) {
            long first = ++nodes;
            if ((first & checkMask) == 0) {
                if (passDone) {
                    throw ABORT;
                }
                if (!helper && (nodes & heartbeatMask) == 0) {
                    heartbeat();
                }
            }
            int[] b = stack[ply];
            int mover = MoverBoard.moverSeeds(b, m);
            int opponent = MoverBoard.opponentSeeds(b, m);
            int settled = settledValue(b, mover, opponent);
            if (settled != UNSETTLED) {
                return settled;
            }
            int seeds = mover + opponent;
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
            int count = MoverBoard.orderMoves(b, m, hint, order, scoreStack[ply]);
            boolean shared = helpers.length > 0 && seeds >= databaseSeeds() + BUSY_MARGIN;
            int best = Integer.MIN_VALUE;
            int bestPit = TranspositionTable.NO_MOVE;
            int end = count;
            for (int k = 0; k < end; k++) {
                int pit = order[k];
                int r = MoverBoard.sow(b, child, m, pit, variant.emptyCapture());
                long claimed = -1;
                if (shared && k < count) {
                    claimed = index.index(child);
                    if (!busy.claim(claimed)) {
                        order[end++] = pit;                // another thread is on it: come back later
                        continue;
                    }
                }
                int gained = r & MoverBoard.GAINED;
                int v = (r & MoverBoard.BONUS) != 0
                        ? gained + search(ply + 1, a - gained, bt - gained)
                        : gained - search(ply + 1, gained - bt, gained - a);
                if (claimed >= 0) {
                    busy.release(claimed);
                }
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
            table.store(key, newLower, newUpper, bestPit, nodes - first + 1);
            return best;
        }

        int heuristic(int ply, int depth, int alpha, int beta) {
            long first = ++nodes;
            int[] b = stack[ply];
            int mover = MoverBoard.moverSeeds(b, m);
            int opponent = MoverBoard.opponentSeeds(b, m);
            int settled = settledValue(b, mover, opponent);
            if (settled != UNSETTLED) {
                return settled;
            }
            if (depth == 0) {
                return 0;
            }
            if (ply + 1 == stack.length) {
                grow();
            }
            int[] child = stack[ply + 1];
            int[] order = moveStack[ply];
            int count = MoverBoard.orderMoves(b, m, TranspositionTable.NO_MOVE, order, scoreStack[ply]);
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
            if (ply == 0) {
                rootMove = bestPit;
            }
            int seeds = mover + opponent;
            if (depth >= HINT_DEPTH && seeds > databaseSeeds()) {
                // Leave the best move as a hint for the exact passes; the bounds stored say nothing.
                long key = index.index(b);
                int entry = table.probe(key);
                if (!TranspositionTable.present(entry) || TranspositionTable.lower(entry) == -seeds
                        && TranspositionTable.upper(entry) == seeds) {
                    table.store(key, -seeds, seeds, bestPit, nodes - first + 1);
                }
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
                moveStack[i] = new int[2 * m];
                scoreStack[i] = new int[m];
            }
        }
    }

    /** A position after the first player's opening turn, with the pits of that turn. */
    private record Opening(Position position, int[] turn) {
    }

    /**
     * The pie value: the maximum over the opening turns of -|margin after it| (the second player
     * takes the better seat), or the margin of a game the opening itself ends. Openings are solved
     * in the order of their first guesses' size, the most balanced first, and each only as far as
     * needed: once the best so far is -B, an opening matters only if its margin lies strictly inside
     * (-B, B), and a draw (0) ends the search, since no swap position can do better.
     */
    private int pieValue(Position start) {
        List<Opening> openings = new ArrayList<>();
        collectOpenings(start, new int[0], openings);
        int best = Integer.MIN_VALUE;
        List<Opening> open = new ArrayList<>();
        List<Integer> guesses = new ArrayList<>();
        for (Opening o : openings) {
            if (o.position().isOver()) {
                if (o.position().margin() > best) {
                    best = o.position().margin();
                    pieTurn = o.turn();
                }
            } else {
                open.add(o);
            }
        }
        int[] guess = new int[open.size()];
        for (int i = 0; i < open.size(); i++) {
            guess[i] = southGuess(open.get(i).position());
            guesses.add(i);
        }
        guesses.sort(Comparator.comparingInt(i -> Math.abs(guess[i])));
        for (int i : guesses) {
            if (best >= 0) {
                break;                                    // no swap position gives the opener more than 0
            }
            Position p = open.get(i).position();
            int bound = best == Integer.MIN_VALUE ? p.variant().totalSeeds() + 1 : -best;
            int margin = boundedMargin(p, -bound, bound, guess[i]);
            if (-Math.abs(margin) > best) {
                best = -Math.abs(margin);
                pieTurn = open.get(i).turn();
            }
        }
        return best;
    }

    private void collectOpenings(Position p, int[] turn, List<Opening> into) {
        if (p.isOver() || p.canSwap()) {
            into.add(new Opening(p, turn));
            return;
        }
        for (int pit : Kalah.legalMoves(p)) {
            int[] longer = Arrays.copyOf(turn, turn.length + 1);
            longer[turn.length] = pit;
            collectOpenings(Kalah.play(p, pit), longer, into);
        }
    }

    /** South's final margin from {@code p} as the depth-limited guess sees it. */
    private int southGuess(Position p) {
        int own = p.store(p.toMove()) - p.store(p.toMove().opponent());
        int[] b = MoverBoard.of(p);
        int settled = settledValue(b, MoverBoard.moverSeeds(b, m), MoverBoard.opponentSeeds(b, m));
        int v = own + (settled != UNSETTLED ? settled : guess(b));
        return p.toMove() == Side.SOUTH ? v : -v;
    }

    /**
     * South's final margin from {@code p} when it lies strictly between {@code floor} and
     * {@code ceiling} (a window symmetric about 0), else a bound beyond the nearer end.
     */
    private int boundedMargin(Position p, int floor, int ceiling, int southGuess) {
        int own = p.store(p.toMove()) - p.store(p.toMove().opponent());
        int sign = p.toMove() == Side.SOUTH ? 1 : -1;
        int v = own + boundedFuture(MoverBoard.of(p), floor - own, ceiling - own, sign * southGuess - own);
        return sign * v;
    }

    private synchronized long helperCpu() {
        return helperCpuNanos;
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
