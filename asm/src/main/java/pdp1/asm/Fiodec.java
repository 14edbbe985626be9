package pdp1.asm;

/**
 * ASCII to Concise (FIO-DEC without the parity channel) for {@code text}, {@code flexo} and
 * {@code char} (docs/machine.md §4.3, the "SIMH ASCII" column). Each code belongs to the lower case, the
 * upper case, or both (space, tab, carriage return, backspace).
 */
final class Fiodec {

    static final int LOWER_CASE_SHIFT = 072;
    static final int UPPER_CASE_SHIFT = 074;
    static final int CARRIAGE_RETURN = 077;

    static final int LOWER = 1;
    static final int UPPER = 2;
    static final int BOTH = LOWER | UPPER;

    private static final int[] CODE = new int[128];
    private static final int[] CASE = new int[128];

    static {
        java.util.Arrays.fill(CODE, -1);
        both(' ', 000);
        both('\t', 036);
        both('\r', CARRIAGE_RETURN);
        both('\n', CARRIAGE_RETURN);
        both('\b', 075);
        both((char) 0177, 075);
        String digits = "1234567890";
        int[] digitCodes = {001, 002, 003, 004, 005, 006, 007, 010, 011, 020};
        String shifted = "\"'~#!&<>^`";
        for (int i = 0; i < digits.length(); i++) {
            lower(digits.charAt(i), digitCodes[i]);
            upper(shifted.charAt(i), digitCodes[i]);
        }
        letters("stuvwxyz", 022);
        letters("jklmnopqr", 041);
        letters("abcdefghi", 061);
        lower('/', 021);
        upper('?', 021);
        lower(',', 033);
        upper('=', 033);
        lower('@', 040);   // centre dot
        upper('_', 040);
        lower('-', 054);
        upper('+', 054);
        lower(')', 055);
        upper(']', 055);
        lower('\\', 056);  // overbar
        upper('|', 056);
        lower('(', 057);
        upper('[', 057);
        lower('.', 073);
        upper('*', 073);   // times
    }

    private Fiodec() {
    }

    private static void letters(String lowers, int first) {
        for (int i = 0; i < lowers.length(); i++) {
            lower(lowers.charAt(i), first + i);
            upper(Character.toUpperCase(lowers.charAt(i)), first + i);
        }
    }

    private static void lower(char c, int code) {
        CODE[c] = code;
        CASE[c] = LOWER;
    }

    private static void upper(char c, int code) {
        CODE[c] = code;
        CASE[c] = UPPER;
    }

    private static void both(char c, int code) {
        CODE[c] = code;
        CASE[c] = BOTH;
    }

    /** The Concise code of an ASCII character, or -1 if FIO-DEC has none. */
    static int code(char c) {
        return c < 128 ? CODE[c] : -1;
    }

    /** LOWER, UPPER or BOTH; meaningful only when {@link #code} is not -1. */
    static int caseOf(char c) {
        return c < 128 ? CASE[c] : 0;
    }
}
