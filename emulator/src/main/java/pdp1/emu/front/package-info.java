/**
 * Front ends: consumers of the devices' output streams and sources of live
 * input, kept out of the machine (docs/emulator.md, "Output is data first").
 * {@link pdp1.emu.front.Phosphor} renders the P7 tube from a point stream
 * (PNG snapshots, the Swing {@link pdp1.emu.front.CrtWindow});
 * {@link pdp1.emu.front.TypewriterPrinter} puts the typewriter's paper on a
 * terminal or file; {@link pdp1.emu.front.TerminalKeyboard} turns a raw
 * terminal into key strikes; {@link pdp1.emu.front.Pacer} keeps simulated
 * time in step with the wall clock. Everything here runs between run slices,
 * never inside the CPU loop.
 */
package pdp1.emu.front;
