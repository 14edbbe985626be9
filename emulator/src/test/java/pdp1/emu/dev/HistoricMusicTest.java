package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.front.FlagVoices;
import pdp1.emu.front.WavFile;

/**
 * Peter Samson's music player playing a published intermediate-format tape, both from a local
 * directory named by the environment variable PDP1_HISTORIC_DIR (never committed; from the
 * obsolescence/pidp1 repository: {@code tapes/pdp1m13.rim}, the player "pdp-1 music 13", and
 * {@code tapes/old/jsb_littleFugue.bin}, Bach's Little Fugue in G minor, BWV 578, in three parts).
 * Each test is skipped when a file is absent. The tune, the steps and what it sounds like:
 * docs/music.md. The WAVs go to target/historic/. Run with {@code PDP1_HISTORIC_DIR=DIR mvn -pl
 * emulator verify -Dtest=HistoricMusicTest -Dsurefire.failIfNoSpecifiedTests=false}.
 *
 * <p>The operator's steps are Samson's playing instructions: READ IN the player (it halts with 0
 * parts read), the music tape in the reader and sense switch 1 up, START at 4 once for each part
 * (it halts after each, the parts read so far in AC), then CONTINUE: it compiles the parts into
 * core banks 1 and 2 and plays them on program flags 1-4, and halts at the end. The sound is made
 * by {@link FlagVoices}, as {@code run --audio} makes it.
 *
 * <p>The fugue opens with its subject alone in the top voice, so the first notes are one square
 * wave at a time and their pitches can be read from the samples' rising zero crossings: a tone
 * is a run of crossings with no gap over 8 ms (the player's articulation silences every note for
 * its last eighth, at least 13 ms here, and a silent voice decays through the high-pass without
 * crossing zero); its pitch is the number of periods between its third and its third-last
 * crossing over the time between them.
 *
 * <p>Tolerance 0.5% (9 cents). The player adds a voice's increment to an 18-bit one's-complement
 * phase every 175 µs loop and its flag follows the sign, so each half wave is a whole number of
 * loops: a window of whole periods is within one loop (175 µs) of the exact time, at most 0.21%
 * on the shortest notes checked (the two 32nds, 85 ms of sound); the player's table of
 * increments is rounded to whole numbers (under 0.01% at these pitches). One memory cycle (5 µs)
 * more or less in that 175 µs loop would move every pitch by 2.9% (50 cents), a wrong note by at
 * least 5.9%: both fail.
 */
@Tag("historic")
class HistoricMusicTest {

    private static final Path DIR = System.getenv("PDP1_HISTORIC_DIR") == null
            ? null : Path.of(System.getenv("PDP1_HISTORIC_DIR"));
    private static final Path WAV_DIR = Path.of("target", "historic");
    private static final String PLAYER = "pdp1m13.rim";
    private static final String FUGUE = "jsb_littleFugue.bin";
    private static final int PARTS = 3;

    /** The player's detuning word (tuw, location 11): 3-bit steps per voice, 6 bits overall. */
    private static final int TUW = 011;
    /** tuw with every voice's step at the middle (4) and no overall detuning: no voice detuned. */
    private static final int NOT_DETUNED = 0444000;
    /** Voice 1 as published (tuw 642017): raised by 32/512 (105 cents). */
    private static final double VOICE_1_DETUNING = 1 + 32 / 512.0;

    /**
     * The subject's first two bars as written (MIDI note numbers; the dotted-quarter B-flat is
     * played B-flat, A, B-flat: two 32nds and the rest of the beat), and each note's length in
     * 64ths of a whole note.
     */
    private static final String[] NAMES = {"G4", "D5", "Bb4", "A4", "Bb4", "A4", "G4", "Bb4", "A4", "G4", "F#4", "A4", "D4"};
    private static final int[] MIDI = {67, 74, 70, 69, 70, 69, 67, 70, 69, 67, 66, 69, 62};
    private static final int[] SIXTY_FOURTHS = {16, 16, 2, 2, 20, 8, 8, 8, 8, 8, 8, 8, 16};

