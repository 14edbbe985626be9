package pdp1.emu.front;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;

/**
 * A WAV file of 16-bit mono samples at {@link FlagVoices#RATE}, written as the samples come and
 * its header's lengths filled in by {@link #close}. A write that fails is kept and thrown at
 * {@link #close}, so the machine's thread is never stopped by the disk in the middle of a slice.
 */
public final class WavFile implements FlagVoices.Output, AutoCloseable {

    private static final int HEADER_BYTES = 44;
    private final RandomAccessFile file;
    private long dataBytes;
    private IOException failed;
    private final ByteBuffer buffer = ByteBuffer.allocate(2 * FlagVoices.RATE).order(ByteOrder.LITTLE_ENDIAN);

    public WavFile(Path path) throws IOException {
        file = new RandomAccessFile(path.toFile(), "rw");
        file.setLength(0);
        file.write(header(0));
    }

    @Override
    public void samples(short[] samples, int count) {
        if (failed != null) {
            return;
        }
        try {
            for (int i = 0; i < count; i++) {
                if (!buffer.hasRemaining()) {
                    drain();
                }
                buffer.putShort(samples[i]);
            }
            drain();
            dataBytes += 2L * count;
        } catch (IOException e) {
            failed = e;
        }
    }

    private void drain() throws IOException {
        file.write(buffer.array(), 0, buffer.position());
        buffer.clear();
    }

    /** Fills in the lengths and closes; a write that failed on the way is thrown now. */
    @Override
    public void close() throws IOException {
        try {
            if (failed == null) {
                file.seek(0);
                file.write(header(dataBytes));
            }
        } finally {
            file.close();
        }
        if (failed != null) {
            throw failed;
        }
    }

    /** The RIFF/WAVE header of PCM, 1 channel, 16 bits (the canonical 44 bytes). */
    static byte[] header(long dataBytes) {
        int rate = FlagVoices.RATE;
        ByteBuffer h = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        h.put("RIFF".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt((int) (36 + dataBytes));
        h.put("WAVE".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        h.put("fmt ".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(16)
                .putShort((short) 1).putShort((short) 1).putInt(rate).putInt(rate * 2).putShort((short) 2).putShort((short) 16);
        h.put("data".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt((int) dataBytes);
        return h.array();
    }
}
