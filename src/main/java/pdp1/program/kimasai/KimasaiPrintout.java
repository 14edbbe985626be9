package pdp1.program.kimasai;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Side;
import pdp1.program.kimasai.KimasaiSwitches;

/**
 * The lines programs/kimasai.mac types (docs/kimasai.md, "The typewriter"), read back:
 * <pre>
 * bao la kimasai, ? for help          the banner, before the first game
 * new game, level 5, you play south   a new game: the seats and levels in force
 *    a b c d e f g h i j k l          the board: a header,
 * 4  o o o o o o o o o o o o          rows 4 to 1 ('o' a stone, '.' empty),
 * south to move                       and the side to move
 * north plays k3                      a computer move, in red
 * south? b2                           a prompt (the keys are the person's, or typed for the light pen)
 * takes 2, south 23 north 21          after a move that captures: the stones taken, the stones left
 * that is not your hole               an answer to an illegal move
 * north wins / another game? / bye    the end
 * </pre>
 * The help ({@link #HELP}) is typed when {@code ?} is struck at a prompt.
 */
public final class KimasaiPrintout {

    public static final String HEADER = "a b c d e f g h i j k l";
    public static final String NEW_GAME = "new game";
    public static final String BANNER = "bao la kimasai, ? for help";
    /** The help, line by line, as the program types it for the key ? (docs/kimasai.md, "The typewriter"). */
    public static final List<String> HELP = List.of(
            "bao la kimasai, the four-row game of single stones recorded",
            "by klamroth in 1911, on the dec pdp-1. at the start every",
            "hole is full but a2 and l3. type a move as the hole of the",
            "stone, a column a-l and a row 1-4, e.g. b2, or touch the",
            "stone on the crt with the light pen. p types the board,",
            "? this help. switches, read at each new game - ss1 computer",
            "plays south (south moves first), ss6 no crt. test word bits",
            "15-17 level 1-7 (0 is 5), bits 12-14 level when the computer",
            "plays south (0 is the same), bit 0 two players, bit 1",
            "computer against computer.");
    public static final String BYE = "bye";
    public static final String AGAIN = "another game? ";

    /** The program's answers to keys that are not a legal move. */
    public enum Rejection {
        NOT_A_HOLE("type a hole, a letter a-l and a digit 1-4"),
        NOT_YOURS("that is not your hole"),
        NO_STONE("no stone there"),
        BLOCKED("that stone cannot move, its next hole is full");

        public final String text;

        Rejection(String text) {
            this.text = text;
        }

        public static Rejection of(String line) {
            for (Rejection r : values()) {
                if (r.text.equals(line)) {
                    return r;
                }
            }
            return null;
        }
    }

    private static final Pattern ROW = Pattern.compile("([1-4])  ([o.](?: [o.]){11})");
    private static final Pattern PLAYS = Pattern.compile("(south|north) plays ([a-l][1-4])");
    private static final Pattern PROMPT = Pattern.compile("(south|north)\\? ?");
    private static final Pattern PROMPT_KEYS = Pattern.compile("(south|north)\\? ?(.*)");
    private static final Pattern TO_MOVE = Pattern.compile("(south|north) to move");
    private static final Pattern WINS = Pattern.compile("(south|north) wins");

    private KimasaiPrintout() {
    }

    /** Whether {@code line} starts a new game ("new game, ..."; "new game" alone in the program's earlier papers). */
    public static boolean isNewGame(String line) {
        return line.equals(NEW_GAME) || line.startsWith(NEW_GAME + ",");
    }

    /** The new-game line for these switches: who plays, at which level. */
    public static String newGame(KimasaiSwitches switches) {
        String seats = switch (switches.seats()) {
            case TWO_PLAYERS -> "two players";
            case COMPUTER_VS_COMPUTER -> "levels north " + switches.levelFor(Side.NORTH) + " south "
                    + switches.levelFor(Side.SOUTH);
            case HUMAN_VS_COMPUTER -> {
                Side computer = switches.computerSouth() ? Side.SOUTH : Side.NORTH;
                yield "level " + switches.levelFor(computer) + ", you play " + computer.opponent().name().toLowerCase(Locale.ROOT);
            }
        };
        return NEW_GAME + ", " + seats;
    }

    /** The line after a move that took {@code taken} stones, leaving South and North these stones. */
    public static String takes(int taken, int south, int north) {
        return "takes " + taken + ", south " + south + " north " + north;
    }

    public static boolean isHeader(String line) {
        return line.strip().equals(HEADER);
    }

    /** A board row: its row number (1..4) and the stones from column a to l, or null. */
    public static boolean[] row(String line, int[] rowNumber) {
        Matcher m = ROW.matcher(line);
        if (!m.matches()) {
            return null;
        }
        rowNumber[0] = m.group(1).charAt(0) - '0';
        boolean[] stones = new boolean[Hole.COLUMNS];
        String cells = m.group(2).replace(" ", "");
        for (int c = 0; c < Hole.COLUMNS; c++) {
            stones[c] = cells.charAt(c) == 'o';
        }
        return stones;
    }

    public static Side toMove(String line) {
        Matcher m = TO_MOVE.matcher(line);
        return m.matches() ? side(m.group(1)) : null;
    }

    /** "north plays k3": the hole, the side in {@code side[0]}; or null. */
    public static Hole plays(String line, Side[] side) {
        Matcher m = PLAYS.matcher(line);
        if (!m.matches()) {
            return null;
        }
        side[0] = side(m.group(1));
        return Hole.parse(m.group(2));
    }

    /** The side a move prompt ("south? ") asks, or null. */
    public static Side prompt(String text) {
        Matcher m = PROMPT.matcher(text);
        return m.matches() ? side(m.group(1)) : null;
    }

    /** The side of a move prompt line, keys after it or not ("south? b2"), or null. */
    public static Side promptLine(String line) {
        Matcher m = PROMPT_KEYS.matcher(line);
        return m.matches() ? side(m.group(1)) : null;
    }

    /** The keys struck at a move prompt, as the paper shows them after "south? " (spaces dropped), or null if none. */
    public static String promptKeys(String line) {
        Matcher m = PROMPT_KEYS.matcher(line);
        String keys = m.matches() ? m.group(2).replace(" ", "") : "";
        return keys.isEmpty() ? null : keys;
    }

    public static Side wins(String line) {
        Matcher m = WINS.matcher(line);
        return m.matches() ? side(m.group(1)) : null;
    }

    private static Side side(String name) {
        return name.equals("south") ? Side.SOUTH : Side.NORTH;
    }
}