    private static final double GAP_S = 0.008;
    private static final int MIN_CROSSINGS = 8;

    private static Path historic(String name) {
        assumeTrue(DIR != null, "PDP1_HISTORIC_DIR not set");
        Path p = DIR.resolve(name);
        assumeTrue(Files.exists(p), p + " not present");
        return p;
    }

    @Test
    void littleFugueOpensWithItsSubjectASemitoneSharpAsPublishedAndPlaysToTheEnd() throws Exception {
        Played fugue = play(null, "little-fugue.wav");
        assertThat(fugue.seconds()).as("the whole fugue (237 s measured)").isBetween(200.0, 300.0);
        assertSubject(fugue.samples(), VOICE_1_DETUNING);
    }

    @Test
    void withTheDetuningOffTheSubjectIsAtConcertPitch() throws Exception {
        Played fugue = play(NOT_DETUNED, "little-fugue-concert-pitch.wav");
        assertSubject(fugue.samples(), 1.0);
    }

    /** The first tones: the subject's notes at equal temperament (A4 = 440 Hz) times {@code factor}, in its rhythm. */
    private static void assertSubject(short[] samples, double factor) {
        List<Tone> tones = tones(samples, Math.min(samples.length, 40 * FlagVoices.RATE));
        assertThat(tones).as("tones in the first 40 s").hasSizeGreaterThanOrEqualTo(NAMES.length);
        double quarter = tones.get(1).start() - tones.get(0).start();
        for (int i = 0; i < NAMES.length; i++) {
            double expected = 440 * Math.pow(2, (MIDI[i] - 69) / 12.0) * factor;
            Tone tone = tones.get(i);
            assertThat(tone.hz()).as("note %d, %s, at %.3f s: %.2f Hz expected", i + 1, NAMES[i], tone.start(), expected)
                    .isCloseTo(expected, within(expected * 0.005));
            if (i + 1 < NAMES.length) {
                // onsets: the first rising crossing is within a period (3.2 ms at D4) of the note's start
                assertThat(tones.get(i + 1).start() - tone.start()).as("note %d, %s, lasts %d/64", i + 1, NAMES[i], SIXTY_FOURTHS[i])
                        .isCloseTo(quarter * SIXTY_FOURTHS[i] / 16, within(0.005));
            }
        }
    }

    private record Played(short[] samples, double seconds) {}

    /**
     * Samson's steps with the fugue's tape; with {@code tuw} (not null) deposited in the player's
     * detuning word before CONTINUE. The sound from CONTINUE to the final halt, also written to
     * target/historic/{@code wav}.
     */
    private static Played play(Integer tuw, String wav) throws Exception {
        byte[] player = Files.readAllBytes(historic(PLAYER));
        byte[] music = Files.readAllBytes(historic(FUGUE));
        // banks 1 and 2 hold the compiled music; Type 10 multiply/divide (it also works with mus/dis)
        StandardMachine pdp1 = StandardMachine.create(MachineOptions.standard().withMemoryWords(3 * 4096));
        Machine m = pdp1.machine();
        pdp1.reader().load(player, PLAYER);
        pdp1.console().readIn();
        StopReason stop = m.run(m.clock().now + 20_000_000);
        assertThat(stop.describe(m)).as("READ IN the player").isEqualTo("halted at 0730 (hlt)");
        assertThat(m.cpu().ac).as("parts read").isZero();

        pdp1.reader().load(music, FUGUE);
        pdp1.console().setSenseSwitch(1, true);            // "read tape"
        for (int part = 1; part <= PARTS; part++) {
            m.start(04);
            stop = m.run(m.clock().now + 20_000_000);
            assertThat(stop.describe(m)).as("START at 4: part %d", part).isEqualTo("halted at 0730 (hlt)");
            assertThat(m.cpu().ac).as("parts read").isEqualTo(part);
            assertThat(m.cpu().pf & 02).as("program flag 5: music read").isEqualTo(02);
        }
        if (tuw != null) {
            m.deposit(TUW, tuw);
        }

        Samples sound = new Samples();
        FlagVoices voices = new FlagVoices(sound, m.clock().now, m.cpu().pf);
        m.cpu().setFlagSink(voices);
        long from = m.clock().now;
        long limit = from + 300_000_000;
        do {                                                  // CONTINUE: compile, play, halt
            stop = m.run(Math.min(limit, m.clock().now + 100_000));
            voices.serve(m.clock().now);
        } while (stop == StopReason.TIME_LIMIT && m.clock().now < limit);
        m.cpu().setFlagSink(null);
        double seconds = (m.clock().now - from) / 1e6;
        assertThat(stop.describe(m)).as("CONTINUE: the music's end, after %.1f s", seconds).isEqualTo("halted at 0730 (hlt)");
        short[] samples = sound.all();
        Files.createDirectories(WAV_DIR);
        try (WavFile file = new WavFile(WAV_DIR.resolve(wav))) {
            file.samples(samples, samples.length);
        }
        return new Played(samples, seconds);
    }

