package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A real Ctrl-C: SIGINT to a child JVM running {@code pdp1.cli.Main crosscheck kalah --games 100000}. */
class CtrlCSignalTest {

    /** The progress line a log gets every 10 s: the sessions are under way, the hook long installed. */
    private static final Pattern PROGRESS = Pattern.compile("crosscheck kalah: (\\d+)/100000 sessions");
    private static final Pattern SUMMARY = Pattern.compile(
            "crosscheck kalah: interrupted after (\\d+) of 100000 sessions \\((\\d+) games\\) from seed 1, 0 mismatches, (\\d+) plies");

    @TempDir
    Path dir;

    @Test
    void sigintPrintsTheGamesPlayedSoFarAndExits130() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "needs Linux signals (kill -INT, /proc)");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        // the test classpath has the main classes and programs/*.mac: no need for the packaged jar
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "pdp1.cli.Main", "crosscheck", "kalah", "--games", "100000")
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            Matcher progress = awaitIn(err, PROGRESS, child);
            assumeFalse(ignoresSigint(child.pid()), "SIGINT is ignored here (started in the background?)");
            assertThat(new ProcessBuilder("kill", "-INT", Long.toString(child.pid())).start().waitFor()).isZero();

            child.waitFor();                        // the hang guard ends a child that never exits
            assertThat(child.exitValue()).isEqualTo(130);
            Matcher summary = SUMMARY.matcher(Files.readString(out));
            assertThat(summary.find()).as("summary in: %s", Files.readString(out)).isTrue();
            assertThat(Integer.parseInt(summary.group(1))).isGreaterThanOrEqualTo(Integer.parseInt(progress.group(1)));
            assertThat(Long.parseLong(summary.group(2))).isGreaterThanOrEqualTo(Long.parseLong(summary.group(1)));
            assertThat(Long.parseLong(summary.group(3))).isPositive();
        } finally {
            child.destroyForcibly();
        }
    }

    /** Waits for {@code pattern} in the file the child writes; fails if the child ends first (a hang: the guard). */
    private static Matcher awaitIn(Path file, Pattern pattern, Process child) throws IOException, InterruptedException {
        while (true) {
            Matcher m = pattern.matcher(Files.readString(file));
            if (m.find() && Integer.parseInt(m.group(1)) > 0) {
                return m;
            }
            assertThat(child.isAlive()).as("the child runs; it wrote: %s", Files.readString(file)).isTrue();
            Thread.sleep(200);                  // a poll of the file, not a bound: the child writes every 10 s
        }
    }

    /** Bit 2 (SIGINT) of the SigIgn mask in /proc/PID/status: a JVM keeps an ignored SIGINT ignored. */
    private static boolean ignoresSigint(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseLong(line.substring(7).trim(), 16) & (1L << (2 - 1))) != 0;
            }
        }
        return false;
    }
}
