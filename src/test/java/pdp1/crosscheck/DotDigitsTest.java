package pdp1.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** Reading numbers back from the points of the shared digit font. */
class DotDigitsTest {

    private static final Region BOX = new Region(-100, -100, 100, 100);

    private final PointLog log = new PointLog();

    private void draw(int number, int left, int top, int pitch) {
        for (int[] p : DotDigits.points(number, left, top, pitch)) {
            log.point(p[0], p[1], 7, 0);
        }
    }

    @Test
    void theFontIsTheSharedOne() {
        // 0: 111 101 101 101 111 ... 9: 111 101 111 001 111, a point per 1
        String[] rows = {"111 101 101 101 111", "010 110 010 010 111", "111 001 111 100 111", "111 001 111 001 111",
            "101 101 111 001 001", "111 100 111 001 111", "111 100 111 101 111", "111 001 001 001 001",
            "111 101 111 101 111", "111 101 111 001 111"};
        for (int digit = 0; digit < 10; digit++) {
            StringBuilder s = new StringBuilder();
            for (int row = 0; row < 5; row++) {
                s.append(row > 0 ? " " : "");
                for (int column = 0; column < 3; column++) {
                    s.append(DotDigits.lit(digit, row, column) ? '1' : '0');
                }
            }
            assertThat(s.toString()).as("digit %d", digit).isEqualTo(rows[digit]);
            assertThat(DotDigits.dots(digit)).isEqualTo(rows[digit].replace("0", "").replace(" ", "").length());
        }
    }

    @Test
    void everyNumberUpToNinetyNineReadsBackAtSeveralPitchesAndPlaces() {
        long seed = 11;
        Random r = new Random(seed);
        for (int n = 0; n < 100; n++) {
            for (int pitch : new int[] {5, 6, 7, 8}) {
                log.clear();
                log.point(-200, -200, 3, 0);                          // outside the region: ignored
                draw(n, -90 + r.nextInt(60), 40 + r.nextInt(50), pitch);
                assertThat(DotDigits.read(log, 0, log.size(), BOX, pitch)).as("seed %d, %d at pitch %d", seed, n, pitch)
                        .hasValue(n);
            }
        }
    }

    @Test
    void threeDigitsAndPointsDrawnTwice() {
        draw(472, -50, 20, 6);
        draw(472, -50, 20, 6);
        assertThat(DotDigits.read(log, 0, log.size(), BOX, 6)).hasValue(472);
        assertThat(DotDigits.dotsOf(472)).isEqualTo(DotDigits.points(472, 0, 0, 6).size()).isEqualTo(9 + 7 + 11);
    }

    @Test
    void onlyTheGivenRangeOfTheLogCounts() {
        draw(3, 0, 0, 7);
        int from = log.size();
        draw(58, 0, 0, 7);
        assertThat(DotDigits.read(log, from, log.size(), BOX, 7)).hasValue(58);
        assertThat(DotDigits.read(log, 0, from, BOX, 7)).hasValue(3);
    }

    @Test
    void nothingOrAStrayPointOrABrokenDigitIsNoNumber() {
        assertThat(DotDigits.read(log, 0, 0, BOX, 7)).isEmpty();
        assertThat(DotDigits.describe(log, 0, 0, BOX, 7)).isEqualTo("no points");

        draw(5, 0, 0, 7);
        log.point(3, -3, 7, 0);                                         // between the dots
        assertThat(DotDigits.read(log, 0, log.size(), BOX, 7)).isEmpty();
        assertThat(DotDigits.describe(log, 0, log.size(), BOX, 7)).contains("off the 7-unit grid");

        log.clear();
        for (int[] p : DotDigits.points(8, 0, 0, 7)) {
            if (!(p[0] == 0 && p[1] == -7)) {                           // 8 without row 1's left dot: no digit
                log.point(p[0], p[1], 7, 0);
            }
        }
        assertThat(DotDigits.describe(log, 0, log.size(), BOX, 7)).contains("no digit of the font (111 001 111 101 111)");
    }

    @Test
    void theMiddleDotOfAnEightMissingReadsAsAZero() {
        // the font is unambiguous only as a whole: 8 without its middle dot is 0 (a reader cannot tell)
        for (int[] p : DotDigits.points(8, 0, 0, 7)) {
            if (!(p[0] == 7 && p[1] == -14)) {
                log.point(p[0], p[1], 7, 0);
            }
        }
        assertThat(DotDigits.read(log, 0, log.size(), BOX, 7)).hasValue(0);
    }

    @Test
    void aLeadingZeroOrAPointInTheGapBetweenDigitsIsNoNumber() {
        draw(0, 0, 0, 6);
        draw(7, 24, 0, 6);
        assertThat(DotDigits.describe(log, 0, log.size(), BOX, 6)).isEqualTo("a leading zero");
        log.clear();
        draw(11, 0, 0, 6);
        log.point(18, 0, 7, 0);                                         // column 3: the blank between digits
        assertThat(DotDigits.describe(log, 0, log.size(), BOX, 6)).contains("outside the digits' cells");
    }
}
