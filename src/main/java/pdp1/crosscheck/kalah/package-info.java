/**
 * The Kalah cross-check, {@code pdp1.jar crosscheck kalah} (docs/kalah-program.md, "The
 * cross-check"): programs/kalah.mac's console switches, what it types and draws, and one game
 * checked move by move against the reference engine. It may depend on {@code pdp1.crosscheck}
 * and {@code pdp1.kalah}.
 */
package pdp1.crosscheck.kalah;
