package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.asm.tape.Image;
import pdp1.asm.tape.TapeFormatException;
import pdp1.asm.tape.Tapes;
import pdp1.emu.file.OutputFile;

class AsmCommandTest {

    @TempDir
    Path dir;

    private final CliRun cli = new CliRun();

    private int run(String... args) {
        return cli.run(args);
    }

    private Path source(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    private static final String GOOD = "demo\n100/\nbeg,\tlac (5\n\tjmp beg\nconstants\nstart beg\n";

    @Test
    void writesTheBlockTapeNextToTheSourceByDefault() throws IOException, TapeFormatException {
        Path src = source("demo.mac", GOOD);
        assertThat(run("asm", src.toString())).isZero();
        Path tape = dir.resolve("demo.rim");
        Image image = Tapes.read(Files.readAllBytes(tape), "demo.rim");
        assertThat(image.get(0100)).isEqualTo(0200102);
        assertThat(image.get(07751)).as("block loader present").isEqualTo(0730002);
        assertThat(image.startAddress()).isEqualTo(0100);
        assertThat(cli.err()).isEmpty();
    }

    @Test
    void rimOptionWritesAPureReadInTapeWhereAsked() throws IOException, TapeFormatException {
        Path src = source("demo.mac", GOOD);
        Path tape = dir.resolve("out.tape");
        assertThat(run("asm", src.toString(), "--rim", "-o", tape.toString())).isZero();
        Image image = Tapes.read(Files.readAllBytes(tape), "out.tape");
        assertThat(image.has(07751)).as("no loader on a RIM tape").isFalse();
        assertThat(image.get(0102)).isEqualTo(5);
    }

    @Test
    void listingOptionWritesTheListing() throws IOException {
        Path src = source("demo.mac", GOOD);
        Path lst = dir.resolve("demo.lst");
        assertThat(run("asm", src.toString(), "--listing", lst.toString())).isZero();
        assertThat(Files.readString(lst)).contains("0100 200102").contains("beg");
    }

    @Test
    void errorsArePrintedWithCaretExitOneAndNoTapeIsWritten() throws IOException {
        Path src = source("bad.mac", "bad\n100/\n\tlac nosuch\n\tjmp alsono\nstart 100\n");
        assertThat(run("asm", src.toString())).isEqualTo(1);
        assertThat(cli.err())
                .contains("bad.mac:3:6: error: undefined symbol 'nosuch'")
                .contains("bad.mac:4:6: error: undefined symbol 'alsono'")
                .contains("\tlac nosuch\n\t    ^")
                .doesNotContain("Exception");
        assertThat(dir.resolve("bad.rim")).doesNotExist();
    }

    @Test
    void aMissingSourceIsAnIoErrorWithoutStackTrace() {
        assertThat(run("asm", dir.resolve("nope.mac").toString())).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: no such file").doesNotContain("\tat ");
    }

    @Test
    void rimAndBinTogetherAreAUsageError() throws IOException {
        Path src = source("demo.mac", GOOD);
        assertThat(run("asm", src.toString(), "--rim", "--bin")).isEqualTo(2);
    }

    @Test
    void aTapeGivenAsSourceIsRejectedWithoutWritingATape() throws IOException {
        Path src = source("demo.mac", GOOD);
        assertThat(run("asm", src.toString(), "-o", dir.resolve("demo.rim").toString())).isZero();
        Path out = dir.resolve("again.rim");
        assertThat(run("asm", dir.resolve("demo.rim").toString(), "-o", out.toString())).isEqualTo(1);
        assertThat(cli.err()).contains("demo.rim:1:1: error: byte 000 in the title line: this is a binary file");
        assertThat(out).doesNotExist();
    }

    private List<Path> filesIn(Path d) throws IOException {
        try (Stream<Path> files = Files.list(d)) {
            return files.sorted().toList();
        }
    }

    @Test
    void aWriteThatFailsHalfWayLeavesNothingAndTheOlderTapeAsItWas() throws IOException {
        Path tape = dir.resolve("old.rim");
        Files.writeString(tape, "old tape");
        assertThatThrownBy(() -> OutputFile.writeWhole(null, tape, out -> {
            out.write("half a new ta".getBytes(StandardCharsets.US_ASCII));
            throw new IOException("No space left on device");
        })).isInstanceOf(IOException.class).hasMessage("cannot write " + tape + ": No space left on device");
        assertThat(Files.readString(tape)).isEqualTo("old tape");
        assertThat(filesIn(dir)).containsExactly(tape);

        Path fresh = dir.resolve("new.rim");
        assertThatThrownBy(() -> OutputFile.writeWhole(null, fresh, out -> {
            throw new IOException("No space left on device");
        })).hasMessage("cannot write " + fresh + ": No space left on device");
        assertThat(filesIn(dir)).containsExactly(tape);
    }

    @Test
    void aTapeGetsTheUsualPermissionsAndAReplacedOneKeepsItsOwn() throws IOException {
        Path src = source("demo.mac", GOOD);
        Path usual = Files.createFile(dir.resolve("usual"));
        assertThat(run("asm", src.toString())).isZero();
        assertThat(Files.getPosixFilePermissions(dir.resolve("demo.rim"))).isEqualTo(Files.getPosixFilePermissions(usual));
        Files.setPosixFilePermissions(dir.resolve("demo.rim"), PosixFilePermissions.fromString("rw-r-----"));
        assertThat(run("asm", src.toString())).isZero();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("demo.rim")))).isEqualTo("rw-r-----");
    }

    @Test
    void aTapeInAMissingDirectoryOrNamedLikeADirectoryIsAnErrorNamingIt() throws IOException {
        Path src = source("demo.mac", GOOD);
        Path missing = dir.resolve("nope").resolve("x.rim");
        assertThat(run("asm", src.toString(), "-o", missing.toString())).isEqualTo(2);
        assertThat(cli.err()).contains("pdp1: I/O error: cannot write " + missing + ": no such directory");
        Path sub = Files.createDirectory(dir.resolve("sub"));
        assertThat(run("asm", src.toString(), "-o", sub.toString())).isEqualTo(2);
        assertThat(cli.err()).contains(sub + " is a directory; give a file name").doesNotContain("\tat ");
        assertThat(sub).isDirectory();
        assertThat(filesIn(dir)).containsExactly(src, sub);
    }

    @Test
    void aTapeToAFifoGoesThroughItAndTheFifoStays() throws Exception {
        Path src = source("demo.mac", GOOD);
        assertThat(run("asm", src.toString())).isZero();
        byte[] expected = Files.readAllBytes(dir.resolve("demo.rim"));
        Path fifo = dir.resolve("tape.fifo");
        try {
            assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo failed");
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo");
        }
        CompletableFuture<byte[]> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readAllBytes(fifo);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertThat(run("asm", src.toString(), "-o", fifo.toString())).as(cli.err()).isZero();
        assertThat(reader.get()).isEqualTo(expected);
        assertThat(Files.isRegularFile(fifo)).as("still a FIFO").isFalse();
        assertThat(Files.exists(fifo)).isTrue();
    }

    @Test
    void aSourceOverTheSizeLimitIsRefusedWithItsSizeUnread() throws IOException {
        Path big = dir.resolve("big.mac");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        assertThat(run("asm", big.toString())).isEqualTo(1);
        assertThat(cli.err()).startsWith(big + ":1:1: error: the file has 3221225472 bytes; a source may have at most"
                + " 16777216 bytes (16 MiB): not assembled").contains("no tape written").doesNotContain("\tat ");
        assertThat(dir.resolve("big.rim")).doesNotExist();
    }

    @Test
    void aSocketGivenAsSourceSaysItCannotBeRead() throws IOException {
        Path socket = dir.resolve("s.sock");
        try (ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(socket));
            assertThat(run("asm", socket.toString(), "-o", dir.resolve("s.rim").toString())).isEqualTo(2);
        }
        assertThat(cli.err()).isEqualTo("pdp1: I/O error: " + socket + ": a socket, not a file that can be read as a stream"
                + System.lineSeparator());
    }

    @Test
    void helpGivesTheSourceLimits() {
        assertThat(run("asm", "--help")).isZero();
        assertThat(cli.out().replaceAll("\\s+", " ")).contains("A source may have at most 16 MiB and 1048576 lines;");
    }
}
