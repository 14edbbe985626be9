package pdp1.kalah;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Exact future margins of every board with at most K seeds in play, one byte each, indexed by
 * {@link PitIndex} (the first C(K + 2m, 2m) indices). Computed by a plain minimax that stores every
 * value it computes (memoized search, the lazy form of a retrograde database): a board's children
 * never hold more seeds, so they fall inside the database too, and within one seed count no sowing
 * can repeat a board (without reaching a store a sowing only moves the mover's seeds towards its
 * store), so the recursion ends.
 * <p>
 * Two ways to use it: filled on demand by {@link #value} (one thread), or filled completely first by
 * {@link #fill} (in parallel) or from a file ({@link EndgameDatabaseFile}); a complete database
 * answers {@link #value} by one array read and is safe to share between threads.
 */
final class EndgameDatabase {

    private static final byte UNKNOWN = Byte.MIN_VALUE;

    private final Variant variant;
    private final int m;
    private final int maxSeeds;
    private final PitIndex index;
    private final byte[] values;
    /** The recursion of on-demand lookups (one thread only). */
    private final Filler lazy;
    private volatile boolean complete;

    EndgameDatabase(Variant variant, PitIndex index, int maxSeeds) {
        this(variant, index, maxSeeds, null);
    }

    /** A database with {@code values} already computed (from a file), or empty when null. */
    EndgameDatabase(Variant variant, PitIndex index, int maxSeeds, byte[] values) {
        this.variant = variant;
        this.m = variant.pits();
        this.index = index;
        this.maxSeeds = maxSeeds;
        long size = boards(index, maxSeeds);
        if (values == null) {
            this.values = new byte[(int) size];
            Arrays.fill(this.values, UNKNOWN);
        } else {
            if (values.length != size) {
                throw new IllegalArgumentException(values.length + " values for " + size + " boards");
            }
            this.values = values;
            this.complete = true;
        }
        this.lazy = new Filler();
    }

    /** Boards of at most {@code maxSeeds} seeds on {@code index}'s board, checked to fit one array. */
    static long boards(PitIndex index, int maxSeeds) {
        long size = index.count(maxSeeds);
        if (size > Integer.MAX_VALUE - 16) {
            throw new IllegalArgumentException("an endgame database of " + maxSeeds + " seeds is too big (" + size + " boards)");
        }
        return size;
    }

    /** Largest number of seeds in play the database covers. */
    int maxSeeds() {
        return maxSeeds;
    }

    Variant variant() {
        return variant;
    }

    /** Boards whose value has been computed so far (all of them once complete). */
    long computed() {
        return complete ? values.length : lazy.computed;
    }

    long size() {
        return values.length;
    }

    boolean isComplete() {
        return complete;
    }

    /** The values, for {@link EndgameDatabaseFile}: only of a complete database; not to be changed. */
    byte[] values() {
        if (!complete) {
            throw new IllegalStateException("the endgame database is not complete");
        }
        return values;
    }

    /** The exact future margin of {@code b} (not changed) for the side to move; seeds in play &lt;= K. */
    int value(int[] b) {
        if (complete) {
            return values[(int) index.index(b)];
        }
        return lazy.value(b);
    }

    /**
     * Computes every board, {@code threads} at a time, reporting the share done about every few
     * seconds to {@code progress}. Threads that meet on the same board compute the same value and
     * write the same byte, so they need no locks (a byte write is never torn, JLS 17.6); a thread
     * that does not yet see another's value computes it again.
     */
    void fill(int threads, Consumer<String> progress) {
        if (complete) {
            return;
        }
        AtomicLong next = new AtomicLong();
        AtomicLong done = new AtomicLong();
        Thread[] workers = new Thread[threads];
        RuntimeException[] failure = new RuntimeException[1];
        for (int t = 0; t < threads; t++) {
            workers[t] = new Thread(null, () -> {
                try {
                    new Filler().fillChunks(next, done);
                } catch (RuntimeException e) {
                    failure[0] = e;
                }
            }, "endgame-database-" + t, 64L << 20);
            workers[t].start();
        }
        long t0 = System.nanoTime();
        try {
            for (Thread w : workers) {
                while (w.isAlive()) {
                    w.join(30_000);
                    if (w.isAlive()) {
                        progress.accept(String.format("  endgame database: %.1f %% of %d boards  %.0f s",
                                100.0 * done.get() / values.length, values.length, (System.nanoTime() - t0) / 1e9));
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        complete = true;
    }

    /** Boards a thread of {@link #fill} takes at a time. */
    private static final int CHUNK = 1 << 16;

    /** One thread's memoized minimax, with its own stack of boards. */
    private final class Filler {

        private int[][] stack = new int[64][2 * m];
        private long computed;

        int value(int[] b) {
            System.arraycopy(b, 0, stack[0], 0, 2 * m);
            return exact(0);
        }

        /** Takes chunks of indices until none is left; every board in them gets its value. */
        void fillChunks(AtomicLong next, AtomicLong done) {
            int[] board = stack[0];
            int[] start = new int[2 * m];
            for (long from = next.getAndAdd(CHUNK); from < values.length; from = next.getAndAdd(CHUNK)) {
                long to = Math.min(values.length, from + CHUNK);
                index.board(from, start);
                for (long i = from; i < to; i++) {
                    System.arraycopy(start, 0, board, 0, 2 * m);
                    int mover = MoverBoard.moverSeeds(board, m);
                    int opponent = MoverBoard.opponentSeeds(board, m);
                    values[(int) i] = (byte) (MoverBoard.isOver(variant, mover, opponent)
                            ? MoverBoard.endValue(variant, mover, opponent) : exact(0));
                    PitIndex.next(start);
                }
                done.addAndGet(to - from);
            }
        }

        private int exact(int ply) {
            int[] b = stack[ply];
            int mover = MoverBoard.moverSeeds(b, m);
            int opponent = MoverBoard.opponentSeeds(b, m);
            if (MoverBoard.isOver(variant, mover, opponent)) {
                return MoverBoard.endValue(variant, mover, opponent);
            }
            int at = (int) index.index(b);
            if (values[at] != UNKNOWN) {
                return values[at];
            }
            if (ply + 1 == stack.length) {
                grow();
            }
            int[] child = stack[ply + 1];
            int best = Integer.MIN_VALUE;
            for (int pit = 0; pit < m; pit++) {
                if (b[pit] == 0) {
                    continue;
                }
                int r = MoverBoard.sow(b, child, m, pit, variant.emptyCapture());
                int gained = r & MoverBoard.GAINED;
                int v = (r & MoverBoard.BONUS) != 0 ? gained + exact(ply + 1) : gained - exact(ply + 1);
                best = Math.max(best, v);
            }
            values[at] = (byte) best;
            computed++;
            return best;
        }

        private void grow() {
            int[][] bigger = Arrays.copyOf(stack, stack.length * 2);
            for (int i = stack.length; i < bigger.length; i++) {
                bigger[i] = new int[2 * m];
            }
            stack = bigger;
        }
    }
}
