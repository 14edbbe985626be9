package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.cli.RunCommandTest.program;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The panel takes the machine's options as run does, and a tape with --run is READ IN first. */
class PanelOptionsTest {

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    @Test
    void aTapeIsReadInBeforeTheRun() throws IOException {
        Path tape = tmp.resolve("hello.rim");
        assertThat(cli.run("asm", program("hello.mac").toString(), "-o", tape.toString())).isZero();
        int code = cli.run("panel", tape.toString(), "--png", tmp.resolve("p.png").toString(), "--run", "5");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).startsWith("halted at 0110");
    }

    @Test
    void theMachinesOptionsAreThePanelsToo() {
        int code = cli.run("panel", program("hello.mac").toString(), "--png", tmp.resolve("p.png").toString(),
                "--no-mul-div", "--memory", "8192", "--sense", "1,6", "--test-word", "777777", "--start", "110");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.run("panel", program("hello.mac").toString(), "--png", tmp.resolve("q.png").toString(),
                "--memory", "5000")).isEqualTo(2);
        assertThat(cli.err()).contains("--memory");
    }
}
