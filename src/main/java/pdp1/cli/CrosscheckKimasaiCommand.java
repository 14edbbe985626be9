package pdp1.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import pdp1.crosscheck.Progress;
import pdp1.crosscheck.kimasai.KimasaiCrosscheck;

/**
 * {@code pdp1.jar crosscheck kimasai}: seeded games of programs/kimasai.mac on the emulator, every
 * board, computer move, answer to an illegal move, result and CRT frame compared with
 * pdp1.kimasai (docs/kimasai.md, "The cross-check").
 */
@Command(name = "kimasai", mixinStandardHelpOptions = true,
        description = {"Play seeded games of the PDP-1 Bao la Kimasai program on the emulator and compare every "
                + "board, computer move, answer and CRT picture with the Java reference engine.",
                "Each game draws its seats, depths, CRT switch and human moves from its own seed (seed + game number)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every game agreed", "1:a mismatch (its seed and moves are printed)", "2:usage or I/O error"})
public final class CrosscheckKimasaiCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100", description = "Games to play (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the first game (default ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() {
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games must be at least 1, not " + games);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Progress progress = Progress.on(err, "crosscheck kimasai", games);
        KimasaiCrosscheck.Result result = KimasaiCrosscheck.ofProgram().run(games, seed, progress::update);
        progress.finish(games);
        for (KimasaiCrosscheck.Failure f : result.failures()) {
            err.println(f.report());
        }
        out.printf("crosscheck kimasai: %d games from seed %d, %d mismatches, %d plies, %d CRT frames compared, %.1f games/s%n",
                result.games(), seed, result.failures().size(), result.plies(), result.crtLooks(),
                progress.gamesPerSecond(games));
        out.flush();
        err.flush();
        return result.passed() ? 0 : 1;
    }
}
