package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.Progress;
import pdp1.crosscheck.measure.CampaignResult;
import pdp1.crosscheck.measure.Mutant;
import pdp1.crosscheck.measure.MutantResult;
import pdp1.crosscheck.measure.MutationRun;
import pdp1.crosscheck.measure.Mutants;
import pdp1.crosscheck.measure.ProgramWords;

/**
 * {@code crosscheck GAME --mutants N}: the sample of mutants, run ({@link MutationRun}) with the
 * cross-check's sessions, progress on stderr, the report (each kill on stderr, the score and the
 * survivors on stdout), the result file, and on Ctrl-C the report of the mutants done so far.
 */
final class MutationCampaign {

    private final CommandSpec spec;
    private final Crosscheck.Game game;
    private final SeededGamesOptions seeded;
    private final CampaignOptions campaign;

    MutationCampaign(CommandSpec spec, Crosscheck.Game game, SeededGamesOptions seeded, CampaignOptions campaign) {
        this.spec = spec;
        this.game = game;
        this.seeded = seeded;
        this.campaign = campaign;
    }

    /** Returns the exit code: 0 every mutant killed, 1 some survived. */
    int run() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ProgramWords words = new ProgramWords(game.program());
        List<Mutant> all = Mutants.all(words);
        List<Mutant> sample = Mutants.sample(all, campaign.mutants, campaign.mutantSeed);
        int mine = campaign.shard.jobsOf(sample.size());
        Progress progress = Progress.on(err, "mutants of " + game.name(), "mutants", mine);
        List<MutantResult> done = Collections.synchronizedList(new ArrayList<>());
        try (CtrlC ctrlC = CtrlC.onInterrupt(() -> {
            progress.stop();
            List<MutantResult> soFar;
            synchronized (done) {
                soFar = List.copyOf(done);
            }
            report(out, err, result(all, sample, soFar));
            out.println("interrupted after " + soFar.size() + " of " + mine + " mutants");
            out.flush();
        })) {
            MutationRun.run(game, words, sample, campaign.shard, campaign.mutantGames, seeded.seed, seeded.threads,
                    seeded.engine, r -> {
                        done.add(r);
                        progress.update(done.size());
                    });
            if (ctrlC.fired()) {
                return 130;
            }
        }
        progress.finish(mine);
        CampaignResult result = result(all, sample, List.copyOf(done));
        SeededGamesOptions.writeResult(campaign.out, result);
        report(out, err, result);
        return result.passed() ? 0 : 1;
    }

    private CampaignResult result(List<Mutant> all, List<Mutant> sample, List<MutantResult> results) {
        return CampaignResult.ofMutants(game, sample.size(), all.size(), campaign.mutantSeed, campaign.mutantGames,
                seeded.seed, campaign.shard, results);
    }

    /** The kills on {@code err}, the score and the survivors on {@code out}. */
    static void report(PrintWriter out, PrintWriter err, CampaignResult result) {
        err.print(result.kills());
        err.flush();
        out.print(result.mutationReport());
        out.flush();
    }
}
