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
 * A WAV file's lengths are 32 bits: past {@link #MAX_DATA_BYTES} (12 h 25 min of sound, reached
 * in minutes under {@code --fast}) the file is {@link #full} and the later samples are left out.
 */
public final class WavFile implements FlagVoices.Output, AutoCloseable {

    private static final int HEADER_BYTES = 44;
    /** The most sample bytes a WAV file's 32-bit RIFF length allows, in whole samples. */
    public static final long MAX_DATA_BYTES = (0xFFFF_FFFFL - 36) & ~1L;
    /** What a run says when its WAV was {@link #full}. */
    public static final String FULL_NOTE = "--audio: the WAV holds the run's first 12 h 25 min of sound, the most a WAV file holds";

    private final RandomAccessFile file;
    private final long maxDataBytes;
    private long dataBytes;
    private boolean full;
    private IOException failed;
    private final ByteBuffer buffer = ByteBuffer.allocate(2 * FlagVoices.RATE).order(ByteOrder.LITTLE_ENDIAN);

    public WavFile(Path path) throws IOException {
        this(path, MAX_DATA_BYTES);
    }

    /** A file that is full at {@code maxDataBytes} (even) bytes of samples: tests. */
    WavFile(Path path, long maxDataBytes) throws IOException {
        this.maxDataBytes = maxDataBytes;
        file = new RandomAccessFile(path.toFile(), "rw");
        file.setLength(0);
        file.write(header(0));
    }

    @Override
    public void samples(short[] samples, int count) {
        if (failed != null || full) {
            return;
        }
        long room = (maxDataBytes - dataBytes) / 2;
        if (count > room) {
            count = (int) room;
            full = true;
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

    /** Whether samples came after the file had its most, and were left out. */
    public boolean full() {
        return full;
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
