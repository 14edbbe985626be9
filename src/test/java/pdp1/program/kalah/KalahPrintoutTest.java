package pdp1.program.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Recognising the lines on kalah.mac's paper, keys included (docs/kalah-program.md "What it types"). */
class KalahPrintoutTest {

    @Test
    void aNorthRowListsPitsFromFToA() {
        var row = KalahPrintout.row("north  f10  e0  d1  c3  b3  a2");
        assertThat(row.side()).isEqualTo(1);
        assertThat(row.pits()).containsExactly(2, 3, 3, 1, 0, 10);
    }

    @Test
    void aSouthRowListsPitsFromAToF() {
        assertThat(KalahPrintout.row("south  a4  b4  c0  d5  e5  f5").pits()).containsExactly(4, 4, 0, 5, 5, 5);
    }

    @Test
    void theStoreLineGivesNorthThenSouth() {
        assertThat(KalahPrintout.stores("store  n 13  s 5")).containsExactly(13, 5);
    }

    @Test
    void aComputerMoveNamesTheSideAndThePit() {
        assertThat(KalahPrintout.plays("north plays e")).isEqualTo(new KalahPrintout.Plays(1, 4, null));
    }

    @Test
    void withTheCrtOnAMoveLineSaysTheCaptureAndTheStores() {
        assertThat(KalahPrintout.plays("north plays e  stores s 2 n 9").after())
                .isEqualTo(new KalahPrintout.After(0, 2, 9));
        assertThat(KalahPrintout.plays("south plays a  captures 7  stores s 12 n 9").after())
                .isEqualTo(new KalahPrintout.After(7, 12, 9));
        assertThat(KalahPrintout.prompt("south? c  stores s 1 n 0"))
                .isEqualTo(new KalahPrintout.Prompt(0, false, 'c', null, new KalahPrintout.After(0, 1, 0)));
    }

    @Test
    void aNewGameNamesItsSeedsRulesAndLevel() {
        assertThat(KalahPrintout.newGame("new game, 4 seeds, level 8"))
                .isEqualTo(new KalahPrintout.NewGame(4, java.util.List.of(), 8));
        assertThat(KalahPrintout.newGame("new game, 6 seeds, empty capture, no sweep, pie rule"))
                .isEqualTo(new KalahPrintout.NewGame(6, java.util.List.of("empty capture", "no sweep", "pie rule"), 0));
    }

    @Test
    void aNumberWithALeadingZeroIsRefused() {
        assertThat(KalahPrintout.newGame("new game, 04 seeds")).isNull();
        assertThat(KalahPrintout.row("south  a04  b4  c0  d5  e5  f5")).isNull();
        assertThat(KalahPrintout.stores("store  n 00  s 5")).isNull();
        assertThat(KalahPrintout.plays("north plays e  stores s 02 n 9")).isNull();
        assertThat(KalahPrintout.score("south 07  north 41")).isNull();
        assertThat(KalahPrintout.leadingZero("south  a04  b4  c0  d5  e5  f5")).isEqualTo("04");
        assertThat(KalahPrintout.leadingZero("new game, 4 seeds, level 10")).isNull();
        assertThat(KalahPrintout.leadingZero(KalahPrintout.BANNER)).isNull();    // 1940: a zero inside a number
        assertThat(KalahPrintout.leadingZero("south  a0  b0  c0  d0  e0  f0")).isNull();
    }

    @Test
    void aSwapOrItsRefusalNamesTheSide() {
        assertThat(KalahPrintout.swaps("north swaps sides")).isEqualTo(1);
        assertThat(KalahPrintout.swaps("north plays a")).isEqualTo(-1);
        assertThat(KalahPrintout.declines("north does not swap")).isEqualTo(1);
        assertThat(KalahPrintout.declines("north swaps sides")).isEqualTo(-1);
    }

    @Test
    void aBarePromptAsksTheSideToMove() {
        assertThat(KalahPrintout.prompt("south? ")).isEqualTo(new KalahPrintout.Prompt(0, false, (char) 0, null));
    }

    @Test
    void thePieRulePromptOffersTheSwapAndSaysWhatItDoes() {
        assertThat(KalahPrintout.prompt("north, a-f, or s to swap sides and take south's opening? "))
                .isEqualTo(new KalahPrintout.Prompt(1, true, (char) 0, null));
    }

    @Test
    void aPromptCompletedByTheKeyAndAnAnswerCarriesBoth() {
        assertThat(KalahPrintout.prompt("south? c")).isEqualTo(new KalahPrintout.Prompt(0, false, 'c', null));
        assertThat(KalahPrintout.prompt("south? C").key()).isEqualTo('C');
        assertThat(KalahPrintout.prompt("south? c  empty").rejection()).isEqualTo("empty");
        assertThat(KalahPrintout.prompt("north? g  type a-f").rejection()).isEqualTo("type a-f");
        assertThat(KalahPrintout.prompt("north, a-f, or s to swap sides and take south's opening? .  type a-f or s"))
                .isEqualTo(new KalahPrintout.Prompt(1, true, '.', "type a-f or s"));
    }

    @Test
    void anotherGameWithItsKey() {
        assertThat(KalahPrintout.again("another game? ")).isTrue();
        assertThat(KalahPrintout.againAnswered("another game? n")).isEqualTo(new KalahPrintout.Again('n', false));
        assertThat(KalahPrintout.againAnswered("another game? q  type y or n"))
                .isEqualTo(new KalahPrintout.Again('q', true));
    }

    @Test
    void theScoreLineGivesSouthThenNorth() {
        assertThat(KalahPrintout.score("south 25  north 23")).containsExactly(25, 23);
    }

    @Test
    void otherLinesAreNoneOfThese() {
        String line = "kalah, w. j. champion's game of 1940, on the dec pdp-1";
        assertThat(KalahPrintout.row(line)).isNull();
        assertThat(KalahPrintout.prompt(line)).isNull();
        assertThat(KalahPrintout.plays(line)).isNull();
        assertThat(KalahPrintout.newGame(line)).isNull();
    }
}
