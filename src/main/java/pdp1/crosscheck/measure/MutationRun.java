package pdp1.crosscheck.measure;

import java.util.List;
import java.util.function.Consumer;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.InOrder;
import pdp1.crosscheck.Shard;
import pdp1.emu.cpu.Engine;

/**
 * Mutation testing of a game program: each mutant (one word changed in a copy of the one
 * assembled image) plays the cross-check's sessions from {@code seed} on, one after another,
 * until the first failure (killed: a mismatch, a program that neither asks for a key nor halts
 * within the game's bound of simulated time, an illegal instruction...) or {@code games}
 * sessions (survived). Mutants run on several threads at once, taken in their order.
 */
public final class MutationRun {

    private static final int WHY_MAX = 160;

    private MutationRun() {
    }

    /**
     * Runs the mutants of {@code sample} that are {@code shard}'s; {@code each} hears each result in
     * the sample's order.
     */
    public static void run(Crosscheck.Game game, ProgramWords words, List<Mutant> sample, Shard shard, int games,
            long seed, int threads, Engine engine, Consumer<MutantResult> each) {
        InOrder.run("mutants of " + game.name(), shard.jobsOf(sample.size()), threads, k -> {
            int index = shard.job(k);
            Mutant m = sample.get(index);
            var sessions = game.sessions(game.program().withWord(m.address(), m.mutated()));
            int line = words.lineOf(m.address());
            for (int i = 0; i < games; i++) {
                Crosscheck.Session s = Crosscheck.play(game.name(), seed + i, engine, null, sessions);
                if (s.failure() != null) {
                    return result(index, m, words, line, seed + i, i + 1, firstLine(s.failure().message()));
                }
            }
            return result(index, m, words, line, -1, games, "");
        }, each);
    }

    private static MutantResult result(int index, Mutant m, ProgramWords words, int line,
            long killedBy, int sessions, String why) {
        return new MutantResult(index, m.address(), words.where(m.address()), line, words.line(line).strip(),
                m.change(), killedBy, sessions, why);
    }

    private static String firstLine(String message) {
        String first = message.lines().findFirst().orElse("");
        return first.length() > WHY_MAX ? first.substring(0, WHY_MAX) + "..." : first;
    }
}
