package pdp1.asm;

import java.util.ArrayList;
import java.util.List;

/**
 * The literal pools (docs/assembler.md §5.6). Pass 1 counts the literal occurrences before each
 * {@code constants} and notes where that block went; pass 2 pools equal values within a
 * block and hands them over at its {@code constants}, in a block of the pass-1 size. Limits
 * are macro1's: 10 blocks, 999 literals in one.
 */
final class Literals {

    static final int MAX_BLOCKS = 10;
    static final int MAX_PER_BLOCK = 999;

    private final List<Integer> sizes = new ArrayList<>();
    private final List<Integer> bases = new ArrayList<>();
    private int block;
    private final List<Integer> pool = new ArrayList<>();

    void startPass() {
        block = 0;
        pool.clear();
    }

    boolean tooManyBlocks() {
        return block >= MAX_BLOCKS;
    }

    /** Pass-1 size of the current block. */
    int size() {
        return block < sizes.size() ? sizes.get(block) : 0;
    }

    /** Pass-1 place of the current block (0 if pass 1 saw no constants for it). */
    int base() {
        return block < bases.size() ? bases.get(block) : 0;
    }

    /** Pass 1: one more occurrence; its value stands in for the address until pass 2. */
    int count() {
        while (sizes.size() <= block) {
            sizes.add(0);
        }
        sizes.set(block, sizes.get(block) + 1);
        return sizes.get(block);
    }

    /** Pass 2: the address of the literal holding {@code value}, shared with equal ones. */
    int addressOf(int value) {
        int i = pool.indexOf(value);
        if (i < 0) {
            pool.add(value);
            i = pool.size() - 1;
        }
        return base() + i & 07777;
    }

    /** Pass 2: literals waiting for a constants. */
    int pending() {
        return pool.size();
    }

    /** Pass 1: {@code constants} at {@code clc}; returns the block's size. */
    int closePass1(int clc) {
        int size = size();
        while (bases.size() <= block) {
            bases.add(0);
        }
        bases.set(block, clc);
        block++;
        return size;
    }

    /** Pass 2: {@code constants}; returns the pooled values, in order. */
    List<Integer> closePass2() {
        List<Integer> values = List.copyOf(pool);
        pool.clear();
        block++;
        return values;
    }
}
