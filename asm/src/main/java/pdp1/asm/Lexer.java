package pdp1.asm;

/**
 * The cursor over the line being assembled, framing one lexeme at a time exactly as macro1
 * does (docs/assembler.md §5.3): a run of letters, digits and overbar characters ({@code \ ~}), or a single
 * punctuation character. TAB, newline and end of text end a word; {@code /} begins a comment
 * or sets the location. The line keeps its newline, so "end of line" is a character here.
 */
final class Lexer {

    static final char END = '\0';

    String line = "";
    /** Next character to read. */
    int cc;
    /** The current lexeme is {@code line[start, term)}. */
    int start;
    int term;
    /** Start of the lexeme before the current one (for error columns). */
    int previousStart;
    /** The current lexeme contains an overbar character (it names a variable, docs/assembler.md §5.6). */
    boolean overbar;

    void reset(String text, int column) {
        line = text;
        cc = column;
        start = column;
        term = column;
        previousStart = column;
        overbar = false;
    }

    char at(int i) {
        return i < line.length() ? line.charAt(i) : END;
    }

    char current() {
        return at(start);
    }

    /** Characters after which the lexeme's position counts as the end of a word. */
    static boolean isEnd(char c) {
        return c == END || c == '\n' || c == '\t';
    }

    static boolean isDone(char c) {
        return c == '/' || isEnd(c);
    }

    static boolean isBlank(char c) {
        return c == ' ';
    }

    static boolean isOverbar(char c) {
        return c == '\\' || c == '~';
    }

    static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    static boolean isAlnum(char c) {
        return isLetter(c) || isDigit(c);
    }

    /**
     * Frames the next lexeme. Spaces before it are skipped; when {@code operator} is true one
     * space is kept, because a space is the {@code +} operator (docs/assembler.md §5.4).
     */
    void next(boolean operator) {
        previousStart = start;
        if (at(cc) == ' ') {
            do {
                cc++;
            } while (at(cc) == ' ');
            if (operator) {
                cc--;
            }
        }
        overbar = false;
        start = cc;
        char c = at(cc);
        if (isAlnum(c) || isOverbar(c)) {
            do {
                if (isOverbar(at(cc))) {
                    overbar = true;
                }
                cc++;
            } while (isAlnum(at(cc)) || isOverbar(at(cc)));
        } else if (!isDone(c) || c == '\t') {
            cc++;
        }
        term = cc;
    }

    /** A lexeme with any letter in it is a symbol ({@code 9s} is one, docs/assembler.md §5.3). */
    boolean isSymbol() {
        for (int i = start; i < term; i++) {
            if (isLetter(line.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** The lexeme as a symbol name: overbars dropped, six significant characters. */
    String name() {
        return name(start, term);
    }

    String name(int from, int to) {
        if (!overbarIn(from, to)) {
            return line.substring(from, Math.min(to, from + SymbolTable.SIGNIFICANT));
        }
        StringBuilder b = new StringBuilder(SymbolTable.SIGNIFICANT);
        for (int i = from; i < to && b.length() < SymbolTable.SIGNIFICANT; i++) {
            char c = line.charAt(i);
            if (!isOverbar(c)) {
                b.append(c);
            }
        }
        return b.toString();
    }

    private boolean overbarIn(int from, int to) {
        for (int i = from; i < to; i++) {
            if (isOverbar(line.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    String lexeme() {
        return line.substring(start, Math.min(term, line.length()));
    }

    /** Skips to the end of the word (stops at a TAB, as macro1 does). */
    void skipToEndOfWord() {
        while (!isEnd(at(cc))) {
            cc++;
        }
        start = cc;
        term = cc;
        previousStart = cc;
    }
}
