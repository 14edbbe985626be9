package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;

/**
 * How strong the PDP-1's levels play (docs/kimasai.md, "Strength"): the default level and level
 * 7 against the search the program had before levels ({@link FixedDepthSearch} at depth 4, its
 * default then), and the default level and that old search against {@link StrongEngine} at a
 * fixed depth of {@link #STRONG_DEPTH} (deterministic, unlike a time limit; at 1 s a move on this
 * machine it reaches depth 16 to 24). Each opening, 2 to 6 seeded random plies from the start, is
 * played twice, sides swapped. A benchmark, tagged long: {@code mvn verify -pl src -am
 * -Dpdp1.excludedGroups=none -Dtest=StrengthBenchmark -Dsurefire.failIfNoSpecifiedTests=false};
 * the figures go to target/kimasai-strength.txt.
 */
@Tag("long")
class StrengthBenchmark {

    static final long SEED = 1911;
    static final int GAMES = Integer.getInteger("pdp1.kimasai.games", 400);
    static final int STRONG_GAMES = Integer.getInteger("pdp1.kimasai.strongGames", 200);
    static final int STRONG_DEPTH = 14;

    /** A player: its move in a position. */
    interface Player {
        Hole move(Position p);
    }

    /** Games won and lost by the first player (no game is drawn: no position repeats), and its mean stones ahead at the end. */
    record Score(String match, int games, int wins, int losses, double margin) {
        String line() {
            return String.format(Locale.ROOT, "| %s | %d | %d | %d | %.0f %% | %+.1f |",
                    match, games, wins, losses, 100.0 * wins / games, margin);
        }
    }

    static Player level(int level) {
        Pdp1Search search = new Pdp1Search();
        return p -> search.chooseAtLevel(p, level);
    }

    static Player depthFour() {
        return p -> FixedDepthSearch.chooseMove(p, 4);
    }

    static Player strong() {
        StrongEngine engine = new StrongEngine(20);
        return p -> engine.choose(p, STRONG_DEPTH, 0).move();
    }

    /** {@code games} games of a fresh {@code first} against a fresh {@code second}, from the openings of {@link #opening}. */
    static Score match(String name, Supplier<Player> first, Supplier<Player> second, int games) {
        return match(name, first, second, IntStream.range(0, games / 2).mapToObj(StrengthBenchmark::opening).toList());
    }

    /** Each opening played twice, {@code first} moving for South and then for North; fresh players every game. */
    static Score match(String name, Supplier<Player> first, Supplier<Player> second, List<Position> openings) {
        int wins = 0;
        long margin = 0;
        for (Position opening : openings) {
            for (Side firstSide : Side.values()) {
                Game game = new Game(opening, Game.Options.NONE);
                playOut(game, firstSide, first.get(), second.get());
                Position end = game.position();
                if (game.result() == Result.winFor(firstSide)) {
                    wins++;
                }
                margin += end.count(firstSide) - end.count(firstSide.opponent());
            }
        }
        int games = 2 * openings.size();
        return new Score(name, games, wins, games - wins, (double) margin / games);
    }

    /** Opening {@code i}: 2 to 6 random plies from the start, seeded with {@link #SEED} + i. */
    static Position opening(int i) {
        Random r = new Random(SEED + i);
        return afterRandomPlies(r, 2 + r.nextInt(5));
    }

    /** The position after up to {@code plies} random legal moves from the start (fewer if the game ends). */
    static Position afterRandomPlies(Random r, int plies) {
        Position p = Position.START;
        for (int i = 0; i < plies && !p.isLost(); i++) {
            List<Hole> legal = p.legalMoves();
            p = p.play(legal.get(r.nextInt(legal.size())));
        }
        return p;
    }

    /** Plays {@code game} to its end, {@code a} moving for {@code aSide} and {@code b} for the other side. */
    static void playOut(Game game, Side aSide, Player a, Player b) {
        while (!game.isOver()) {
            Position p = game.position();
            game.play(p.toMove() == aSide ? a.move(p) : b.move(p));
        }
    }

    @Test
    void theLevelsAgainstTheOldSearchAndTheStrongEngine(TestReporter report) throws Exception {
        int dflt = Pdp1Search.DEFAULT_LEVEL;
        List<Score> scores = List.of(
                match("level " + dflt + " (default) vs depth 4 (old default)", () -> level(dflt), StrengthBenchmark::depthFour, GAMES),
                match("level 7 vs depth 4 (old default)", () -> level(7), StrengthBenchmark::depthFour, GAMES),
                match("level " + dflt + " (default) vs strong engine, depth " + STRONG_DEPTH, () -> level(dflt),
                        StrengthBenchmark::strong, STRONG_GAMES),
                match("depth 4 (old default) vs strong engine, depth " + STRONG_DEPTH, StrengthBenchmark::depthFour,
                        StrengthBenchmark::strong, STRONG_GAMES));
        StringBuilder figures = new StringBuilder("| match | games | wins | losses | won | stones ahead at the end, mean |\n"
                + "|---|---|---|---|---|---|\n");
        scores.forEach(s -> figures.append(s.line()).append('\n'));
        Files.writeString(Path.of("target", "kimasai-strength.txt"), figures);
        report.publishEntry("kimasai strength", figures.toString());
        assertThat(scores.get(0).wins()).as(figures.toString()).isGreaterThan(GAMES / 2);
    }
}
