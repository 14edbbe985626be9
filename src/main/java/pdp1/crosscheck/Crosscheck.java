package pdp1.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Function;
import pdp1.emu.Machine;
import pdp1.emu.cpu.Engine;
import pdp1.program.ProgramImage;

/**
 * A run of seeded games of one game program, the part every cross-check shares: game (session) i
 * of a run with seed S is played from seed S + i alone (its switches are the first draws of that
 * random stream, and so are those of any further games of the session), so {@code crosscheck GAME
 * --games 1 --seed S+i} replays it. A mismatch or an error in one session is noted and the run goes on.
 *
 * <p>Sessions are played on several threads at once, one machine each, and taken in the order of
 * their seeds ({@link InOrder}): what a run reports (progress, failures, totals) is the same
 * whatever the number of threads. A campaign may be split into shards ({@link Shard}), whose
 * results add up to the whole run's.
 */
public final class Crosscheck {

    /** One failed game, with all it takes to replay it. */
    public record Failure(String game, long seed, String switches, String moves, String message) {

        /** The report: seed, switches, moves, what differed and the command that replays it. */
        public String report() {
            String nl = System.lineSeparator();
            return "mismatch in game seed " + seed + " (" + switches + ")" + nl
                    + "  moves: " + (moves.isEmpty() ? "(none)" : moves) + nl
                    + "  " + message.replace("\n", nl + "  ") + nl
                    + "  replay: pdp1.jar crosscheck " + game + " --games 1 --seed " + seed;
        }
    }

    /**
     * The result of a run, or of its first {@code games} sessions (one seed each, of one game or
     * several, {@code played} in all): immutable, so another thread may read it.
     */
    public record Result(int games, long played, long plies, long crtLooks, List<Failure> failures) {

        public Result {
            failures = List.copyOf(failures);
        }

        public boolean passed() {
            return failures.isEmpty();
        }

        /** "N games", or "N sessions (M games)" when some session played more than one. */
        public String describeGames() {
            return played == games ? games + " games" : games + " sessions (" + played + " games)";
        }
    }

    /** One session's part of a result: its failure or null, its games, plies and CRT looks. */
    public record Session(Failure failure, long games, long plies, long looks) {
    }

    /**
     * A game's cross-check as a campaign sees it: its name (in the replay command), the program it
     * checks, and the session a seed's random stream draws, on any program (a mutant's too).
     */
    public interface Game {

        String name();

        /** What every session's rules depend on besides the seed (e.g. a fixed variant), for a result file. */
        String setup();

        ProgramImage program();

        /** A session of {@code program} drawn from its random stream (switches first, then the person's keys). */
        Function<Random, CheckedGame> sessions(ProgramImage program);

        /** Plays {@code games} sessions from {@code seed}, one thread a core; after each {@code progress} hears the result so far. */
        default Result run(int games, long seed, Consumer<Result> progress) {
            return run(games, seed, defaultThreads(), progress);
        }

        /** As {@link #run(int, long, Consumer)}, on {@code threads} threads (the same results). */
        default Result run(int games, long seed, int threads, Consumer<Result> progress) {
            return run(games, seed, threads, Engine.TRANSLATOR, progress);
        }

        /** As {@link #run(int, long, int, Consumer)}, the program run by {@code engine} (the same results). */
        default Result run(int games, long seed, int threads, Engine engine, Consumer<Result> progress) {
            return Crosscheck.run(name(), games, seed, threads, engine, progress, sessions(program()));
        }
    }

    /**
     * A game's own options of {@code crosscheck NAME}: a picocli mixin (its {@code @Option} fields,
     * if any) whose {@code @Command(description = ...)} is the command's help, and which may fix
     * what every session would otherwise draw (docs/games.md, "Adding a game").
     */
    public interface Options {

        /**
         * The cross-check these options fix, or null when they fix nothing (every setting drawn).
         *
         * @param waitSymbol the word the program sets while it waits for a key (the registry's)
         * @throws IllegalArgumentException naming the option whose value is out of range
         */
        Game fixed(String waitSymbol);
    }

    private Crosscheck() {
    }

    /** One thread a core: the number of threads a run uses unless told. */
    public static int defaultThreads() {
        return Runtime.getRuntime().availableProcessors();
    }

    /**
     * Plays {@code games} games from {@code seed} on {@code threads} threads, the programs run by
     * {@code engine} (the same results on either); after each game, in the order of the seeds,
     * {@code progress} hears the result so far.
     *
     * @param game the game's name in the replay command
     * @param newGame a game drawn from its random stream (switches first, then the person's keys)
     */
    public static Result run(String game, int games, long seed, int threads, Engine engine, Consumer<Result> progress,
            Function<Random, CheckedGame> newGame) {
        return run(game, games, seed, Shard.ALL, threads, engine, null, progress, newGame);
    }

    /**
     * As {@link #run(String, int, long, int, Engine, Consumer, Function)}, the sessions of
     * {@code shard} only (session i of the campaign is seed + i); {@code watcher}, unless null,
     * is given each session's machine before its first instruction (to trace it).
     */
    public static Result run(String game, int games, long seed, Shard shard, int threads, Engine engine,
            Consumer<Machine> watcher, Consumer<Result> progress, Function<Random, CheckedGame> newGame) {
        List<Failure> failures = new ArrayList<>();
        long[] totals = new long[3];                    // games played, plies, looks
        int sessions = shard.jobsOf(games);
        int[] done = {0};
        InOrder.run("crosscheck " + game, sessions, threads,
                k -> play(game, seed + shard.job(k), engine, watcher, newGame),
                p -> {
                    if (p.failure() != null) {
                        failures.add(p.failure());
                    }
                    totals[0] += p.games();
                    totals[1] += p.plies();
                    totals[2] += p.looks();
                    progress.accept(new Result(++done[0], totals[0], totals[1], totals[2], failures));
                });
        return new Result(sessions, totals[0], totals[1], totals[2], failures);
    }

    /**
     * Plays the session of {@code gameSeed}; a mismatch or an error is its failure (a program that
     * neither asks for a key nor halts within the game's bound of simulated time is a mismatch).
     */
    public static Session play(String game, long gameSeed, Engine engine, Consumer<Machine> watcher,
            Function<Random, CheckedGame> newGame) {
        CheckedGame checked = newGame.apply(new Random(gameSeed));
        checked.engine(engine);
        checked.watchMachine(watcher);
        Failure failure = null;
        try {
            checked.play();
        } catch (Mismatch m) {
            failure = new Failure(game, gameSeed, checked.describeSwitches(), checked.moveList(), m.getMessage());
        } catch (RuntimeException e) {
            failure = new Failure(game, gameSeed, checked.describeSwitches(), checked.moveList(),
                    "harness or emulator error: " + e);
        }
        return new Session(failure, checked.gamesPlayed(), checked.plies(), checked.crtLooks());
    }
}
