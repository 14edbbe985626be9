/**
 * The console in a window, {@code pdp1.jar panel} (docs/console.md): the console's logic
 * ({@link pdp1.emu.panel.FrontPanel}), the machine's own thread, and the Swing views of the lamps
 * and switches, the CRT and the typewriter's paper. It may depend on the machine
 * ({@code pdp1.emu}, {@code pdp1.emu.cpu}, {@code pdp1.emu.dev}), the front ends
 * ({@code pdp1.emu.front}) and Swing; nothing below it knows it.
 */
package pdp1.emu.panel;

import pdp1.emu.console.FrontPanel;
