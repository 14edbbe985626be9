/**
 * Front ends: consumers of the devices' output streams and sources of live
 * input, kept out of the machine (docs/emulator.md, "Output is data first").
 * {@link pdp1.emu.front.Phosphor} renders the P7 tube from a point stream
 * (PNG snapshots, the Swing {@link pdp1.emu.front.CrtWindow});
 * {@link pdp1.emu.front.TypewriterPrinter} puts the typewriter's paper on a
 * terminal or file; {@link pdp1.emu.front.TerminalKeyboard} turns a raw
 * terminal into key strikes. The keyboard and the window are
 * {@link pdp1.emu.host.FrontEnd}s: the host loop serves them between run
 * slices, never inside the CPU loop.
 *
 * <p>It depends on the devices' streams ({@code pdp1.emu.dev}), the host loop's interface
 * ({@code pdp1.emu.host}), Swing and JLine; never on the
 * panel, the debugger or anything outside the emulator.
 */
package pdp1.emu.front;
