package pdp1.asm;

/**
 * {@code text XcharsX} (docs/assembler.md §5.7): the characters up to the closing delimiter as Concise codes,
 * three to a word, first in bits 0-5, with case shifts inserted (the text starts in lower case
 * and a lower-case shift closes it if needed). A newline inside gives 077 and the text goes on
 * on the next line. No terminator word is added.
 */
final class TextPseudo {

    private final LineWalker w;
    private final Lexer lx;
    private int currentCase;

    TextPseudo(LineWalker walker) {
        this.w = walker;
        this.lx = walker.lx;
    }

    /** Assembles the text that follows {@code text} on the current line. */
    void assemble() {
        int col = lx.start;
        char delim;
        do {
            if (lx.cc >= lx.line.length() || lx.at(lx.cc) == '\n') {
                w.error(col, "'text' needs a delimiter after it on the same line");
                return;
            }
            delim = lx.at(lx.cc++);
        } while (delim == ' ');
        int word = 0;
        int count = 0;
        currentCase = Fiodec.LOWER;
        int textLine = w.lineNo;
        String textSource = lx.line;
        for (;;) {
            int c = nextCode(delim);
            if (c == -2) {
                w.errorAt(textLine, col + 1, "text has no closing '" + delim + "'", textSource);
                break;
            }
            if (c < 0) {
                break;
            }
            word |= c << (2 - count) * 6;
            if (++count == 3) {
                w.punch(word, col);
                count = 0;
                word = 0;
            }
        }
        if (count > 0) {
            w.punch(word, col);
        }
    }

    /** The next code, a case shift where needed; -1 at the closing delimiter, -2 at the end of the file. */
    private int nextCode(char delim) {
        char c;
        for (;;) {
            if (lx.cc >= lx.line.length()) {
                w.readLine();
                if (w.endOfInput) {
                    return -2;
                }
            }
            c = lx.at(lx.cc);
            if (c == '\r') {
                lx.cc++;
                continue;
            }
            break;
        }
        if (c == delim) {
            if (currentCase == Fiodec.LOWER) {
                lx.cc++;
                return -1;
            }
            currentCase = Fiodec.LOWER;
            return Fiodec.LOWER_CASE_SHIFT;
        }
        int code = Fiodec.code(c);
        int cases = Fiodec.caseOf(c);
        if (code < 0) {
            w.error(lx.cc, "character " + LineWalker.show(c) + " has no FIO-DEC code");
            code = 0;
            cases = Fiodec.BOTH;
        }
        if ((cases & currentCase) == 0) {
            currentCase ^= Fiodec.BOTH;
            return currentCase == Fiodec.LOWER ? Fiodec.LOWER_CASE_SHIFT : Fiodec.UPPER_CASE_SHIFT;
        }
        lx.cc++;
        return code;
    }
}
