package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static pdp1.cli.RunCommandTest.program;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.debug.Program;

/** What a user hands the commands that they cannot use: refused at once, in a sentence naming it. */
class InputRefusalsTest {

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    @ParameterizedTest(name = "{0}")
    @CsvSource({"run", "asm", "debug", "panel"})
    void anEndlessDeviceIsReadUpToTheLimitAndRefused(String command) {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "needs /dev/zero");
        int code = command.equals("panel") ? cli.run(command, "/dev/zero", "--png", tmp.resolve("p.png").toString())
                : cli.run(command, "/dev/zero");
        assertThat(code).isEqualTo(1);
        assertThat(cli.err()).contains("/dev/zero").contains("gave more than 16777216 bytes (read from a special file)")
                .doesNotContain("\tat ");
    }

    @Test
    void aProgramTooLargeIsRefusedWithItsSize() throws IOException {
        Path big = tmp.resolve("big.rim");
        try (var file = new java.io.RandomAccessFile(big.toFile(), "rw")) {
            file.setLength(Program.MAX_BYTES + 1L);                 // sparse: no disk used
        }
        assertThat(cli.run("run", big.toString())).isEqualTo(1);
        assertThat(cli.err()).startsWith("pdp1: " + big + ": the file has " + (Program.MAX_BYTES + 1L)
                + " bytes; a program (a source or a tape) may have at most 16777216 bytes (16 MiB)");
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
