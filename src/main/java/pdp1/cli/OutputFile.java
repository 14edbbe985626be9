package pdp1.cli;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Consumer;
import pdp1.emu.front.GuardedWriter;

/**
 * A file a command writes ({@code --trace}, {@code --tty-out}, {@code --dump}, a PNG): written to
 * a temporary file beside the target and moved into place only when complete, so a failed or
 * interrupted run leaves no half file behind. Created before the run starts, so a target that
 * cannot be written is said at once. A write that fails during the run (a full disk) is told
 * once through {@code onFailure}, with the option and the file; later writes are dropped. A
 * special file ({@code /dev/null}, a FIFO) is written as it is.
 */
final class OutputFile implements Closeable {

    private final String option;
    private final Path target;
    private final Path temporary;
    /** True for a special file (a device, a FIFO): written as it is, never replaced or removed. */
    private final boolean direct;
    private final Consumer<String> onFailure;
    private GuardedWriter writer;
    private String failure;
    private boolean done;

    private OutputFile(String option, Path target, Path temporary, Consumer<String> onFailure) {
        this.option = option;
        this.target = target;
        this.temporary = temporary;
        this.direct = temporary.equals(target);
        this.onFailure = onFailure;
    }

    /**
     * Makes the temporary file beside {@code target}.
     *
     * @throws IOException with a sentence naming the option and the file, when it cannot be made
     */
    static OutputFile create(String option, Path target, Consumer<String> onFailure) throws IOException {
        if (Files.isDirectory(target)) {
            throw new IOException(option + " " + target + ": is a directory; give a file");
        }
        if (Files.exists(target) && !Files.isRegularFile(target)) {
            return new OutputFile(option, target, target, onFailure);   // /dev/null, a FIFO: as it is
        }
        Path dir = target.toAbsolutePath().getParent();
        try {
            Path temporary = Files.createTempFile(dir, "." + target.getFileName(), ".part");
            return new OutputFile(option, target, temporary, onFailure);
        } catch (NoSuchFileException e) {
            throw new IOException(option + " " + target + ": no such directory " + dir, e);
        } catch (AccessDeniedException e) {
            throw new IOException(option + " " + target + ": permission denied", e);
        } catch (IOException e) {
            throw new IOException(option + " " + target + ": " + e.getMessage(), e);
        }
    }

    /** The file being written, for a writer of its own (a PNG encoder). */
    Path temporary() {
        return temporary;
    }

    /** A UTF-8 writer on the file whose failures are told once, not thrown. */
    Writer writer() throws IOException {
        if (writer == null) {
            Writer file = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(temporary), StandardCharsets.UTF_8));
            writer = new GuardedWriter(file, this::failed);
        }
        return writer;
    }

    /** Writes the whole file at once (a dump, a punched tape). */
    void write(byte[] content) {
        try {
            Files.write(temporary, content);
        } catch (IOException e) {
            failed(e);
        }
    }

    private void failed(IOException e) {
        if (failure == null) {
            failure = option + " " + target + ": cannot write: " + e.getMessage();
            onFailure.accept(failure);
        }
    }

    /** Why writing failed, or null. */
    String failure() {
        return failure;
    }

    /** Completes the file: moves it into place, unless writing failed (then it is removed). */
    void commit() throws IOException {
        if (writer != null) {
            writer.close();
        }
        if (failure == null && !direct) {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        }
        done = failure == null || direct;
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
