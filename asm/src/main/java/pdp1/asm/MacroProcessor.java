package pdp1.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code define … terminate} and macro calls (docs/assembler.md §5.8), for one pass. A definition stores the
 * body lines verbatim; a call evaluates its arguments into the dummies and pushes an expansion
 * that the walker then reads line by line.
 */
final class MacroProcessor {

    static final int MAX_DUMMIES = 20;
    static final int MAX_BODY = 8192;
    /** How deep calls inside macro bodies may nest (macros cannot recurse, so real programs stay shallow). */
    static final int MAX_NESTING = 100;
    /** Expansions pushed and not yet finished: a {@code repeat} of a call pushes one per count. */
    static final int MAX_EXPANSIONS = 8192;

    private final LineWalker w;
    private final Lexer lx;
    private final List<Macro> macros = new ArrayList<>();
    final Expansions expansions = new Expansions();

    MacroProcessor(LineWalker walker) {
        this.w = walker;
        this.lx = walker.lx;
    }

    /** After {@code define}: the name and dummies (here or on the next line), then the body to {@code term…}. */
    void define(boolean inRepeat) {
        int defineLine = w.lineNo;
        int defineCol = lx.previousStart;
        String defineText = lx.line;
        if (inRepeat) {
            w.error(lx.previousStart, "'define' inside a 'repeat'");
            return;
        }
        skipSpacesAndTabs();
        if (Lexer.isEnd(lx.current())) {
            w.readLine();
            lx.next(false);
            skipSpacesAndTabs();
        }
        List<String> names = new ArrayList<>();
        int bad = -1;
        int nameCol = lx.start;
        while (!Lexer.isDone(lx.current()) && names.size() <= MAX_DUMMIES) {
            if (!Lexer.isAlnum(lx.current()) && bad < 0) {
                bad = lx.start;
            }
            names.add(lx.name());
            if (lx.at(lx.term) == ',') {
                lx.next(false);
            }
            lx.next(false);
            if (lx.current() == ' ') {
                lx.next(false);
            }
        }
        boolean ok = true;
        if (names.isEmpty()) {
            w.error(nameCol, "'define' needs a macro name");
            ok = false;
        } else if (bad >= 0) {
            w.error(bad, "a dummy name must be a symbol, not '" + lx.line.charAt(bad) + "'");
            ok = false;
        } else if (!Lexer.isDone(lx.current())) {
            w.error(lx.start, "a macro takes at most " + MAX_DUMMIES + " dummy arguments");
            ok = false;
        }
        String body = readBody();
        if (body == null) {
            w.errorAt(defineLine, defineCol + 1, "macro " + (names.isEmpty() ? "" : Diagnostic.quote(names.get(0)) + " ")
                    + "has no 'terminate' before the end of the file", defineText);
            return;
        }
        if (body.length() > MAX_BODY) {
            w.errorAt(defineLine, defineCol + 1, "macro body longer than " + MAX_BODY + " characters", defineText);
            ok = false;
        }
        if (ok) {
            String name = names.get(0);
            macros.add(new Macro(name, names.subList(1, names.size()), body));
            nameMacro(name, macros.size() - 1, nameCol, defineLine, defineText);
        }
    }

    private void skipSpacesAndTabs() {
        while (lx.current() == ' ' || lx.current() == '\t') {
            lx.next(false);
        }
    }

    /** The body lines up to a line whose first word begins with {@code term}, or null at end of file. */
    private String readBody() {
        StringBuilder body = new StringBuilder();
        for (;;) {
            w.readLine();
            if (w.endOfInput) {
                return null;
            }
            lx.next(false);
            skipSpacesAndTabs();
            if (lx.name().startsWith("term")) {
                return body.toString();
            }
            body.append(lx.line);
        }
    }

    private void nameMacro(String name, int index, int col, int line, String text) {
        Symbol sym = w.lookup(name, false, false);
        boolean laterInPass1 = w.isPass2() && sym.kind() == Symbol.Kind.MACRO && sym.definedAt() > line;
        if (laterInPass1) {
            sym.define(index, Symbol.Kind.MACRO, line);        // the later definition gets the error
        } else if (sym.isDefined() && sym.value() != index && sym.kind().fixedInPass2() && w.isPass2()) {
            String first = sym.definedAt() > 0 ? " (first at line " + sym.definedAt() + ")" : "";
            w.errorAt(line, col + 1, sym.kind() == Symbol.Kind.MACRO
                    ? "macro " + Diagnostic.quote(name) + " is defined twice" + first
                    : Diagnostic.quote(name) + " is a " + LineWalker.describe(sym) + " and cannot become a macro", text);
        } else {
            sym.define(index, Symbol.Kind.MACRO, line);
        }
    }

    /** A call: evaluates the arguments and pushes the expansion; false if there is nothing to expand. */
    boolean invoke(Symbol sym) {
        Macro m = sym.value() < macros.size() ? macros.get(sym.value()) : null;
        if (m == null || m.body.isEmpty()) {
            if (m == null && w.isPass2()) {
                w.error(lx.start, "macro " + Diagnostic.quote(sym.name()) + " is used before its definition");
            }
            return false;
        }
        if (expansions.isReading(m)) {
            w.error(lx.start, "macro '" + m.name + "' calls itself (macros cannot recurse)");
            return false;
        }
        if (expansions.reading() >= MAX_NESTING) {
            w.error(lx.start, "macro calls nested more than " + MAX_NESTING + " deep");
            w.abandonRepeats();
            return false;
        }
        if (expansions.size() >= MAX_EXPANSIONS) {
            w.error(lx.start, "more than " + MAX_EXPANSIONS + " macro expansions at once (a repeat of a call"
                    + " counts each); check the repeat counts");
            w.abandonRepeats();
            return false;
        }
        int[] values = new int[m.argumentCount() + 1];
        values[0] = w.clc;             // R
        int n = 1;
        while (!Lexer.isDone(lx.current()) && n <= MAX_DUMMIES) {
            lx.next(false);
            if (Lexer.isDone(lx.current())) {
                break;
            }
            if (lx.current() == ',') {
                lx.next(false);
            }
            while (Lexer.isBlank(lx.current())) {
                lx.next(false);
            }
            if (Lexer.isDone(lx.current())) {
                break;
            }
            int v = w.evaluate();
            if (n <= m.argumentCount()) {
                values[n] = v;           // extra arguments are ignored, missing ones stay 0
            }
            n++;
        }
        for (int i = 0; i < values.length; i++) {
            m.dummies[i].define(values[i], Symbol.Kind.ASSIGNED, 0);
        }
        expansions.push(m, lx.line, lx.cc);
        return true;
    }
}
