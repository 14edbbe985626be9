package pdp1.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.CheckedGame;
import pdp1.crosscheck.Crosscheck;
import pdp1.program.ProgramImage;

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

    /** The toy's registry line: echo.mac, which waits for a key at the label "wait". */
    private static GameProgram toy(String id, String file, String waitSymbol, String crosscheckName) {
        return new GameProgram(id, "Toy: every key typed back", "PDP-1 Toy", file, waitSymbol,
                new GameProgram.LevelTimes(1, List.of(0.01), List.of(0.02)),
                (text, ss, tw) -> text.lines().filter(line -> !line.isBlank()).toList(),
                wait -> new ToyCrosscheck(crosscheckName, ProgramImage.fromClasspath(file)),
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
