package pdp1.kalah;

/**
 * Bounds on the future margin of boards already searched, keyed by {@link PitIndex} (exact, no
 * hash collisions are possible: the full key is kept). Buckets of two slots: the first keeps the
 * entry with more seeds in play (the bigger subtree), the second always takes the newest.
 * Entry: lower and upper bound (bytes), best move (4 bits), seeds in play (8 bits).
 */
final class TranspositionTable {

    static final int NO_MOVE = 15;

    private final long[] keys;       // index + 1; 0 = empty slot
    private final int[] data;
    private final int mask;
    private long stores;

    /** A table of 2^log2Slots slots (12 bytes each). */
    TranspositionTable(int log2Slots) {
        keys = new long[1 << log2Slots];
        data = new int[1 << log2Slots];
        mask = (1 << log2Slots) - 2;                 // even: the first slot of a bucket
    }

    private int bucket(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 32) & mask;
    }

    /** The entry of {@code index}, or 0 when absent; decode with the static helpers. */
    int probe(long index) {
        long key = index + 1;
        int b = bucket(key);
        if (keys[b] == key) {
            return data[b];
        }
        if (keys[b + 1] == key) {
            return data[b + 1];
        }
        return 0;
    }

    void store(long index, int lower, int upper, int move, int seeds) {
        long key = index + 1;
        int entry = (lower + 128) | (upper + 128) << 8 | move << 16 | Math.min(seeds, 255) << 20 | 1 << 31;
        int b = bucket(key);
        stores++;
        if (keys[b] == key || keys[b] == 0 || seeds >= seedsOf(data[b])) {
            if (keys[b] != key && keys[b] != 0) {
                keys[b + 1] = keys[b];                // the older deep entry moves to the second slot
                data[b + 1] = data[b];
            }
            keys[b] = key;
            data[b] = entry;
        } else {
            keys[b + 1] = key;
            data[b + 1] = entry;
        }
    }

    static boolean present(int entry) {
        return entry != 0;
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

    private static int seedsOf(int entry) {
        return entry >>> 20 & 0xFF;
    }

    long stores() {
        return stores;
    }
}
