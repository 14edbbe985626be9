package pdp1.emu.cpu;

/**
 * The translating engine's memory of blocks: for each address, the {@link Block} that starts
 * there, made by {@link BlockCompiler} (or found in the {@link BlockCache}) once the address has
 * begun an instruction {@link #threshold} times: code run once or twice is left to the
 * interpreter. An address whose instruction cannot begin a block is remembered as such, with
 * its word. What it keeps of an address is kept by pages of {@link #PAGE} words, made when code
 * first runs in the page, so a 64K machine running a small program keeps little.
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
    /** Words a page. */
    static final int PAGE = 256;

    /** The mark of an address whose first instruction the interpreter does. */
    private static final class NoBlock extends Block {
        @Override
        long run(Cpu cpu, long limitUs, long steps) {
            throw new IllegalStateException("no block at " + Integer.toOctalString(addresses[0]));
        }
    }

    /** The mark of an address given up on: never a block, whatever its words. */
    private static final NoBlock GIVEN_UP = new NoBlock();

    static {
        GIVEN_UP.addresses = new int[0];
        GIVEN_UP.words = new int[0];
        GIVEN_UP.masks = new int[0];
    }

    /** What the translator keeps of the addresses of one page. */
    private static final class Page {
        final Block[] blocks = new Block[PAGE];
        final char[] starts = new char[PAGE];      // instructions begun there since its block went
        final byte[] changes = new byte[PAGE];     // how often its block changed, beyond address parts
        final boolean[] varying = new boolean[PAGE];   // the address part of the word there varies
        final long[] checked = new long[PAGE];     // cpu.codeWrites when its block was last found unchanged
    }

    private final Cpu cpu;
    private final int[] core;
    private final int memoryWords;
    private final int threshold;
    private final BlockCompiler compiler = new BlockCompiler();
    private final Page[] pages;
    private long made;

    Translator(Cpu cpu, int threshold) {
        if (threshold < 1 || threshold > Character.MAX_VALUE) {
            throw new IllegalArgumentException("threshold must be 1..65535, not " + threshold);
        }
        this.cpu = cpu;
        this.core = cpu.core;
        this.memoryWords = core.length;
        this.threshold = threshold;
        this.pages = new Page[memoryWords / PAGE];
    }

    /** The block at {@code pc} (a 16-bit address), or null: not hot yet, or the interpreter's instruction. */
    Block blockAt(int pc) {
        if (pc >= memoryWords) {
            return null;
        }
        Page page = page(pc);
        int a = pc % PAGE;
        Block b = page.blocks[a];
        if (b != null) {
            if (b == GIVEN_UP) {
                return null;
            }
            if (page.checked[a] == cpu.codeWrites || b.unchanged(core)) {
                page.checked[a] = cpu.codeWrites;
                return b.count == 0 ? null : b;
            }
            page.blocks[a] = null;
            use(b, -1);
            if (b.count > 0 && noteChanges(b) && ++page.changes[a] >= GIVE_UP) {
                page.blocks[a] = GIVEN_UP;
                return null;
            }
        }
        if (++page.starts[a] < threshold) {
            return null;
        }
        page.starts[a] = 0;
        page.blocks[a] = b = make(pc);
        use(b, +1);
        page.checked[a] = cpu.codeWrites;
        return b.count == 0 ? null : b;
    }

    /** Tells the CPU's watch on core that {@code b} is in use ({@code +1}) or no longer ({@code -1}). */
    private void use(Block b, int delta) {
        for (int k = 0; k < b.addresses.length; k++) {
            cpu.watchWord(b.addresses[k], b.masks[k] == BlockPlan.ALL ? delta : 0);
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
        Page page = page(a);
        if (page.varying[a % PAGE]) {
            return;
        }
        page.varying[a % PAGE] = true;
        for (Page p : pages) {
            for (int s = 0; p != null && s < PAGE; s++) {
                Block b = p.blocks[s];
                if (b != null && b != GIVEN_UP && dependsOnAllOf(b, a)) {
                    p.blocks[s] = null;
                    use(b, -1);
                }
            }
        }
    }

    /** The page of {@code address}, made if code has not run in it before. */
    private Page page(int address) {
        Page page = pages[address / PAGE];
        if (page == null) {
            page = pages[address / PAGE] = new Page();
        }
        return page;
    }

    private boolean isVarying(int a) {
        Page page = pages[a / PAGE];
        return page != null && page.varying[a % PAGE];
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
            if (b.masks[k] == BlockPlan.ALL && isVarying(b.addresses[k])) {
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
        BlockPlan plan = BlockPlan.at(pc, core, memoryWords, this::isVarying);
        if (plan.count() == 0) {
            // the interpreter's word: an xct whose address part the program rewrites stays one
            int mask = BlockPlan.outsideByInstructionPart(core[pc]) ? BlockPlan.INSTRUCTION_PART : BlockPlan.ALL;
            Block b = new NoBlock();
            b.addresses = new int[] {pc};
            b.words = new int[] {core[pc] & mask};
            b.masks = new int[] {mask};
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
