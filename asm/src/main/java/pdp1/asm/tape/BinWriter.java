package pdp1.asm.tape;

import java.util.Arrays;

/**
 * macro1's default tape (docs/machine.md §4.7): leader, the block loader in RIM format and
 * {@code jmp 7751}, 5 blank frames, then blocks of at most 0100 words that never cross a
 * multiple of 0100 and break wherever the location jumps; each block is
 * {@code dio first, dio last+1, words, checksum} and 5 blank frames. A {@code start X}
 * closes the block and punches the bare word {@code jmp X}. One blank frame ends the tape.
 */
public final class BinWriter {

    static final int BLOCK = 0100;
    static final int GAP = 5;

    private BinWriter() {
    }

    public static byte[] write(ObjectCode code) {
        Frames f = new Frames();
        f.blank(RimWriter.LEADER);
        if (code.punchLoader()) {
            for (int i = 0; i < BlockLoader.size(); i++) {
                f.word(Words.DIO | BlockLoader.ORIGIN + i);
                f.word(BlockLoader.word(i));
            }
            f.word(Words.JMP | BlockLoader.ORIGIN);
        }
        f.blank(GAP);
        Blocks blocks = new Blocks(f);
        // macro1 keeps one block buffer for both passes: with no start after the last words of
        // pass 1, their last block is still in it and goes out ahead of pass 2's words.
        for (ObjectCode.Item item : code.pass1Tail()) {
            blocks.add(item.address(), item.word(), false);
        }
        int[] leftover = Arrays.copyOf(blocks.buffer, blocks.count);
        int leftoverFirst = blocks.first;
        for (ObjectCode.Item item : code.items()) {
            if (item.isStart()) {
                blocks.flush();
                if (item.address() >= 0) {
                    f.word(Words.JMP | item.address());
                }
            } else {
                blocks.add(item.address(), item.word(), true);
            }
        }
        // A block still pending now is dropped by macro1. If it is just the pass-1 block punched
        // at the head, the tape already holds it; otherwise (words changed by pass 2) we punch it,
        // so that it loads last and wins (docs/assembler.md).
        boolean sameAsLeftover = blocks.first == leftoverFirst
                && Arrays.equals(Arrays.copyOf(blocks.buffer, blocks.count), leftover);
        if (!sameAsLeftover) {
            blocks.flush();
        }
        f.blank(1);
        return f.bytes();
    }

    /** The block buffer: up to 0100 words from {@code first}. */
    private static final class Blocks {
        final Frames f;
        final int[] buffer = new int[BLOCK];
        int count;
        int first;

        Blocks(Frames f) {
            this.f = f;
        }

        void add(int loc, int word, boolean punch) {
            if ((loc & (BLOCK - 1)) == 0 || count > 0 && loc != first + count) {
                if (punch) {
                    flush();
                } else {
                    count = 0;
                }
            }
            if (count == 0) {
                first = loc;
            }
            buffer[count++] = word;
        }

        void flush() {
            count = BinWriter.flush(f, buffer, first, count);
        }
    }

    private static int flush(Frames f, int[] buffer, int first, int count) {
        if (count == 0) {
            return 0;
        }
        int sum = 0;
        int head = Words.DIO | first;
        int end = Words.DIO | first + count;
        f.word(head);
        f.word(end);
        sum = Words.onesAdd(Words.onesAdd(sum, head), end);
        for (int i = 0; i < count; i++) {
            f.word(buffer[i]);
            sum = Words.onesAdd(sum, buffer[i]);
        }
        f.word(sum);
        f.blank(GAP);
        return 0;
    }
}
