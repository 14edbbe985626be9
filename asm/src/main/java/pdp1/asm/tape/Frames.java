package pdp1.asm.tape;

import java.io.ByteArrayOutputStream;

/**
 * Punches tape frames: leader and 18-bit words as three 6-bit frames with channel 8 set
 * (docs/machine.md §4.6).
 */
final class Frames {

    static final int CHANNEL_8 = 0200;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    void blank(int count) {
        for (int i = 0; i < count; i++) {
            out.write(0);
        }
    }

    void word(int w) {
        out.write(CHANNEL_8 | (w >> 12) & 077);
        out.write(CHANNEL_8 | (w >> 6) & 077);
        out.write(CHANNEL_8 | w & 077);
    }

    byte[] bytes() {
        return out.toByteArray();
    }
}
