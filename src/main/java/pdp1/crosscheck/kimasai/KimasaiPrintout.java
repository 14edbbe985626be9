package pdp1.crosscheck.kimasai;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Side;

/**
 * The lines programs/kimasai.mac types (docs/kimasai.md, "The typewriter"), read back:
 * <pre>
 *    a b c d e f g h i j k l          the board: a header,
 * 4  o o o o o o o o o o o o          rows 4 to 1 ('o' a stone, '.' empty),
 * south to move                       and the side to move
 * north plays k3                      a computer move, in red
 * south? b2                           a prompt (the keys are the person's)
 * that is not your hole               an answer to an illegal move
 * north wins / another game? / bye    the end
 * </pre>
 */
final class KimasaiPrintout {

    static final String HEADER = "a b c d e f g h i j k l";
    static final String NEW_GAME = "new game";
    static final String BYE = "bye";
    static final String AGAIN = "another game? ";

    /** The program's answers to keys that are not a legal move. */
    enum Rejection {
        NOT_A_HOLE("type a hole, a letter a-l and a digit 1-4"),
        NOT_YOURS("that is not your hole"),
        NO_STONE("no stone there"),
        BLOCKED("that stone cannot move, its next hole is full");

        final String text;

        Rejection(String text) {
            this.text = text;
        }

        static Rejection of(String line) {
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

    static boolean isHeader(String line) {
        return line.strip().equals(HEADER);
    }

    /** A board row: its row number (1..4) and the stones from column a to l, or null. */
    static boolean[] row(String line, int[] rowNumber) {
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

    static Side toMove(String line) {
        Matcher m = TO_MOVE.matcher(line);
        return m.matches() ? side(m.group(1)) : null;
    }

    /** "north plays k3": the hole, the side in {@code side[0]}; or null. */
    static Hole plays(String line, Side[] side) {
        Matcher m = PLAYS.matcher(line);
        if (!m.matches()) {
            return null;
        }
        side[0] = side(m.group(1));
        return Hole.parse(m.group(2));
    }

    /** The side a move prompt ("south? ") asks, or null. */
    static Side prompt(String text) {
        Matcher m = PROMPT.matcher(text);
        return m.matches() ? side(m.group(1)) : null;
    }

    /** The keys struck at a move prompt, as the paper shows them after "south? " (spaces dropped), or null if none. */
    static String promptKeys(String line) {
        Matcher m = PROMPT_KEYS.matcher(line);
        String keys = m.matches() ? m.group(2).replace(" ", "") : "";
        return keys.isEmpty() ? null : keys;
    }

    static Side wins(String line) {
        Matcher m = WINS.matcher(line);
        return m.matches() ? side(m.group(1)) : null;
    }

    private static Side side(String name) {
        return name.equals("south") ? Side.SOUTH : Side.NORTH;
    }
}
