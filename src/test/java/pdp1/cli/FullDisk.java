package pdp1.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A small file system (a 64 KiB tmpfs) filled to its last byte, for what a full disk does to an
 * output. Mounting needs root: CI runs as root; elsewhere the test skips, saying so.
 */
final class FullDisk implements AutoCloseable {

    private final Path dir;

    private FullDisk(Path dir) {
        this.dir = dir;
    }

    /** Mounts the small file system on {@code dir} (made if need be); skips the test when it cannot. */
    static FullDisk on(Path dir) throws IOException, InterruptedException {
        Files.createDirectories(dir);
        Process mount = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir.toString())
                .redirectErrorStream(true).start();
        String said = new String(mount.getInputStream().readAllBytes());
        assumeTrue(mount.waitFor() == 0, "needs root to mount a small tmpfs: " + said.strip());
        return new FullDisk(dir);
    }

    /** A file on the disk, before it is filled: the older file a failed write must leave as it was. */
    Path older(String name, byte[] content) throws IOException {
        return Files.write(dir.resolve(name), content);
    }

    /** Fills the disk with one file until the disk says it is full. */
    FullDisk fill() throws IOException {
        byte[] block = new byte[4096];
        try (OutputStream out = Files.newOutputStream(dir.resolve("filler"))) {
            for (;;) {
                out.write(block);
                out.flush();
            }
        } catch (IOException full) {
            // No space left on device: what was wanted
        }
        return this;
    }

    Path resolve(String name) {
        return dir.resolve(name);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        if (new ProcessBuilder("umount", dir.toString()).inheritIO().start().waitFor() != 0) {
            new ProcessBuilder("umount", "-l", dir.toString()).inheritIO().start().waitFor();  // a file left open
        }
    }
}
