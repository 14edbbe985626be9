/**
 * The one way every output is written: {@link pdp1.emu.file.OutputFile} writes a file beside its
 * target, syncs it, checks it and moves it into place (a device node or FIFO is written as it is,
 * never replaced); {@link pdp1.emu.file.GuardedWriter} keeps a failed write from throwing inside
 * the CPU loop. It depends on nothing but the JDK.
 */
package pdp1.emu.file;
