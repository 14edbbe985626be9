package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Percentage.withPercentage;
import static pdp1.cli.RunCommandTest.program;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --audio}: programs/music.mac to a WAV a person recognises (its first notes at their
 * pitches), the same bytes on every run; no sound device is a note, never an error.
 */
class AudioOptionTest {

    @TempDir
    Path tmp;

    /** Frequencies of the tune's first eight notes, as the program's loop counts make them. */
    private static final double[] FIRST_NOTES = {261.1, 261.1, 393.7, 393.7, 440.5, 440.5, 393.7, 393.7};
    /** A note with its breath, seconds: a quarter note and 23 ms. */
    private static final double NOTE_S = 0.4 + 0.023;

    @Test
    void theDemoPlaysItsTuneIntoAWavTheSameEachTime() throws Exception {
        Path first = tmp.resolve("a.wav");
        Path second = tmp.resolve("b.wav");
        CliRun cli = new CliRun();
        assertThat(cli.run("run", program("music.mac").toString(), "--fast", "--audio", "wav:" + first)).as(cli.err()).isZero();
        assertThat(new CliRun().run("run", program("music.mac").toString(), "--fast", "--audio", "wav:" + second)).isZero();
        byte[] wav = Files.readAllBytes(first);
        assertThat(Files.readAllBytes(second)).as("byte for byte").isEqualTo(wav);

        ByteBuffer b = ByteBuffer.wrap(wav).order(ByteOrder.LITTLE_ENDIAN);
        assertThat(new String(wav, 0, 4, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo("RIFF");
        assertThat(b.getInt(24)).as("sample rate").isEqualTo(48_000);
        assertThat(b.getShort(34)).as("bits").isEqualTo((short) 16);
        assertThat(b.getInt(40)).as("data bytes").isEqualTo(wav.length - 44);
        short[] samples = new short[(wav.length - 44) / 2];
        b.position(44);
        b.asShortBuffer().get(samples);
        for (int i = 0; i < FIRST_NOTES.length; i++) {
            int from = (int) ((0.1 + i * NOTE_S) * 48_000);
            assertThat(hz(samples, from, from + 4_800)).as("note %d", i + 1).isCloseTo(FIRST_NOTES[i], withPercentage(0.2));
        }
    }

    @Test
    void noSoundDeviceIsANoteAndTheRunGoesOn() {
        org.junit.jupiter.api.Assumptions.assumeFalse(pdp1.emu.front.Speakers.available(), "this host has speakers");
        CliRun cli = new CliRun();
        assertThat(cli.run("run", program("hello.mac").toString(), "--fast", "--audio", "speakers")).isZero();
        assertThat(cli.err()).contains("pdp1: note: no sound device").contains("goes on without sound")
                .doesNotContain("Exception");
        assertThat(cli.out()).contains("hello, world");
    }

    @Test
    void aWrongAudioIsAUsageError() {
        CliRun cli = new CliRun();
        assertThat(cli.run("run", program("hello.mac").toString(), "--audio", "loud")).isEqualTo(2);
        assertThat(cli.err()).contains("expected speakers, wav:FILE, none or auto, not 'loud'");
    }

    /** Upward zero crossings, interpolated, from {@code from} to {@code to}. */
    private static double hz(short[] s, int from, int to) {
        double first = -1;
        double last = -1;
        int n = 0;
        for (int i = from + 1; i < to; i++) {
            if (s[i - 1] < 0 && s[i] >= 0) {
                double t = i - 1 + (double) -s[i - 1] / (s[i] - s[i - 1]);
                first = first < 0 ? t : first;
                last = t;
                n++;
            }
        }
        return (n - 1) * 48_000.0 / (last - first);
    }
}
