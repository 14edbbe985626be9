/**
 * The Kalah reference engine (docs/kalah-rules.md); it knows nothing of the PDP-1.
 * <ul>
 *   <li>Rules: {@link pdp1.kalah.Variant}, {@link pdp1.kalah.Position} (the spec's places array:
 *       0..m-1 South a..f, m South's store, m+1..2m North a..f, 2m+1 North's store) and
 *       {@link pdp1.kalah.Kalah} ({@code start}, {@code legalMoves}, {@code play}, {@code swap}).</li>
 *   <li>Text: {@link pdp1.kalah.Notation} (pit letters, the board picture) and
 *       {@link pdp1.kalah.GameRecord} ({@code kalah 6x4 pie: c a swap d}).</li>
 *   <li>{@link pdp1.kalah.Pdp1Search}: THE PDP-1 SEARCH, the reference for programs/kalah.mac.</li>
 *   <li>{@link pdp1.kalah.StrongEngine}: a strong timed player; {@link pdp1.kalah.Solver}: perfect
 *       play. Both search {@code MoverBoard}s (pits only, seen from the mover).</li>
 * </ul>
 * How the engines and the solver work, with figures: docs/kalah-engine.md. A
 * {@link pdp1.kalah.Side} names a seat for callers; the rules and searches index by its int.
 *
 * <p>It depends on the JDK alone, never on {@code pdp1.emu}, {@code pdp1.asm},
 * {@code pdp1.crosscheck} or {@code pdp1.cli} (ArchitectureTest checks it).
 */
package pdp1.kalah;
