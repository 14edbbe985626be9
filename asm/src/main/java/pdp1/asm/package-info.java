/**
 * The MACRO assembler, compatible with macro1 (docs/assembler.md; user documentation in
 * docs/assembler.md).
 *
 * <p>Flow: {@link pdp1.asm.Assembler} reads the source ({@code SourceText}) and runs two
 * passes of the {@code LineWalker}, which walks each line with macro1's per-line model
 * (docs/assembler.md §5.2) using the {@code Lexer} (one lexeme at a time), {@code Expression} (left to
 * right, ones'-complement), the {@link pdp1.asm.SymbolTable}, {@code Literals},
 * {@code Expansions} (macros in progress) and {@code Fiodec} (character codes). Pass 2 fills
 * an {@link pdp1.asm.tape.ObjectCode}, the {@code Listing} and the {@link pdp1.asm.Diagnostic}s;
 * the tape writers of {@link pdp1.asm.tape} turn the object code into tapes. The result is an
 * {@link pdp1.asm.Assembly}.
 *
 * <p>It depends on {@code pdp1.asm.tape} alone (the tapes and the core image it produces); no
 * emulator classes are used here, the emulator uses this package.
 */
package pdp1.asm;
