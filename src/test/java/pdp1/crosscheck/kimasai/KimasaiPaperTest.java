package pdp1.crosscheck.kimasai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import pdp1.kimasai.Game;

/** The games on kimasai.mac's paper, keys included, read back as game records. */
class KimasaiPaperTest {

    /** As the program typed it for the keys "m b2 b1 a1c1" (board lines cut: they are no moves). */
    private static final String PAPER = """
            bao la kimasai, the four-row game of single stones recorded

            new game
               a b c d e f g h i j k l
            south to move
            south? m
            type a hole, a letter a-l and a digit 1-4
            south?  B2
               a b c d e f g h i j k l
            north to move
            north plays k3
               a b c d e f g h i j k l
            south to move
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
        List<Game> answered = KimasaiPaper.games(PAPER + "   a b c d e f g h i j k l\n");
        assertThat(answered).extracting(Game::record).containsExactly("1. b2 k3 2. c2");
    }

    @Test
    void eachNewGameIsAGameOfItsOwn() {
        assertThat(KimasaiPaper.games(PAPER + "new game\nsouth plays b2\n")).extracting(Game::record)
                .containsExactly("1. b2 k3 2. c2", "1. b2");
    }

    @Test
    void aMoveTheReferenceRefusesIsSaid() {
        assertThatThrownBy(() -> KimasaiPaper.games("new game\nnorth plays k3\n"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
