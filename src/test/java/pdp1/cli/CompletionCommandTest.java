package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.games.Games;

class CompletionCommandTest {

    private final CliRun cli = new CliRun();

    @Test
    void theScriptCompletesEveryCommandAndTheOptionsOfCommandsNotNamed() {
        assertThat(cli.run("completion")).isZero();
        String script = cli.out();
        assertThat(script).contains("complete -F _complete_pdp1.jar")
                .contains("--fast-load")          // run's, whose whole model only the script's own build makes
                .contains("--exact-seeds")        // analyse's
                .contains("--listing");           // asm's
        for (Class<?> type : Main.SUBCOMMANDS) {
            assertThat(script).contains(type.getAnnotation(picocli.CommandLine.Command.class).name());
        }
        for (String game : Games.ids()) {
            assertThat(script).contains(game);
        }
        assertThat(script).contains("--computer-first").contains("--south-level");   // each game's own
    }

    @Test
    void bashReadsTheScriptAndCompletesACommandName(@TempDir Path tmp) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "needs bash");
        assertThat(cli.run("completion")).isZero();
        Path script = Files.writeString(tmp.resolve("pdp1.bash"), cli.out());
        Path out = tmp.resolve("out.txt");
        Process bash = new ProcessBuilder("/bin/bash", "-c", "source " + script
                + "; COMP_WORDS=(pdp1.jar ru); COMP_CWORD=1; COMP_LINE='pdp1.jar ru'; COMP_POINT=11;"
                + " _complete_pdp1.jar pdp1.jar ru pdp1.jar; echo \"${COMPREPLY[@]}\"")
                .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertThat(bash.waitFor(30, TimeUnit.SECONDS)).as("bash ended").isTrue();
        assertThat(Files.readString(out).strip()).endsWith("run");
        assertThat(bash.exitValue()).isZero();
    }
}
