package pdp1.asm;

/**
 * What survives from pass 1 to pass 2, as in macro1: the symbol table (a forward reference
 * sees the end-of-pass-1 value, docs/assembler.md §5.5), the size and place of each {@code constants} block,
 * where {@code variables} was, and {@code noinput}.
 */
final class Shared {

    final SymbolTable symbols = SymbolTable.withPermanentSymbols();
    final Literals literals = new Literals();
    /** Where the (last) variables block was in pass 1; pass 2 allocates from here. */
    int variablesBase;
    boolean noInput;
}
