package pdp1.kalah;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Bounds on the future margin of boards already searched, keyed by {@link PitIndex}, shared by the
 * solver's threads without locks. Each slot is one 64-bit word read and written atomically (opaque
 * access), holding the entry and enough of the key to tell it exactly: the key is first scrambled by
 * a bijection of its W bits (W: bits of the largest index), the remainder of the result by the
 * number of buckets picks the bucket and the quotient is kept, so (bucket, kept bits) is the key
 * itself and no collision is possible. The number of buckets need not be a power of two, so the
 * table can take whatever memory there is. Every entry is a true bound whoever wrote it, so a
 * race can at worst lose an entry. Buckets of four slots (32 bytes; the elements start 16 bytes
 * into a cache line, so every other bucket spans two lines, and aligning them measured within
 * the noise): a new board takes the slot of the entry that cost the least work to find (log2 of
 * the nodes its search took), so the entries that would be dearest to find again stay.
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

    /** The most slots one Java array holds, in whole buckets: about 2^31 (16 GB). */
    static final long MAX_SLOTS = (Integer.MAX_VALUE - 8) & -WAYS;

    private final long[] slots;
    private final long buckets;
    private final int keyBits;
    private final long keyMask;

    /**
     * A table of {@code slotCount} slots (8 bytes each, rounded down to whole buckets, at most
     * {@link #MAX_SLOTS}) for keys below {@code keyLimit}; raised to the smallest size that can
     * tell every key apart (2^(W - 35) buckets) if smaller.
     */
    TranspositionTable(long slotCount, long keyLimit) {
        keyBits = Math.max(2, 64 - Long.numberOfLeadingZeros(keyLimit));
        keyMask = keyBits == 64 ? -1L : (1L << keyBits) - 1;
        long wanted = Math.max(Math.min(slotCount, MAX_SLOTS) >> WAYS_BITS, 1);
        buckets = Math.max(wanted, 1L << Math.max(0, keyBits - KEPT_BITS));
        slots = new long[Math.toIntExact(buckets << WAYS_BITS)];
    }

    long slotCount() {
        return slots.length;
    }

    /** A bijection of the keyBits-bit numbers: odd multipliers and right xor-shifts mod 2^W. */
    private long scramble(long key) {
        long h = key * 0x9E3779B97F4A7C15L & keyMask;
        h ^= h >>> (keyBits + 1) / 2;
        h = h * 0xC2B2AE3D27D4EB4FL & keyMask;
        h ^= h >>> (keyBits + 1) / 2;
        return h;
    }

    /** The first slot of the bucket of scrambled key {@code h}, whose quotient is {@code kept}. */
    private int firstSlot(long h, long kept) {
        return (int) (h - kept * buckets) << WAYS_BITS;
    }

    /** The entry of {@code index}, or 0 when absent; decode with the static helpers. */
    int probe(long index) {
        long h = scramble(index);
        long kept = h / buckets;
        int b = firstSlot(h, kept);
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
        long kept = h / buckets;
        int b = firstSlot(h, kept);
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
