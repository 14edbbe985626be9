package pdp1.crosscheck.measure;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.Shard;

/**
 * The result of a campaign or of one shard of it, as a result file holds it: for {@code games},
 * the sessions' totals and failures; for {@code mutants}, each mutant's result. Shards of one
 * campaign {@link #merge} into the result of the whole, which reports as the single run does.
 *
 * @param setup       what the sessions depend on besides their seeds (e.g. a fixed variant)
 * @param seed        the first session's seed
 * @param total       sessions of the campaign (games), or mutants in its sample (mutants)
 * @param mutantGames sessions a mutant plays at most; {@code mutantSeed} draws the sample of
 *                    {@code allMutants} (0 for games)
 * @param shard       which part this is, "K/N"
 * @param coverage    the words the sessions executed ({@link Coverage.Totals#words}), or null
 *                    when the campaign did not count them
 */
public record CampaignResult(String kind, String game, String setup, long seed, int total, int mutantGames,
        long mutantSeed, int allMutants, String shard, long sessions, long played, long plies, long crtLooks,
        List<Crosscheck.Failure> failures, List<MutantResult> mutants, List<Coverage.Word> coverage) {

    public static final String GAMES = "games", MUTANTS = "mutants";

    public CampaignResult {
        failures = failures == null ? List.of() : List.copyOf(failures);
        mutants = mutants == null ? List.of() : List.copyOf(mutants);
        coverage = coverage == null ? null : List.copyOf(coverage);
    }

    /** A games campaign's (or shard's) result, with its coverage unless null. */
    public static CampaignResult ofGames(Crosscheck.Game game, int games, long seed, Shard shard, Crosscheck.Result r,
            Coverage.Totals coverage) {
        return new CampaignResult(GAMES, game.name(), game.setup(), seed, games, 0, 0, 0, shard.toString(),
                r.games(), r.played(), r.plies(), r.crtLooks(), r.failures(), List.of(),
                coverage == null ? null : coverage.words());
    }

    /** The coverage counted, added up, or null if the campaign did not count it. */
    public Coverage.Totals coverageTotals() {
        return coverage == null ? null : Coverage.Totals.of(coverage);
    }

    /** A mutants campaign's (or shard's) result. */
    public static CampaignResult ofMutants(Crosscheck.Game game, int sampled, int all, long mutantSeed, int mutantGames,
            long seed, Shard shard, List<MutantResult> results) {
        long sessions = results.stream().mapToLong(MutantResult::sessions).sum();
        return new CampaignResult(MUTANTS, game.name(), game.setup(), seed, sampled, mutantGames, mutantSeed, all,
                shard.toString(), sessions, 0, 0, 0, List.of(), results, null);
    }

    /**
     * The whole campaign from its shards' results: all of one campaign, every shard 1..N once.
     *
     * @throws IllegalArgumentException naming what does not fit
     */
    public static CampaignResult merge(List<CampaignResult> parts) {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("no result files to merge");
        }
        CampaignResult first = parts.get(0);
        int n = Shard.parse(first.shard()).count();
        boolean[] seen = new boolean[n + 1];
        for (CampaignResult p : parts) {
            if (!p.sameCampaign(first)) {
                throw new IllegalArgumentException("the files are of different campaigns: " + first.describe()
                        + " and " + p.describe());
            }
            Shard s = Shard.parse(p.shard());
            if (s.count() != n) {
                throw new IllegalArgumentException("shards of " + n + " and of " + s.count() + " parts: " + p.shard());
            }
            if (seen[s.index()]) {
                throw new IllegalArgumentException("shard " + p.shard() + " is given twice");
            }
            seen[s.index()] = true;
        }
        for (int k = 1; k <= n; k++) {
            if (!seen[k]) {
                throw new IllegalArgumentException("shard " + k + "/" + n + " is missing");
            }
        }
        List<Crosscheck.Failure> failures = new ArrayList<>();
        List<MutantResult> mutants = new ArrayList<>();
        List<Coverage.Word> coverage = first.coverage() == null ? null : new ArrayList<>();
        long sessions = 0, played = 0, plies = 0, looks = 0;
        for (CampaignResult p : parts) {
            if (coverage != null) {
                coverage.addAll(p.coverage());
            }
            failures.addAll(p.failures());
            mutants.addAll(p.mutants());
            sessions += p.sessions();
            played += p.played();
            plies += p.plies();
            looks += p.crtLooks();
        }
        failures.sort(Comparator.comparingLong(Crosscheck.Failure::seed));
        mutants.sort(Comparator.comparingInt(MutantResult::index));
        return new CampaignResult(first.kind(), first.game(), first.setup(), first.seed(), first.total(),
                first.mutantGames(), first.mutantSeed(), first.allMutants(), Shard.ALL.toString(), sessions, played,
                plies, looks, failures, mutants, coverage == null ? null : Coverage.Totals.of(coverage).words());
    }

    private boolean sameCampaign(CampaignResult o) {
        return kind.equals(o.kind) && game.equals(o.game) && setup.equals(o.setup) && seed == o.seed
                && total == o.total && mutantGames == o.mutantGames && mutantSeed == o.mutantSeed
                && allMutants == o.allMutants && (coverage == null) == (o.coverage == null);
    }

    private String describe() {
        return "crosscheck " + game + " " + kind + " (" + setup + ") total " + total + " seed " + seed
                + (MUTANTS.equals(kind) ? " mutant seed " + mutantSeed + ", " + mutantGames + " sessions" : "")
                + (coverage == null ? "" : " with coverage");
    }

    /** Whether every session agreed (games) or every mutant was killed (mutants). */
    public boolean passed() {
        return MUTANTS.equals(kind) ? mutants.stream().allMatch(MutantResult::killed) : failures.isEmpty();
    }

    private String shardName() {
        return Shard.parse(shard).isAll() ? "" : " shard " + shard;
    }

    /** The summary line of a games campaign (without a speed: the same for any run of the same sessions). */
    public String summary() {
        return summary(played == sessions ? sessions + " games" : sessions + " sessions (" + played + " games)");
    }

    /** As {@link #summary()}, {@code what} saying which sessions were played. */
    public String summary(String what) {
        return String.format(Locale.ROOT, "crosscheck %s%s: %s from seed %d, %d mismatches, %d plies, %d CRT frames compared",
                game, shardName(), what, seed, failures.size(), plies, crtLooks);
    }

    /** The report of a mutants campaign: the score, how soon the killed were killed, every survivor. */
    public String mutationReport() {
        StringBuilder b = new StringBuilder();
        long killed = mutants.stream().filter(MutantResult::killed).count();
        b.append(String.format(Locale.ROOT, "mutants of %s%s: %d of %d (%s, mutant seed %d), up to %d sessions each from seed %d%n",
                game, shardName(), mutants.size(), allMutants, total < allMutants ? "a seeded sample" : "all", mutantSeed,
                mutantGames, seed));
        b.append(String.format(Locale.ROOT, "  killed %d, survived %d: score %.1f %%, %d sessions played%n", killed,
                mutants.size() - killed, mutants.isEmpty() ? 0.0 : 100.0 * killed / mutants.size(), sessions));
        int[] within = new int[4];
        for (MutantResult m : mutants) {
            if (m.killed()) {
                within[m.sessions() <= 1 ? 0 : m.sessions() <= 5 ? 1 : m.sessions() <= 20 ? 2 : 3]++;
            }
        }
        b.append(String.format(Locale.ROOT, "  killed by session 1: %d, 2-5: %d, 6-20: %d, later: %d%n",
                within[0], within[1], within[2], within[3]));
        for (MutantResult m : mutants) {
            if (!m.killed()) {
                b.append(String.format(Locale.ROOT, "  survived: %04o %s line %d, %s   [%s]%n", m.address(), m.where(),
                        m.line(), m.change(), m.source()));
            }
        }
        return b.toString();
    }

    /** Each killed mutant: which session killed it and why (for the error stream). */
    public String kills() {
        StringBuilder b = new StringBuilder();
        for (MutantResult m : mutants) {
            if (m.killed()) {
                b.append(String.format(Locale.ROOT, "killed: %04o %s line %d, %s: session seed %d (%d played): %s%n",
                        m.address(), m.where(), m.line(), m.change(), m.killedBy(), m.sessions(), m.why()));
            }
        }
        return b.toString();
    }
}
