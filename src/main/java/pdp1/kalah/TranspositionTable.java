package pdp1.kalah;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Bounds on the future margin of boards already searched, keyed by {@link PitIndex}, shared by the
 * solver's threads without locks. Each slot is one 64-bit word read and written atomically (opaque
 * access), holding the entry and enough of the key to tell it exactly: the key is first scrambled by
 * a bijection of its W bits (W: bits of the largest index), the low bits of the result pick the
 * bucket and the high bits are kept, so (bucket, kept bits) is the key itself and no collision is
 * possible. Every entry is a true bound whoever wrote it, so a race can at worst lose an entry.
 * Buckets of two slots: the first keeps the entry with more seeds in play (the bigger subtree), the
 * second always takes the newest.
 * <p>
 * Entry: bits 0-7 lower bound + 128, 8-15 upper bound + 128, 16-19 best move, 20-27 seeds in play,
 * 28 present, 29-63 the kept key bits.
 */
final class TranspositionTable {

    static final int NO_MOVE = 15;
    /** Key bits a slot can keep. */
    private static final int KEPT_BITS = 35;
    private static final int KEY_SHIFT = 29;
    private static final long PRESENT = 1L << 28;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);

    private final long[] slots;
    private final int bucketBits;
    private final int keyBits;
    private final long keyMask;

    /**
     * A table of 2^log2Slots slots (8 bytes each) for keys below {@code keyLimit}; raised to the
     * smallest size that can tell every key apart (W - 35 + 1 bits) if smaller.
     */
    TranspositionTable(int log2Slots, long keyLimit) {
        keyBits = Math.max(2, 64 - Long.numberOfLeadingZeros(keyLimit));
        keyMask = keyBits == 64 ? -1L : (1L << keyBits) - 1;
        int bits = Math.max(log2Slots, minimumLog2Slots(keyLimit));
        slots = new long[1 << bits];
        bucketBits = bits - 1;
    }

    /** The smallest table that keeps keys below {@code keyLimit} exact. */
    static int minimumLog2Slots(long keyLimit) {
        int w = Math.max(2, 64 - Long.numberOfLeadingZeros(keyLimit));
        return Math.max(2, w - KEPT_BITS + 1);
    }

    int log2Slots() {
        return bucketBits + 1;
    }

    /** A bijection of the keyBits-bit numbers: odd multipliers and right xor-shifts mod 2^W. */
    private long scramble(long key) {
        long h = key * 0x9E3779B97F4A7C15L & keyMask;
        h ^= h >>> (keyBits + 1) / 2;
        h = h * 0xC2B2AE3D27D4EB4FL & keyMask;
        h ^= h >>> (keyBits + 1) / 2;
        return h;
    }

    /** The entry of {@code index}, or 0 when absent; decode with the static helpers. */
    int probe(long index) {
        long h = scramble(index);
        int b = (int) (h & ((1L << bucketBits) - 1)) << 1;
        long kept = h >>> bucketBits;
        long first = (long) SLOT.getOpaque(slots, b);
        if (first >>> KEY_SHIFT == kept && (first & PRESENT) != 0) {
            return (int) first;
        }
        long second = (long) SLOT.getOpaque(slots, b + 1);
        if (second >>> KEY_SHIFT == kept && (second & PRESENT) != 0) {
            return (int) second;
        }
        return 0;
    }

    void store(long index, int lower, int upper, int move, int seeds) {
        long h = scramble(index);
        int b = (int) (h & ((1L << bucketBits) - 1)) << 1;
        long kept = h >>> bucketBits;
        long entry = kept << KEY_SHIFT | PRESENT | (long) Math.min(seeds, 255) << 20 | (long) move << 16
                | (upper + 128) << 8 | (lower + 128);
        long first = (long) SLOT.getOpaque(slots, b);
        boolean same = first >>> KEY_SHIFT == kept;
        if (same || first == 0 || seeds >= seedsOf(first)) {
            if (!same && first != 0) {
                SLOT.setOpaque(slots, b + 1, first);   // the older deep entry moves to the second slot
            }
            SLOT.setOpaque(slots, b, entry);
        } else {
            SLOT.setOpaque(slots, b + 1, entry);
        }
    }

    static boolean present(int entry) {
        return (entry & PRESENT) != 0;
    }

    static int lower(int entry) {
        return (entry & 0xFF) - 128;
    }

    static int upper(int entry) {
        return (entry >>> 8 & 0xFF) - 128;
    }

    static int move(int entry) {
        return entry >>> 16 & 0xF;
    }

    private static int seedsOf(long entry) {
        return (int) (entry >>> 20 & 0xFF);
    }
}
