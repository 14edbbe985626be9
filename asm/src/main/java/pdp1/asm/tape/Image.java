package pdp1.asm.tape;

import java.util.Arrays;

/**
 * Core contents produced by an assembly or read from a tape: the words that were assembled
 * (address to 18-bit word; other addresses hold nothing) and the start address, or -1 when
 * the tape names none. Addresses are 12 bits (4K words, one memory field; docs/machine.md §1.3).
 */
public final class Image {

    public static final int SIZE = 010000;
    public static final int NO_START = -1;

    private final int[] words = new int[SIZE];
    private final boolean[] present = new boolean[SIZE];
    private int startAddress = NO_START;

    /** Stores a word; a later store to the same address replaces the earlier one. */
    public void put(int address, int word) {
        if (address < 0 || address >= SIZE) {
            throw new IllegalArgumentException("address out of range: " + Integer.toOctalString(address));
        }
        words[address] = word & 0777777;
        present[address] = true;
    }

    public boolean has(int address) {
        return present[address];
    }

    /** The word at an address (0 where nothing was assembled). */
    public int get(int address) {
        return words[address];
    }

    public int startAddress() {
        return startAddress;
    }

    public void setStartAddress(int address) {
        startAddress = address;
    }

    /** How many addresses hold an assembled word. */
    public int size() {
        int n = 0;
        for (boolean p : present) {
            n += p ? 1 : 0;
        }
        return n;
    }

    /** A fresh core of {@code memoryWords} words (a multiple of 4K) holding the image in field 0. */
    public int[] toCore(int memoryWords) {
        if (memoryWords < SIZE) {
            throw new IllegalArgumentException("memory smaller than 4K: " + memoryWords);
        }
        int[] core = new int[memoryWords];
        System.arraycopy(words, 0, core, 0, SIZE);
        return core;
    }

    /** Visits the assembled words in address order. */
    public void forEach(WordVisitor visitor) {
        for (int a = 0; a < SIZE; a++) {
            if (present[a]) {
                visitor.word(a, words[a]);
            }
        }
    }

    @FunctionalInterface
    public interface WordVisitor {
        void word(int address, int word);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Image other && other.startAddress == startAddress
                && Arrays.equals(other.words, words) && Arrays.equals(other.present, present);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words) * 31 + startAddress;
    }

    @Override
    public String toString() {
        return "Image[" + size() + " words, start " + (startAddress < 0 ? "none" : Integer.toOctalString(startAddress)) + "]";
    }
}
