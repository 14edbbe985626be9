/**
 * The PDP-1 emulator: the machine ({@code Machine}), its CPU ({@code pdp1.emu.cpu}),
 * the simulated clock ({@code pdp1.emu.time}), the IOT bus ({@code pdp1.emu.io}),
 * the devices ({@code pdp1.emu.dev}) and the front ends ({@code pdp1.emu.front}).
 */
package pdp1.emu;
