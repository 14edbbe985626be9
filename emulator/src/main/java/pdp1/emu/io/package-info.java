/**
 * The IOT lines between the processor and its peripherals: a {@link pdp1.emu.io.Device} answers
 * its IOT codes, and the {@link pdp1.emu.io.IoBus} is all a device may do to the processor
 * (docs/machine.md §2.10). Interfaces only, so the CPU knows no device; it depends on nothing
 * but the JDK.
 */
package pdp1.emu.io;
