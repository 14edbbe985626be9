package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.asm.tape.Image;
import pdp1.asm.tape.TapeFormatException;
import pdp1.asm.tape.Tapes;

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
}
