package pdp1.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import pdp1.crosscheck.KalahCrosscheck;
import pdp1.crosscheck.Progress;
import pdp1.kalah.Variant;

/**
 * {@code pdp1.jar crosscheck kalah}: seeded games of programs/kalah.mac on the
 * emulator, every board and computer move compared with pdp1.kalah
 * (docs/kalah-program.md, "The cross-check").
 */
@Command(name = "kalah", mixinStandardHelpOptions = true,
        description = {"Play seeded games of the PDP-1 Kalah program on the emulator and compare every board, "
                + "computer move and CRT picture with the Java reference engine.",
                "Each game draws its variant, seats, depth and human moves from its own seed (seed + game number), "
                + "unless variant options fix the rules."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every game agreed", "1:a mismatch (its seed and moves are printed)", "2:usage or I/O error"})
public final class CrosscheckKalahCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Games to play (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the first game (default ${DEFAULT-VALUE}).")
    long seed;

    /** Any of these fixes the rules of every game (otherwise each game draws its own). */
    @Mixin
    KalahVariantOptions rules;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games must be at least 1, not " + games);
        }
        Variant fixed = fixedVariant();
        Progress progress = Progress.on(spec.commandLine().getErr(), "crosscheck kalah", games);
        KalahCrosscheck.Result result = KalahCrosscheck.ofProgram(fixed).run(games, seed, progress::update);
        progress.finish(games);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        for (KalahCrosscheck.Failure f : result.failures()) {
            err.println(f.report());
        }
        out.printf("crosscheck kalah: %d games from seed %d, %d mismatches, %d plies, %d CRT frames compared, %.1f games/s%n",
                result.games(), seed, result.failures().size(), result.plies(), result.crtLooks(),
                progress.gamesPerSecond(games));
        out.flush();
        err.flush();
        return result.passed() ? 0 : 1;
    }

    private Variant fixedVariant() {
        if (!rules.seedsGiven() && !rules.emptyCapture && !rules.untilStuck && !rules.noSweep && !rules.pie) {
            return null;
        }
        Variant variant = rules.variant();
        if (variant.seeds() > 6) {
            throw new ParameterException(spec.commandLine(), "--seeds must be 1..6 for the PDP-1 program, not " + variant.seeds());
        }
        return variant;
    }
}
