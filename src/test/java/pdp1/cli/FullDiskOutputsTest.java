package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static pdp1.cli.RunCommandTest.program;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every output on a full disk or a device path (issue 33): the older file is left as it was, a
 * device is written and never replaced, the failure is one line naming the option or command,
 * the file and the reason, and the exit code is 2 (the I/O error of --help).
 */
class FullDiskOutputsTest {

    private static final String FULL = "No space left on device";
    private static final byte[] OLDER = "the older file".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    private int debugScript(String... lines) throws Exception {
        Path script = Files.write(tmp.resolve("session.txt"), List.of(lines));
        return cli.run("debug", program("hello.mac").toString(), "--script", script.toString());
    }

    /**
     * A run whose output {@code option} goes to a full disk: exit 2, the one line, the older file
     * kept. The trace is small enough to stay in its buffer until the end; the snapshot, the dump
     * and the PNG are written after the run's report; the WAV's header fails at once.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "--save-on-exit, m.snap, hello.mac, '', --save-on-exit",
        "--dump, dump.txt, hello.mac, '', --dump",
        "--trace, trace.txt, hello.mac, '', --trace",
        "--audio, a.wav, music.mac, wav:, --audio",
        "--display, crt.png, squares.mac, png:, --display",
    })
    void aRunsOutputOnAFullDiskIsSaidAndTheOlderFileKept(String option, String name, String program, String prefix,
            String said) throws Exception {
        try (FullDisk disk = FullDisk.on(tmp.resolve("disk"))) {
            Path file = disk.older(name, OLDER);
            disk.fill();
            int code = cli.run("run", program(program).toString(), "--fast", "--max-time", "0.1", option, prefix + file);
            assertThat(code).as(cli.err()).isEqualTo(2);
            assertThat(cli.err()).contains(said + ": cannot write " + file + ": " + FULL)
                    .doesNotContain("saved the machine", "I/O error writing PNG file");
            assertThat(Files.readAllBytes(file)).isEqualTo(OLDER);
        }
    }

    @Test
    void debugTraceOnAFullDiskIsNotSaidClosed() throws Exception {
        try (FullDisk disk = FullDisk.on(tmp.resolve("disk"))) {
            Path trace = disk.older("t.txt", OLDER);
            disk.fill();
            debugScript("t " + trace, "s 10", "t off", "q");
            assertThat(cli.out()).contains("? t: cannot write " + trace + ": " + FULL).doesNotContain("closed");
            assertThat(Files.readAllBytes(trace)).isEqualTo(OLDER);
        }
    }

    @Test
    void debugSaveOnAFullDiskKeepsTheOlderSnapshot() throws Exception {
        try (FullDisk disk = FullDisk.on(tmp.resolve("disk"))) {
            Path snap = disk.older("m.snap", OLDER);
            disk.fill();
            debugScript("save " + snap, "q");
            assertThat(cli.out()).contains("? save: cannot write " + snap + ": " + FULL).doesNotContain("saved the machine");
            assertThat(Files.readAllBytes(snap)).isEqualTo(OLDER);
        }
    }

    @Test
    void debugSaveToADeviceNodeWritesItAndNeverReplacesIt() throws Exception {
        Path node = tmp.resolve("null");
        Process mknod = new ProcessBuilder("mknod", node.toString(), "c", "1", "3").redirectErrorStream(true).start();
        String said = new String(mknod.getInputStream().readAllBytes());
        assumeTrue(mknod.waitFor() == 0, "needs root to make a device node: " + said.strip());
        debugScript("save " + node, "q");
        assertThat(cli.out()).contains("saved the machine");
        assertThat(Files.isRegularFile(node)).as("still the device").isFalse();
        assertThat(Files.exists(node)).isTrue();
    }

    @Test
    void debugFileErrorsNameTheCommandTheFileAndTheReason() throws Exception {
        Path missing = tmp.resolve("no-such-dir").resolve("t");
        debugScript("save " + tmp, "t " + missing, "q");
        assertThat(cli.out()).contains("? save: " + tmp + " is a directory; give a file name",
                "? t: cannot write " + missing + ": no such directory");
    }

    @Test
    void runAudioWavToADeviceIsWrittenAsAStream() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/null")), "needs /dev/null");
        assertThat(cli.run("run", program("music.mac").toString(), "--fast", "--max-time", "1", "--audio", "wav:/dev/null"))
                .as(cli.err()).isZero();
        assertThat(cli.err()).doesNotContain("Invalid argument");
        assertThat(Files.isRegularFile(Path.of("/dev/null"))).isFalse();
    }
}
