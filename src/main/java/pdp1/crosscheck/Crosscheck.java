package pdp1.crosscheck;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;
import pdp1.emu.cpu.Engine;

/**
 * A run of seeded games of one game program, the part every cross-check shares: game (session) i
 * of a run with seed S is played from seed S + i alone (its switches are the first draws of that
 * random stream, and so are those of any further games of the session), so {@code crosscheck GAME
 * --games 1 --seed S+i} replays it. A mismatch or an error in one session is noted and the run goes on.
 *
 * <p>Sessions are played on several threads at once, one machine each, and taken in the order of
 * their seeds: what a run reports (progress, failures, totals) is the same whatever the number
 * of threads.
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
    private record Played(Failure failure, long games, long plies, long looks) {
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
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        List<Failure> failures = new ArrayList<>();
        long played = 0;
        long plies = 0;
        long looks = 0;
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "crosscheck " + game);
            t.setDaemon(true);                  // Ctrl-C ends the JVM with games under way
            return t;
        });
        try {
            Deque<Future<Played>> underWay = new ArrayDeque<>();
            int submitted = 0;
            for (int i = 0; i < games; i++) {
                while (submitted < games && underWay.size() < 2 * threads) {
                    long gameSeed = seed + submitted++;
                    underWay.add(pool.submit(() -> play(game, gameSeed, engine, newGame)));
                }
                Played p = underWay.remove().get();
                if (p.failure() != null) {
                    failures.add(p.failure());
                }
                played += p.games();
                plies += p.plies();
                looks += p.looks();
                progress.accept(new Result(i + 1, played, plies, looks, failures));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the cross-check was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a game's thread failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return new Result(games, played, plies, looks, failures);
    }

    /** Plays the session of {@code gameSeed}; a mismatch or an error is its failure. */
    private static Played play(String game, long gameSeed, Engine engine, Function<Random, CheckedGame> newGame) {
        CheckedGame checked = newGame.apply(new Random(gameSeed));
        checked.engine(engine);
        Failure failure = null;
        try {
            checked.play();
        } catch (Mismatch m) {
            failure = new Failure(game, gameSeed, checked.describeSwitches(), checked.moveList(), m.getMessage());
        } catch (RuntimeException e) {
            failure = new Failure(game, gameSeed, checked.describeSwitches(), checked.moveList(),
                    "harness or emulator error: " + e);
        }
        return new Played(failure, checked.gamesPlayed(), checked.plies(), checked.crtLooks());
    }
}
