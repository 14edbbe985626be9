package pdp1.asm;

/**
 * Expressions as macro1 evaluates them (docs/assembler.md §5.4): strictly left to right, no precedence,
 * 18-bit ones'-complement with end-around carry; a space is {@code +}; {@code (} makes a
 * literal, {@code [ ]} group; {@code decimal}, {@code octal}, {@code flexo}, {@code char} may
 * appear inside. The walker's lexer is the input; on return the current lexeme is the
 * terminator ({@code / ) ] : ,} TAB or end of line).
 */
final class Expression {

    private static final int WORD = 0777777;
    /** How deep {@code (} and {@code [} may nest; real programs use two or three levels. */
    static final int MAX_NESTING = 100;

    /**
     * @param barePseudo the expression was only {@code decimal}/{@code octal} or a statement
     *        pseudo-op: nothing is assembled
     * @param spaceBeforeSlash it ended at " /", a comment written without a TAB (already reported)
     */
    record Result(int value, boolean barePseudo, boolean spaceBeforeSlash) {
    }

    private final LineWalker w;
    private final Lexer lx;
    private boolean spaceBeforeSlash;
    /** The {@code (} and {@code [} open around the term being read. */
    private int nesting;
    /** The expression went beyond {@link #MAX_NESTING}: reported once, the unclosed brackets are not. */
    private boolean tooDeep;

    Expression(LineWalker walker) {
        this.w = walker;
        this.lx = walker.lx;
    }

    /** An expression whose value is needed (macro1's getExprs). */
    int evaluate() {
        if (nesting == 0) {
            tooDeep = false;
        }
        Term t = expression();
        if (t.pseudo) {
            w.error(lx.start, "a value is required here");
        }
        return t.value & WORD;
    }

    /** The expression of a storage word or location assignment. */
    Result evaluateTop() {
        spaceBeforeSlash = false;
        tooDeep = false;
        Term t = expression();
        return new Result(t.value & WORD, t.pseudo, spaceBeforeSlash);
    }

    /** A term's value and whether it was a bare pseudo-op (macro1's PSEUDO type). */
    private static final class Term {
        int value;
        boolean pseudo;

        Term(int value, boolean pseudo) {
            this.value = value;
            this.pseudo = pseudo;
        }
    }

    private Term expression() {
        Term sum = unary();
        for (;;) {
            char op = lx.current();
            switch (op) {
                case ' ', '+' -> {
                    lx.next(true);
                    if (op == ' ' && Lexer.isEnd(lx.current())) {
                        return sum;            // a trailing space is tolerated
                    }
                    if (op == ' ' && lx.current() == '/') {
                        w.error(lx.start, "'/' after an expression sets the location; comments need a tab");
                        spaceBeforeSlash = true;
                        return sum;
                    }
                    sum = new Term(onesAdd(sum.value, unary().value), false);
                }
                case '-' -> {
                    lx.next(true);
                    sum = new Term(onesAdd(sum.value, unary().value ^ WORD), false);
                }
                case '*' -> {
                    lx.next(true);
                    long product = (long) sum.value * unary().value;
                    // macro1 folds the product once (docs/assembler.md §5.4: "single end-around fold")
                    sum = new Term(product >= 01000000 ? (int) (product + 1 & WORD) : (int) product, false);
                }
                case '&' -> {
                    lx.next(true);
                    sum = new Term(sum.value & unary().value, false);
                }
                case '!' -> {
                    lx.next(true);
                    sum = new Term(sum.value | unary().value, false);
                }
                case '/', ')', ']', ':', ',' -> {
                    return sum;
                }
                case '=' -> {
                    w.error(lx.start, "'=' inside an expression (an assignment must stand alone)");
                    lx.skipToEndOfWord();
                    return new Term(0, sum.pseudo);
                }
                default -> {
                    if (!Lexer.isEnd(op)) {
                        w.error(lx.start, "unexpected " + LineWalker.show(op) + " in an expression");
                        lx.skipToEndOfWord();
                        return new Term(0, sum.pseudo);
                    }
                    return sum;
                }
            }
        }
    }