    /** A test's buffer of samples. */
    private static final class Samples implements FlagVoices.Output {
        private short[] buffer = new short[FlagVoices.RATE * 60];
        private int size;

        @Override
        public void samples(short[] samples, int count) {
            if (size + count > buffer.length) {
                buffer = Arrays.copyOf(buffer, Math.max(2 * buffer.length, size + count));
            }
            System.arraycopy(samples, 0, buffer, size, count);
            size += count;
        }

        short[] all() {
            return Arrays.copyOf(buffer, size);
        }
    }

    /** A stretch of one pitch: its first rising zero crossing, s, and its pitch, Hz. */
    record Tone(double start, double hz) {}

    /** The tones of the first {@code count} samples, as the class comment says. */
    static List<Tone> tones(short[] s, int count) {
        double rate = FlagVoices.RATE;
        List<Double> run = new ArrayList<>();
        List<Tone> tones = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            boolean rising = i < count && s[i - 1] < 0 && s[i] >= 0;
            double at = rising ? i - 1 + (double) -s[i - 1] / (s[i] - s[i - 1]) : 0;
            boolean ends = i == count || rising && !run.isEmpty() && at - run.get(run.size() - 1) > GAP_S * rate;
            if (ends && run.size() >= MIN_CROSSINGS) {
                double first = run.get(2);
                double last = run.get(run.size() - 3);
                tones.add(new Tone(run.get(0) / rate, (run.size() - 5) * rate / (last - first)));
            }
            if (ends) {
                run.clear();
            }
            if (rising) {
                run.add(at);
            }
        }
        return tones;
    }

    @Test
    void tonesReadsASquareWavesPitch() {
        // 1000 Hz for 0.1 s, 10 ms of silence, 500 Hz for 0.1 s: a square wave of +-8000
        short[] s = new short[FlagVoices.RATE / 4];
        for (int i = 0; i < s.length; i++) {
            double t = (double) i / FlagVoices.RATE;
            double hz = t < 0.1 ? 1000 : t < 0.11 ? 0 : t < 0.21 ? 500 : 0;
            s[i] = hz == 0 ? 0 : (short) (Math.sin(2 * Math.PI * hz * t + 0.3) >= 0 ? 8000 : -8000);
        }
        List<Tone> tones = tones(s, s.length);
        assertThat(tones).hasSize(2);
        assertThat(tones.get(0).hz()).isCloseTo(1000, within(1.0));
        assertThat(tones.get(1).hz()).isCloseTo(500, within(0.5));
        assertThat(tones.get(1).start()).isCloseTo(0.11, within(0.0025));
    }
}
