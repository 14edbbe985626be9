/**
 * What plain play of a bundled program needs, apart from any cross-check: a program from the jar
 * assembled once or prebuilt at build time ({@link pdp1.program.ProgramImage},
 * {@link pdp1.program.PrebuiltImage}) and who sits at a game's board ({@link pdp1.program.Seats}).
 * It may depend on the assembler; not on the emulator's devices, a game or a cross-check.
 */
package pdp1.program;
