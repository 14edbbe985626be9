package pdp1.emu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Snapshot save/restore and its errors. */
class SnapshotTest {

    /** A machine part-way through a counting loop, with unusual state everywhere. */
    private static Machine busyMachine() {
        Machine m = new Machine(MachineOptions.standard().withMemoryWords(8192).withSixteenChannelBreaks(true));
        m.load(0200, 0440100, 0400101, 0240102, 0600200);       // idx 100, add 101, dac 102, jmp 200
        m.core()[0101] = 0377000;
        m.cpu().pc = 0200;
        m.cpu().pf = 045;
        m.cpu().ss = 012;
        m.cpu().tw = 0525252;
        m.cpu().ta = 010200;
        m.cpu().sbm = true;
        m.cpu().extendSwitch = true;
        m.run(12_345);
        return m;
    }

    private static byte[] bytes(Machine m) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Snapshot.save(m, out);
        return out.toByteArray();
    }

    @Test
    void aRestoredMachineHasTheSameStateAndRunsOnIdentically() throws IOException {
        Machine original = busyMachine();
        Machine copy = Snapshot.load(new ByteArrayInputStream(bytes(original)), "test");

        assertThat(copy.options()).isEqualTo(original.options());
        assertThat(copy.clock().now).isEqualTo(original.clock().now);
        assertThat(copy.instructionsExecuted()).isEqualTo(original.instructionsExecuted());
        assertThat(copy.core()).isEqualTo(original.core());
        assertThat(copy.cpu().ov).isEqualTo(original.cpu().ov);
        assertThat(copy.cpu().pf).isEqualTo(045);
        assertThat(copy.cpu().ss).isEqualTo(012);
        assertThat(copy.cpu().tw).isEqualTo(0525252);
        assertThat(copy.cpu().ta).isEqualTo(010200);
        assertThat(copy.cpu().sbm).isTrue();
        assertThat(copy.cpu().extendSwitch).isTrue();

        original.run(50_000);
        copy.run(50_000);
        assertThat(copy.core()).isEqualTo(original.core());
        assertThat(copy.cpu().ac).isEqualTo(original.cpu().ac);
        assertThat(copy.cpu().pc).isEqualTo(original.cpu().pc);
        assertThat(copy.cpu().ov).isEqualTo(original.cpu().ov);
    }

    @Test
    void breakStateSurvives() throws IOException {
        Machine m = new Machine(MachineOptions.standard());
        m.load(0200, 0760000);
        m.cpu().pc = 0200;
        m.cpu().sbm = true;
        m.bus().requestBreak(0);
        m.step();                                               // break in progress
        m.bus().requestBreak(0);                                // and one pending
        Machine copy = Snapshot.load(new ByteArrayInputStream(bytes(m)), "test");
        assertThat(copy.cpu().sequenceBreak().inProgress()).isTrue();
        assertThat(copy.cpu().sequenceBreak().requestPending()).isTrue();
    }

    @Test
    void aFileRoundTripRestoresIntoTheSameKindOfMachine(@TempDir Path dir) throws IOException {
        Machine original = busyMachine();
        Path file = dir.resolve("m.snap");
        Snapshot.save(original, file, "save");
        Machine target = new Machine(original.options());
        Snapshot.restore(target, file);
        assertThat(target.core()).isEqualTo(original.core());
        assertThat(target.cpu().pc).isEqualTo(original.cpu().pc);
    }

    @Test
    void restoringIntoADifferentMachineIsRefused(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("m.snap");
        Snapshot.save(busyMachine(), file, "save");
        assertThatThrownBy(() -> Snapshot.restore(new Machine(), file))
                .isInstanceOf(IOException.class).hasMessageContaining("different machine");
    }

    @ParameterizedTest(name = "cut after {0} bytes")
    @ValueSource(ints = {0, 5, 8, 13, 20, 40, 80, 1000, 32_000})
    void aTruncatedFileSaysWhere(int length) throws IOException {
        byte[] full = bytes(busyMachine());
        byte[] cut = Arrays.copyOf(full, length);
        assertThatThrownBy(() -> Snapshot.load(new ByteArrayInputStream(cut), "m.snap"))
                .isInstanceOf(IOException.class)
                .hasMessage("m.snap: truncated at byte " + length);
    }

    @Test
    void aFileWithoutTheEndMarkIsTruncated() throws IOException {
        byte[] full = bytes(busyMachine());
        byte[] cut = Arrays.copyOf(full, full.length - 2);
        assertThatThrownBy(() -> Snapshot.load(new ByteArrayInputStream(cut), "m.snap"))
                .hasMessage("m.snap: truncated at byte " + (full.length - 2));
    }

    @Test
    void aForeignFileIsNotASnapshot(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("notes.txt");
        Files.writeString(file, "hello, this is not a PDP-1");
        assertThatThrownBy(() -> Snapshot.load(file))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("notes.txt").hasMessageContaining("not a PDP-1 snapshot");
    }

    /** A sound file (its checksum made again) with a value no machine holds: refused, not masked. */
    @Test
    void aWordWiderThan18BitsIsOutOfRange() throws IOException {
        byte[] data = bytes(new Machine());
        int coreStart = data.length - 8 - 4096 * 4;
        data[coreStart + 4 * 0100] = 1;                          // top byte of C(100)
        assertThatThrownBy(() -> Snapshot.load(new ByteArrayInputStream(resealed(data)), "m.snap"))
                .hasMessage("m.snap: out of range: word 100000000 at address 100 is not 18 bits");
    }

    @Test
    void aNineteenBitAcIsOutOfRange() throws IOException {
        byte[] data = bytes(new Machine());
        data[registerValueAt(data, "AC") + 5] = 4;               // AC's long: 1000000
        assertThatThrownBy(() -> Snapshot.load(new ByteArrayInputStream(resealed(data)), "m.snap"))
                .hasMessageStartingWith("m.snap: out of range: AC 1000000");
    }

    @ParameterizedTest(name = "clock {0}")
    @ValueSource(longs = {Long.MAX_VALUE, -1})
    void aClockNoRunCanReachIsOutOfRange(long clock) throws IOException {
        byte[] data = bytes(new Machine());
        java.nio.ByteBuffer.wrap(data).putLong(registerValueAt(data, "CLOCK"), clock);
        Machine target = new Machine();
        target.clock().now = 1234;
        assertThatThrownBy(() -> Snapshot.restore(target, new ByteArrayInputStream(resealed(data)), "m.snap"))
                .hasMessageStartingWith("m.snap: out of range: CLOCK ");
        assertThat(target.clock().now).as("the machine is left as it was").isEqualTo(1234);
    }

    /** Every single-bit flip of a snapshot is refused, and the machine restored into is unchanged. */
    @Test
    void everySingleBitFlipIsRefused() throws IOException {
        byte[] good = bytes(busyMachine());
        long seed = 20261201L;
        java.util.Random random = new java.util.Random(seed);
        for (int i = 0; i < 2000; i++) {
            byte[] bad = good.clone();
            int bit = random.nextInt(bad.length * 8);
            bad[bit / 8] ^= (byte) (1 << (bit % 8));
            Machine target = new Machine();
            target.cpu().ac = 0123;
            assertThatThrownBy(() -> Snapshot.restore(target, new ByteArrayInputStream(bad), "m.snap"))
                    .as("seed %d, case %d: bit %d flipped", seed, i, bit).isInstanceOf(IOException.class);
            assertThat(target.cpu().ac).as("seed %d, case %d", seed, i).isEqualTo(0123);
        }
    }

    /** The file with its last four bytes (the CRC-32) made again for its new contents. */
    /** Where a register's long value is: after its name (a UTF string) and its width byte. */
    private static int registerValueAt(byte[] data, String name) {
        byte[] entry = new byte[name.length() + 2];
        entry[1] = (byte) name.length();
        System.arraycopy(name.getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, entry, 2, name.length());
        for (int i = 0; i + entry.length < data.length; i++) {
            if (java.util.Arrays.equals(data, i, i + entry.length, entry, 0, entry.length)) {
                return i + entry.length + 1;
            }
        }
        throw new AssertionError("no register " + name + " in the snapshot");
    }

    private static byte[] resealed(byte[] data) {
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(data, 0, data.length - 4);
        java.nio.ByteBuffer.wrap(data).putInt(data.length - 4, (int) crc.getValue());
        return data;
    }

    @Test
    void aBadMemorySizeIsCorrupt() throws IOException {
        byte[] data = bytes(new Machine());
        data[12 + 3] = 1;                                        // memory words 4097
        assertThatThrownBy(() -> Snapshot.load(new ByteArrayInputStream(data), "m.snap"))
                .hasMessageStartingWith("m.snap: corrupt at byte 12: memory size 4097");
    }

    @Test
    void extraBytesAfterTheEndAreRefused() throws IOException {
        byte[] full = bytes(new Machine());
        byte[] longer = Arrays.copyOf(full, full.length + 1);
        assertThatThrownBy(() -> Snapshot.load(new ByteArrayInputStream(longer), "m.snap"))
                .hasMessageContaining("after the checksum");
    }
}
