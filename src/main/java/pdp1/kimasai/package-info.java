/**
 * The Bao la Kimasai reference engine (kimasai-rules.md, docs/kimasai.md): the rules
 * ({@link pdp1.kimasai.Position}, {@link pdp1.kimasai.Game}, {@link pdp1.kimasai.Hole}), game
 * records, {@link pdp1.kimasai.Pdp1Search} (THE PDP-1 SEARCH, the reference for
 * programs/kimasai.mac) and a {@link pdp1.kimasai.StrongEngine}. It knows nothing of the PDP-1:
 * it depends on the JDK alone, never on {@code pdp1.emu}, {@code pdp1.asm},
 * {@code pdp1.crosscheck} or {@code pdp1.cli} (ArchitectureTest checks it).
 */
package pdp1.kimasai;
