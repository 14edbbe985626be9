package pdp1.emu.dev;

/**
 * The typewriter's 6-bit Concise code and its 8-hole tape form FIO-DEC
 * (docs/machine.md §4.3), with the ASCII and Unicode spellings the front
 * ends and test harnesses use.
 *
 * <p>A Concise code has a lower-case and an upper-case meaning; which one
 * applies depends on the typewriter's case state, moved by the shift codes
 * {@link #LOWER_CASE} (072) and {@link #UPPER_CASE} (074). ASCII spellings
 * follow SIMH's table (so {@code ⊃} is {@code #}, {@code ×} is {@code *});
 * Unicode spellings are the glyphs of the F-16A card.
 */
public final class FioDec {

    public static final int SPACE = 000;
    public static final int STOP_CODE = 013;
    public static final int BLACK_RIBBON = 034;
    public static final int RED_RIBBON = 035;
    public static final int TAB = 036;
    public static final int LOWER_CASE = 072;
    public static final int UPPER_CASE = 074;
    public static final int BACKSPACE = 075;
    public static final int CARRIAGE_RETURN = 077;

    /** Flag in a {@link #fromAscii} result: the character is the upper-case meaning. */
    public static final int UPPER = 0100;
    /** Flag in a {@link #fromAscii} result: the code means the same in both cases. */
    public static final int EITHER_CASE = 0200;
    /** {@link #fromAscii} result for a character the typewriter cannot type. */
    public static final int NONE = -1;

    // Index = Concise code; '\0' = nothing printable (unassigned, shift or ribbon code).
    private static final String ASCII_LOWER =
            " 1234567" + "89\0\0\0\0\0\0" + "0/stuvwx" + "yz\0,\0\0\t\0"
            + "@jklmnop" + "qr\0\0-)\\(" + "\0abcdefg" + "hi\0.\0\b\0\n";
    private static final String ASCII_UPPER =
            " \"'~#!&<" + ">^\0\0\0\0\0\0" + "`?STUVWX" + "YZ\0=\0\0\t\0"
            + "_JKLMNOP" + "QR\0\0+]|[" + "\0ABCDEFG" + "HI\0*\0\b\0\n";
    private static final String UNICODE_LOWER =
            " 1234567" + "89\0\0\0\0\0\0" + "0/stuvwx" + "yz\0,\0\0\t\0"
            + "·jklmnop" + "qr\0\0−)‾(" + "\0abcdefg" + "hi\0.\0\b\0\n";
    private static final String UNICODE_UPPER =
            " \"'~⊃∨∧<" + ">↑\0\0\0\0\0\0" + "→?STUVWX" + "YZ\0=\0\0\t\0"
            + "_JKLMNOP" + "QR\0\0+]|[" + "\0ABCDEFG" + "HI\0×\0\b\0\n";

    private static final int[] FROM_ASCII = new int[128];

    static {
        java.util.Arrays.fill(FROM_ASCII, NONE);
        // Upper case first, so a character with one spelling in both cases
        // (space, tab, CR, backspace) ends up marked EITHER_CASE below.
        for (int code = 0; code < 64; code++) {
            char u = ASCII_UPPER.charAt(code);
            if (u != '\0') {
                FROM_ASCII[u] = code | UPPER;
            }
        }
        for (int code = 0; code < 64; code++) {
            char l = ASCII_LOWER.charAt(code);
            if (l == '\0') {
                continue;
            }
            FROM_ASCII[l] = ASCII_UPPER.charAt(code) == l ? code | EITHER_CASE : code;
        }
        FROM_ASCII['\r'] = CARRIAGE_RETURN | EITHER_CASE;   // CR, LF and CRLF all end a line
        FROM_ASCII[0177] = BACKSPACE | EITHER_CASE;         // DEL types as backspace (SIMH)
    }

    private FioDec() {
    }

    /** The 8-hole tape frame of a Concise code: channel 8 (0200) is odd parity (§4.3, §7.1). */
    public static int tapeFrame(int concise) {
        int c = concise & 077;
        return Integer.bitCount(c) % 2 == 0 ? c | 0200 : c;
    }

    /** The Concise code of a tape frame: channel 8 dropped (§4.3). */
    public static int concise(int tapeFrame) {
        return tapeFrame & 077;
    }

    /** True for the codes that change state and print nothing: shifts and ribbon colours. */
    public static boolean isControl(int code) {
        return code == LOWER_CASE || code == UPPER_CASE || code == BLACK_RIBBON || code == RED_RIBBON;
    }

    /**
     * ASCII spelling of {@code code} in the given case: {@code '\n'} for carriage
     * return, {@code '\t'}, {@code '\b'}; {@code '\0'} for codes that print nothing.
     */
    public static char ascii(int code, boolean upperCase) {
        return (upperCase ? ASCII_UPPER : ASCII_LOWER).charAt(code & 077);
    }

    /** Unicode spelling (the card's glyphs: ·, ⊃, ∨, ∧, ↑, →, ×, ‾), else as {@link #ascii}. */
    public static char unicode(int code, boolean upperCase) {
        return (upperCase ? UNICODE_UPPER : UNICODE_LOWER).charAt(code & 077);
    }

    /**
     * The Concise code for an ASCII character, ORed with {@link #UPPER} when it
     * needs upper case or {@link #EITHER_CASE} when it types in either case;
     * {@link #NONE} when the typewriter has no such key. LF, CR and DEL map to
     * carriage return and backspace as in SIMH.
     */
    public static int fromAscii(char ch) {
        return ch < 128 ? FROM_ASCII[ch] : NONE;
    }
}
