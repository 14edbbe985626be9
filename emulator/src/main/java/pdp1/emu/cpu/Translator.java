package pdp1.emu.cpu;

/**
 * The translating engine's memory of blocks: for each address, the {@link Block} that starts
 * there, made by {@link BlockCompiler} once the address has begun an instruction
 * {@link #threshold} times (code run once or twice is left to the interpreter). A block whose
 * words core no longer holds is dropped and made again when it is hot again; an address whose
 * instruction cannot begin a block is remembered as such, with its word.
 */
final class Translator {

    /** Starts at an address before its block is made. */
    static final int DEFAULT_THRESHOLD = 16;

    /** The mark of an address whose first instruction the interpreter must do. */
    private static final class NoBlock extends Block {
        @Override
        long run(Cpu cpu, long limitUs, long steps) {
            throw new IllegalStateException("no block at " + Integer.toOctalString(start));
        }
    }

    private final int[] core;
    private final int memoryWords;
    private final int threshold;
    private final BlockCompiler compiler;
    /** Per field (4096 words), made when the field first runs code: blocks by address, starts counted. */
    private final Block[][] blocks;
    private final byte[][] starts;
    private long made;

    Translator(int[] core, int threshold) {
        if (threshold < 1 || threshold > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("threshold must be 1..127, not " + threshold);
        }
        this.core = core;
        this.memoryWords = core.length;
        this.threshold = threshold;
        this.compiler = new BlockCompiler(memoryWords);
        this.blocks = new Block[memoryWords >> 12][];
        this.starts = new byte[memoryWords >> 12][];
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
            starts[field] = new byte[Cpu.ADDRESS + 1];
        }
        Block b = fieldBlocks[a];
        if (b != null) {
            if (b.unchanged(core)) {
                return b.count == 0 ? null : b;
            }
            fieldBlocks[a] = null;
        }
        byte[] fieldStarts = starts[field];
        if (++fieldStarts[a] < threshold) {
            return null;
        }
        fieldStarts[a] = 0;
        fieldBlocks[a] = b = make(pc);
        return b.count == 0 ? null : b;
    }

    private Block make(int pc) {
        BlockPlan plan = BlockPlan.at(pc, core, memoryWords);
        Block b;
        if (plan.count() == 0) {
            b = new NoBlock();
            b.start = pc;
            b.addresses = new int[] {pc};
            b.words = new int[] {core[pc]};
            b.count = 0;
            return b;
        }
        made++;
        return compiler.compile(plan);
    }

    /** Blocks made so far (for tests and the benchmark's report). */
    long blocksMade() {
        return made;
    }
}
