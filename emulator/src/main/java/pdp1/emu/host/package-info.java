/**
 * The host side of a run: the one {@link pdp1.emu.host.HostLoop} that every command runs the
 * machine on (slices of simulated time, scripted keys struck when the program waits for one,
 * pacing, stop requests, the {@link pdp1.emu.host.RunEnd} of a run), and the interface its
 * {@link pdp1.emu.host.FrontEnd}s implement. It may use the machine ({@code pdp1.emu},
 * {@code pdp1.emu.cpu}) and the devices ({@code pdp1.emu.dev}); the front ends, the panel and the
 * debugger use it, never the other way round.
 */
package pdp1.emu.host;
