package pdp1.emu.cpu;

/**
 * A basic block of the program translated to JVM bytecode by {@link BlockCompiler}: a run of
 * instructions that touch only the CPU's registers and core at addresses fixed in their words,
 * and IOTs, ending at a jump or a skip, or before an instruction the interpreter must do (xct,
 * mul/div, an indirect address, a halt). Between its IOTs such a run meets no device and no
 * break, so when the clock has no event due before the end of such a segment it does it in one
 * go exactly as the interpreter would instruction by instruction; each IOT is done by
 * {@code Cpu.blockIot} as the run loop and the interpreter do it, its wait, the events it
 * meets and the look before the next segment included (docs/emulator.md, "The translator").
 *
 * <p>A block remembers the words it was made from and is used only while core still holds
 * them, so a program that changes its own code (or a loader, a DEPOSIT, a snapshot) simply
 * gets a new block: a writer needs only take core from {@code Machine.core()} (or use
 * {@code load}, {@code deposit}), which makes the next run look again. Of a word whose address
 * part the program keeps rewriting it remembers only the instruction part, and reads the
 * address as it runs.
 */
abstract class Block {

    /** The addresses of the block's instructions, in the order they run (the first is its start). */
    int[] addresses;
    /** Their words, as far as the block depends on them: those bits of core, see {@link #masks}. */
    int[] words;
    /** Per word, the bits the block depends on ({@link BlockPlan#masks()}). */
    int[] masks;
    /** How many instructions one pass executes when it goes through (all of them). */
    int count;
    /** How many instructions come before its first IOT (all of them if it has none). */
    int entryCount;
    /** The time of those: the sum of their whole cycles, in µs. */
    long us;

    /**
     * Does one pass of the block on {@code cpu}: registers, core, PC and the clock, all but the
     * instruction count; a block that {@link BlockPlan#mayLeadBack() may lead back} does further
     * passes while it ends at its start, another whole pass ends by {@code limitUs} within
     * {@code steps} instructions, no STOP is requested, and (if it writes its own words) the pass
     * changed none of the bits that blocks depend on ({@code Cpu.codeWrites}) (with IOTs: while its first segment fits, as
     * {@code Cpu.blockGoesOn} tells). The IOTs' waits take steps that are no instructions:
     * they are counted in {@code Cpu.blockWaitSteps}.
     *
     * @return the instructions executed
     */
    abstract long run(Cpu cpu, long limitUs, long steps);

    /** Core still holds the words this block was made from (the bits it depends on). */
    final boolean unchanged(int[] core) {
        for (int k = 0; k < words.length; k++) {
            if ((core[addresses[k]] & masks[k]) != words[k]) {
                return false;
            }
        }
        return true;
    }
}
