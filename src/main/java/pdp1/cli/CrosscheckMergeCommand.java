package pdp1.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import pdp1.crosscheck.measure.CampaignResult;
import pdp1.crosscheck.measure.ResultFiles;
import pdp1.games.Games;

/**
 * {@code pdp1.jar crosscheck merge FILES...}: the result files of a campaign's shards ({@code --shard
 * K/N --out FILE}) merged into the report the single run gives (without its speed), its coverage
 * too when the shards counted it ({@code --coverage}), and with {@code --out} into one result file.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Merge the result files of the shards of one crosscheck campaign (--shard K/N --out FILE) "
                + "and print the report the whole run gives (without its speed)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no mismatch (games) or every mutant killed (mutants)", "1:a mismatch, or a mutant survived",
                "2:usage or I/O error, or the files are not the shards of one campaign"})
public final class CrosscheckMergeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "The shards' result files, in any order.")
    List<Path> files;

    @picocli.CommandLine.Option(names = "--out", paramLabel = "FILE", description = "Also write the merged result to FILE.")
    Path out;

    @picocli.CommandLine.Option(names = "--coverage", paramLabel = "FILE",
            description = "Write the annotated listing of the shards' coverage (counted with --coverage) to FILE.")
    Path coverage;

    @Override
    public Integer call() throws IOException {
        List<CampaignResult> parts = new ArrayList<>();
        for (Path f : files) {
            String text = InputFiles.readText(spec, null, f, "not a result file");
            if (text == null) {
                return 2;
            }
            parts.add(ResultFiles.read(text, f.toString()));
        }
        CampaignResult whole = CampaignResult.merge(parts);
        SeededGamesOptions.writeResult(out, whole);
        var stdout = spec.commandLine().getOut();
        var stderr = spec.commandLine().getErr();
        if (CampaignResult.MUTANTS.equals(whole.kind())) {
            MutationCampaign.report(stdout, stderr, whole);
        } else {
            SeededGamesOptions.report(stdout, stderr, whole, whole.summary(), -1);
        }
        if (whole.coverage() != null) {
            var game = Games.named(whole.game()).orElseThrow(
                    () -> new IllegalArgumentException("the result files are of an unknown game: " + whole.game()));
            SeededGamesOptions.writeCoverage(stdout, coverage, game.newCrosscheck(), whole);
        } else if (coverage != null) {
            throw new IllegalArgumentException("--coverage: the shards did not count coverage (run them with --coverage)");
        }
        return whole.passed() ? 0 : 1;
    }
}
