package pdp1.asm.tape;


/**
 * A pure read-in-mode tape (macro1 {@code -r}, docs/machine.md §4.6,
 * docs/assembler.md §5.10): 240 blank frames, then
 * {@code dio address} and the word for every storage word, {@code jmp start} for each
 * {@code start} with an address, and one blank frame of trailer.
 */
public final class RimWriter {

    public static final int LEADER = 240;

    private RimWriter() {
    }

    public static byte[] write(ObjectCode code) {
        Frames f = new Frames();
        f.blank(LEADER);
        for (ObjectCode.Item item : code.items()) {
            if (!item.isStart()) {
                f.word(Words.DIO | item.address());
                f.word(item.word());
            } else if (item.address() >= 0) {
                f.word(Words.JMP | item.address());
            }
        }
        f.blank(1);
        return f.bytes();
    }
}
