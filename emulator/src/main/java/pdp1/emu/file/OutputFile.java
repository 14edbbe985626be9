package pdp1.emu.file;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;

/**
 * A file a command writes (a tape, a listing, {@code --trace}, {@code --tty-out}, {@code --dump},
 * a PNG, a WAV, a snapshot, the debugger's save and trace), the one way every output is written:
 * into a new file beside the target, flushed and synced to the disk, and moved over the target
 * only when all of that succeeded, so a failed or interrupted command (a full disk) leaves no half
 * file behind and an older file as it was. The new file gets the usual permissions, or the older
 * file's. Created before a run starts, so a target that cannot be written is said at once. A
 * write that fails (a full disk) is told once through {@code onFailure}, as one line naming the
 * option or command, the file and the reason, and later writes are dropped. A special file
 * ({@code /dev/null}, a FIFO, a device) is written as it is, never replaced or removed.
 */
public final class OutputFile implements Closeable {

    /** What goes into a file written whole: written to the stream given. */
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private final String label;
    private final Path target;
    private final Path temporary;
    private final boolean direct;
    private final Consumer<String> onFailure;
    private GuardedWriter writer;
    private String failure;
    private boolean done;

    private OutputFile(String label, Path target, Path temporary, Consumer<String> onFailure) {
        this.label = label;
        this.target = target;
        this.temporary = temporary;
        this.direct = temporary.equals(target);
        this.onFailure = onFailure;
    }

    /**
     * Makes the new file beside {@code target}.
     *
     * @param option the option or command that named it ("--trace", "save"), or null
     * @param onFailure told the one line of a write that failed
     * @throws IOException with a sentence naming the option and the file, when it cannot be made
     */
    public static OutputFile create(String option, Path target, Consumer<String> onFailure) throws IOException {
        String label = (option == null ? "" : option + ": ") + "cannot write " + target;
        Path real = Files.isSymbolicLink(target) && Files.exists(target) ? target.toRealPath() : target;
        if (Files.isDirectory(real)) {
            throw new IOException((option == null ? "" : option + ": ") + target + " is a directory; give a file name");
        }
        if (Files.exists(real) && !Files.isRegularFile(real)) {
            return new OutputFile(label, real, real, onFailure);
        }
        try {
            return new OutputFile(label, real, createBeside(real.toAbsolutePath().getParent(), real.getFileName().toString()),
                    onFailure);
        } catch (IOException e) {
            throw new IOException(label + ": " + reason(e), e);
        }
    }

    /**
     * Writes {@code target} whole or not at all, now.
     *
     * @throws IOException whose message is the one line naming the option, the file and the reason
     */
    public static void writeWhole(String option, Path target, Content content) throws IOException {
        try (OutputFile file = create(option, target, why -> { })) {
            try (OutputStream out = file.stream()) {
                content.writeTo(out);
            } catch (IOException e) {
                throw new IOException(file.label + ": " + reason(e), e);
            }
            file.commit();
            if (file.failure != null) {
                throw new IOException(file.failure);
            }
        }
    }

    /** A new, empty file in {@code dir}, with the usual permissions (not a temporary file's 0600). */
    private static Path createBeside(Path dir, String name) throws IOException {
        for (;;) {
            Path p = dir.resolve("." + name + "." + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16) + ".part");
            try {
                Files.newOutputStream(p, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return p;
            } catch (FileAlreadyExistsException e) {
                // another name
            }
        }
    }

    private static String reason(Exception e) {
        if (e instanceof NoSuchFileException) {
            return "no such directory";
        }
        if (e instanceof javax.imageio.IIOException && e.getCause() instanceof IOException cause) {
            return reason(cause);           // "I/O error writing PNG file!" says less than its cause
        }
        String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int colon = reason.lastIndexOf(": ");
        return e instanceof FileSystemException && colon >= 0 ? reason.substring(colon + 2) : reason;
    }

    /** The file being written, for a writer of its own (a PNG encoder, a WAV). */
    public Path temporary() {
        return temporary;
    }

    private OutputStream stream() throws IOException {
        return Files.newOutputStream(temporary, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
    }

    /** A UTF-8 writer on the file whose failures are told once, not thrown. */
    public Writer writer() throws IOException {
        if (writer == null) {
            writer = new GuardedWriter(new BufferedWriter(new OutputStreamWriter(stream(), StandardCharsets.UTF_8)),
                    this::failed);
        }
        return writer;
    }

    /**
     * Writes the whole file at once (a dump, a punched tape, a snapshot) and syncs it; a failure
     * is told, not thrown, and {@link #failure} says it at once.
     */
    public void write(byte[] content) {
        try (OutputStream out = stream()) {
            out.write(content);
        } catch (IOException e) {
            failed(e);
        }
        sync();
    }

    /** Marks the file failed by a writer of its own (a PNG encoder, a WAV): it is told, and not moved into place. */
    public void failed(IOException e) {
        if (failure == null) {
            failure = label + ": " + reason(e);
            onFailure.accept(failure);
        }
    }

    /** Why writing failed (the one line told), or null. */
    public String failure() {
        return failure;
    }

    /** Forces what was written to the disk: a full disk may say so only now. */
    private void sync() {
        if (failure != null || direct) {
            return;
        }
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
            channel.force(true);
        } catch (IOException e) {
            failed(e);
        }
    }

    /**
     * Completes the file: closes its writer, syncs it and moves it into place, unless any of that
     * failed (then it is removed at {@link #close}, an older file left as it was).
     *
     * @throws IOException when the move itself fails
     */
    public void commit() throws IOException {
        if (writer != null) {
            writer.close();
        }
        sync();
        if (failure == null && !direct) {
            keepPermissions(target, temporary);
            try {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        done = failure == null || direct;
    }

    /** A file written over an older one keeps the older one's permissions. */
    private static void keepPermissions(Path old, Path replacement) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(old, PosixFileAttributeView.class);
        if (view != null && Files.exists(old)) {
            Files.setPosixFilePermissions(replacement, view.readAttributes().permissions());
        }
    }

    /** Removes what is left of an incomplete file. */
    @Override
    public void close() throws IOException {
        if (!done) {
            if (writer != null) {
                writer.close();
            }
            if (!direct) {
                Files.deleteIfExists(temporary);
            }
        }
    }
}
