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

    @Test
    void runSaveOnExitOnAFullDiskSaysSoAndKeepsTheOlderSnapshot() throws Exception {
        try (FullDisk disk = FullDisk.on(tmp.resolve("disk"))) {
            Path snap = disk.older("m.snap", OLDER);
            disk.fill();
            assertThat(cli.run("run", program("hello.mac").toString(), "--save-on-exit", snap.toString())).isEqualTo(2);
            assertThat(cli.err()).contains("pdp1: --save-on-exit: cannot write " + snap + ": " + FULL)
                    .doesNotContain("saved the machine");
            assertThat(Files.readAllBytes(snap)).isEqualTo(OLDER);
        }
    }

    @Test
    void runDumpOnAFullDiskSaysSo() throws Exception {
        try (FullDisk disk = FullDisk.on(tmp.resolve("disk"))) {
            Path dump = disk.older("dump.txt", OLDER);
            disk.fill();
            assertThat(cli.run("run", program("hello.mac").toString(), "--dump", dump.toString())).isEqualTo(2);
            assertThat(cli.err()).contains("pdp1: --dump: cannot write " + dump + ": " + FULL);
            assertThat(Files.readAllBytes(dump)).isEqualTo(OLDER);
        }
    }

    @Test
    void runTraceSmallEnoughForItsBufferOnAFullDiskSaysSo() throws Exception {
        try (FullDisk disk = FullDisk.on(tmp.resolve("disk"))) {
            Path trace = disk.older("trace.txt", OLDER);
            disk.fill();
            assertThat(cli.run("run", program("hello.mac").toString(), "--trace", trace.toString())).isEqualTo(2);
            assertThat(cli.err()).contains("pdp1: --trace: cannot write " + trace + ": " + FULL);
            assertThat(Files.readAllBytes(trace)).isEqualTo(OLDER);
        }
    }

    @Test
    void runAudioWavOnAFullDiskKeepsTheOlderFileAndSaysSo() throws Exception {
        try (FullDisk disk = FullDisk.on(tmp.resolve("disk"))) {
            Path wav = disk.older("a.wav", OLDER);
            disk.fill();
            assertThat(cli.run("run", program("music.mac").toString(), "--fast", "--audio", "wav:" + wav)).isEqualTo(2);
            assertThat(cli.err()).contains("--audio: cannot write " + wav + ": " + FULL);
            assertThat(Files.readAllBytes(wav)).isEqualTo(OLDER);
        }
    }

    @Test
    void runPngOnAFullDiskSaysTheReasonNotImageIosWords() throws Exception {
        try (FullDisk disk = FullDisk.on(tmp.resolve("disk"))) {
            Path png = disk.older("crt.png", OLDER);
            disk.fill();
            assertThat(cli.run("run", program("squares.mac").toString(), "--max-time", "0.1", "--display", "png:" + png))
                    .as(cli.err()).isEqualTo(2);
            assertThat(cli.err()).contains("pdp1: --display: cannot write " + png + ": " + FULL)
                    .doesNotContain("I/O error writing PNG file");
            assertThat(Files.readAllBytes(png)).isEqualTo(OLDER);
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
