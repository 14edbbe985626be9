package pdp1.kimasai;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A game being played: the position, the moves so far and the end rules (docs/kimasai-rules.md, "End").
 * <ul>
 * <li>The player to move who has no legal move (no stone left, or none that can move) loses.
 * <li>The game is drawn as soon as a position (stones and player to move) occurs a second time.
 *     A capture can never be undone, so only the positions since the last capture can come back;
 *     the game keeps just those. In fact no position can ever repeat in this game (the argument
 *     is in docs/kimasai.md, "No position repeats"), so this rule never ends a game; the check
 *     stays because the rules state it and costs little.
 * <li>An optional move cap for tests, off unless set in {@link Options}.
 * </ul>
 */
public final class Game {

    /** Optional limits: a game still going after {@code moveCap} moves ends as a draw; 0 means no cap. */
    public record Options(int moveCap) {
        public static final Options NONE = new Options(0);

        public Options {
            if (moveCap < 0) {
                throw new IllegalArgumentException("the move cap must be >= 0 (0 = none)");
            }
        }
    }

    private final Options options;
    private final List<Hole> moves = new ArrayList<>();
    private final Set<Position> sinceCapture = new HashSet<>();
    private Position position;
    private Result result = Result.IN_PROGRESS;
    private String reason = "";

    public Game() {
        this(Position.START, Options.NONE);
    }

    public Game(Options options) {
        this(Position.START, options);
    }

    public Game(Position start, Options options) {
        this.options = options;
        this.position = start;
        sinceCapture.add(start);
        checkNoMove();
    }

    /** Replays a game record (see {@link GameRecord}) from the start position. */
    public static Game replay(String record, Options options) {
        Game g = new Game(options);
        int n = 0;
        for (Hole h : GameRecord.parse(record)) {
            n++;
            try {
                g.play(h);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("move " + n + " (" + h + "): " + e.getMessage(), e);
            }
        }
        return g;
    }

    /**
     * Plays the stone in {@code from}.
     *
     * @throws IllegalArgumentException with a sentence for a person if the game is over or the move is illegal
     */
    public void play(Hole from) {
        if (result != Result.IN_PROGRESS) {
            throw new IllegalArgumentException("the game is over: " + reason);
        }
        Side mover = position.toMove();
        Position next = position.play(from);
        boolean captured = next.count(mover.opponent()) < position.count(mover.opponent());
        position = next;
        moves.add(from);
        if (captured) {
            sinceCapture.clear();
        }
        if (!sinceCapture.add(next)) {
            end(Result.DRAW, "drawn by repetition");
            return;
        }
        if (checkNoMove()) {
            return;
        }
        if (options.moveCap() > 0 && moves.size() >= options.moveCap()) {
            end(Result.DRAW, "stopped at the move cap (" + options.moveCap() + " moves)");
        }
    }

    private boolean checkNoMove() {
        if (!position.isLost()) {
            return false;
        }
        Side loser = position.toMove();
        end(Result.winFor(loser.opponent()), position.count(loser) == 0
                ? loser.title() + " has no stone left; " + loser.opponent().title() + " wins"
                : loser.title() + " cannot move; " + loser.opponent().title() + " wins");
        return true;
    }

    private void end(Result r, String why) {
        result = r;
        reason = why;
    }

    public Position position() {
        return position;
    }

    public List<Hole> moves() {
        return List.copyOf(moves);
    }

    public Result result() {
        return result;
    }

    public boolean isOver() {
        return result != Result.IN_PROGRESS;
    }

    /** Why the game ended, e.g. "drawn by repetition"; empty while it goes on. */
    public String reason() {
        return reason;
    }

    /** The number of positions since the last capture (or the start), the current one included. */
    public int positionsSinceCapture() {
        return sinceCapture.size();
    }

    /** The game record, with the result token when the game is over. */
    public String record() {
        return GameRecord.format(moves, result);
    }
}