    static int onesAdd(int a, int b) {
        int s = a + b;
        return s >= 01000000 ? s + 1 & WORD : s;
    }

    private Term unary() {
        switch (lx.current()) {
            case '-' -> {
                lx.next(true);
                Term t = primary();
                t.value ^= WORD;
                return t;
            }
            case '+' -> {
                lx.next(true);
                return primary();
            }
            default -> {
                return primary();
            }
        }
    }

    private Term primary() {
        if (lx.isSymbol()) {
            return symbol();
        }
        char c = lx.current();
        if (Lexer.isDigit(c)) {
            return new Term(number(), false);
        }
        switch (c) {
            case '.' -> {
                lx.next(true);
                return new Term(w.clc, false);
            }
            case '(' -> {
                int col = lx.start;
                Integer value = group('(', ')', false);          // a literal's ')' may be left out
                return new Term(value == null ? 0 : w.literal(value, col), false);
            }
            case '[' -> {
                Integer value = group('[', ']', true);
                return new Term(value == null ? 0 : value, false);
            }
            case '=' -> {
                w.error(lx.start, "'=' inside an expression (an assignment must stand alone)");
                lx.skipToEndOfWord();
                return new Term(0, false);
            }
            default -> {
                if (Lexer.isDone(c)) {
                    w.error(lx.start, "an expression is missing here");
                } else {
                    w.error(lx.start, "unexpected " + LineWalker.show(c) + " in an expression");
                }
                lx.next(true);
                return new Term(0, false);
            }
        }
    }

    /**
     * The value inside the group the lexer stands on ({@code opening}), up to {@code closing},
     * which is an error to leave out if {@code mustClose}; null when groups nest too deep.
     */
    private Integer group(char opening, char closing, boolean mustClose) {
        int col = lx.start;
        if (!open(col)) {
            return null;
        }
        lx.next(true);
        int value = evaluate();
        nesting--;
        if (lx.current() == closing) {
            lx.next(true);
        } else if (mustClose && !tooDeep) {
            w.error(lx.start, "'" + opening + "' at column " + (col + 1) + " has no matching '" + closing + "'");
        }
        return value;
    }

    /**
     * One more {@code (} or {@code [} at {@code col}; false (reported, the rest of the word
     * skipped) beyond {@link #MAX_NESTING}, so that no input can exhaust the stack.
     */
    private boolean open(int col) {
        if (nesting >= MAX_NESTING) {
            if (!tooDeep) {
                w.error(col, "more than " + MAX_NESTING + " nested '(' and '[' in one expression");
            }
            tooDeep = true;
            lx.skipToEndOfWord();
            return false;
        }
        nesting++;
        return true;
    }

    private int number() {
        long value = 0;
        int col = lx.start;
        for (int i = lx.start; i < lx.term; i++) {
            char d = lx.line.charAt(i);
            if (!Lexer.isDigit(d)) {
                w.error(col, "malformed number " + Diagnostic.quote(lx.lexeme()));
                value = 0;
                break;
            }
            if (d - '0' >= w.radix) {
                w.error(i, "digit " + d + " is not allowed in radix " + w.radix
                        + (w.radix == 8 ? " (numbers are octal unless after 'decimal')" : ""));
                value = 0;
                break;
            }
            value = value * w.radix + (d - '0');
            if (value > WORD) {
                w.error(col, "number " + Diagnostic.quote(lx.lexeme()) + " does not fit in 18 bits");
                value = 0;
                break;
            }
        }
        lx.next(true);
        return (int) value;
    }

