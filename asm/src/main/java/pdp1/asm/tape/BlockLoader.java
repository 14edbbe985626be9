package pdp1.asm.tape;

/**
 * The 21-word block loader macro1 punches in RIM format at the head of its default tapes,
 * at 7751-7775 (docs/machine.md §4.7, the table of words and their meaning). It reads blocks of
 * {@code dio first}, {@code dio last+1}, data, checksum, and starts the program on the final
 * {@code jmp}.
 */
public final class BlockLoader {

    public static final int ORIGIN = 07751;

    private static final int[] WORDS = {
        0730002, 0327760, 0107760, 0327776, 0730002, 0327777, 0730002, 0000000,
        0217760, 0407776, 0247776, 0447760, 0527777, 0607757, 0207776, 0407777,
        0730002, 0327776, 0527776, 0760400, 0607751,
    };

    private BlockLoader() {
    }

    public static int size() {
        return WORDS.length;
    }

    public static int word(int i) {
        return WORDS[i];
    }

    /**
     * True when {@code image} holds this loader at {@code address}: a read-in part that jumps
     * there is followed by blocks. A program that merely begins with {@code rpb} (a part-1 loader
     * of its own) is not taken for it.
     */
    public static boolean isAt(Image image, int address) {
        for (int i = 0; i < WORDS.length; i++) {
            if (image.get((address + i) & 07777) != WORDS[i]) {
                return false;
            }
        }
        return true;
    }
}
