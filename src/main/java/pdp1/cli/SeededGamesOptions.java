package pdp1.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.Progress;

/**
 * {@code --games} and {@code --seed} of the {@code crosscheck} commands (a picocli mixin), and the
 * run they share: progress on stderr, each failure's report, the summary line, the exit code.
 */
final class SeededGamesOptions {

    /** A game's cross-check: plays the games and returns the result. */
    @FunctionalInterface
    interface Check {
        Crosscheck.Result run(int games, long seed, Progress progress);
    }

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Games to play (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the first game (default ${DEFAULT-VALUE}).")
    long seed;

    /** Throws a usage error unless at least one game is asked for. */
    void validate(CommandSpec spec) {
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games must be at least 1, not " + games);
        }
    }

    /** Runs {@code check} with these options; returns the exit code (0 all agreed, 1 a mismatch). */
    int run(CommandSpec spec, String game, Check check) {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Progress progress = Progress.on(err, "crosscheck " + game, games);
        Crosscheck.Result result = check.run(games, seed, progress);
        progress.finish(games);
        for (Crosscheck.Failure f : result.failures()) {
            err.println(f.report());
        }
        out.printf("crosscheck %s: %d games from seed %d, %d mismatches, %d plies, %d CRT frames compared, %.1f games/s%n",
                game, result.games(), seed, result.failures().size(), result.plies(), result.crtLooks(),
                progress.gamesPerSecond(games));
        out.flush();
        err.flush();
        return result.passed() ? 0 : 1;
    }
}