    private Term symbol() {
        Symbol sym = w.lookupForUse();
        switch (sym.kind()) {
            case UNDEFINED -> {
                if (w.isPass2()) {
                    w.error(lx.start, "undefined symbol " + Diagnostic.quote(lx.lexeme()));
                }
                lx.next(true);
                return new Term(0, false);
            }
            case PSEUDO, EXPRESSION_PSEUDO -> {
                return pseudo(Pseudo.of(sym.value()), sym);
            }
            case MACRO -> {
                if (w.isPass2()) {
                    w.error(lx.start, "macro " + Diagnostic.quote(sym.name()) + " used inside an expression");
                }
                lx.next(true);
                return new Term(0, false);
            }
            default -> {
                lx.next(true);
                return new Term(sym.value(), false);
            }
        }
    }

    private Term pseudo(Pseudo p, Symbol sym) {
        Term t = new Term(0, false);
        switch (p) {
            case DECIMAL -> {
                w.radix = 10;
                t.pseudo = true;
            }
            case OCTAL -> {
                w.radix = 8;
                t.pseudo = true;
            }
            case FLEXO -> {
                lx.next(true);
                t.value = flexo();
            }
            case CHAR -> {
                lx.next(true);
                t.value = character();
            }
            default -> {
                w.error(lx.start, Diagnostic.quote(sym.name()) + " is a statement and has no value");
                t.pseudo = true;
            }
        }
        lx.next(true);
        return t;
    }

    /**
     * {@code flexo abc}: the next three characters as Concise codes, left to right, with case
     * shifts counted as characters (docs/assembler.md §5.7). Like macro1 it reads from the start of the
     * lexeme after {@code flexo}, whatever its length.
     */
    private int flexo() {
        if (lx.current() == ' ') {
            lx.next(false);
        }
        int word = 0;
        int currentCase = Fiodec.LOWER;
        int p = lx.start;
        for (int shift = 12; shift >= 0; shift -= 6) {
            if (p >= lx.line.length()) {
                break;
            }
            char c = lx.line.charAt(p);
            int code;
            if (c == '\t' || c == '\n') {
                if (currentCase == Fiodec.LOWER) {
                    break;
                }
                currentCase = Fiodec.LOWER;
                code = Fiodec.LOWER_CASE_SHIFT;
            } else {
                code = Fiodec.code(c);
                int cases = Fiodec.caseOf(c);
                if (code < 0) {
                    w.error(p, "character " + LineWalker.show(c) + " has no FIO-DEC code");
                    code = 0;
                    cases = Fiodec.BOTH;
                }
                if ((cases & currentCase) == 0) {
                    currentCase ^= Fiodec.BOTH;
                    code = currentCase == Fiodec.LOWER ? Fiodec.LOWER_CASE_SHIFT : Fiodec.UPPER_CASE_SHIFT;
                } else {
                    p++;
                }
            }
            word |= code << shift;
        }
        lx.start = p;
        return word;
    }

    /** {@code char lX}, {@code char mX}, {@code char rX}: one Concise code in the left, middle or right third. */
    private int character() {
        int col = lx.start;
        if (lx.cc >= lx.line.length()) {
            w.error(col, "'char' needs l, m or r and a character");
            return 0;
        }
        char position = lx.line.charAt(lx.cc++);
        if (position != 'l' && position != 'm' && position != 'r') {
            w.error(lx.cc - 1, "'char' needs l, m or r before the character, not " + LineWalker.show(position));
            return 0;
        }
        if (lx.cc >= lx.line.length()) {
            w.error(col, "'char' needs a character after " + position);
            return 0;
        }
        char c = lx.line.charAt(lx.cc++);
        int code = Fiodec.code(c);
        if (code < 0) {
            w.error(lx.cc - 1, "character " + LineWalker.show(c) + " has no FIO-DEC code");
            code = 0;
        } else if ((Fiodec.caseOf(c) & Fiodec.LOWER) == 0) {
            // an upper-case-only character: macro1 gives the shift code and leaves the character behind
            code = Fiodec.UPPER_CASE_SHIFT;
            lx.cc--;
        }
        return switch (position) {
            case 'l' -> code << 12;
            case 'm' -> code << 6;
            default -> code;
        };
    }
}
