/**
 * What the cross-checks of both games share: a program from the jar assembled once
 * ({@link pdp1.crosscheck.ProgramImage}), the emulated console it runs on
 * ({@link pdp1.crosscheck.ConsoleRig}), its printout line by line and its CRT points, one checked
 * game ({@link pdp1.crosscheck.CheckedGame}), a seeded run of games
 * ({@link pdp1.crosscheck.Crosscheck}, {@link pdp1.crosscheck.Progress}) and the
 * {@link pdp1.crosscheck.Seats}. It may depend on the emulator and the assembler; not on a
 * game's engine or its cross-check ({@code pdp1.crosscheck.kalah}, {@code .kimasai} build on it).
 */
package pdp1.crosscheck;
