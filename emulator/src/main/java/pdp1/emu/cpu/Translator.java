package pdp1.emu.cpu;

/**
 * The translating engine's memory of blocks: for each address, the {@link Block} that starts
 * there, made by {@link BlockCompiler} (or found in the {@link BlockCache}) once the address has
 * begun an instruction {@link #threshold} times: code run once or twice is left to the
 * interpreter. An address whose instruction cannot begin a block is remembered as such, with
 * its word.
 *
 * <p>A block whose words core no longer holds is dropped and made again when it is hot again.
 * What changed decides how: a word of which only the address part changed is marked varying
 * (the next block reads its address as it runs, {@link BlockPlan}); a block that keeps changing
 * otherwise ({@link #GIVE_UP} times) is given up, and its address stays interpreted.
 */
final class Translator {

    /** Starts at an address before its block is made. */
    static final int DEFAULT_THRESHOLD = 256;
    /** Changes (beyond address parts) after which the block at an address is not made again. */
    static final int GIVE_UP = 3;

    /** The mark of an address whose first instruction the interpreter does. */
    private static final class NoBlock extends Block {
        @Override
        long run(Cpu cpu, long limitUs, long steps) {
            throw new IllegalStateException("no block at " + Integer.toOctalString(start));
        }
    }

    /** The mark of an address given up on: never a block, whatever its words. */
    private static final NoBlock GIVEN_UP = new NoBlock();

    static {
        GIVEN_UP.addresses = new int[0];
        GIVEN_UP.words = new int[0];
        GIVEN_UP.masks = new int[0];
    }

    private final Cpu cpu;
    private final int[] core;
    private final int memoryWords;
    private final int threshold;
    private final BlockCompiler compiler = new BlockCompiler();
    /** Per field (4096 words), made when code first runs in the field. */
    private final Block[][] blocks;
    private final char[][] starts;          // instructions begun at the address since its block went
    private final byte[][] changes;         // how often its block changed, beyond address parts
    private final boolean[][] varying;      // the address part of the word there varies
    private final long[][] checked;         // cpu.codeWrites when the block there was last found unchanged
    private long made;

    Translator(Cpu cpu, int threshold) {
        if (threshold < 1 || threshold > Character.MAX_VALUE) {
            throw new IllegalArgumentException("threshold must be 1..65535, not " + threshold);
        }
        this.cpu = cpu;
        this.core = cpu.core;
        this.memoryWords = core.length;
        this.threshold = threshold;
        int fields = memoryWords >> 12;
        this.blocks = new Block[fields][];
        this.starts = new char[fields][];
        this.changes = new byte[fields][];
        this.varying = new boolean[fields][];
        this.checked = new long[fields][];
    }

    /** The block at {@code pc} (a 16-bit address), or null: not hot yet, or the interpreter's instruction. */
    Block blockAt(int pc) {
        if (pc >= memoryWords) {
            return null;
        }
        int field = pc >> 12;
        int a = pc & Cpu.ADDRESS;
        Block[] fieldBlocks = blocks[field];
        if (fieldBlocks == null) {
            fieldBlocks = blocks[field] = new Block[Cpu.ADDRESS + 1];
            starts[field] = new char[Cpu.ADDRESS + 1];
            changes[field] = new byte[Cpu.ADDRESS + 1];
            varying[field] = new boolean[Cpu.ADDRESS + 1];
            checked[field] = new long[Cpu.ADDRESS + 1];
        }
        Block b = fieldBlocks[a];
        if (b != null) {
            if (b == GIVEN_UP) {
                return null;
            }
            long[] fieldChecked = checked[field];
            if (fieldChecked[a] == cpu.codeWrites || b.unchanged(core)) {
                fieldChecked[a] = cpu.codeWrites;
                return b.count == 0 ? null : b;
            }
            fieldBlocks[a] = null;
            use(b, -1);
            if (b.count > 0 && noteChanges(b) && ++changes[field][a] >= GIVE_UP) {
                fieldBlocks[a] = GIVEN_UP;
                return null;
            }
        }
        char[] fieldStarts = starts[field];
        if (++fieldStarts[a] < threshold) {
            return null;
        }
        fieldStarts[a] = 0;
        fieldBlocks[a] = b = make(pc);
        use(b, +1);
        checked[field][a] = cpu.codeWrites;
        return b.count == 0 ? null : b;
    }

    /** Tells the CPU's watch that {@code b} is in use ({@code +1}) or no longer ({@code -1}). */
    private void use(Block b, int delta) {
        for (int k = 0; k < b.addresses.length; k++) {
            int address = b.addresses[k];
            cpu.watched[address] = true;
            if (b.masks[k] == BlockPlan.ALL) {
                cpu.wholeWordUsers[address] += delta;
            }
        }
    }

    /**
     * Marks the words of {@code b} that changed only in their address part as varying.
     *
     * @return true when some word changed otherwise
     */
    private boolean noteChanges(Block b) {
        boolean other = false;
        for (int k = 0; k < b.words.length; k++) {
            int a = b.addresses[k];
            int now = core[a];
            if ((now & b.masks[k]) == b.words[k]) {
                continue;
            }
            if (((now ^ b.words[k]) & BlockPlan.INSTRUCTION_PART) == 0 && BlockPlan.canVary(now)) {
                markVarying(a);
            } else {
                other = true;
            }
        }
        return other;
    }

    /**
     * Marks the word at {@code a} varying, and drops the blocks that depend on all of it: each
     * write into its address part would otherwise make every block be looked at again.
     */
    private void markVarying(int a) {
        boolean[] fieldVarying = varying[a >> 12];
        if (fieldVarying[a & Cpu.ADDRESS]) {
            return;
        }
        fieldVarying[a & Cpu.ADDRESS] = true;
        Block[] fieldBlocks = blocks[a >> 12];
        for (int s = 0; s < fieldBlocks.length; s++) {
            Block b = fieldBlocks[s];
            if (b != null && b != GIVEN_UP && dependsOnAllOf(b, a)) {
                fieldBlocks[s] = null;
                use(b, -1);
            }
        }
    }

    private static boolean dependsOnAllOf(Block b, int address) {
        for (int k = 0; k < b.addresses.length; k++) {
            if (b.addresses[k] == address && b.masks[k] == BlockPlan.ALL) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code b} depends on all of a word this machine knows to vary. */
    private boolean dependsOnAVaryingWord(Block b) {
        for (int k = 0; k < b.addresses.length; k++) {
            int a = b.addresses[k];
            if (b.masks[k] == BlockPlan.ALL && varying[a >> 12][a & Cpu.ADDRESS]) {
                return true;
            }
        }
        return false;
    }

    private Block make(int pc) {
        Block recent = BlockCache.recentAt(pc);
        if (recent != null && recent.unchanged(core) && !dependsOnAVaryingWord(recent)) {
            made++;
            return recent;                  // made by another machine on the same code
        }
        BlockPlan plan = BlockPlan.at(pc, core, memoryWords, a -> varying[a >> 12] != null && varying[a >> 12][a & Cpu.ADDRESS]);
        if (plan.count() == 0) {
            Block b = new NoBlock();
            b.start = pc;
            b.addresses = new int[] {pc};
            b.words = new int[] {core[pc]};
            b.masks = new int[] {BlockPlan.ALL};
            b.count = 0;
            return b;
        }
        made++;
        Block b = BlockCache.of(plan, compiler);
        BlockCache.setRecentAt(pc, b);
        return b;
    }

    /** Blocks made (or found made by another machine) so far, for tests. */
    long blocksMade() {
        return made;
    }
}
