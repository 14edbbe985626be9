package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.Progress;
import pdp1.crosscheck.Shard;
import pdp1.crosscheck.measure.CampaignResult;
import pdp1.crosscheck.measure.Coverage;
import pdp1.crosscheck.measure.CoverageReport;
import pdp1.crosscheck.measure.ProgramWords;
import pdp1.crosscheck.measure.ResultFiles;
import pdp1.emu.cpu.Engine;
import pdp1.emu.file.OutputFile;

/**
 * {@code --games} and {@code --seed} of the {@code crosscheck} commands (a picocli mixin), and the
 * run they share: progress on stderr, each failure's report, the summary line, the exit code, and
 * on Ctrl-C the same for the games finished so far; with {@link CampaignOptions} a shard, its
 * result file, coverage, or mutants ({@link MutationCampaign}).
 */
final class SeededGamesOptions {

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

    /** Runs the campaign {@code campaign} asks for on {@code game}; returns the exit code (0 all agreed, 1 a mismatch). */
    int run(CommandSpec spec, Crosscheck.Game game, CampaignOptions campaign) throws IOException {
        validate(spec);
        campaign.validate(spec);
        if (campaign.mutants != null) {
            return new MutationCampaign(spec, game, this, campaign).run();
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Shard shard = campaign.shard;
        Progress progress = Progress.on(err, "crosscheck " + game.name(), shard.jobsOf(games));
        Coverage coverage = campaign.coverage == null ? null : new Coverage();
        // what the Ctrl-C hook reports: the worker publishes an immutable result after each game
        AtomicReference<Crosscheck.Result> soFar = new AtomicReference<>(new Crosscheck.Result(0, 0, 0, 0, List.of()));
        Crosscheck.Result result;
        try (CtrlC ctrlC = CtrlC.onInterrupt(() -> interrupted(out, err, progress, game.name(), soFar.get()))) {
            result = Crosscheck.run(game.name(), games, seed, shard, threads, engine,
                    coverage == null ? null : coverage::watch, r -> {
                        soFar.set(r);
                        progress.update(r.games());
                    }, game.sessions(game.program()));
            if (ctrlC.fired()) {
                return 130;                   // the summary is out and the JVM on its way to exit 130
            }
        }
        progress.finish(shard.jobsOf(games));
        CampaignResult whole = CampaignResult.ofGames(game, games, seed, shard, result,
                coverage == null ? null : coverage.counts());
        writeResult(campaign.out, whole);
        report(out, err, whole, whole.summary(), progress.perSecond(result.played()));
        if (coverage != null) {
            writeCoverage(out, campaign.coverage, game, whole);
        }
        return result.passed() ? 0 : 1;
    }

    /** The Ctrl-C summary, on the hook's thread: the games finished so far, from a fresh line. */
    void interrupted(PrintWriter out, PrintWriter err, Progress progress, String game, Crosscheck.Result soFar) {
        progress.stop();
        CampaignResult r = new CampaignResult(CampaignResult.GAMES, game, "", seed, games, 0, 0, 0, Shard.ALL.toString(),
                soFar.games(), soFar.played(), soFar.plies(), soFar.crtLooks(), soFar.failures(), List.of(), null);
        report(out, err, r, r.summary("interrupted after " + soFar.games() + " of " + progress.total() + " sessions ("
                + soFar.played() + " games)"), progress.perSecond(soFar.played()));
    }

    /** Each failure's report, then the summary line and, unless negative, the games a second. */
    static void report(PrintWriter out, PrintWriter err, CampaignResult result, String summary, double gamesPerSecond) {
        for (Crosscheck.Failure f : result.failures()) {
            err.println(f.report());
        }
        err.flush();
        out.println(summary + (gamesPerSecond < 0 ? "" : ", " + Progress.rate(gamesPerSecond) + " games/s"));
        out.flush();
    }

    /** Writes {@code result} to {@code file} (JSON), unless null. */
    static void writeResult(Path file, CampaignResult result) throws IOException {
        if (file != null) {
            OutputFile.writeWhole("--out", file, o -> o.write(ResultFiles.write(result).getBytes(StandardCharsets.UTF_8)));
        }
    }

    /**
     * The coverage of {@code result} (a run's, or a merge of shards'): the table, and the annotated
     * listing written to {@code file} unless null.
     */
    static void writeCoverage(PrintWriter out, Path file, Crosscheck.Game game, CampaignResult result) throws IOException {
        CoverageReport report = new CoverageReport(new ProgramWords(game.program()), result.coverageTotals());
        String what = result.sessions() + " sessions from seed " + result.seed();
        if (file != null) {
            OutputFile.writeWhole("--coverage", file, o -> o.write(report.listing(what).getBytes(StandardCharsets.UTF_8)));
        }
        out.print(report.table(what));
        if (file != null) {
            out.println("  annotated listing: " + file);
        }
        out.flush();
    }
}
