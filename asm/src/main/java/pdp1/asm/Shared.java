package pdp1.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * What survives from pass 1 to pass 2, as in macro1: the symbol table (a forward reference
 * sees the end-of-pass-1 value, ref §5.5), the size and place of each {@code constants} block,
 * where {@code variables} was, and {@code noinput}.
 */
final class Shared {

    static final int MAX_CONSTANTS_BLOCKS = 10;
    static final int MAX_LITERALS = 999;

    final SymbolTable symbols = SymbolTable.withPermanentSymbols();
    /** Literal occurrences counted in pass 1 for each constants block (the last entry: no block yet). */
    final List<Integer> literalCount = new ArrayList<>();
    /** Where each constants block was in pass 1. */
    final List<Integer> literalBase = new ArrayList<>();
    /** Where the (last) variables block was in pass 1; pass 2 allocates from here. */
    int variablesBase;
    boolean noInput;

    int literalCount(int block) {
        return block < literalCount.size() ? literalCount.get(block) : 0;
    }

    int literalBase(int block) {
        return block < literalBase.size() ? literalBase.get(block) : 0;
    }
}
