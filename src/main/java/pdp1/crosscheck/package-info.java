/**
 * What the cross-checks of both games share: the emulated console a program runs on
 * ({@link pdp1.crosscheck.ConsoleRig}), its printout line by line and its CRT points, one checked
 * game ({@link pdp1.crosscheck.CheckedGame}) and a seeded run of games
 * ({@link pdp1.crosscheck.Crosscheck}, {@link pdp1.crosscheck.Progress}). The program image and
 * the seats come from {@code pdp1.program}. It may depend on the emulator, the assembler and
 * {@code pdp1.program}; not on a game's engine or its cross-check ({@code pdp1.crosscheck.kalah},
 * {@code .kimasai} build on it).
 */
package pdp1.crosscheck;
