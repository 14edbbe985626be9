package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft of Bao la Kimasai from the start: the number of move sequences of each length, pinned, and
 * counted two independent ways ({@link Position} on loop masks, {@link ReferenceBoard} on a grid).
 */
class PerftTest {

    static long perft(Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (Hole h : p.legalMoves()) {
            n += perft(p.play(h), depth - 1);
        }
        return n;
    }

    @ParameterizedTest(name = "ply {0}: {1}")
    @CsvSource(textBlock = """
            1,  1
            2,  2
            3,  3
            4,  7
            5,  15
            6,  40
            7,  105
            8,  309
            9,  937
            10, 3046
            11, 10207
            12, 35922
            13, 130708
            14, 493133
            15, 1919089
            """)
    void bothCountersGiveThePinnedCount(int ply, long count) {
        assertThat(perft(Position.START, ply)).as("Position").isEqualTo(count);
        assertThat(ReferenceBoard.start().perft(ply)).as("ReferenceBoard").isEqualTo(count);
    }

    @ParameterizedTest(name = "ply {0}: {1}")
    @CsvSource(textBlock = """
            16, 7678961
            17, 31645842
            18, 133278537
            """)
    @Tag("long")
    void deeperPlies(int ply, long count) {
        assertThat(perft(Position.START, ply)).as("Position").isEqualTo(count);
        assertThat(ReferenceBoard.start().perft(ply)).as("ReferenceBoard").isEqualTo(count);
    }
}
