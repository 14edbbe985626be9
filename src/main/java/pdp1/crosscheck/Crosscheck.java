package pdp1.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A run of seeded games of one game program, the part every cross-check shares: game (session) i
 * of a run with seed S is played from seed S + i alone (its switches are the first draws of that
 * random stream, and so are those of any further games of the session), so {@code crosscheck GAME
 * --games 1 --seed S+i} replays it. A mismatch or an error in one session is noted and the run goes on.
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

    private Crosscheck() {
    }

    /**
     * Plays {@code games} games from {@code seed}; after each game {@code progress} hears the result so far.
     *
     * @param game the game's name in the replay command
     * @param newGame a game drawn from its random stream (switches first, then the person's keys)
     */
    public static Result run(String game, int games, long seed, Consumer<Result> progress,
            Function<Random, CheckedGame> newGame) {
        List<Failure> failures = new ArrayList<>();
        long played = 0;
        long plies = 0;
        long looks = 0;
        for (int i = 0; i < games; i++) {
            long gameSeed = seed + i;
            CheckedGame checked = newGame.apply(new Random(gameSeed));
            try {
                checked.play();
            } catch (Mismatch m) {
                failures.add(new Failure(game, gameSeed, checked.describeSwitches(), checked.moveList(), m.getMessage()));
            } catch (RuntimeException e) {
                failures.add(new Failure(game, gameSeed, checked.describeSwitches(), checked.moveList(),
                        "harness or emulator error: " + e));
            }
            played += checked.gamesPlayed();
            plies += checked.plies();
            looks += checked.crtLooks();
            progress.accept(new Result(i + 1, played, plies, looks, failures));
        }
        return new Result(games, played, plies, looks, failures);
    }
}
