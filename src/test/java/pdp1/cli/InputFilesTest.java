package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every command that reads a program names the argument when it is a directory. */
class InputFilesTest {

    @TempDir
    Path dir;

    private final CliRun cli = new CliRun();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"asm", "run", "debug", "panel"})
    void aDirectoryGivenAsTheProgramIsAUsageErrorNamingIt(String command) {
        assertThat(cli.run(command, dir.toString())).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: " + dir + " is a directory; give a file");
    }
}
