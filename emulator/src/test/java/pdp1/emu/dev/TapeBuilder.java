package pdp1.emu.dev;

import java.io.ByteArrayOutputStream;

/**
 * Builds paper tapes by hand for tests, in the byte formats of
 * docs/machine.md §4.6 (RIM) and §4.7 (macro1 block loader), so the
 * reader and READ IN can be tested without the assembler.
 */
final class TapeBuilder {

    /** The 21-word block loader at 7751-7775 (docs/machine.md §4.7 table). */
    static final int[] LOADER = {
        0730002, 0327760, 0107760, 0327776, 0730002, 0327777, 0730002, 0000000,
        0217760, 0407776, 0247776, 0447760, 0527777, 0607757, 0207776, 0407777,
        0730002, 0327776, 0527776, 0760400, 0607751,
    };
    static final int LOADER_ORIGIN = 07751;

    private final ByteArrayOutputStream frames = new ByteArrayOutputStream();

    TapeBuilder blank(int n) {
        for (int i = 0; i < n; i++) {
            frames.write(0);
        }
        return this;
    }

    TapeBuilder frame(int f) {
        frames.write(f);
        return this;
    }

    /** One binary word as three channel-8 lines, high bits first. */
    TapeBuilder word(int w) {
        frames.write(0200 | (w >>> 12) & 077);
        frames.write(0200 | (w >>> 6) & 077);
        frames.write(0200 | w & 077);
        return this;
    }

    /** RIM pair: dio address, then the word. */
    TapeBuilder rim(int address, int w) {
        return word(0320000 | address).word(w);
    }

    TapeBuilder jmp(int address) {
        return word(0600000 | address);
    }

    /** RIM part of a block-loader tape: the loader words, then jmp 7751, then 5 blanks. */
    TapeBuilder loader() {
        for (int i = 0; i < LOADER.length; i++) {
            rim(LOADER_ORIGIN + i, LOADER[i]);
        }
        return jmp(LOADER_ORIGIN).blank(5);
    }

    /** A loader block of {@code words} at {@code first}, checksum corrupted by {@code checksumError}. */
    TapeBuilder block(int first, int checksumError, int... words) {
        int dioFirst = 0320000 | first;
        int dioEnd = 0320000 | (first + words.length);
        int sum = onesAdd(dioFirst, dioEnd);
        for (int w : words) {
            sum = onesAdd(sum, w);
        }
        word(dioFirst).word(dioEnd);
        for (int w : words) {
            word(w);
        }
        return word(onesAdd(sum, checksumError)).blank(5);
    }

    static int onesAdd(int a, int b) {
        int s = a + b;
        return s > 0777777 ? (s + 1) & 0777777 : s;
    }

    byte[] bytes() {
        return frames.toByteArray();
    }
}
