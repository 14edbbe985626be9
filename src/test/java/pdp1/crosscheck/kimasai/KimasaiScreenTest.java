package pdp1.crosscheck.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.crosscheck.DotDigits;
import pdp1.crosscheck.PointLog;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Position;
import pdp1.kimasai.Side;

class KimasaiScreenTest {

    /** The glyph {@code bits} (an octal digit a row, top first) with its top left dot at (x, top). */
    private static void glyph(PointLog log, int bits, int x, int top, int level) {
        for (int row = 0; row < 5; row++) {
            for (int col = 0; col < 3; col++) {
                if ((bits >> (3 * (4 - row) + 2 - col) & 1) != 0) {
                    log.point(x + 10 * col, top - 10 * row, level, 0);
                }
            }
        }
    }

    private static void disc(PointLog log, Hole h, int level) {
        int x = KimasaiScreen.x(h);
        int y = KimasaiScreen.y(h);
        int[][] d = {{0, 0}, {10, 0}, {5, 9}, {-5, 9}, {-10, 0}, {-5, -9}, {5, -9}};
        for (int[] p : d) {
            log.point(x + p[0], y + p[1], level, 0);
        }
    }

    private static void outline(PointLog log, Hole h, int level) {
        int x = KimasaiScreen.x(h);
        int y = KimasaiScreen.y(h);
        int[][] d = {{20, 0}, {14, 14}, {0, 20}, {-14, 14}, {-20, 0}, {-14, -14}, {0, -20}, {14, -14}};
        for (int[] p : d) {
            log.point(x + p[0], y + p[1], level, 0);
        }
    }

    private static void number(PointLog log, int n, Side side) {
        int left = n >= 10 ? -40 : 0;
        for (int[] p : DotDigits.points(n, left, KimasaiScreen.line(side), 10)) {
            log.point(p[0], p[1], KimasaiScreen.NORMAL, 0);
        }
    }

    /** One frame of {@code p} as docs/kimasai.md "The CRT" describes it; {@code last} the move that led to it. */
    static void frame(PointLog log, Position p, Hole last, boolean over) {
        for (int c = 0; c < 12; c++) {
            glyph(log, KimasaiScreen.LETTERS[c], 70 * c - 395, -216, KimasaiScreen.NORMAL);
        }
        for (int r = 1; r <= 4; r++) {
            for (int[] d : DotDigits.points(r, -455, KimasaiScreen.y(new Hole(0, r)) + 20, 10)) {
                log.point(d[0], d[1], KimasaiScreen.NORMAL, 0);
            }
        }
        Hole to = last == null ? null : last.next();
        for (int r = 1; r <= 4; r++) {
            for (int c = 0; c < 12; c++) {
                Hole h = new Hole(c, r);
                if (p.hasStone(h) && !h.equals(to)) {
                    disc(log, h, KimasaiScreen.NORMAL);
                }
            }
        }
        number(log, p.count(Side.SOUTH), Side.SOUTH);
        number(log, p.count(Side.NORTH), Side.NORTH);
        for (int r = 1; r <= 4; r++) {
            for (int c = 0; c < 12; c++) {
                Hole h = new Hole(c, r);
                if (!p.hasStone(h) && !h.equals(last)) {
                    outline(log, h, KimasaiScreen.DIM);
                }
            }
        }
        if (last != null) {
            outline(log, last, KimasaiScreen.BRIGHT);
            disc(log, to, KimasaiScreen.BRIGHT);
        }
        if (over) {
            int top = KimasaiScreen.line(p.toMove().opponent());
            int[] x = {70, 100, 130, 170, 200};        // w in two parts, i, n in two parts
            for (int i = 0; i < x.length; i++) {
                glyph(log, KimasaiScreen.WIN[i], x[i], top, KimasaiScreen.BRIGHT);
            }
        } else {
            glyph(log, KimasaiScreen.TRIANGLE, -90, KimasaiScreen.line(p.toMove()), KimasaiScreen.BRIGHT);
        }
    }

