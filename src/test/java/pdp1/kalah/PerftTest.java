package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft (move sequences of length d from the start) computed two independent ways. */
class PerftTest {

    static long perftPositions(Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (int pit : Kalah.legalMoves(p)) {
            n += perftPositions(Kalah.play(p, pit), depth - 1);
        }
        return n;
    }

    static long perftReference(int[] b, Variant v, int side, boolean over, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (over) {
            return 0;
        }
        int m = v.pits();
        long n = 0;
        for (int pit = 0; pit < m; pit++) {
            int place = side == 0 ? pit : m + 1 + pit;
            if (b[place] > 0) {
                int[] c = b.clone();
                int[] turn = ReferenceRules.sow(c, v, side, pit);
                n += perftReference(c, v, turn[0], turn[1] == 1, depth - 1);
            }
        }
        return n;
    }

    @ParameterizedTest(name = "{0} depth {1}")
    @CsvSource(textBlock = """
            kalah 6x4,                                 7
            kalah 6x4 empty-capture,                   7
            kalah 6x3 until-stuck no-sweep,            7
            kalah 4x5 empty-capture until-stuck,       8
            kalah 3x2,                                 9
            """)
    void twoImplementationsCountTheSame(String variant, int depth) {
        Variant v = Variant.parse(variant);
        Position start = Kalah.start(v);
        assertThat(perftPositions(start, depth)).isEqualTo(perftReference(start.places(), v, 0, false, depth));
    }

    @Test
    void theFirstPliesOfKalah64() {
        Position start = Kalah.start(Variant.STANDARD);
        // Ply 1: six pits. Ply 2: pit c is a bonus (South again, 5 moves: c is empty), the other
        // five pass the turn to North with six moves: 5 + 5 * 6 = 35.
        assertThat(perftPositions(start, 1)).isEqualTo(6);
        assertThat(perftPositions(start, 2)).isEqualTo(35);
    }

    /**
     * Kalah(6,4) under the standard rule, empty capture and until-stuck, plies 1-10, pinned and
     * counted both ways. Empty capture first changes a count at ply 5, until-stuck at ply 10.
     */
    @ParameterizedTest(name = "{0} ply {1}: {2}")
    @CsvSource(textBlock = """
            kalah 6x4,                 1,  6
            kalah 6x4,                 2,  35
            kalah 6x4,                 3,  185
            kalah 6x4,                 4,  942
            kalah 6x4,                 5,  4690
            kalah 6x4,                 6,  23233
            kalah 6x4,                 7,  114430
            kalah 6x4,                 8,  563055
            kalah 6x4,                 9,  2763490
            kalah 6x4,                 10, 13519607
            kalah 6x4 empty-capture,   1,  6
            kalah 6x4 empty-capture,   2,  35
            kalah 6x4 empty-capture,   3,  185
            kalah 6x4 empty-capture,   4,  942
            kalah 6x4 empty-capture,   5,  4685
            kalah 6x4 empty-capture,   6,  23169
            kalah 6x4 empty-capture,   7,  113959
            kalah 6x4 empty-capture,   8,  559885
            kalah 6x4 empty-capture,   9,  2743126
            kalah 6x4 empty-capture,   10, 13394138
            kalah 6x4 until-stuck,     1,  6
            kalah 6x4 until-stuck,     2,  35
            kalah 6x4 until-stuck,     3,  185
            kalah 6x4 until-stuck,     4,  942
            kalah 6x4 until-stuck,     5,  4690
            kalah 6x4 until-stuck,     6,  23233
            kalah 6x4 until-stuck,     7,  114430
            kalah 6x4 until-stuck,     8,  563055
            kalah 6x4 until-stuck,     9,  2763490
            kalah 6x4 until-stuck,     10, 13519612
            """)
    void pinnedCountsOfKalah64(String variant, int ply, long count) {
        Variant v = Variant.parse(variant);
        Position start = Kalah.start(v);
        assertThat(perftPositions(start, ply)).as("Kalah.play").isEqualTo(count);
        assertThat(perftReference(start.places(), v, 0, false, ply)).as("ReferenceRules").isEqualTo(count);
    }
}
