package pdp1.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import pdp1.kalah.EndgameDatabaseFile;
import pdp1.kalah.Notation;
import pdp1.kalah.Solver;
import pdp1.kalah.Variant;
import pdp1.program.kalah.KalahRuleOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code solve kalah PITS SEEDS}: the value of the start position under perfect play (the first
 * player's final margin), by {@link Solver}. The value is the last number printed.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solve a game: the value of its start position under perfect play.",
                "The value (the first player's final margin) is the last number printed, with time and nodes."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:solved", "2:usage error", CtrlC.EXIT_CODE})
public final class SolveCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game: kalah.")
    String game;

    @Parameters(index = "1", paramLabel = "PITS", description = "Pits per side (1..6).")
    int pits;

    @Parameters(index = "2", paramLabel = "SEEDS", description = "Seeds per pit at the start.")
    int seedsPerPit;

    /** The rules only: the seeds are SEEDS above, so {@code --seeds} is not offered. */
    @Mixin
    KalahRuleOptions rules;

    @Option(names = "--table-bits", paramLabel = "B", defaultValue = "-1",
            description = "Transposition table of 2^B entries, 8 bytes each (default: as big as fits in the Java heap"
                    + " beside the database, at most about 2^31 entries, 16 GB; java -Xmx sets the heap).")
    int tableBits;

    @Option(names = "--database-seeds", paramLabel = "K", defaultValue = "-1",
            description = "Endgame database of all boards with at most K seeds in play, built before the search"
                    + " (default: 16 seeds fewer than the board holds, at most " + DEFAULT_MAX_K + ", within a quarter of the heap).")
    int databaseSeeds;

    @Option(names = "--cache-dir", paramLabel = "DIR",
            description = "Where endgame databases of 16 M boards and more are kept, to be built only once"
                    + " (default: $XDG_CACHE_HOME/pdp1, else ~/.cache/pdp1).")
    Path cacheDir;

    @Option(names = "--no-cache", description = "Build the endgame database in memory only; read or write no file.")
    boolean noCache;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "-1",
            description = "Search threads (default: one per core). The value never depends on it; the node count does.")
    int threads;

    /** The largest default K: 1.85 G boards on 12 pits (26 would not fit in one Java array). */
    static final int DEFAULT_MAX_K = 25;
    /** Smaller databases are built each time (in seconds) rather than kept on disk. */
    static final long CACHED_BOARDS = 1L << 24;
    /** Heap left for everything else when the table is sized to fit. */
    private static final long HEAP_RESERVE = 512L << 20;

    @Override
    public Integer call() {
        long startNs = System.nanoTime();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!"kalah".equals(game)) {
            err.println("pdp1: only kalah can be solved, not '" + game + "'");
            return 2;
        }
        if (pits < 1 || pits > Solver.MAX_PITS) {
            throw new ParameterException(spec.commandLine(), "PITS must be 1.." + Solver.MAX_PITS + " for the solver, not " + pits);
        }
        if (tableBits != -1 && (tableBits < 10 || tableBits > 30)) {
            err.println("pdp1: --table-bits must be 10..30, not " + tableBits);
            return 2;
        }
        if (threads == 0 || threads < -1) {
            err.println("pdp1: --threads must be at least 1, not " + threads);
            return 2;
        }
        Variant variant;
        try {
            variant = rules.variant(pits, seedsPerPit);
        } catch (IllegalArgumentException e) {
            err.println("pdp1: " + e.getMessage());
            return 2;
        }
        long heap = Runtime.getRuntime().maxMemory();
        int k = databaseSeeds >= 0 ? Math.min(databaseSeeds, variant.totalSeeds())
                : Solver.largestDatabase(variant, heap / 4, Math.min(DEFAULT_MAX_K, variant.totalSeeds() - 16));
        long databaseBytes = k > 0 ? Solver.databaseBytes(variant, k) : 0;
        if (databaseBytes > Integer.MAX_VALUE - 16) {
            err.println("pdp1: an endgame database of " + k + " seeds is too big (" + databaseBytes + " boards)");
            return 2;
        }
        long slots = tableBits != -1 ? 1L << tableBits : Solver.tableSlotsWithin(heap - databaseBytes - HEAP_RESERVE);
        if (databaseBytes + 8 * slots > heap) {
            err.printf("pdp1: the database (%d MB) and the table (%d MB) do not fit in the Java heap (%d MB): try java -Xmx%dg%n",
                    databaseBytes >> 20, (8 * slots) >> 20, heap >> 20, ((databaseBytes + 8 * slots + HEAP_RESERVE) >> 30) + 1);
            return 2;
        }
        int threadCount = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
        Path directory = noCache || databaseBytes < CACHED_BOARDS ? null
                : cacheDir != null ? cacheDir : EndgameDatabaseFile.defaultDirectory();
        out.printf("solving %s (endgame database: boards with at most %d seeds, %d boards%s; transposition table %s"
                        + " entries, %d MB; %d thread%s; Ctrl-C stops)%n", variant, k, databaseBytes,
                directory == null ? "" : ", kept in " + directory, entries(slots), (8 * slots) >> 20, threadCount, threadCount == 1 ? "" : "s");
        out.flush();
        return solveUntilCtrlC(variant, out, startNs, () -> Solver.withCompleteDatabase(variant, slots, k, directory, threadCount,
                lineTo(out)).threads(threadCount));
    }

    /** A table size as its users chose it: 2^B, or the count in millions when the heap chose it. */
    static String entries(long slots) {
        return Long.bitCount(slots) == 1 ? "2^" + Long.numberOfTrailingZeros(slots) : (slots + 500_000) / 1_000_000 + " M";
    }

    private Consumer<String> lineTo(PrintWriter out) {
        return line -> {
            synchronized (out) {
                if (ctrlC == null || !ctrlC.fired()) {
                    out.println(line);
                    out.flush();
                }
            }
        };
    }

    private CtrlC ctrlC;
    /** The solver once its database is there (the Ctrl-C summary reads its status). */
    private volatile Solver solver;

    /**
     * Builds the solver, solves the start and prints the result with its progress lines on
     * {@code out}, or on Ctrl-C prints the summary and returns 130. The two take turns on
     * {@code out}, so no progress line follows the summary.
     */
    private int solveUntilCtrlC(Variant variant, PrintWriter out, long startNs, Supplier<Solver> build) {
        String freshLine = System.console() != null ? System.lineSeparator() : "";    // below the ^C echo
        try (CtrlC c = CtrlC.onInterrupt(() -> {
            synchronized (out) {
                Solver s = solver;
                double seconds = (System.nanoTime() - startNs) / 1e9;
                out.println(freshLine + (s == null
                        ? String.format("solve %s: interrupted after %.1f s while building the endgame database", variant, seconds)
                        : interrupted(variant, s.status(), seconds)));
                out.flush();
            }
        })) {
            ctrlC = c;
            String[] turn = new String[1];
            Solver.Result r;
            try {
                r = Solver.onBigStack(() -> {
                    solver = build.get();
                    Solver.Result result = solver.solveStart();
                    turn[0] = Arrays.stream(solver.firstTurn(result.value())).mapToObj(Notation::pitName)
                            .collect(Collectors.joining(" "));
                    return result;
                });
            } catch (UncheckedIOException e) {
                spec.commandLine().getErr().println("pdp1: " + e.getMessage() + " (" + e.getCause().getMessage() + ")");
                return 2;
            }
            if (c.fired()) {
                return 130;                           // the summary is out and the JVM on its way to exit 130
            }
            out.printf("time %.1f s (cpu %.1f s), nodes %d, endgame boards %d%n",
                    r.millis() / 1000.0, r.cpuMillis() / 1000.0, r.nodes(), r.databaseBoards());
            out.println("best first turn: " + turn[0]);
            out.println("value " + r.value());
            return 0;
        }
    }

    /** The Ctrl-C summary: the time, the nodes, and what is known of the value so far. */
    static String interrupted(Variant variant, Solver.Status so, double seconds) {
        String bounds = "[" + so.lower() + ", " + so.upper() + "]";
        String known = !so.hasBounds() ? "no bounds yet"
                : variant.pie() ? "bounds " + bounds + " on the board being solved (one of the openings the pie rule compares)"
                : "the value is in " + bounds;
        return String.format("solve %s: interrupted after %.1f s, nodes %d, %s", variant, seconds, so.nodes(), known);
    }
}
