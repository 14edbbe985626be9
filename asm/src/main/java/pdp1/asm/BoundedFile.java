package pdp1.asm;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Reads a file a user hands the program (a source, a tape, a key file, a script, a snapshot)
 * with a bound, the one way every command does: a regular file's size is checked before it is
 * read, any other file (a FIFO, a device) is read up to one byte past the limit. A FIFO no
 * program opens for writing is given up after a wait instead of blocking for ever; a socket or a
 * directory is refused. Nothing a user names can make the JVM run out of memory or hang.
 */
public final class BoundedFile {

    /** How long to wait for a program to open a FIFO for writing. */
    public static final long FIFO_WAIT_MILLIS = 10_000;

    /** The bytes of a file, or (bytes null) why it was refused: too large. */
    public record Read(byte[] bytes, String refusal) {
    }

    private static final int S_IFMT = 0170000;
    private static final int S_IFIFO = 0010000;
    private static final int S_IFSOCK = 0140000;

    private BoundedFile() {
    }

    /**
     * The bytes of {@code file}, at most {@code limit}; a larger file is refused (unread, when
     * it is a regular file) with words naming {@code what} it should be ("a source").
     *
     * @throws IOException when it cannot be read: missing, a directory, a socket, a FIFO no one writes
     */
    public static Read read(Path file, int limit, String what) throws IOException {
        return read(file, limit, what, FIFO_WAIT_MILLIS);
    }

    static Read read(Path file, int limit, String what, long fifoWaitMillis) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        if (attributes.isDirectory()) {
            throw new IOException(file + ": a directory, not " + what);
        }
        if (attributes.isRegularFile()) {
            if (attributes.size() > limit) {
                return tooLarge("has " + attributes.size() + " bytes", limit, what);
            }
            try (InputStream in = Files.newInputStream(file)) {
                return bounded(in, "has more than " + limit + " bytes", limit, what);
            }
        }
        int type = fileType(file);
        if (type == S_IFSOCK) {
            throw new IOException(file + ": a socket, not a file that can be read as a stream");
        }
        String kind = type == S_IFIFO ? "FIFO" : "special file";
        InputStream opened;
        try {
            opened = type == S_IFIFO ? openFifo(file, fifoWaitMillis) : Files.newInputStream(file);
        } catch (NoSuchFileException | NoWriter e) {
            throw e;
        } catch (IOException e) {
            throw cannotRead(file, kind, e);
        }
        try (InputStream in = opened) {
            return bounded(in, "gave more than " + limit + " bytes (read from a " + kind + ")", limit, what);
        } catch (IOException e) {
            throw cannotRead(file, kind, e);
        }
    }

    /** No program opened the FIFO for writing in time. */
    private static final class NoWriter extends IOException {
        NoWriter(String message) {
            super(message);
        }
    }

    private static IOException cannotRead(Path file, String kind, IOException e) {
        String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (reason.startsWith(file + ": ")) {
            reason = reason.substring(file.toString().length() + 2);
        }
        return new IOException(file + ": a " + kind + " that cannot be read as a stream (" + reason + ")", e);
    }

    private static Read bounded(InputStream in, String beyond, int limit, String what) throws IOException {
        byte[] bytes = in.readNBytes(limit + 1);
        return bytes.length > limit ? tooLarge(beyond, limit, what) : new Read(bytes, null);
    }

    private static Read tooLarge(String size, int limit, String what) {
        String mib = limit % (1 << 20) == 0 ? " (" + (limit >> 20) + " MiB)" : "";
        return new Read(null, "the file " + size + "; " + what + " may have at most " + limit + " bytes" + mib);
    }

    /** The file type bits of {@code st_mode}, or 0 where the platform does not give them. */
    private static int fileType(Path file) {
        try {
            return (Integer) Files.getAttribute(file, "unix:mode") & S_IFMT;
        } catch (UnsupportedOperationException | IllegalArgumentException | IOException | ClassCastException e) {
            return 0;
        }
    }

    /**
     * Opening a FIFO for reading waits until a program opens it for writing. It is opened on a
     * thread of its own; when no writer comes in time this opens the FIFO for writing itself (so
     * that the waiting open returns) and closes both, on another thread, and gives up.
     */
    private static InputStream openFifo(Path file, long waitMillis) throws IOException {
        CompletableFuture<InputStream> opened = new CompletableFuture<>();
        Thread opener = new Thread(() -> {
            try {
                opened.complete(Files.newInputStream(file));
            } catch (IOException | RuntimeException e) {
                opened.completeExceptionally(e);
            }
        }, "open " + file);
        opener.setDaemon(true);
        opener.start();
        try {
            return opened.get(waitMillis, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
        } catch (TimeoutException | InterruptedException e) {
            Thread release = new Thread(() -> release(file, opened), "release " + file);
            release.setDaemon(true);
            release.start();
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            throw new NoWriter(file + ": a FIFO that no program opened for writing within "
                    + (waitMillis % 1000 == 0 ? waitMillis / 1000 + " s" : waitMillis + " ms"));
        }
    }

    private static void release(Path file, CompletableFuture<InputStream> opened) {
        try (OutputStream unblock = Files.newOutputStream(file, StandardOpenOption.WRITE)) {
            opened.get().close();
        } catch (IOException | ExecutionException | RuntimeException e) {
            // nothing more to release
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
