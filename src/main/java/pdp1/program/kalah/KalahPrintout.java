package pdp1.program.kalah;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lines on the paper of programs/kalah.mac (docs/kalah-program.md, "What it types"), the
 * keys struck included, recognised one at a time. Each {@code parse...} returns null when the
 * line is something else.
 */
public final class KalahPrintout {

    /**
     * A number as the program types it: no leading zero but in "0" itself (pnum drops a zero tens
     * digit), so that "04" is refused, not read as 4.
     */
    private static final String NUMBER = "(?:0|[1-9]\\d*)";
    private static final Pattern LEADING_ZERO = Pattern.compile("(?<!\\d)0\\d+");
    private static final Pattern ROW = Pattern.compile("(north|south)((?:\\s+[a-f]" + NUMBER + "){6})\\s*");
    private static final Pattern PIT = Pattern.compile("([a-f])(" + NUMBER + ")");
    private static final Pattern STORE = Pattern.compile("store\\s+n\\s+(" + NUMBER + ")\\s+s\\s+(" + NUMBER + ")\\s*");
    /** What a move line says after the move when the CRT shows the board: the seeds captured, the stores. */
    private static final String AFTER = "(?:\\s+captures (" + NUMBER + "))?\\s+stores s (" + NUMBER + ") n (" + NUMBER + ")";
    private static final Pattern PLAYS = Pattern.compile("(north|south) plays ([a-f])(?:" + AFTER + ")?\\s*");
    private static final Pattern SWAPS = Pattern.compile("(north|south) swaps sides\\s*");
    private static final Pattern NO_SWAP = Pattern.compile("(north|south) does not swap\\s*");
    /** The pie rule's offer, between the side and the "?". */
    public static final String SWAP_OFFER = ", a-f, or s to swap sides and take south's opening";
    private static final Pattern PROMPT = Pattern.compile("(north|south)(" + Pattern.quote(SWAP_OFFER)
            + ")?\\? ?(\\S)?(?:\\s+(type a-f or s|type a-f|empty)|" + AFTER + ")?\\s*");
    /** The rules a new game names when they are in force, in the order the program types them. */
    public static final List<String> RULES = List.of("empty capture", "until stuck", "no sweep", "pie rule");
    private static final Pattern NEW_GAME = Pattern.compile("new game, (" + NUMBER + ") seeds((?:, (?:"
            + String.join("|", RULES) + "))*)(?:, level (" + NUMBER + "))?\\s*");
    /** The banner, the one line before the first game. */
    public static final String BANNER = "kalah (w. j. champion, 1940) on the dec pdp-1 - ? for help";
    /** The help, typed after ? or h. */
    public static final List<String> HELP = List.of(
            "keys - a-f or the light pen on a pit moves, p the board, ? or h help.",
            "switches, read at each new game - ss1 computer first, ss2 empty",
            "capture, ss3 play until stuck, ss4 no sweep, ss5 pie rule, ss6",
            "no crt. test word bits 14-17 level, 1 quick to 8 strong (0 is 8),",
            "11-13 seeds (0 is 4), bit 0 two players, bit 1 computer against computer.");
    private static final Pattern SCORE = Pattern.compile("south (" + NUMBER + ")\\s+north (" + NUMBER + ")\\s*");
    private static final Pattern AGAIN = Pattern.compile("another game\\? ?(\\S)?(\\s+type y or n)?\\s*");

    private KalahPrintout() {
    }

    /** The first number in {@code line} typed with a leading zero ("04"), or null if there is none. */
    public static String leadingZero(String line) {
        Matcher m = LEADING_ZERO.matcher(line);
        return m.find() ? m.group() : null;
    }

    public static int side(String word) {
        return word.equals("south") ? 0 : 1;
    }

    /** A row of pits: the side and its counts for pits a..f. */
    public record Row(int side, int[] pits) {
    }

    public static Row row(String line) {
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
    public static int[] stores(String line) {
        Matcher m = STORE.matcher(line);
        return m.matches() ? new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))} : null;
    }

    /** What a move line says after the move (the CRT on): the seeds captured (0 if none) and the stores. */
    public record After(int captured, int south, int north) {
    }

    /** A computer move, and what its line says after it (null: nothing, the board follows). */
    public record Plays(int side, int pit, After after) {
    }

    public static Plays plays(String line) {
        Matcher m = PLAYS.matcher(line);
        return m.matches() ? new Plays(side(m.group(1)), m.group(2).charAt(0) - 'a', after(m, 3)) : null;
    }

    /** The After of groups {@code first} (captured), +1 (south), +2 (north) of {@code m}, or null. */
    private static After after(Matcher m, int first) {
        if (m.group(first + 1) == null) {
            return null;
        }
        int captured = m.group(first) == null ? 0 : Integer.parseInt(m.group(first));
        return new After(captured, Integer.parseInt(m.group(first + 1)), Integer.parseInt(m.group(first + 2)));
    }

    /** "north swaps sides": the side, or -1. */
    public static int swaps(String line) {
        Matcher m = SWAPS.matcher(line);
        return m.matches() ? side(m.group(1)) : -1;
    }

    /** "north does not swap": the side, or -1. */
    public static int declines(String line) {
        Matcher m = NO_SWAP.matcher(line);
        return m.matches() ? side(m.group(1)) : -1;
    }

    /**
     * A move prompt, maybe completed by the key struck (0 if none yet) and by an answer to it:
     * "type a-f" (or "type a-f or s") for a key that is no move, "empty" for an empty pit; or, for
     * a move with the CRT on, what the line says after it.
     */
    public record Prompt(int side, boolean swapOffered, char key, String rejection, After after) {

        Prompt(int side, boolean swapOffered, char key, String rejection) {
            this(side, swapOffered, key, rejection, null);
        }
    }

    public static Prompt prompt(String line) {
        Matcher m = PROMPT.matcher(line);
        return m.matches() ? new Prompt(side(m.group(1)), m.group(2) != null,
                m.group(3) == null ? 0 : m.group(3).charAt(0), m.group(4), after(m, 5)) : null;
    }

    /** "new game, 4 seeds, pie rule, level 8": the seeds, the rules named ({@link #RULES}), the level (0 if not named). */
    public record NewGame(int seeds, List<String> rules, int level) {
    }

    public static NewGame newGame(String line) {
        Matcher m = NEW_GAME.matcher(line);
        if (!m.matches()) {
            return null;
        }
        List<String> rules = m.group(2).isEmpty() ? List.of() : List.of(m.group(2).substring(2).split(", "));
        return new NewGame(Integer.parseInt(m.group(1)), rules, m.group(3) == null ? 0 : Integer.parseInt(m.group(3)));
    }

    /** "south S  north N": {south, north}. */
    public static int[] score(String line) {
        Matcher m = SCORE.matcher(line);
        return m.matches() ? new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))} : null;
    }

    public static boolean again(String line) {
        return AGAIN.matcher(line).matches();
    }

    /** The key struck after "another game?" (0 if none yet) and whether the program said "type y or n". */
    public record Again(char key, boolean rejected) {
    }

    public static Again againAnswered(String line) {
        Matcher m = AGAIN.matcher(line);
        return m.matches() ? new Again(m.group(1) == null ? 0 : m.group(1).charAt(0), m.group(2) != null) : null;
    }
}
