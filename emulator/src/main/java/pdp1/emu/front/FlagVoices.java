package pdp1.emu.front;

import pdp1.emu.cpu.ProgramFlagSink;
import pdp1.emu.host.FrontEnd;

/**
 * Program flags 1-4 as sound, the way MIT's PDP-1 played music: each flag drove an amplifier and a
 * speaker, so each is a voice whose level is the flip-flop's (docs/music.md). The flags' edges come
 * from the CPU with their simulated µs ({@link ProgramFlagSink}); between slices the host loop
 * brings the sound up to the machine's time ({@link #serve}). Every sample depends on the edges'
 * simulated times only, never on the wall clock: the same program gives the same samples, bit for
 * bit, at any host speed.
 *
 * <p>The samples: {@link #RATE} a second, 16 bits. Each sample is the average of the voices'
 * levels over its own 1/48000 s (the area under the square waves, a box filter: a toggle every
 * few µs does not alias into noise as point sampling would). Each voice that is up adds
 * {@link #VOICE} of full scale; the sum then passes a one-pole high-pass at {@link #CUTOFF_HZ},
 * as the amplifiers' coupling took the DC away, so a flag left up falls silent.
 */
public final class FlagVoices implements ProgramFlagSink, FrontEnd {

    /** Samples per second. */
    public static final int RATE = 48_000;
    /** A voice's share of full scale while its flag is up: four voices up stay below clipping. */
    public static final double VOICE = 0.2;
    /** The coupling's high-pass corner, Hz. */
    public static final double CUTOFF_HZ = 20;

    /** Time in 1/48 µs: a sample at 48 kHz is exactly 1000 of them, a memory cycle 240. */
    private static final long UNITS_PER_US = 48;
    private final long unitsPerSample;
    private final double pole;

    /** Where the samples go: a WAV file, the speakers, a test's buffer. */
    @FunctionalInterface
    public interface Output {
        void samples(short[] samples, int count);
    }

    private final Output output;
    private final short[] chunk;
    private int filled;
    private int voicesUp;               // flags 1-4 up now
    private long lastUnits;             // when voicesUp last changed, or the last sample's end
    private long sampleEndUnits;
    private double area;                // voices x units within the current sample
    private double lastIn;
    private double lastOut;
    private long samplesMade;

    /** At {@link #RATE}. @param startUs the machine's time now: the sound starts here */
    public FlagVoices(Output output, long startUs, int pf) {
        this(output, startUs, pf, RATE);
    }

    /** @param rate samples per second, a divisor of 48 000 000 (48 000, 24 000, 16 000 ...) */
    public FlagVoices(Output output, long startUs, int pf, int rate) {
        if (rate <= 0 || 48_000_000 % rate != 0) {
            throw new IllegalArgumentException("a sample rate that divides 48 000 000, not " + rate);
        }
        this.output = output;
        this.unitsPerSample = 48_000_000 / rate;
        this.pole = Math.exp(-2 * Math.PI * CUTOFF_HZ / rate);
        this.chunk = new short[rate / 10];
        this.lastUnits = startUs * UNITS_PER_US;
        this.sampleEndUnits = lastUnits + unitsPerSample;
        this.voicesUp = voices(pf);
    }

    @Override
    public void flagsChanged(int pf, long timeUs) {
        int up = voices(pf);
        if (up != voicesUp) {
            advance(timeUs * UNITS_PER_US);
            voicesUp = up;
        }
    }

    /** Between slices: the sound up to {@code nowUs}, handed to the output. */
    @Override
    public String serve(long nowUs) {
        advance(nowUs * UNITS_PER_US);
        flush();
        return null;
    }

    /** Samples made so far. */
    public long samplesMade() {
        return samplesMade;
    }

    /** Hands the samples made so far to the output. */
    public void flush() {
        if (filled > 0) {
            output.samples(chunk, filled);
            filled = 0;
        }
    }

    private void advance(long units) {
        while (units >= sampleEndUnits) {
            area += (double) voicesUp * (sampleEndUnits - lastUnits);
            emit(area / unitsPerSample);
            area = 0;
            lastUnits = sampleEndUnits;
            sampleEndUnits += unitsPerSample;
        }
        if (units > lastUnits) {
            area += (double) voicesUp * (units - lastUnits);
            lastUnits = units;
        }
    }

    private void emit(double voices) {
        double in = voices * VOICE;
        double out = in - lastIn + pole * lastOut;
        lastIn = in;
        lastOut = out;
        double clipped = Math.max(-1, Math.min(1, out));
        chunk[filled++] = (short) Math.round(clipped * Short.MAX_VALUE);
        samplesMade++;
        if (filled == chunk.length) {
            flush();
        }
    }

    /** How many of flags 1-4 are up (PF1 = 040 ... PF4 = 004). */
    private static int voices(int pf) {
        return Integer.bitCount(pf & 074);
    }
}
