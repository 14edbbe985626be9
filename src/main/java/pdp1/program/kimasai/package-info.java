/**
 * What plain play of programs/kimasai.mac needs (docs/kimasai.md): its console switches
 * ({@link pdp1.program.kimasai.KimasaiSwitches}), the lines it types read back
 * ({@link pdp1.program.kimasai.KimasaiPrintout}) and its paper read as game records
 * ({@link pdp1.program.kimasai.KimasaiPaper}, {@code --record}), and the options and help of
 * {@code pdp1.jar kimasai} (a picocli mixin, {@link pdp1.program.kimasai.KimasaiPlayOptions}). The cross-check
 * ({@code pdp1.crosscheck.kimasai}) uses them too. It may depend on {@code pdp1.kimasai},
 * {@code pdp1.program}, the cross-checks' line reader and picocli; not on a cross-check of a game.
 */
package pdp1.program.kimasai;
