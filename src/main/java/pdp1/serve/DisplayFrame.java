package pdp1.serve;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import pdp1.emu.dev.PointRing;
import pdp1.emu.console.Lamps;

/**
 * The binary message of one display frame (docs/classroom.md, "Server to page"): the simulated
 * time and speed, the lamps, and the points drawn since the frame before, oldest first, each
 * with its age before the frame's time.
 */
final class DisplayFrame {

    static final byte TYPE = 1;
    static final int HEADER_BYTES = 1 + 1 + 2 + 4 + 8 + 4 + 10 * 4 + 4;
    static final int POINT_BYTES = 8;
    /** The most points one frame carries: a second of the Type 30 at full speed. */
    static final int MAX_POINTS = 20_000;
    /** Ages are sent in units of 16 µs, up to about a second. */
    static final int AGE_UNIT_US = 16;

    // flags, as the page reads them
    static final int OV = 1, RUN = 2, CYC = 4, DEF = 8, IOH = 16, IOS = 32, SBM = 64, EXD = 128, RIM = 256,
            SINGLE_STEP = 512, SINGLE_INST = 1024, BRK1 = 2048, BRK2 = 4096, READ_ONLY = 8192;

    private DisplayFrame() {
    }

    /**
     * The frame at {@code nowUs} with the points from {@code fromTotal} (a {@link PointRing#total()}
     * of the frame before) to the newest; older points than the ring holds, or than
     * {@link #MAX_POINTS}, are left out. Not read-only: see {@link #readOnly}.
     */
    static byte[] encode(long nowUs, double speed, Lamps lamps, PointRing points, long fromTotal) {
        long total = points.total();
        int count = (int) Math.min(Math.min(total - fromTotal, points.size()), MAX_POINTS);
        ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES + count * POINT_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        b.put(TYPE).put((byte) 0).putShort((short) 0).putInt(count);
        b.putDouble(nowUs).putFloat((float) speed);
        for (int v : new int[] {lamps.pc, lamps.ma, lamps.mb, lamps.ac, lamps.io, lamps.ir, lamps.pf, lamps.ss, lamps.tw, lamps.ta}) {
            b.putInt(v);
        }
        b.putInt(flags(lamps));
        int first = points.size() - count;
        for (int i = first; i < points.size(); i++) {
            long age = Math.max(0, nowUs - points.timeUs(i)) / AGE_UNIT_US;
            b.putShort((short) points.x(i)).putShort((short) points.y(i))
                    .put((byte) points.level(i)).put((byte) 0).putShort((short) Math.min(age, 0xffff));
        }
        return b.array();
    }

    /** Where the flags word is in a frame. */
    static final int FLAGS_AT = HEADER_BYTES - 4;

    /** A copy of {@code frame} marked read-only, for a watcher. */
    static byte[] readOnly(byte[] frame) {
        byte[] copy = frame.clone();
        ByteBuffer b = ByteBuffer.wrap(copy).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(FLAGS_AT, b.getInt(FLAGS_AT) | READ_ONLY);
        return copy;
    }

    static int flags(Lamps l) {
        return (l.ov ? OV : 0) | (l.run ? RUN : 0) | (l.cycle ? CYC : 0) | (l.defer ? DEF : 0)
                | (l.ioHalt ? IOH : 0) | (l.ioSync ? IOS : 0) | (l.sbm ? SBM : 0) | (l.extend ? EXD : 0)
                | (l.readIn ? RIM : 0) | (l.singleStep ? SINGLE_STEP : 0) | (l.singleInst ? SINGLE_INST : 0)
                | ((l.breakCounter & 1) != 0 ? BRK1 : 0) | ((l.breakCounter & 2) != 0 ? BRK2 : 0);
    }
}
