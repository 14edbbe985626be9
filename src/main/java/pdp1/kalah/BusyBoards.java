package pdp1.kalah;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The boards the solver's threads are searching right now (near the root, where subtrees are
 * big), so that one thread can put off a move whose board another is already on and come back to
 * it when the other's bounds are in the table (ABDADA's idea, Weill 1996). Only a hint: a board
 * that shares a slot with another may be missed or wrongly seen busy, which changes the order of
 * the search, never its result.
 */
final class BusyBoards {

    private static final int SLOT_BITS = 12;
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);

    private final long[] slots = new long[1 << SLOT_BITS];

    void clear() {
        Arrays.fill(slots, 0L);
    }

    /** Marks the board busy and answers true, or answers false if another thread had marked it. */
    boolean claim(long key) {
        int i = slot(key);
        long now = (long) SLOT.getOpaque(slots, i);
        return now != key + 1 && SLOT.compareAndSet(slots, i, now, key + 1);
    }

    void release(long key) {
        int i = slot(key);
        if ((long) SLOT.getOpaque(slots, i) == key + 1) {
            SLOT.setOpaque(slots, i, 0L);
        }
    }

    private static int slot(long key) {
        return (int) (key * 0x9E3779B97F4A7C15L >>> (64 - SLOT_BITS));
    }
}
