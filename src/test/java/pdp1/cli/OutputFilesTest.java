package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static pdp1.cli.RunCommandTest.program;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a run writes: whole files or none, a failed write named and the rest kept, a signal too. */
class OutputFilesTest {

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    private Stream<String> leftovers() throws IOException {
        try (Stream<Path> files = Files.list(tmp)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".part")).toList().stream();
        }
    }

    @Test
    void aRunWritesWholeFilesAndLeavesNoTemporaryOnes() throws IOException {
        Path dump = tmp.resolve("dump.txt");
        Path paper = tmp.resolve("paper.txt");
        int code = cli.run("run", program("hello.mac").toString(), "--dump", dump.toString(), "--tty-out", paper.toString());
        assertThat(code).as(cli.err()).isZero();
        assertThat(Files.readString(dump)).contains("\nclock ");
        assertThat(Files.readString(paper)).isEqualTo("hello, world" + System.lineSeparator());
        assertThat(leftovers()).isEmpty();
    }

    @Test
    void aFullDiskStopsTheRunNamingTheFileAndTheDumpIsStillWritten() throws IOException {
        assumeTrue(Files.exists(Path.of("/dev/full")), "needs /dev/full");
        Path dump = tmp.resolve("dump.txt");
        int code = cli.run("run", program("hello.mac").toString(), "--tty-out", "/dev/full", "--dump", dump.toString());
        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --tty-out: cannot write /dev/full: No space left on device").contains(" s simulated")
                .doesNotContain("Exception");
        assertThat(Files.readString(dump)).contains("\nclock ");
        assertThat(Files.isRegularFile(Path.of("/dev/full"))).as("a device is written, never replaced").isFalse();
    }

    @Test
    void aTraceThatCannotBeWrittenIsRemovedTheOthersKept() throws IOException {
        Path trace = tmp.resolve("no-such-dir").resolve("trace.txt");
        assertThat(cli.run("run", program("hello.mac").toString(), "--trace", trace.toString())).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: I/O error: --trace: cannot write " + trace + ": no such directory");
        assertThat(cli.out()).as("nothing ran").isEmpty();
    }

    @Test
    /** The child waits for a key from its standard input, a pipe that stays open and silent. */
    void sigtermStopsTheRunWhichStillReportsAndWritesItsDump() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "needs Linux signals");
        Path dump = tmp.resolve("dump.txt");
        Path trace = tmp.resolve("trace.txt");
        Path err = tmp.resolve("err.txt");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "pdp1.cli.Main", "run", program("echo.mac").toString(),
                "--fast", "--display", "none", "--dump", dump.toString(), "--trace", trace.toString())
                .redirectOutput(tmp.resolve("out.txt").toFile()).redirectError(err.toFile()).start();
        try {
            while (leftovers().count() < 2) {   // the files are open: the run is on (a hang: the guard)
                assertThat(child.isAlive()).as("the child runs").isTrue();
                Thread.sleep(100);
            }
            Thread.sleep(300);
            assertThat(new ProcessBuilder("kill", "-TERM", Long.toString(child.pid())).start().waitFor()).isZero();
            child.waitFor();

            assertThat(child.exitValue()).isEqualTo(143);
            assertThat(Files.readString(err)).contains("pdp1: stopped by a signal, PC ");
            assertThat(Files.readString(dump)).contains("\nclock ");
            assertThat(trace).isNotEmptyFile();
            assertThat(leftovers()).isEmpty();
        } finally {
            child.destroyForcibly();
        }
    }
}
