package pdp1.program.kimasai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import pdp1.kimasai.Game;

/** The games on kimasai.mac's paper, keys included, read back as game records. */
class KimasaiPaperTest {

    /**
     * As the program typed it for the keys "m B2 p ? b1", a touch of the light pen on c1 (typed by
     * the program), "c2" (board and help lines cut: they are no moves).
     */
    private static final String PAPER = """
            bao la kimasai, ? for help
            new game, level 5, you play south
            south? m
            type a hole, a letter a-l and a digit 1-4
            south?  B2
            takes 2, south 23 north 21
            north plays k3
            takes 2, south 21 north 21
            south? p
               a b c d e f g h i j k l
            south to move
            south? ?
            bao la kimasai, the four-row game of single stones recorded
            south?  b1
            that stone cannot move, its next hole is full
            south? c1
            that stone cannot move, its next hole is full
            south? c2
            """;

    @Test
    void aPersonsMoveCountsOnceTheNextLineShowsItWasNotRefused() {
        List<Game> games = KimasaiPaper.games(PAPER);
        assertThat(games).extracting(Game::record).containsExactly("1. b2 k3");
        List<Game> answered = KimasaiPaper.games(PAPER + "takes 1, south 21 north 20\n");
        assertThat(answered).extracting(Game::record).containsExactly("1. b2 k3 2. c2");
    }

    @Test
    void eachNewGameIsAGameOfItsOwn() {
        assertThat(KimasaiPaper.games(PAPER + "new game, levels north 5 south 5\nsouth plays b2\n"))
                .extracting(Game::record).containsExactly("1. b2 k3 2. c2", "1. b2");
    }

    @Test
    void aPaperOfTheProgramBeforeItsShortBannerStillReads() {
        assertThat(KimasaiPaper.games("new game\nsouth?  b2\n   a b c d e f g h i j k l\n"))
                .extracting(Game::record).containsExactly("1. b2");
    }

    @Test
    void aMoveTheReferenceRefusesIsSaid() {
        assertThatThrownBy(() -> KimasaiPaper.games("new game, two players\nnorth plays k3\n"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
