package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NotationTest {

    @Test
    void theStartPictureShowsNorthOnTopWithItsPitAOnTheRight() {
        String nl = System.lineSeparator();
        assertThat(Kalah.start(Variant.STANDARD).toString()).isEqualTo(
                " North     f   e   d   c   b   a" + nl
                + "           4   4   4   4   4   4" + nl
                + "      0                            0" + nl
                + "           4   4   4   4   4   4" + nl
                + " South     a   b   c   d   e   f" + nl
                + "South to move" + nl);
    }

    @Test
    void theEndPictureGivesTheResult() {
        Position over = Position.of(Variant.STANDARD, new int[] {0, 0, 0, 0, 0, 0, 20, 1, 0, 0, 0, 0, 0, 27}, Position.NORTH);
        assertThat(over.toString()).endsWith("game over: North wins by 8" + System.lineSeparator());
    }

    @Test
    void aRecordWithASwapReplaysAndPrintsBackTheSame() {
        String text = "kalah 6x4 empty-capture pie: c a swap d";
        GameRecord record = GameRecord.parse(text);
        assertThat(record.toString()).isEqualTo(text);
        assertThat(record.moves()).containsExactly(2, 0, GameRecord.SWAP, 3);
        Position p = record.replay();
        assertThat(p.sideToMove()).isEqualTo(Position.SOUTH);
        assertThat(p.pit(Position.NORTH, 3)).isZero();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            kalah 6x4: g                  | move 1: a move is a pit letter a..f or 'swap', not 'g'
            kalah 6x4: c c                | move 2: pit c is empty
            kalah 6x4: a swap             | move 2: the swap is not available now
            kalah 6x4 fast: a             | unknown variant word 'fast'
            kalah 6by4: a                 | board size must be PITSxSEEDS such as 6x4, not '6by4'
            kalah 13x4: a                 | pits per side must be 1..12, not 13
            c d e                         | no ':'
            """)
    void badRecordsSayWhatIsWrong(String text, String message) {
        assertThatThrownBy(() -> GameRecord.parse(text).replay())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(message);
    }
}
