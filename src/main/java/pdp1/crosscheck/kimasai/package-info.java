/**
 * The Bao la Kimasai cross-check, {@code pdp1.jar crosscheck kimasai} (docs/kimasai.md, "The
 * cross-check"): what programs/kimasai.mac draws, and one game checked move by move against the
 * reference engine. It may depend on {@code pdp1.crosscheck}, {@code pdp1.kimasai},
 * {@code pdp1.program.kimasai} (the switches and what the program types) and the emulator's
 * display sink (to watch the picture stay lit).
 */
package pdp1.crosscheck.kimasai;