    @Test
    void aWholeFrameGivesTheStonesTheCountsTheMarksAndTheLastMove() {
        Position p = Position.START.play(Hole.parse("b2"));
        PointLog log = new PointLog();
        frame(log, p, Hole.parse("b2"), false);
        frame(log, p, Hole.parse("b2"), false);
        var seen = KimasaiScreen.firstFrame(log).orElseThrow();
        assertThat(seen.problem()).isNull();
        assertThat(seen.toMove()).isEqualTo(Side.NORTH);
        assertThat(seen.winner()).isNull();
        assertThat(seen.stone(Hole.parse("a2"))).isTrue();
        assertThat(seen.stone(Hole.parse("b2"))).isFalse();
        assertThat(seen.stone(Hole.parse("a3"))).isFalse();
        assertThat(seen.south()).hasValue(23);
        assertThat(seen.north()).hasValue(21);
        assertThat(seen.lastFrom()).isEqualTo(Hole.parse("b2"));
        assertThat(seen.lastTo()).isEqualTo(Hole.parse("a2"));
        assertThat(seen.points()).isEqualTo(KimasaiScreen.pointsPerFrame(23, 21, false));
    }

    @Test
    void theEndOfAGameShowsTheWinnerAndNoSideToMove() {
        Position p = Position.of(Side.NORTH, java.util.List.of(Hole.parse("c1"), Hole.parse("d2")));
        PointLog log = new PointLog();
        frame(log, p, Hole.parse("e2"), true);
        frame(log, p, Hole.parse("e2"), true);
        var seen = KimasaiScreen.firstFrame(log).orElseThrow();
        assertThat(seen.winner()).isEqualTo(Side.SOUTH);
        assertThat(seen.toMove()).isNull();
        assertThat(seen.south()).hasValue(2);
        assertThat(seen.north()).hasValue(0);
        assertThat(seen.lastFrom()).isEqualTo(Hole.parse("e2"));
        assertThat(seen.points()).isEqualTo(KimasaiScreen.pointsPerFrame(2, 0, true));
    }

    @Test
    void theStartHasNoLastMoveAndItsFrameIsTheSizeTheProgramDraws() {
        PointLog log = new PointLog();
        frame(log, Position.START, null, false);
        frame(log, Position.START, null, false);
        var seen = KimasaiScreen.firstFrame(log).orElseThrow();
        assertThat(seen.lastFrom()).isNull();
        assertThat(seen.lastTo()).isNull();
        assertThat(seen.toMove()).isEqualTo(Side.SOUTH);
        // 146 for the letters and row numbers, 46 discs of 7, 2 outlines of 8, "23" twice, the triangle
        assertThat(seen.points()).isEqualTo(146 + 46 * 7 + 2 * 8 + 2 * 22 + 9).isEqualTo(KimasaiScreen.pointsPerFrame(23, 23, false));
    }

    @Test
    void aDigitDrawnWrongIsNoCount() {
        PointLog log = new PointLog();
        frame(log, Position.START, null, false);
        log.point(10, -300, KimasaiScreen.NORMAL, 0);       // South's 23: a dot in the middle of the 3's row 2
        frame(log, Position.START, null, false);
        var seen = KimasaiScreen.firstFrame(log).orElseThrow();
        assertThat(seen.south()).isEmpty();
        assertThat(seen.countText(Side.SOUTH)).contains("no digit");
        assertThat(seen.north()).hasValue(23);
    }

    @Test
    void aHoleWithNeitherStoneNorOutlineIsAProblem() {
        PointLog log = new PointLog();
        frame(log, Position.START, null, false);
        PointLog cut = new PointLog();
        for (int i = 0; i < log.size(); i++) {
            if (!(log.x(i) == KimasaiScreen.x(Hole.parse("a2")) + 20 && log.y(i) == KimasaiScreen.y(Hole.parse("a2")))) {
                cut.point(log.x(i), log.y(i), log.level(i), 0);
            }
        }
        frame(cut, Position.START, null, false);
        assertThat(KimasaiScreen.firstFrame(cut).orElseThrow().problem()).contains("a2");
    }

