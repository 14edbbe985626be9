/**
 * The PDP-1's peripherals, one class per unit (docs/machine.md §4), each a
 * {@link pdp1.emu.io.Device} on the IOT lines:
 *
 * <table>
 * <caption>Units, IOT codes, cks status bits</caption>
 * <tr><th>Class</th><th>IOT</th><th>Status (cks)</th><th>Timing</th></tr>
 * <tr><td>{@link pdp1.emu.dev.TapeReader}</td><td>01 rpa, 02 rpb, 30 rrb</td><td>bit 1 (200000) buffer full</td><td>2.5 ms a line</td></tr>
 * <tr><td>{@link pdp1.emu.dev.Typewriter}</td><td>03 tyo, 04 tyi</td><td>bit 2 (100000) free, bit 3 (040000) key</td><td>100 ms a character (unconfirmed)</td></tr>
 * <tr><td>{@link pdp1.emu.dev.TapePunch}</td><td>05 ppa, 06 ppb</td><td>bit 4 (020000) free</td><td>15 873 µs a line</td></tr>
 * <tr><td>{@link pdp1.emu.dev.Type30Display}</td><td>07 dpy</td><td>bit 0 (400000) light pen</td><td>50 µs a point</td></tr>
 * <tr><td>{@link pdp1.emu.dev.ControlBoxes}</td><td>11</td><td>none</td><td>immediate</td></tr>
 * </table>
 *
 * <p>Devices work in simulated time: a command schedules the device's own
 * {@link pdp1.emu.time.Event} (made once, re-armed), whose firing gives the
 * completion pulse (only when the instruction asked for one, §2.10), sets
 * the status bit and may request a sequence break. Output is data: the
 * typewriter hands Concise codes with case and ribbon to
 * {@link pdp1.emu.dev.TypewriterSink}s ({@link pdp1.emu.dev.Transcript} keeps
 * them as text), the display hands points to {@link pdp1.emu.dev.DisplaySink}s
 * ({@link pdp1.emu.dev.PointRing} keeps the newest). Input is scriptable:
 * {@link pdp1.emu.dev.Typewriter#type} queues keys, the
 * {@link pdp1.emu.dev.Console} sets switches and does READ IN.
 *
 * <p>{@link pdp1.emu.dev.StandardMachine} builds a machine with all of them
 * attached; {@link pdp1.emu.dev.FioDec} is the character code table.
 *
 * <p>It depends on the machine ({@code pdp1.emu}, {@code pdp1.emu.cpu}), the IOT lines and the
 * clock, and on {@code pdp1.asm.tape} for the tapes the reader and READ IN take.
 */
package pdp1.emu.dev;
