package pdp1.emu.file;

import java.io.IOException;
import java.io.Writer;
import java.util.function.Consumer;
import org.apache.commons.io.output.NullWriter;
import org.apache.commons.io.output.ProxyWriter;

/**
 * A writer for output that runs alongside the machine (a trace, a copy of the paper): a write
 * that fails (a full disk) is told once through {@code onFailure} and later writes are dropped,
 * instead of an exception thrown from inside the CPU loop, which would lose the run's report.
 * Commons IO's {@link ProxyWriter} hands every failure of a write, flush or close to
 * {@link #handleIOException}.
 */
public final class GuardedWriter extends ProxyWriter {

    /** The file's writer, closed at the end even after a failure sent the writes elsewhere. */
    private final Writer file;
    private final Consumer<IOException> onFailure;
    private boolean failed;

    public GuardedWriter(Writer out, Consumer<IOException> onFailure) {
        super(out);
        this.file = out;
        this.onFailure = onFailure;
    }

    /** True once a write failed. */
    public boolean failed() {
        return failed;
    }

    /** Tells the first failure; the writes after it go nowhere. */
    @Override
    protected void handleIOException(IOException e) {
        if (!failed) {
            failed = true;
            onFailure.accept(e);
        }
        out = NullWriter.INSTANCE;
    }

    /**
     * Closes the file; a failure to close (the last buffer not written) is told like a failed write.
     * The flush comes first, apart: an encoder's bytes that fail to be written within close() would
     * leave the file open (the JDK's OutputStreamWriter skips closing its stream then).
     */
    @Override
    public void close() {
        try {
            flush();
            out = file;
            super.close();
        } catch (IOException e) {
            handleIOException(e);     // not thrown: ProxyWriter hands every failure to handleIOException
        }
    }
}
