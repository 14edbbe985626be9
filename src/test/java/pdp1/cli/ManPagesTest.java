package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.games.Games;
import picocli.CommandLine.Command;

/** The build's man pages ({@link ManPages}): a page for pdp1.jar naming every command, and a page each. */
class ManPagesTest {

    @Test
    void everyCommandHasAPageAndTheMainPageNamesIt(@TempDir Path dir) throws IOException {
        ManPages.write(dir);
        String main = Files.readString(dir.resolve("pdp1.jar.adoc"));
        List<String> commands = new ArrayList<>(Games.ids());
        for (Class<?> type : Main.SUBCOMMANDS) {
            commands.add(type.getAnnotation(Command.class).name());
        }
        for (String command : commands) {
            assertThat(main).as("pdp1.jar.adoc").contains(command);
            assertThat(dir.resolve("pdp1.jar-" + command + ".adoc")).isRegularFile();
        }
        for (String game : Games.ids()) {
            assertThat(Files.readString(dir.resolve("pdp1.jar-crosscheck-" + game + ".adoc"))).contains("--games");
        }
        assertThat(Files.readString(dir.resolve("pdp1.jar-kalah.adoc"))).contains("--computer-first").contains("--record");
    }
}
