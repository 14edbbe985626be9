package pdp1.emu.cpu;

/**
 * A basic block of the program translated to JVM bytecode by {@link BlockCompiler}: a run of
 * instructions that touch only the CPU's registers and core at addresses fixed in their words,
 * ending at a jump or a skip, or before an instruction the interpreter must do (an IOT, xct,
 * mul/div, an indirect address, a halt). Such a run meets no device and no break, so when the
 * clock has no event due before the block's end it does in one go exactly what the interpreter
 * would do instruction by instruction (docs/emulator.md, "The translator").
 *
 * <p>A block remembers the words it was made from and is used only while core still holds
 * them, so a program that changes its own code (or a loader, a DEPOSIT, a snapshot) simply
 * gets a new block: nothing that writes core has to tell the translator.
 */
abstract class Block {

    /** The address of the first instruction. */
    int start;
    /** The words of the block's instructions, at start, nextAddress(start), ... */
    int[] words;
    /** How many instructions it executes (always all of them: it has no exit but the last). */
    int count;
    /** Its time: the sum of its instructions' whole cycles, in µs. */
    long us;

    /** Does the PDP-1 in {@code run}: registers, core, PC and the clock, all but the instruction count. */
    abstract void run(Cpu cpu);

    /** Core still holds the words this block was made from. */
    final boolean unchanged(int[] core) {
        int a = start;
        for (int w : words) {
            if (core[a] != w) {
                return false;
            }
            a = Cpu.nextAddress(a);
        }
        return true;
    }
}
