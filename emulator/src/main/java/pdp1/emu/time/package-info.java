/**
 * Simulated time: the machine's one {@link pdp1.emu.time.Clock} in µs since power-on and the
 * device {@link pdp1.emu.time.Event}s scheduled on it, so that every run is deterministic. It is
 * the bottom of the emulator and depends on nothing but the JDK.
 */
package pdp1.emu.time;
