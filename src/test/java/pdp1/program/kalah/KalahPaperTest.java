package pdp1.program.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import pdp1.kalah.GameRecord;
import pdp1.kalah.Variant;

/** The games on kalah.mac's paper read as records, the moves the cross-check reads. */
class KalahPaperTest {

    private static final String PAPER = """
            kalah (w. j. champion, 1940) on the dec pdp-1 - ? for help

            new game, 4 seeds, pie rule, level 8
            south? c  stores s 1 n 0
            south? g  type a-f
            south? C  empty
            south? p
            north  f4  e4  d4  c4  b4  a4
            store  n 0  s 1
            south  a4  b4  c0  d5  e5  f5
            south? h
            keys - a-f or the light pen on a pit moves, p the board, ? or h help.
            south? A  stores s 1 n 0
            north, a-f, or s to swap sides and take south's opening? s
            north swaps sides
            north plays f  stores s 1 n 1
            south? b""";

    @Test
    void movesAreThePlaysTheSwapsAndTheKeysTheProgramTookNotTheOnesItRefused() {
        List<GameRecord> games = KalahPaper.games(PAPER, Variant.STANDARD);
        assertThat(games).hasSize(1);
        assertThat(games.get(0)).hasToString("kalah 6x4 pie: c a swap f");
    }

    @Test
    void eachNewGameStartsARecordWithTheSeedsAndRulesItNames() {
        String two = PAPER + "\nnew game, 3 seeds, empty capture\nsouth? d\n";    // the line "south? b" is now complete
        List<GameRecord> games = KalahPaper.games(two, Variant.STANDARD);
        assertThat(games).extracting(GameRecord::toString)
                .containsExactly("kalah 6x4 pie: c a swap f b", "kalah 6x3 empty-capture: d");
    }

    @Test
    void nothingBeforeTheFirstGameIsAGame() {
        assertThat(KalahPaper.games("kalah, w. j. champion's game\nsouth plays c\n", Variant.STANDARD)).isEmpty();
    }
}
