package pdp1.emu.front;

import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/**
 * The host's speakers through javax.sound.sampled: 16-bit mono at {@link FlagVoices#RATE}. A
 * paced run makes samples as fast as they play, so a write waits at most a little while the
 * line's buffer (about a fifth of a second) drains.
 */
public final class Speakers implements FlagVoices.Output, AutoCloseable {

    private static final AudioFormat FORMAT = new AudioFormat(FlagVoices.RATE, 16, 1, true, false);
    private final SourceDataLine line;
    private byte[] bytes = new byte[0];

    private Speakers(SourceDataLine line) {
        this.line = line;
    }

    /** True when the host has a line that plays this format. */
    public static boolean available() {
        try {
            return AudioSystem.isLineSupported(new javax.sound.sampled.DataLine.Info(SourceDataLine.class, FORMAT))
                    && AudioSystem.getMixerInfo().length > 0;
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }

    /** The speakers, open and started; an IllegalStateException saying why not (no sound device). */
    public static Speakers open() {
        try {
            SourceDataLine line = AudioSystem.getSourceDataLine(FORMAT);
            line.open(FORMAT, FlagVoices.RATE / 5 * 2);
            line.start();
            return new Speakers(line);
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            throw new IllegalStateException("no sound device to play on", e);   // Java's words name no device a person knows
        }
    }

    @Override
    public void samples(short[] samples, int count) {
        if (bytes.length < 2 * count) {
            bytes = new byte[2 * count];
        }
        for (int i = 0; i < count; i++) {
            bytes[2 * i] = (byte) samples[i];
            bytes[2 * i + 1] = (byte) (samples[i] >> 8);
        }
        line.write(bytes, 0, 2 * count);
    }

    @Override
    public void close() {
        line.drain();
        line.close();
    }
}
