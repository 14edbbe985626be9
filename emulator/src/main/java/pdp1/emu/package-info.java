/**
 * The PDP-1 emulator: the machine ({@code Machine}), its CPU ({@code pdp1.emu.cpu}),
 * the simulated clock ({@code pdp1.emu.time}), the IOT bus ({@code pdp1.emu.io}),
 * the devices ({@code pdp1.emu.dev}) and the front ends ({@code pdp1.emu.front}).
 *
 * <p>This package, the machine, depends on {@code pdp1.emu.cpu}, {@code pdp1.emu.io} and
 * {@code pdp1.emu.time}; the devices, front ends, panel and debugger build on it. No emulator
 * package depends on the games, the cross-checks or the command line (ArchitectureTest).
 */
package pdp1.emu;
