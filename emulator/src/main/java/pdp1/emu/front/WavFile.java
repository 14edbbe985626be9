package pdp1.emu.front;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A WAV file of 16-bit mono samples at {@link FlagVoices#RATE}, written as the samples come and
 * its header's lengths filled in by {@link #close}. A write that fails is kept and thrown at
 * {@link #close}, so the machine's thread is never stopped by the disk in the middle of a slice.
 * A WAV file's lengths are 32 bits: past {@link #MAX_DATA_BYTES} (12 h 25 min of sound, reached
 * in minutes under {@code --fast}) the file is {@link #full} and the later samples are left out.
 * A device or FIFO cannot be gone back to: its header says "length unknown" (all ones, as
 * streamed WAVs do) and is not filled in.
 */
public final class WavFile implements FlagVoices.Output, AutoCloseable {

    private static final int HEADER_BYTES = 44;
    /** The data length of a WAV whose length is not known (written to a device or FIFO): both lengths all ones. */
    private static final long UNKNOWN_LENGTH = -1;
    /** The most sample bytes a WAV file's 32-bit RIFF length allows, in whole samples. */
    public static final long MAX_DATA_BYTES = (0xFFFF_FFFFL - 36) & ~1L;
    /** What a run says when its WAV was {@link #full}. */
    public static final String FULL_NOTE = "--audio: the WAV holds the run's first 12 h 25 min of sound, the most a WAV file holds";

    private final FileChannel file;
    private final boolean seekable;
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
        seekable = !Files.exists(path) || Files.isRegularFile(path);
        file = seekable ? FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)
                : FileChannel.open(path, StandardOpenOption.WRITE);
        try {
            writeFully(header(seekable ? 0 : UNKNOWN_LENGTH));
        } catch (IOException e) {
            file.close();
            throw e;
        }
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
        buffer.flip();
        while (buffer.hasRemaining()) {
            file.write(buffer);
        }
        buffer.clear();
    }

    private void writeFully(byte[] bytes) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(bytes);
        while (b.hasRemaining()) {
            file.write(b);
        }
    }

    /** Whether samples came after the file had its most, and were left out. */
    public boolean full() {
        return full;
    }

    /** Fills in the lengths and closes; a write that failed on the way is thrown now. */
    @Override
    public void close() throws IOException {
        try {
            if (failed == null && seekable) {
                file.position(0);
                writeFully(header(dataBytes));
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
        h.put("RIFF".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(dataBytes == UNKNOWN_LENGTH ? -1 : (int) (36 + dataBytes));
        h.put("WAVE".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        h.put("fmt ".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt(16)
                .putShort((short) 1).putShort((short) 1).putInt(rate).putInt(rate * 2).putShort((short) 2).putShort((short) 16);
        h.put("data".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).putInt((int) dataBytes);            // all ones when unknown
        return h.array();
    }
}
