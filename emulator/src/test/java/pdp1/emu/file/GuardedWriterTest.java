package pdp1.emu.file;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GuardedWriterTest {

    /** A file on a disk that takes {@code room} bytes, then is full; it remembers being closed. */
    private static final class SmallDisk extends OutputStream {
        private int room;
        boolean closed;

        SmallDisk(int room) {
            this.room = room;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len > room) {
                throw new IOException("No space left on device");
            }
            room -= len;
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    private final List<IOException> told = new ArrayList<>();

    private GuardedWriter on(SmallDisk disk) {
        return new GuardedWriter(new BufferedWriter(new OutputStreamWriter(disk, StandardCharsets.UTF_8), 16), told::add);
    }

    @Test
    void aFailedWriteIsToldOnceAndTheWritesAfterItAreDropped() throws IOException {
        SmallDisk disk = new SmallDisk(4);
        GuardedWriter w = on(disk);
        for (int i = 0; i < 100; i++) {
            w.write("a line of the trace\n");
        }
        w.flush();
        assertThat(w.failed()).isTrue();
        assertThat(told).hasSize(1).first().extracting(Throwable::getMessage).isEqualTo("No space left on device");
        w.close();
        assertThat(told).hasSize(1);
        assertThat(disk.closed).as("the file is closed after a failure").isTrue();
    }

    /** The trace that stays in the buffers until the end fails only when it is closed: still told, still closed. */
    @Test
    void aFailureOnlyAtTheCloseIsToldAndTheFileStillClosed() throws IOException {
        SmallDisk disk = new SmallDisk(0);
        GuardedWriter w = on(disk);
        w.write("short");
        assertThat(w.failed()).isFalse();
        w.close();
        assertThat(told).hasSize(1);
        assertThat(disk.closed).isTrue();
    }

    @Test
    void aWriterThatNeverFailsWritesEverything() throws IOException {
        SmallDisk disk = new SmallDisk(1000);
        GuardedWriter w = on(disk);
        w.write("hello, world\n");
        w.close();
        assertThat(told).isEmpty();
        assertThat(disk.room).isEqualTo(1000 - "hello, world\n".length());
        assertThat(disk.closed).isTrue();
    }
}
