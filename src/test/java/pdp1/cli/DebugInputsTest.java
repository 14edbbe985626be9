package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static pdp1.cli.RunCommandTest.program;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input inside a debugger session: one ? line, and the session goes on. */
class DebugInputsTest {

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    private int session(String program, String... commands) throws IOException {
        Path script = Files.write(tmp.resolve("s.txt"), List.of(commands));
        return cli.run("debug", program, "--script", script.toString());
    }

    @Test
    void aNulInAFileNameIsAQuestionMarkLine() throws IOException {
        int code = session(program("hello.mac").toString(), "save a\0b", "t x\0y", "restore \0", "x 100", "q");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("? 'a\\0b' is not a file name", "? 'x\\0y' is not a file name", "pdp1> x 100");
    }

    @Test
    void aTraceThatCannotBeWrittenStopsTheRunWithAQuestionMarkLine() throws IOException {
        assumeTrue(Files.exists(Path.of("/dev/full")), "needs /dev/full");
        int code = session(program("squares.mac").toString(), "t /dev/full", "set limit 1", "g", "x 100", "q");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("? t: cannot write /dev/full: No space left on device", "pdp1> x 100");
    }

    @Test
    void stepDuringAnIoWaitSaysWhatTheMachineDoes() throws IOException {
        Path source = Files.writeString(tmp.resolve("wait.mac"), "waits\n100/\ngo,\tlio c\n\ttyo\n\ttyo\n\thlt\nc,\t61\n\tstart go\n");
        int code = session(source.toString(), "s 3", "q");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("waiting at 0101 (go+1) for its I/O to complete (5 us)");
    }

    /** SIGINT to a child running a script whose g would go on for 10^6 simulated seconds. */
    @Test
    void ctrlCInAScriptsSessionStopsTheRunAndTheScriptGoesOn() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "needs Linux signals");
        Path script = Files.write(tmp.resolve("long.txt"), List.of("set limit 1000000", "g", "x 100", "q"));
        Path out = tmp.resolve("out.txt");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "pdp1.cli.Main", "debug", program("squares.mac").toString(),
                "--script", script.toString()).redirectOutput(out.toFile()).redirectErrorStream(true).start();
        try {
            while (!Files.readString(out).contains("pdp1> g")) {     // a hang: the guard
                assertThat(child.isAlive()).as("the child runs; it wrote: %s", Files.readString(out)).isTrue();
                Thread.sleep(100);
            }
            Thread.sleep(500);
            assumeTrue(!ignoresSigint(child.pid()), "SIGINT is ignored here (started in the background?)");
            assertThat(new ProcessBuilder("kill", "-INT", Long.toString(child.pid())).start().waitFor()).isZero();
            child.waitFor();                                        // the script goes on to q
            assertThat(child.exitValue()).isZero();
            assertThat(Files.readString(out)).contains("stopped at ", "pdp1> x 100");
        } finally {
            child.destroyForcibly();
        }
    }

    /** Bit 2 (SIGINT) of SigIgn in /proc/PID/status. */
    private static boolean ignoresSigint(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseLong(line.substring(7).trim(), 16) & 2L) != 0;
            }
        }
        return false;
    }
}
