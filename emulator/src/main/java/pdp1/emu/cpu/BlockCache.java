package pdp1.emu.cpu;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The blocks made so far by every machine in this JVM, by what they were made from: a block's
 * code depends only on its addresses and its words (and masks), never on one machine, so
 * a second machine running the same program (a test's, the cross-check's next game, another
 * classroom tab) gets the block already made, and the JIT compiles its class once. At most
 * {@link #CAPACITY} blocks are kept, the least recently used dropped first (their classes can
 * then be unloaded). The block made last at each address is kept too, so that a machine whose
 * core holds its words takes it without planning one.
 */
final class BlockCache {

    static final int CAPACITY = 16_384;

    /** What a block is made from. */
    private record Key(int[] addresses, int[] words, int[] masks) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(k.addresses, addresses) && Arrays.equals(k.words, words)
                    && Arrays.equals(k.masks, masks);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * Arrays.hashCode(addresses) + Arrays.hashCode(words)) + Arrays.hashCode(masks);
        }
    }

    private static final Map<Key, Block> BLOCKS = new LinkedHashMap<>(1024, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Block> eldest) {
            return size() > CAPACITY;
        }
    };

    /**
     * By start address, the block made there last, by any machine: found without a plan when it
     * fits core. In pages of {@link Translator#PAGE} words, made when first wanted.
     */
    private static final AtomicReferenceArray<AtomicReferenceArray<Block>> RECENT =
            new AtomicReferenceArray<>((Cpu.ADDRESS16 + 1) / Translator.PAGE);

    private BlockCache() {
    }

    /** The block made last at {@code start} by any machine, or null. */
    static Block recentAt(int start) {
        AtomicReferenceArray<Block> page = RECENT.get(start / Translator.PAGE);
        return page == null ? null : page.get(start % Translator.PAGE);
    }

    static void setRecentAt(int start, Block b) {
        int p = start / Translator.PAGE;
        RECENT.compareAndSet(p, null, new AtomicReferenceArray<>(Translator.PAGE));
        RECENT.get(p).set(start % Translator.PAGE, b);
    }

    /** The block of {@code plan}, made by {@code compiler} if no machine has made it. */
    static Block of(BlockPlan plan, BlockCompiler compiler) {
        Key key = new Key(plan.addresses(), plan.words(), plan.masks());
        synchronized (BLOCKS) {
            Block b = BLOCKS.get(key);
            if (b == null) {
                b = compiler.compile(plan);
                BLOCKS.put(key, b);
            }
            return b;
        }
    }
}
