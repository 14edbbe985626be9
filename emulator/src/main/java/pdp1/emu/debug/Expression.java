package pdp1.emu.debug;

import pdp1.asm.PermanentSymbols;

/**
 * Evaluates the words a person types: octal numbers, symbols, {@code .}, joined
 * by {@code +}, {@code -} or a space, strictly left to right in 18-bit ones'
 * complement, exactly as MACRO does (docs/assembler.md §5.4). So
 * {@code lac i 1234} = 211234, {@code loop+3} is an address, {@code law i 5} = 710005.
 * Program symbols come first, then the permanent mnemonics (§5.9).
 */
final class Expression {

    private static final int WORD = 0777777;

    private final Symbols symbols;

    Expression(Symbols symbols) {
        this.symbols = symbols;
    }

    /**
     * @param text the expression
     * @param dot  the value of {@code .} (the address being deposited into)
     * @return the 18-bit value
     * @throws DebugException naming the first bad term
     */
    int evaluate(String text, int dot) {
        String s = text.strip();
        if (s.isEmpty()) {
            throw new DebugException("missing value");
        }
        int value = 0;
        int i = 0;
        char op = '+';
        boolean expectTerm = true;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '+' || c == '-') {
                if (!expectTerm) {
                    op = c;
                    expectTerm = true;
                } else if (c == '-') {
                    op = op == '-' ? '+' : '-';   // unary minus: complement what follows
                }
                i++;
            } else if (c == ' ' || c == '\t') {
                i++;                              // a space between terms adds (§5.4)
            } else {
                if (!expectTerm) {
                    op = '+';
                }
                int end = i;
                while (end < s.length() && isTermChar(s.charAt(end))) {
                    end++;
                }
                if (end == i) {
                    throw new DebugException("unexpected '" + c + "' in '" + s + "'");
                }
                int term = term(s.substring(i, end), dot);
                value = op == '-' ? add(value, ~term & WORD) : add(value, term);
                op = '+';
                expectTerm = false;
                i = end;
            }
        }
        if (expectTerm) {
            throw new DebugException("'" + s + "' ends with an operator");
        }
        return value;
    }

    /** The value of one symbol or number. */
    private int term(String t, int dot) {
        if (t.equals(".")) {
            return dot;
        }
        if (t.chars().allMatch(Character::isDigit)) {
            int v = 0;
            for (char d : t.toCharArray()) {
                if (d > '7') {
                    throw new DebugException("'" + d + "' is not an octal digit in '" + t + "'");
                }
                v = v * 8 + (d - '0');
                if (v > WORD) {
                    throw new DebugException(t + " does not fit in 18 bits");
                }
            }
            return v;
        }
        return symbols.value(t)
                .or(() -> java.util.Optional.ofNullable(PermanentSymbols.values().get(t)))
                .orElseThrow(() -> new DebugException("no symbol '" + t + "'"));
    }

    /** Ones'-complement add with end-around carry, as macro1 does (§5.4). */
    private static int add(int a, int b) {
        int sum = a + b;
        return sum > WORD ? (sum + 1) & WORD : sum;
    }

    private static boolean isTermChar(char c) {
        return Character.isLetterOrDigit(c) || c == '.';
    }
}
