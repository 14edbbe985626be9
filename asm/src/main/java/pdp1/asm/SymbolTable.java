package pdp1.asm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The symbol table, kept sorted by name and searched by bisection as macro1 does, because
 * macro1's one fuzzy rule depends on it: when a name is not found, a pseudo-op or macro whose
 * first three characters match and that the bisection passed on its way is used instead
 * (docs/assembler.md §5.3: {@code cons}, {@code vari}, {@code char} work). Names are at most six characters.
 */
public final class SymbolTable {

    static final int SIGNIFICANT = 6;

    private final List<Symbol> sorted = new ArrayList<>();

    /** A table holding the pseudo-ops and the permanent symbols of docs/assembler.md §5.9. */
    static SymbolTable withPermanentSymbols() {
        SymbolTable table = new SymbolTable();
        table.loadPermanent();
        return table;
    }

    void loadPermanent() {
        for (Pseudo p : Pseudo.values()) {
            add(p.storedName, p.ordinal(), p.inExpressions ? Symbol.Kind.EXPRESSION_PSEUDO : Symbol.Kind.PSEUDO);
        }
        PermanentSymbols.forEach((name, value) -> add(name, value, Symbol.Kind.PERMANENT));
    }

    /**
     * {@code expunge}: forget every symbol, instruction mnemonics included (docs/assembler.md §5.7), but keep
     * the pseudo-ops. macro1 forgets those too, so its pass 2 then fails on {@code expunge}
     * and {@code start} themselves (docs/assembler.md).
     */
    void expunge() {
        sorted.removeIf(s -> s.kind() != Symbol.Kind.PSEUDO && s.kind() != Symbol.Kind.EXPRESSION_PSEUDO);
    }

    private void add(String name, int value, Symbol.Kind kind) {
        find(name, false).define(value, kind, 0);
    }

    /** The value of a defined symbol. */
    public OptionalInt value(String name) {
        Symbol s = exact(name);
        return s != null && s.isDefined() ? OptionalInt.of(s.value()) : OptionalInt.empty();
    }

    /** The entry with exactly this name (truncated to six characters), if any. */
    public Optional<Symbol> get(String name) {
        return Optional.ofNullable(exact(name));
    }

    /** The names the program defined or used, in name order. */
    public List<Symbol> userSymbols() {
        List<Symbol> out = new ArrayList<>();
        for (Symbol s : sorted) {
            if (s.isUserSymbol()) {
                out.add(s);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** The name as the table keeps it: its first six characters. */
    public static String significant(String name) {
        return name.length() > SIGNIFICANT ? name.substring(0, SIGNIFICANT) : name;
    }

    private Symbol exact(String name) {
        String key = significant(name);
        int lo = 0;
        int hi = sorted.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = key.compareTo(sorted.get(mid).name());
            if (c == 0) {
                return sorted.get(mid);
            }
            if (c < 0) {
                hi = mid - 1;
            } else {
                lo = mid + 1;
            }
        }
        return null;
    }

    /**
     * macro1's lookup: the exact entry; else, for a use (not a definition), the last pseudo-op
     * or macro met during the bisection whose first three characters match; else a new
     * UNDEFINED entry inserted in order. {@code name} is already at most six characters.
     */
    Symbol find(String name, boolean forUse) {
        int lo = 0;
        int hi = sorted.size() - 1;
        Symbol best = null;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            Symbol s = sorted.get(mid);
            int c = name.compareTo(s.name());
            if (c == 0) {
                return s;
            }
            if (c < 0) {
                hi = mid - 1;
            } else {
                lo = mid + 1;
            }
            Symbol.Kind k = s.kind();
            if ((k == Symbol.Kind.PSEUDO || k == Symbol.Kind.EXPRESSION_PSEUDO || k == Symbol.Kind.MACRO)
                    && name.length() >= 3 && s.name().length() >= 3
                    && name.regionMatches(0, s.name(), 0, 3)) {
                best = s;
            }
        }
        if (best != null && forUse) {
            return best;
        }
        Symbol s = new Symbol(name, 0, Symbol.Kind.UNDEFINED);
        sorted.add(lo, s);
        return s;
    }

    /** True if the name is not in the table (no entry is made). */
    boolean isNew(String name) {
        return exact(name) == null;
    }

    int size() {
        return sorted.size();
    }
}
