package pdp1.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import pdp1.kalah.Solver;
import pdp1.kalah.Variant;
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
        description = {"Solve a game: print the value of the start position under perfect play",
                "(the first player's final margin) as the last number, with time and nodes."},
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

    @Option(names = "--table-bits", paramLabel = "B", defaultValue = "24",
            description = "Transposition table of 2^B entries, 12 bytes each (default: ${DEFAULT-VALUE}).")
    int tableBits;

    @Option(names = "--database-seeds", paramLabel = "K", defaultValue = "-1",
            description = "Endgame database of all boards with at most K seeds in play (default: as big as fits in about 100 MB, at most 16).")
    int databaseSeeds;

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
        if (tableBits < 10 || tableBits > 28) {
            err.println("pdp1: --table-bits must be 10..28, not " + tableBits);
            return 2;
        }
        Variant variant;
        Solver solver;
        try {
            variant = rules.variant(pits, seedsPerPit);
            solver = databaseSeeds >= 0
                    ? new Solver(variant, tableBits, databaseSeeds)
                    : Solver.sized(variant, tableBits, 100, 16);
        } catch (IllegalArgumentException e) {
            err.println("pdp1: " + e.getMessage());
            return 2;
        }
        out.println("solving " + variant + " (endgame database: boards with at most " + solver.databaseSeeds()
                + " seeds; transposition table 2^" + tableBits + " entries; Ctrl-C stops)");
        out.flush();
        Solver.Result r = solveUntilCtrlC(solver, variant, out, startNs);
        if (r == null) {
            return 130;                               // the summary is out and the JVM on its way to exit 130
        }
        out.printf("time %.1f s (cpu %.1f s), nodes %d, endgame boards computed %d%n",
                r.millis() / 1000.0, r.cpuMillis() / 1000.0, r.nodes(), r.databaseBoards());
        out.println("value " + r.value());
        return 0;
    }

    /**
     * Solves the start with its progress lines on {@code out}, or on Ctrl-C prints the summary and
     * returns null. The two take turns on {@code out}, so no progress line follows the summary.
     */
    private static Solver.Result solveUntilCtrlC(Solver solver, Variant variant, PrintWriter out, long startNs) {
        String freshLine = System.console() != null ? System.lineSeparator() : "";    // below the ^C echo
        try (CtrlC ctrlC = CtrlC.onInterrupt(() -> {
            synchronized (out) {
                out.println(freshLine + interrupted(variant, solver.status(), (System.nanoTime() - startNs) / 1e9));
                out.flush();
            }
        })) {
            solver.onProgress(line -> {
                synchronized (out) {
                    if (!ctrlC.fired()) {
                        out.println(line);
                        out.flush();
                    }
                }
            });
            Solver.Result r = Solver.onBigStack(solver::solveStart);
            return ctrlC.fired() ? null : r;
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
