package pdp1.crosscheck.kalah;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lines on the paper of programs/kalah.mac (docs/kalah-program.md, "What it types"), the
 * keys struck included, recognised one at a time. Each {@code parse...} returns null when the
 * line is something else.
 */
final class KalahPrintout {

    private static final Pattern ROW = Pattern.compile("(north|south)((?:\\s+[a-f]\\d+){6})\\s*");
    private static final Pattern PIT = Pattern.compile("([a-f])(\\d+)");
    private static final Pattern STORE = Pattern.compile("store\\s+n\\s+(\\d+)\\s+s\\s+(\\d+)\\s*");
    private static final Pattern PLAYS = Pattern.compile("(north|south) plays ([a-f])\\s*");
    private static final Pattern SWAPS = Pattern.compile("(north|south) swaps sides\\s*");
    private static final Pattern NO_SWAP = Pattern.compile("(north|south) does not swap\\s*");
    /** The pie rule's offer, between the side and the "?". */
    static final String SWAP_OFFER = ", a-f, or s to swap sides and take south's opening";
    private static final Pattern PROMPT = Pattern.compile("(north|south)(" + Pattern.quote(SWAP_OFFER)
            + ")?\\? ?(\\S)?(?:\\s+(type a-f or s|type a-f|empty))?\\s*");
    private static final Pattern NEW_GAME = Pattern.compile("new game, (\\d+) seeds\\s*");
    private static final Pattern SCORE = Pattern.compile("south (\\d+)\\s+north (\\d+)\\s*");
    private static final Pattern AGAIN = Pattern.compile("another game\\? ?(\\S)?(\\s+type y or n)?\\s*");

    private KalahPrintout() {
    }

    static int side(String word) {
        return word.equals("south") ? 0 : 1;
    }

    /** A row of pits: the side and its counts for pits a..f. */
    record Row(int side, int[] pits) {
    }

    static Row row(String line) {
        Matcher m = ROW.matcher(line);
        if (!m.matches()) {
            return null;
        }
        int[] pits = new int[6];
        Matcher p = PIT.matcher(m.group(2));
        while (p.find()) {
            pits[p.group(1).charAt(0) - 'a'] = Integer.parseInt(p.group(2));
        }
        return new Row(side(m.group(1)), pits);
    }

    /** "store  n N  s S": {north, south}. */
    static int[] stores(String line) {
        Matcher m = STORE.matcher(line);
        return m.matches() ? new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))} : null;
    }

    /** A computer move: {side, pit}. */
    static int[] plays(String line) {
        Matcher m = PLAYS.matcher(line);
        return m.matches() ? new int[] {side(m.group(1)), m.group(2).charAt(0) - 'a'} : null;
    }

    /** "north swaps sides": the side, or -1. */
    static int swaps(String line) {
        Matcher m = SWAPS.matcher(line);
        return m.matches() ? side(m.group(1)) : -1;
    }

    /** "north does not swap": the side, or -1. */
    static int declines(String line) {
        Matcher m = NO_SWAP.matcher(line);
        return m.matches() ? side(m.group(1)) : -1;
    }

    /**
     * A move prompt, maybe completed by the key struck (0 if none yet) and by an answer to it:
     * "type a-f" (or "type a-f or s") for a key that is no move, "empty" for an empty pit.
     */
    record Prompt(int side, boolean swapOffered, char key, String rejection) {
    }

    static Prompt prompt(String line) {
        Matcher m = PROMPT.matcher(line);
        return m.matches() ? new Prompt(side(m.group(1)), m.group(2) != null,
                m.group(3) == null ? 0 : m.group(3).charAt(0), m.group(4)) : null;
    }

    /** "new game, N seeds": N, or -1. */
    static int newGame(String line) {
        Matcher m = NEW_GAME.matcher(line);
        return m.matches() ? Integer.parseInt(m.group(1)) : -1;
    }

    /** "south S  north N": {south, north}. */
    static int[] score(String line) {
        Matcher m = SCORE.matcher(line);
        return m.matches() ? new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))} : null;
    }

    static boolean again(String line) {
        return AGAIN.matcher(line).matches();
    }

    /** The key struck after "another game?" (0 if none yet) and whether the program said "type y or n". */
    record Again(char key, boolean rejected) {
    }

    static Again againAnswered(String line) {
        Matcher m = AGAIN.matcher(line);
        return m.matches() ? new Again(m.group(1) == null ? 0 : m.group(1).charAt(0), m.group(2) != null) : null;
    }
}
