/**
 * What plain play of a bundled program needs, apart from any cross-check: a program from the jar
 * assembled once or prebuilt at build time ({@link pdp1.program.ProgramImage},
 * {@link pdp1.program.PrebuiltImage}), who sits at a game's board ({@link pdp1.program.Seats}), the
 * console switches a game sets ({@link pdp1.program.ConsoleSwitches}) and what a game's play
 * command takes of its own ({@link pdp1.program.PlayOptions}).
 * It may depend on the assembler; not on the emulator's devices, a game or a cross-check.
 */
package pdp1.program;
