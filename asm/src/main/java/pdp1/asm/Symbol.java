package pdp1.asm;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One entry of the symbol table: a name of at most six significant characters (docs/assembler.md §5.3),
 * its 18-bit value, what kind of name it is, and where it was defined and used (pass 2
 * line numbers, for the cross reference).
 */
public final class Symbol {

    /**
     * What a name stands for. Every kind but UNDEFINED and ASSIGNED keeps its value once set
     * (docs/assembler.md §5.5).
     */
    public enum Kind {
        UNDEFINED, ASSIGNED, LABEL, PERMANENT, PSEUDO, EXPRESSION_PSEUDO, MACRO;

        boolean defined() {
            return this != UNDEFINED;
        }

        /** Labels, permanent symbols, pseudo-ops and macros may not change value in pass 2. */
        boolean fixedInPass2() {
            return this != UNDEFINED && this != ASSIGNED;
        }
    }

    private final String name;
    private int value;
    private Kind kind;
    private boolean variable;
    private int definedAt;
    private final List<Integer> usedAt = new ArrayList<>();

    Symbol(String name, int value, Kind kind) {
        this.name = name;
        this.value = value;
        this.kind = kind;
    }

    public String name() {
        return name;
    }

    public int value() {
        return value;
    }

    public Kind kind() {
        return kind;
    }

    public boolean isDefined() {
        return kind.defined();
    }

    /** True for an overbar variable allocated by {@code variables} (docs/assembler.md §5.6). */
    public boolean isVariable() {
        return variable;
    }

    /** True for a name the program defined (not a permanent symbol, pseudo-op or macro). */
    public boolean isUserSymbol() {
        return kind == Kind.UNDEFINED || kind == Kind.ASSIGNED || kind == Kind.LABEL;
    }

    /** Source line (pass 2) where the symbol got its value, 0 if none. */
    public int definedAt() {
        return definedAt;
    }

    /** Source lines (pass 2) that use the symbol, in order, possibly repeated. */
    public List<Integer> usedAt() {
        return Collections.unmodifiableList(usedAt);
    }

    void define(int newValue, Kind newKind, int line) {
        value = newValue & 0777777;
        kind = newKind;
        if (line > 0) {
            definedAt = line;
        }
    }

    void makeVariable(int address, int line) {
        define(address, Kind.ASSIGNED, line);
        variable = true;
    }

    void noteUse(int line) {
        usedAt.add(line);
    }

    void clearUses() {
        usedAt.clear();
    }

    @Override
    public String toString() {
        return name + "=" + Integer.toOctalString(value) + " (" + kind + ")";
    }
}
