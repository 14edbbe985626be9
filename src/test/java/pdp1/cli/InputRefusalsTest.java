package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static pdp1.cli.RunCommandTest.program;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a user hands the commands that they cannot use: refused at once, in a sentence naming it. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class InputRefusalsTest {

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    @ParameterizedTest(name = "{0}")
    @CsvSource({"run", "asm", "debug", "panel"})
    void aDeviceOrFifoIsNoProgram(String command) {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "needs /dev/zero");
        assertThat(cli.run(command, "/dev/zero")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: /dev/zero is not a plain file (a device or a FIFO");
    }

    @Test
    void aProgramTooLargeIsRefusedWithItsSize() throws IOException {
        Path big = tmp.resolve("big.rim");
        try (var file = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            file.setLength(InputFiles.PROGRAM_LIMIT + 1);           // sparse: no disk used
        }
        assertThat(cli.run("run", big.toString())).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: " + big + " is " + (InputFiles.PROGRAM_LIMIT + 1) + " bytes; at most ");
    }

    @Test
    void ttyInAndScriptNameTheirOption() {
        assertThat(cli.run("run", program("hello.mac").toString(), "--tty-in", tmp.toString())).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --tty-in: " + tmp + " is a directory; give a file");
        assertThat(cli.run("debug", program("hello.mac").toString(), "--script", tmp.toString())).isEqualTo(2);
        assertThat(cli.err()).contains("pdp1: --script: " + tmp + " is a directory; give a file");
    }

    @Test
    void aMissingDirectoryIsSaidSo() {
        assertThat(cli.run("run", tmp.resolve("nodir").resolve("x.mac").toString())).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: no such directory: " + tmp.resolve("nodir"));
    }

    @Test
    void panelCreatesNoDirectoryForItsPicture() {
        Path png = tmp.resolve("missing").resolve("x.png");
        assertThat(cli.run("panel", program("hello.mac").toString(), "--png", png.toString())).isEqualTo(2);
        assertThat(cli.err()).contains("no such directory");
        assertThat(tmp.resolve("missing")).doesNotExist();
    }

    @Test
    void anExclusiveOptionGivenTwiceIsASentence() {
        assertThat(cli.run("run", program("hello.mac").toString(), "--fast", "--fast")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --fast is given twice: give one of --fast, --realtime");
    }

    @ParameterizedTest(name = "{0} pits")
    @CsvSource({"0", "7"})
    void solveSaysOneRangeForPits(int pits) {
        assertThat(cli.run("solve", "kalah", Integer.toString(pits), "4")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: PITS must be 1..6 for the solver, not " + pits);
    }

    @Test
    void aKeyTheTypewriterLacksIsSaidBeforeTheGameWithItsPosition() {
        assertThat(cli.run("kalah", "--keys", "c;d", "--fast", "--display", "none")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --keys: character 2 is ';' (U+003B): the typewriter has no such key");
        assertThat(cli.out()).isEmpty();
    }
}
