package pdp1.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.cli.Main;
import pdp1.crosscheck.CheckedGame;
import pdp1.crosscheck.Crosscheck;
import pdp1.program.ConsoleSwitches;
import pdp1.program.PlayOptions;
import pdp1.program.ProgramImage;
import pdp1.program.Seats;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Every registered game has every part the commands use ({@link RegistryCheck}); a toy game
 * registers itself beside them to show that the registry line is all a game adds outside its
 * own packages, and that a missing part is named.
 */
class GamesTest {

    @Test
    void everyRegisteredGameIsWhole() {
        assertThat(Games.ALL).isNotEmpty();
        assertThat(RegistryCheck.missingParts(Games.ALL)).isEmpty();
    }

    @Test
    void aRegisteredGameIsFoundByName() {
        assertThat(Games.named("kalah")).contains(Games.KALAH);
        assertThat(Games.named("spacewar")).isEmpty();
        assertThat(Games.ids()).containsExactly("kalah", "kimasai");
    }

    // ---- a toy game: the echo demonstration played as a "game" whose record is each line typed ----

    /** The toy's cross-check: its name and program; it has no engine to play sessions against. */
    private record ToyCrosscheck(String name, ProgramImage program) implements Crosscheck.Game {

        @Override
        public String setup() {
            return "nothing drawn";
        }

        @Override
        public Function<Random, CheckedGame> sessions(ProgramImage image) {
            return random -> {
                throw new UnsupportedOperationException("the toy game has no engine to check against");
            };
        }
    }

    /**
     * The toy's own options of its two commands, and their help: {@code --keys} to type; it sets
     * no switches and fixes nothing of its cross-check.
     */
    @Command(description = "Type keys to the echo demonstration, which types them back.")
    public static final class ToyOptions implements PlayOptions, Crosscheck.Options {

        @Option(names = "--keys", paramLabel = "TEXT", description = "Keys to type.")
        String keys;

        @Override
        public String computerSeatOptionGiven() {
            return null;
        }

        @Override
        public ConsoleSwitches switches(Seats seats, boolean crt) {
            return ConsoleSwitches.of(0, 0);
        }

        @Override
        public String keys() {
            return keys;
        }

        @Override
        public Crosscheck.Game fixed(String waitSymbol) {
            return null;
        }
    }

    /** The toy's registry line: echo.mac, which waits for a key at the label "wait". */
    private static GameProgram toy(String id, String file, String waitSymbol, String crosscheckName) {
        return new GameProgram(id, "Toy: every key typed back", "PDP-1 Toy", file, waitSymbol,
                new GameProgram.LevelTimes(1, List.of(0.01), List.of(0.02)),
                (text, ss, tw) -> text.lines().filter(line -> !line.isBlank()).toList(),
                null, ToyOptions::new, wait -> new ToyCrosscheck(crosscheckName, ProgramImage.fromClasspath(file)), ToyOptions::new,
                GamesTest.class.getPackageName(), GamesTest.class.getPackageName(),
                ToyCrosscheck.class.getPackageName());
    }

    private static List<GameProgram> registeredWith(GameProgram game) {
        return Stream.concat(Games.ALL.stream(), Stream.of(game)).toList();
    }

    @Test
    void aWholeToyGameRegistersWithOneLine() {
        assertThat(RegistryCheck.missingParts(registeredWith(toy("toy", "echo.mac", "wait", "toy")))).isEmpty();
    }

    @Test
    void theToysRegistryLineGivesItsPlayAndCrosscheckCommands() {
        // no class of pdp1.cli names the toy: Main builds both commands from its registry entry
        List<GameProgram> games = registeredWith(toy("toy", "echo.mac", "wait", "toy"));
        StringWriter out = new StringWriter();
        CommandLine pdp1 = Main.commandLine(games, InputStream.nullInputStream(), false, "toy", "--help");
        pdp1.setOut(new PrintWriter(out));
        assertThat(pdp1.execute("toy", "--help")).isZero();
        assertThat(out.toString()).contains("Usage: pdp1.jar toy").contains("Type keys to the echo demonstration")
                .contains("--keys").contains("--two-players").contains("--record");

        out.getBuffer().setLength(0);
        pdp1 = Main.commandLine(games, InputStream.nullInputStream(), false, "crosscheck", "toy", "--help");
        pdp1.setOut(new PrintWriter(out));
        assertThat(pdp1.execute("crosscheck", "toy", "--help")).isZero();
        assertThat(out.toString()).contains("Usage: pdp1.jar crosscheck toy").contains("Type keys to the echo demonstration")
                .contains("--games").contains("--seed");
    }

    @Test
    void theToyIsPlayedByItsCommandAndRecorded(@TempDir Path tmp) throws Exception {
        List<GameProgram> games = registeredWith(toy("toy", "echo.mac", "wait", "toy"));
        Path record = tmp.resolve("toy.txt");
        String[] args = {"toy", "--keys", "hi", "--fast", "--display", "none", "--max-time", "10", "--record", record.toString()};
        StringWriter out = new StringWriter();
        CommandLine pdp1 = Main.commandLine(games, InputStream.nullInputStream(), false, args);
        pdp1.setOut(new PrintWriter(out));
        assertThat(pdp1.execute(args)).isZero();
        assertThat(out.toString()).contains("hi");
        assertThat(Files.readString(record)).contains("hi");
    }

    @Test
    void aToyGameLackingAPartIsNamed() {
        assertThat(RegistryCheck.missingParts(registeredWith(toy("toy", "echo.mac", "kwait", "toy"))))
                .containsExactly("toy: echo.mac defines no symbol 'kwait' (its wait symbol)");
        assertThat(RegistryCheck.missingParts(registeredWith(toy("toy", "toy.mac", "wait", "toy"))))
                .containsExactly("toy: the program /programs/toy.mac is not on the classpath");
        assertThat(RegistryCheck.missingParts(registeredWith(toy("toy", "echo.mac", "wait", "echo"))))
                .containsExactly("toy: the cross-check is called echo");
        assertThat(RegistryCheck.missingParts(registeredWith(toy("kalah", "echo.mac", "wait", "kalah"))))
                .containsExactly("kalah: registered twice");
    }
}
