package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pdp1.emu.Machine;
import pdp1.emu.Snapshot;

/**
 * A snapshot whose times do not fit together is refused, though every value is in range and
 * its checksum is good (issue 33): nothing that last happened after the clock, no pending event
 * before the clock or further after it than its device ever waits.
 */
class SnapshotTimesTest {

    /** A machine that has typed one character and halted: the typewriter prints for 100 ms more. */
    private static byte[] printing() throws IOException {
        StandardMachine pdp1 = StandardMachine.create();
        Machine m = pdp1.machine();
        m.core()[0100] = 0730003;           // tyo
        m.core()[0101] = 0760400;           // hlt
        m.start(0100);
        m.run(1_000);
        assertThat(m.clock().now).isLessThan(Typewriter.PRINT_US);
        return Snapshot.bytes(m);
    }

    private static void restore(byte[] data) throws IOException {
        StandardMachine target = StandardMachine.create();
        Snapshot.restore(target.machine(), new ByteArrayInputStream(resealed(data)), "m.snap");
    }

    @Test
    void aConsistentSnapshotIsRestored() throws IOException {
        restore(printing());
    }

    @Test
    void aClockSetBackBeforeAPendingPrintIsRefused() throws IOException {
        byte[] data = printing();
        ByteBuffer.wrap(data).putLong(after(data, "CLOCK", 1), 0);
        assertThatThrownBy(() -> restore(data)).hasMessageContaining("m.snap: out of range: TTY.PRINT is due ")
                .hasMessageContaining("more than its device ever waits");
    }

    @Test
    void aPendingEventFarAfterTheClockIsRefused() throws IOException {
        byte[] data = printing();
        int due = after(data, "TTY.PRINT", 4);
        ByteBuffer b = ByteBuffer.wrap(data);
        b.putLong(due, b.getLong(due) + 510_000);
        assertThatThrownBy(() -> restore(data)).hasMessageContaining("TTY.PRINT is due ")
                .hasMessageContaining("more than its device ever waits (100000 µs)");
    }

    /** When the typewriter last fell quiet, when the program last looked for a key: never after the clock. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"TTY.QUIET", "KEYASK"})
    void aPastTimeAfterTheClockIsRefused(String register) throws IOException {
        byte[] data = printing();
        ByteBuffer b = ByteBuffer.wrap(data);
        b.putLong(after(data, register, 1), b.getLong(after(data, "CLOCK", 1)) + 510_000);
        assertThatThrownBy(() -> restore(data)).hasMessageContaining("m.snap: out of range: " + register + " ")
                .hasMessageContaining("after the clock");
    }

    /** Where the long after an item's name (a UTF string) and {@code skip} bytes is. */
    private static int after(byte[] data, String name, int skip) {
        byte[] entry = new byte[name.length() + 2];
        entry[1] = (byte) name.length();
        System.arraycopy(name.getBytes(StandardCharsets.US_ASCII), 0, entry, 2, name.length());
        for (int i = 0; i + entry.length < data.length; i++) {
            if (Arrays.equals(data, i, i + entry.length, entry, 0, entry.length)) {
                return i + entry.length + skip;
            }
        }
        throw new AssertionError("no " + name + " in the snapshot");
    }

    /** The file with its last four bytes (the CRC-32) made again for its new contents. */
    private static byte[] resealed(byte[] data) {
        CRC32 crc = new CRC32();
        crc.update(data, 0, data.length - 4);
        ByteBuffer.wrap(data).putInt(data.length - 4, (int) crc.getValue());
        return data;
    }
}
