/**
 * The DDT-flavoured debugger of {@code pdp1.jar debug} ({@link pdp1.emu.debug.Debugger}): a
 * {@link pdp1.emu.debug.Program} from a MACRO source or a tape, its symbols, the commands that
 * examine, deposit, step and run, and the stop reports. It may depend on the machine
 * ({@code pdp1.emu}, {@code pdp1.emu.cpu}, {@code pdp1.emu.dev}), on the assembler and its tapes
 * ({@code pdp1.asm}, {@code pdp1.asm.tape}) and on JLine for the terminal; never on the games or
 * the command line.
 */
package pdp1.emu.debug;
