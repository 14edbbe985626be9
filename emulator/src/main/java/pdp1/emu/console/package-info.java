/**
 * The PDP-1's console without a screen: the keys and switches an operator works
 * ({@link pdp1.emu.console.FrontPanel}, {@link pdp1.emu.console.ConsoleKey}) and the lamps they read
 * ({@link pdp1.emu.console.Lamps}), and the thread that runs a machine for them
 * ({@link pdp1.emu.console.MachineThread}). The Swing panel (pdp1.emu.panel) draws them; the classroom
 * server (pdp1.serve) works them for a web page, with no AWT class loaded.
 */
package pdp1.emu.console;
