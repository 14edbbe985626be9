/**
 * What plain play of programs/kalah.mac needs (docs/kalah-program.md): its console switches
 * ({@link pdp1.program.kalah.KalahSwitches}), the lines it types read back
 * ({@link pdp1.program.kalah.KalahPrintout}) and its paper read as game records
 * ({@link pdp1.program.kalah.KalahPaper}, {@code --record}), and the options and help of
 * {@code pdp1.jar kalah} (a picocli mixin, {@link pdp1.program.kalah.KalahPlayOptions}). The cross-check
 * ({@code pdp1.crosscheck.kalah}) uses them too. It may depend on {@code pdp1.kalah},
 * {@code pdp1.program}, the cross-checks' line reader and picocli (the variant options are shared by {@code kalah}, {@code crosscheck kalah} and
 * {@code solve}); not on a cross-check of a game.
 */
package pdp1.program.kalah;
