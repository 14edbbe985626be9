package pdp1.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.Progress;
import pdp1.emu.cpu.Engine;

/**
 * {@code --games} and {@code --seed} of the {@code crosscheck} commands (a picocli mixin), and the
 * run they share: progress on stderr, each failure's report, the summary line, the exit code, and
 * on Ctrl-C the same for the games finished so far.
 */
final class SeededGamesOptions {

    /** A game's cross-check: plays the games on the threads, telling {@code progress} the result after each. */
    @FunctionalInterface
    interface Check {
        Crosscheck.Result run(int games, long seed, int threads, Engine engine, Consumer<Crosscheck.Result> progress);
    }

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Sessions to play, a seed each: most play one game, 1 in 4 several (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the first session (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", paramLabel = "N",
            description = "Games played at once, one machine a thread (default: one a core, here "
                    + "${DEFAULT-VALUE}); the report is the same for any N.")
    int threads = Crosscheck.defaultThreads();

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "translator",
            converter = EngineConverter.class,
            description = "interpreter or translator: which runs the programs (default: ${DEFAULT-VALUE}); "
                    + "the report is the same for both.")
    Engine engine;

    /** Throws a usage error unless at least one game is asked for. */
    void validate(CommandSpec spec) {
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games must be at least 1, not " + games);
        }
        if (threads < 1 || threads > 256) {
            throw new ParameterException(spec.commandLine(), "--threads must be 1..256, not " + threads);
        }
    }

    /** Runs {@code check} with these options; returns the exit code (0 all agreed, 1 a mismatch). */
    int run(CommandSpec spec, String game, Check check) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Progress progress = Progress.on(err, "crosscheck " + game, games);
        // what the Ctrl-C hook reports: the worker publishes an immutable result after each game
        AtomicReference<Crosscheck.Result> soFar = new AtomicReference<>(new Crosscheck.Result(0, 0, 0, 0, List.of()));
        Crosscheck.Result result;
        try (CtrlC ctrlC = CtrlC.onInterrupt(() -> interrupted(out, err, progress, game, soFar.get()))) {
            result = check.run(games, seed, threads, engine, r -> {
                soFar.set(r);
                progress.update(r.games());
            });
            if (ctrlC.fired()) {
                return 130;                   // the summary is out and the JVM on its way to exit 130
            }
        }
        progress.finish(games);
        report(out, err, game, result, progress.perSecond(result.played()), result.describeGames());
        return result.passed() ? 0 : 1;
    }

    /** The Ctrl-C summary, on the hook's thread: the games finished so far, from a fresh line. */
    void interrupted(PrintWriter out, PrintWriter err, Progress progress, String game, Crosscheck.Result soFar) {
        progress.stop();
        report(out, err, game, soFar, progress.perSecond(soFar.played()),
                "interrupted after " + soFar.games() + " of " + games + " sessions (" + soFar.played() + " games)");
    }

    /** Each failure's report, then the summary line; {@code played} says how many sessions and games. */
    private void report(PrintWriter out, PrintWriter err, String game, Crosscheck.Result result, double gamesPerSecond,
            String played) {
        for (Crosscheck.Failure f : result.failures()) {
            err.println(f.report());
        }
        err.flush();
        out.printf("crosscheck %s: %s from seed %d, %d mismatches, %d plies, %d CRT frames compared, %.1f games/s%n",
                game, played, seed, result.failures().size(), result.plies(), result.crtLooks(), gamesPerSecond);
        out.flush();
    }
}
