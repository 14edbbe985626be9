package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.Crosscheck;
import pdp1.emu.cpu.Engine;
import pdp1.program.ProgramImage;

/** The PDP-1 Kalah program against the reference engine, game by game (seeded). */
class KalahCrosscheckTest {

    private static final long SEED = 20_260_001L;

    @Test
    void seededShareOfGamesAcrossVariantsAgreesWithTheReference() {
        var result = KalahCrosscheck.ofProgram(null, "kwait").run(24, SEED, done -> { });
        assertThat(result.failures()).as("seed %d: %s", SEED,
                result.failures().stream().map(Crosscheck.Failure::report).collect(Collectors.joining("\n")))
                .isEmpty();
        assertThat(result.crtLooks()).as("CRT frames compared").isPositive();
        assertThat(result.played()).as("games, some sessions of several").isGreaterThan(result.games());
    }

    @Test
    void eitherEnginePlaysTheSameSessionWordForWord() throws Exception {
        KalahCrosscheck crosscheck = KalahCrosscheck.ofProgram(null, "kwait");
        ProgramImage program = ProgramImage.fromClasspath("kalah.mac");
        KalahGame[] games = new KalahGame[2];
        for (Engine engine : Engine.values()) {
            Random random = new Random(SEED);
            KalahGame game = new KalahGame(program, crosscheck.drawSession(random), random);
            game.engine(engine);
            List<Engine> watched = new ArrayList<>();
            game.watchMachine(m -> watched.add(m.cpu().engine()));
            game.waitingOn("kwait").play();
            games[engine.ordinal()] = game;
            // the session's machine, then each of its search probe's, on the engine asked for
            assertThat(watched).as("machines watched").hasSize(1 + KalahSearchProbe.POSITIONS).containsOnly(engine);
        }
        KalahGame interpreted = games[Engine.INTERPRETER.ordinal()];
        KalahGame translated = games[Engine.TRANSLATOR.ordinal()];
        assertThat(interpreted.instructionsTranslated()).as("the interpreter's run").isZero();
        assertThat(translated.instructionsTranslated()).as("the translator's run").isPositive();
        assertThat(translated.moveList()).isEqualTo(interpreted.moveList());
        assertThat(translated.paper()).isEqualTo(interpreted.paper());
        assertThat(translated.crtLooks()).isEqualTo(interpreted.crtLooks());
    }

    @Test
    void sessionsDrawEveryLevelCodeBothOtherCodesOfFourSeedsAndSeveralGames() {
        KalahCrosscheck crosscheck = KalahCrosscheck.ofProgram(null, "kwait");
        Set<Integer> levels = new TreeSet<>();
        Set<Integer> seedCodes = new TreeSet<>();
        Set<Integer> lengths = new TreeSet<>();
        for (long seed = 1; seed <= 2000; seed++) {
            var session = crosscheck.drawSession(new Random(seed));
            lengths.add(session.size());
            for (var game : session) {
                levels.add(game.testWord() & 017);
                seedCodes.add(game.testWord() >> 4 & 7);
            }
        }
        assertThat(levels).as("test-word level codes").hasSize(16);
        assertThat(seedCodes).as("test-word seed codes").containsExactly(0, 1, 2, 3, 4, 5, 6, 7);
        assertThat(lengths).as("games a session").containsExactly(1, 2, 3, 4);
    }

    @Test
    @Tag("long")
    void twoThousandSessionsAgreeWithTheReference() {
        var result = KalahCrosscheck.ofProgram(null, "kwait").run(2000, 1L, done -> { });
        assertThat(result.failures()).as("seed 1: %s",
                result.failures().stream().map(Crosscheck.Failure::report).collect(Collectors.joining("\n")))
                .isEmpty();
    }
}
