package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code crosscheck --shard K/N --out FILE} and {@code crosscheck merge}: a campaign split into 4
 * shards, run as 4 invocations, merges into the report of the single run (sessions and mutants).
 */
class CrosscheckShardsTest {

    @TempDir
    Path dir;

    /** Runs the campaign whole and in 4 shards; returns the merged report of each (they must be equal). */
    private String[] wholeAndShards(String... campaign) {
        Path whole = dir.resolve("whole.json");
        CliRun single = new CliRun();
        single.run(concat(campaign, "--out", whole.toString()));
        List<String> files = new ArrayList<>();
        for (int k = 1; k <= 4; k++) {
            Path part = dir.resolve("part" + k + ".json");
            new CliRun().run(concat(campaign, "--shard", k + "/4", "--out", part.toString()));
            files.add(part.toString());
        }
        CliRun ofWhole = new CliRun();
        ofWhole.run("crosscheck", "merge", whole.toString());
        CliRun ofShards = new CliRun();
        files.add(0, "merge");
        files.add(0, "crosscheck");
        ofShards.run(files.toArray(String[]::new));
        assertThat(single.out().replaceFirst(", [0-9.]+ games/s", "")).startsWith(ofWhole.out().strip());
        return new String[] {ofWhole.out() + ofWhole.err(), ofShards.out() + ofShards.err()};
    }

    private static String[] concat(String[] a, String... b) {
        List<String> all = new ArrayList<>(List.of(a));
        all.addAll(List.of(b));
        return all.toArray(String[]::new);
    }

    @Test
    void fourShardsOfSessionsMergeIntoTheSingleRunsReport() {
        String[] reports = wholeAndShards("crosscheck", "kalah", "--games", "8", "--seed", "3", "--threads", "1");
        assertThat(reports[1]).isEqualTo(reports[0]).contains("crosscheck kalah: 8 ").contains("from seed 3, 0 mismatches");
    }

    @Test
    void fourShardsOfMutantsMergeIntoTheSingleRunsReport() {
        String[] reports = wholeAndShards("crosscheck", "kalah", "--mutants", "5", "--mutant-games", "1", "--mutant-seed", "9",
                "--threads", "2");
        assertThat(reports[1]).isEqualTo(reports[0]).contains("mutants of kalah: 5 of ").contains("a seeded sample, mutant seed 9");
    }

    @Test
    void fourShardsCountingCoverageMergeIntoTheSingleRunsCoverage() throws Exception {
        String[] reports = wholeAndShards("crosscheck", "kalah", "--games", "4", "--seed", "2", "--threads", "1",
                "--coverage", dir.resolve("run.txt").toString());
        assertThat(reports[1]).isEqualTo(reports[0]).contains("coverage of kalah.mac by 4 sessions from seed 2")
                .contains("words executed");
        Path ofWhole = dir.resolve("whole.txt");
        Path ofShards = dir.resolve("shards.txt");
        new CliRun().run("crosscheck", "merge", "--coverage", ofWhole.toString(), dir.resolve("whole.json").toString());
        List<String> merge = new ArrayList<>(List.of("crosscheck", "merge", "--coverage", ofShards.toString()));
        for (int k = 1; k <= 4; k++) {
            merge.add(dir.resolve("part" + k + ".json").toString());
        }
        new CliRun().run(merge.toArray(String[]::new));
        assertThat(Files.readString(ofShards)).isEqualTo(Files.readString(ofWhole)).contains("#####");
    }

    @Test
    void aMissingOrRepeatedShardIsAOneLineError() {
        Path part = dir.resolve("part.json");
        assertThat(new CliRun().run("crosscheck", "kalah", "--games", "2", "--shard", "1/2", "--out", part.toString())).isZero();
        CliRun missing = new CliRun();
        assertThat(missing.run("crosscheck", "merge", part.toString())).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("pdp1: shard 2/2 is missing" + System.lineSeparator());
        CliRun twice = new CliRun();
        assertThat(twice.run("crosscheck", "merge", part.toString(), part.toString())).isEqualTo(2);
        assertThat(twice.err()).startsWith("pdp1: shard 1/2 is given twice");
    }

    @Test
    void badCampaignFlagsAreUsageErrors() {
        for (String[] args : new String[][] {{"--shard", "5/4"}, {"--shard", "x"}, {"--mutants", "0"}, {"--mutant-games", "0"},
                {"--mutants", "3", "--coverage", "c.txt"}}) {
            CliRun cli = new CliRun();
            assertThat(cli.run(concat(new String[] {"crosscheck", "kalah"}, args))).as(String.join(" ", args)).isEqualTo(2);
            assertThat(cli.err()).startsWith("pdp1: ");
        }
    }
}
