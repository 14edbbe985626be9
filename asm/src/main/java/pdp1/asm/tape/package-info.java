/**
 * Paper tape formats, shared by the assembler and the emulator: pure read-in-mode tapes
 * ({@link pdp1.asm.tape.RimWriter}, docs/machine.md §4.6), macro1's block-loader tapes
 * ({@link pdp1.asm.tape.BinWriter}, {@link pdp1.asm.tape.BlockLoader}, docs/machine.md §4.7), and the
 * reader of both, {@link pdp1.asm.tape.Tapes}, which verifies checksums and names the frame
 * of any fault. A tape is punched from {@link pdp1.asm.tape.ObjectCode} and read into an
 * {@link pdp1.asm.tape.Image}.
 *
 * <p>It depends on nothing but the JDK: the assembler ({@code pdp1.asm}) and the emulator build
 * on it.
 */
package pdp1.asm.tape;
