/**
 * What plain play of programs/kalah.mac needs (docs/kalah-program.md): its console switches
 * ({@link pdp1.program.kalah.KalahSwitches}), the lines it types read back
 * ({@link pdp1.program.kalah.KalahPrintout}) and its paper read as game records
 * ({@link pdp1.program.kalah.KalahPaper}, {@code --record}). The cross-check
 * ({@code pdp1.crosscheck.kalah}) uses them too. It may depend on {@code pdp1.kalah},
 * {@code pdp1.program} and the cross-checks' line reader; not on a cross-check of a game.
 */
package pdp1.program.kalah;
