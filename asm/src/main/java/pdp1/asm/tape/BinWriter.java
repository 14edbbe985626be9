package pdp1.asm.tape;

import pdp1.asm.ObjectCode;

/**
 * macro1's default tape (ref §4.7): leader, the block loader in RIM format and
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
        int[] buffer = new int[BLOCK];
        int count = 0;
        int first = 0;
        for (ObjectCode.Item item : code.items()) {
            if (item.isStart()) {
                count = flush(f, buffer, first, count);
                if (item.address() >= 0) {
                    f.word(Words.JMP | item.address());
                }
                continue;
            }
            int loc = item.address();
            if ((loc & (BLOCK - 1)) == 0 || count > 0 && loc != first + count) {
                count = flush(f, buffer, first, count);
            }
            if (count == 0) {
                first = loc;
            }
            buffer[count++] = item.word();
        }
        // With no final start, macro1 drops this block (and punches its pass-1 copy first); we punch it here
        // with its pass-2 words (docs/assembler.md).
        flush(f, buffer, first, count);
        f.blank(1);
        return f.bytes();
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
