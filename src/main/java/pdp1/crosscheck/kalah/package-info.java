/**
 * The Kalah cross-check, {@code pdp1.jar crosscheck kalah} (docs/kalah-program.md, "The
 * cross-check"): what programs/kalah.mac draws, and one game checked move by move against the
 * reference engine. It may depend on {@code pdp1.crosscheck}, {@code pdp1.kalah} and
 * {@code pdp1.program.kalah} (the switches and what the program types).
 */
package pdp1.crosscheck.kalah;
