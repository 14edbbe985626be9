package pdp1.emu.front;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The WAV file the flags' sound is written to: its header, and what it does when full. */
class WavFileTest {

    @TempDir
    Path dir;

    private static int intAt(byte[] b, int offset) {
        return ByteBuffer.wrap(b, offset, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
    }

    @Test
    void theHeaderGivesTheLengthsOfTheSamplesWritten() throws Exception {
        Path path = dir.resolve("a.wav");
        try (WavFile wav = new WavFile(path)) {
            wav.samples(new short[] {1, -1, 2}, 3);
            assertThat(wav.full()).isFalse();
        }
        byte[] b = Files.readAllBytes(path);
        assertThat(b).hasSize(44 + 6);
        assertThat(intAt(b, 4)).as("RIFF length").isEqualTo(36 + 6);
        assertThat(intAt(b, 40)).as("data length").isEqualTo(6);
    }

    @Test
    void pastItsMostTheFileLeavesTheSamplesOutAndSaysItIsFull() throws Exception {
        Path path = dir.resolve("full.wav");
        WavFile wav = new WavFile(path, 10);               // 5 samples at most
        wav.samples(new short[] {1, 2, 3}, 3);
        wav.samples(new short[] {4, 5, 6, 7}, 4);
        wav.samples(new short[] {8}, 1);
        wav.close();
        assertThat(wav.full()).isTrue();
        byte[] b = Files.readAllBytes(path);
        assertThat(b).hasSize(44 + 10);
        assertThat(intAt(b, 40)).isEqualTo(10);
        assertThat(ByteBuffer.wrap(b, 52, 2).order(ByteOrder.LITTLE_ENDIAN).getShort()).as("the last sample kept").isEqualTo((short) 5);
    }

    @Test
    void theMostIsWhatA32BitRiffLengthAllows() {
        assertThat(36 + WavFile.MAX_DATA_BYTES).isLessThanOrEqualTo(0xFFFF_FFFFL);
        assertThat(WavFile.MAX_DATA_BYTES % 2).isZero();
        assertThat(WavFile.MAX_DATA_BYTES / 2 / FlagVoices.RATE / 60).as("minutes").isEqualTo(12 * 60 + 25);
    }
}
