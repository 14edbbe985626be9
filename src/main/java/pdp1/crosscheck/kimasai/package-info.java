/**
 * The Bao la Kimasai cross-check, {@code pdp1.jar crosscheck kimasai} (docs/kimasai.md, "The
 * cross-check"): programs/kimasai.mac's console switches, what it types and draws, and one game
 * checked move by move against the reference engine. It may depend on {@code pdp1.crosscheck},
 * {@code pdp1.kimasai} and the emulator's display sink (to watch the picture stay lit).
 */
package pdp1.crosscheck.kimasai;
