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
 * Buckets of four slots (32 bytes, so one cache line): a new board takes the slot of the entry
 * that cost the least work to find (log2 of the nodes its search took), so the entries that would
 * be dearest to find again stay.
 * <p>
 * Entry: bits 0-7 lower bound + 128, 8-15 upper bound + 128, 16-19 best move, 20-27 work,
 * 28 present, 29-63 the kept key bits.
 */
final class TranspositionTable {

    static final int NO_MOVE = 15;
    /** Key bits a slot can keep. */
    private static final int KEPT_BITS = 35;
    private static final int KEY_SHIFT = 29;
    private static final long PRESENT = 1L << 28;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);

    /** Slots in a bucket (log2). */
    private static final int WAYS_BITS = 2;
    private static final int WAYS = 1 << WAYS_BITS;

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
        bucketBits = bits - WAYS_BITS;
    }

    /** The smallest table that keeps keys below {@code keyLimit} exact. */
    static int minimumLog2Slots(long keyLimit) {
        int w = Math.max(2, 64 - Long.numberOfLeadingZeros(keyLimit));
        return Math.max(WAYS_BITS + 1, w - KEPT_BITS + WAYS_BITS);
    }

    int log2Slots() {
        return bucketBits + WAYS_BITS;
    }

    /** A bijection of the keyBits-bit numbers: odd multipliers and right xor-shifts mod 2^W. */
    private long scramble(long key) {
        long h = key * 0x9E3779B97F4A7C15L & keyMask;
        h ^= h >>> (keyBits + 1) / 2;
        h = h * 0xC2B2AE3D27D4EB4FL & keyMask;
        h ^= h >>> (keyBits + 1) / 2;
        return h;
    }

    /** The first slot of the bucket of scrambled key {@code h}: its low bits. */
    private int firstSlot(long h) {
        return (int) (h & ((1L << bucketBits) - 1)) << WAYS_BITS;
    }

    /** The entry of {@code index}, or 0 when absent; decode with the static helpers. */
    int probe(long index) {
        long h = scramble(index);
        int b = firstSlot(h);
        long kept = h >>> bucketBits;
        for (int i = b; i < b + WAYS; i++) {
            long slot = (long) SLOT.getOpaque(slots, i);
            if (slot >>> KEY_SHIFT == kept && (slot & PRESENT) != 0) {
                return (int) slot;
            }
        }
        return 0;
    }

    /**
     * Keeps bounds for {@code index}; {@code nodes}: what finding them cost. The board's own slot
     * is overwritten (keeping the larger work); otherwise the bucket's cheapest entry makes way.
     */
    void store(long index, int lower, int upper, int move, long nodes) {
        long h = scramble(index);
        int b = firstSlot(h);
        long kept = h >>> bucketBits;
        int work = 64 - Long.numberOfLeadingZeros(nodes);
        int victim = b;
        int victimWork = Integer.MAX_VALUE;
        for (int i = b; i < b + WAYS; i++) {
            long slot = (long) SLOT.getOpaque(slots, i);
            boolean present = (slot & PRESENT) != 0;
            if (present && slot >>> KEY_SHIFT == kept) {
                victim = i;
                work = Math.max(work, workOf(slot));
                break;
            }
            int slotWork = present ? workOf(slot) : -1;      // an empty slot is the cheapest
            if (slotWork < victimWork) {
                victim = i;
                victimWork = slotWork;
            }
        }
        long entry = kept << KEY_SHIFT | PRESENT | (long) work << 20 | (long) move << 16
                | (upper + 128) << 8 | (lower + 128);
        SLOT.setOpaque(slots, victim, entry);
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

    private static int workOf(long entry) {
        return (int) (entry >>> 20 & 0xFF);
    }
}
