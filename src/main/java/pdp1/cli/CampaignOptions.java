package pdp1.cli;

import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import pdp1.crosscheck.Shard;

/**
 * The {@code crosscheck} options that measure the cross-check or split its campaigns (a picocli
 * mixin): coverage of the program, mutants, a shard and its result file.
 */
final class CampaignOptions {

    @Option(names = "--coverage", paramLabel = "FILE",
            description = "Count which words of the program the sessions execute and which skips go both ways: "
                    + "print a table, write the annotated listing to FILE. Traces every instruction, so the "
                    + "interpreter runs the program (--engine is ignored; the report is the same, only slower). "
                    + "The counts go into the --out file too, for 'crosscheck merge'.")
    Path coverage;

    @Option(names = "--mutants", paramLabel = "N",
            description = "Mutation testing: N mutants of the program's code (a seeded sample, or all if there "
                    + "are no more), one word changed each; each plays sessions from --seed until the first "
                    + "mismatch (killed) or --mutant-games sessions (survived).")
    Integer mutants;

    @Option(names = "--mutant-games", paramLabel = "G", defaultValue = "20",
            description = "Sessions a mutant plays at most (default ${DEFAULT-VALUE}).")
    int mutantGames;

    @Option(names = "--mutant-seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the sample of mutants (default ${DEFAULT-VALUE}).")
    long mutantSeed;

    @Option(names = "--shard", paramLabel = "K/N",
            description = "Play part K of N of the campaign: session (or mutant) i is part i mod N + 1. "
                    + "Write each part with --out; 'crosscheck merge' makes the whole run's report.")
    String shardText;

    @Option(names = "--out", paramLabel = "FILE", description = "Write the result (JSON) to FILE, for 'crosscheck merge'.")
    Path out;

    Shard shard = Shard.ALL;

    /** Throws a usage error for options out of range or that do not go together. */
    void validate(CommandSpec spec) {
        if (shardText != null) {
            try {
                shard = Shard.parse(shardText);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--shard: " + e.getMessage());
            }
        }
        if (mutants != null && (mutants < 1 || mutants > 100_000)) {
            throw new ParameterException(spec.commandLine(), "--mutants must be 1..100000, not " + mutants);
        }
        if (mutantGames < 1 || mutantGames > 100_000) {
            throw new ParameterException(spec.commandLine(), "--mutant-games must be 1..100000, not " + mutantGames);
        }
        if (mutants != null && coverage != null) {
            throw new ParameterException(spec.commandLine(), "--coverage and --mutants are separate campaigns: give one");
        }
        for (Path p : new Path[] {coverage, out}) {
            if (p != null) {
                InputFiles.requireNotDirectory(spec, p == coverage ? "--coverage" : "--out", p);
            }
        }
    }
}
