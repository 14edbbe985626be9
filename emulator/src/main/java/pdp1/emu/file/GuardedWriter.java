package pdp1.emu.file;

import java.io.IOException;
import java.io.Writer;
import java.util.function.Consumer;

/**
 * A writer for output that runs alongside the machine (a trace, a copy of the paper): a write
 * that fails (a full disk) is told once through {@code onFailure} and later writes are dropped,
 * instead of an exception thrown from inside the CPU loop, which would lose the run's report.
 */
public final class GuardedWriter extends Writer {

    private final Writer out;
    private final Consumer<IOException> onFailure;
    private boolean failed;

    public GuardedWriter(Writer out, Consumer<IOException> onFailure) {
        this.out = out;
        this.onFailure = onFailure;
    }

    private interface Io {
        void run() throws IOException;
    }

    private void guard(Io io) {
        if (failed) {
            return;
        }
        try {
            io.run();
        } catch (IOException e) {
            failed = true;
            onFailure.accept(e);
        }
    }

    /** True once a write failed. */
    public boolean failed() {
        return failed;
    }

    @Override
    public void write(char[] buffer, int offset, int length) {
        guard(() -> out.write(buffer, offset, length));
    }

    @Override
    public void flush() {
        guard(out::flush);
    }

    /** Closes the file; a failure to close (the last buffer not written) is told like a failed write. */
    @Override
    public void close() {
        guard(out::flush);
        try {
            out.close();
        } catch (IOException e) {
            if (!failed) {
                failed = true;
                onFailure.accept(e);
            }
        }
    }
}