    /** The frame of {@code p} drawn twice, with (x, y) moved by (dx, dy) or, if dx is null, its level set to {@code level}. */
    private static KimasaiScreen.Frame changed(Position p, Hole last, boolean over, int x, int y, Integer dx, int dy,
            int level) {
        PointLog log = new PointLog();
        frame(log, p, last, over);
        PointLog out = new PointLog();
        for (int i = 0; i < log.size(); i++) {
            boolean hit = log.x(i) == x && log.y(i) == y;
            out.point(log.x(i) + (hit && dx != null ? dx : 0), log.y(i) + (hit && dx != null ? dy : 0),
                    hit && dx == null ? level : log.level(i), 0);
        }
        frame(out, p, last, over);
        return KimasaiScreen.firstFrame(out).orElseThrow();
    }

    @Test
    void everyDotOfWinIsInItsPlace() {
        Position p = Position.of(Side.NORTH, java.util.List.of(Hole.parse("c1"), Hole.parse("d2")));
        // n's right column drawn over its left one (x 170, not 200), as kimasai.mac with mda+21 mutated
        assertThat(changed(p, Hole.parse("e2"), true, 200, -290, -30, 0, 0).problem())
                .isEqualTo("South's \"win\" without its point at (200, -290)");
        assertThat(changed(p, Hole.parse("e2"), true, 130, -330, null, 0, KimasaiScreen.NORMAL).problem())
                .isEqualTo("South's \"win\" with its point at (130, -330) at intensity 2, expected 7");
    }

    @Test
    void theTriangleTheLettersAndTheRowNumbersAreInTheirPlacesAtTheirIntensities() {
        assertThat(changed(Position.START, null, false, -90, -330, null, 0, KimasaiScreen.NORMAL).problem())
                .isEqualTo("South's triangle with its point at (-90, -330) at intensity 2, expected 7");
        assertThat(changed(Position.START, null, false, -455, 200, 0, -95, 0).problem())
                .isEqualTo("the row number 4 without its point at (-455, 200)");
        assertThat(changed(Position.START, null, false, -315, -256, null, 0, KimasaiScreen.DIM).problem())
                .isEqualTo("the letter b with its point at (-315, -256) at intensity 0, expected 2");
    }

    @Test
    void stonesAndCountsAreNormalAndOutlinesDim() {
        Hole c2 = Hole.parse("c2");
        assertThat(changed(Position.START, null, false, KimasaiScreen.x(c2), -85, null, 0, KimasaiScreen.DIM).problem())
                .isEqualTo("hole c2 shows a stone with its point at (-245, -85) at intensity 0, expected 2");
        assertThat(changed(Position.START, null, false, 0, -290, null, 0, KimasaiScreen.DIM).problem())
                .isEqualTo("South's count has its point (0, -290) at intensity 0, expected 2");
        Hole empty = java.util.stream.IntStream.range(0, 48).mapToObj(i -> new Hole(i % 12, 1 + i / 12))
                .filter(h -> !Position.START.hasStone(h)).findFirst().orElseThrow();
        int x = KimasaiScreen.x(empty) + 14;
        int y = KimasaiScreen.y(empty) + 14;
        assertThat(changed(Position.START, null, false, x, y, null, 0, KimasaiScreen.NORMAL).problem())
                .isEqualTo("hole " + empty + " shows an outline with its point at (" + x + ", " + y
                        + ") at intensity 2, expected 0");
    }

    @Test
    void aFrameCutShortIsNoFrame() {
        PointLog log = new PointLog();
        frame(log, Position.START, null, false);
        assertThat(KimasaiScreen.firstFrame(log)).isEmpty();
    }

    @Test
    void holeCentresFollowTheColumnsAndRows() {
        assertThat(KimasaiScreen.x(Hole.parse("a1"))).isEqualTo(-385);
        assertThat(KimasaiScreen.x(Hole.parse("l4"))).isEqualTo(385);
        assertThat(KimasaiScreen.y(Hole.parse("c2"))).isEqualTo(-85);
        assertThat(KimasaiScreen.y(Hole.parse("c4"))).isEqualTo(180);
    }
}
