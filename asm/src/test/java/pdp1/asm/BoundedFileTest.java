package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sources are read with a bound: big files, endless streams and FIFOs without a writer are refused. */
class BoundedFileTest {

    private static final String PROGRAM = "fifo\n100/\n\tlac 5\nstart 100\n";

    @TempDir
    Path dir;

    private Path sparse(String name, long size) throws IOException {
        Path p = dir.resolve(name);
        try (RandomAccessFile f = new RandomAccessFile(p.toFile(), "rw")) {
            f.setLength(size);      // sparse: no disk space, no reading
        }
        return p;
    }

    @Test
    void aFileOfThreeGigabytesIsRefusedBeforeItIsRead() throws IOException {
        Path big = sparse("big.mac", 3L << 30);
        Assembly a = Assembler.assemble(big);
        assertThat(a.errors()).singleElement().asString().isEqualTo(big + ":1:1: error: the file has 3221225472 bytes;"
                + " a source may have at most 16777216 bytes (16 MiB): not assembled");
    }

    @Test
    void aFileJustOverTheLimitIsRefusedAndOneAtTheLimitIsRead() throws IOException {
        assertThat(Assembler.assemble(sparse("over.mac", Assembler.MAX_SOURCE_BYTES + 1L)).errors())
                .singleElement().asString().contains("has 16777217 bytes; a source may have at most");
        Path at = dir.resolve("at.mac");
        byte[] bytes = new byte[Assembler.MAX_SOURCE_BYTES];
        byte[] head = (PROGRAM + "/ ").getBytes(StandardCharsets.US_ASCII);
        java.util.Arrays.fill(bytes, (byte) 'x');            // a comment line of 16 MiB
        System.arraycopy(head, 0, bytes, 0, head.length);
        Files.write(at, bytes);
        Assembly a = Assembler.assemble(at);
        assertThat(a.errors()).as(a.report()).isEmpty();
        assertThat(a.image().get(0100)).isEqualTo(0200005);
    }

    @Test
    void anEndlessDeviceIsReadUpToTheLimitThenRefused() throws IOException {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.isReadable(zero), "no /dev/zero");
        assertThat(Assembler.assemble(zero).errors()).singleElement().asString().isEqualTo("/dev/zero:1:1: error: the"
                + " file gave more than 16777216 bytes (read from a special file); a source may have at most"
                + " 16777216 bytes (16 MiB): not assembled");
    }

    private Path fifo() throws IOException, InterruptedException {
        Path fifo = dir.resolve("src.fifo");
        Process p;
        try {
            p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo");
            throw e;
        }
        assumeTrue(p.waitFor() == 0 && Files.exists(fifo), "mkfifo failed");
        return fifo;
    }

    @Test
    void aFifoIsAssembledFromWhatItsWriterSends() throws Exception {
        Path fifo = fifo();
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
            try (OutputStream out = Files.newOutputStream(fifo)) {
                out.write(PROGRAM.getBytes(StandardCharsets.US_ASCII));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        Assembly a = Assembler.assemble(fifo, 20_000);
        writer.get();
        assertThat(a.diagnostics()).as(a.report()).isEmpty();
        assertThat(a.image().get(0100)).isEqualTo(0200005);
    }

    @Test
    void aFifoWithAnEndlessWriterIsRefusedAtTheLimit() throws Exception {
        Path fifo = fifo();
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
            byte[] block = new byte[1 << 16];
            java.util.Arrays.fill(block, (byte) '\n');
            try (OutputStream out = Files.newOutputStream(fifo)) {
                for (;;) {
                    out.write(block);
                }
            } catch (IOException e) {
                // the reader has gone: a broken pipe ends the writer
            }
        });
        Assembly a = Assembler.assemble(fifo, 20_000);
        writer.get();
        assertThat(a.errors()).singleElement().asString().contains("gave more than 16777216 bytes (read from a FIFO)");
    }

    @Test
    void aFifoThatNobodyWritesIsGivenUpNamingTheFile() throws Exception {
        Path fifo = fifo();
        assertThatThrownBy(() -> Assembler.assemble(fifo, 300)).isInstanceOf(IOException.class)
                .hasMessage(fifo + ": a FIFO that no program opened for writing within 300 ms");
    }

    @Test
    void aSocketSaysItCannotBeRead() throws IOException {
        Path socket = dir.resolve("s.sock");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            assertThatThrownBy(() -> Assembler.assemble(socket)).isInstanceOf(IOException.class)
                    .hasMessage(socket + ": a socket, not a file that can be read as a stream");
        }
    }
}
