package pdp1.crosscheck;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Numbers as the game programs draw them on the Type 30: the shared dot-matrix digit font, each
 * digit 3 columns by 5 rows of points {@code pitch} display units apart, a point for each lit
 * cell; the digits of a number 4 columns (4 pitches) apart, left to right, no leading zeros.
 * {@link #read} reads a number back from the points a program drew in a region of the screen;
 * {@link #points} gives the points of a number, as a program should draw it.
 *
 * <p>The font, rows top to bottom, columns left to right:
 * <pre>
 * 0 111 101 101 101 111   5 111 100 111 001 111
 * 1 010 110 010 010 111   6 111 100 111 101 111
 * 2 111 001 111 100 111   7 111 001 001 001 001
 * 3 111 001 111 001 111   8 111 101 111 101 111
 * 4 101 101 111 001 001   9 111 101 111 001 111
 * </pre>
 * Every digit lights its top row, its bottom row, its left column and its right column, so the
 * points of a number span exactly its cells: the leftmost point is in the first digit's left
 * column and the topmost in the top row.
 */
public final class DotDigits {

    /** Columns and rows of one digit. */
    public static final int COLUMNS = 3, ROWS = 5;
    /** Columns from one digit to the next: 3 of the digit and 1 blank. */
    public static final int DIGIT_STEP = 4;

    /** Each digit's rows, top first; bit 2 of a row is its left column. */
    private static final int[][] FONT = {
        {07, 05, 05, 05, 07}, {02, 06, 02, 02, 07}, {07, 01, 07, 04, 07}, {07, 01, 07, 01, 07},
        {05, 05, 07, 01, 01}, {07, 04, 07, 01, 07}, {07, 04, 07, 05, 07}, {07, 01, 01, 01, 01},
        {07, 05, 07, 05, 07}, {07, 05, 07, 01, 07},
    };

    private DotDigits() {
    }

    /** Is the cell of {@code digit} at {@code row} (0 = top) and {@code column} (0 = left) lit? */
    public static boolean lit(int digit, int row, int column) {
        return (FONT[digit][row] >> (COLUMNS - 1 - column) & 1) != 0;
    }

    /** The number of points {@code digit} is drawn with. */
    public static int dots(int digit) {
        return Integer.bitCount(FONT[digit][0]) + Integer.bitCount(FONT[digit][1]) + Integer.bitCount(FONT[digit][2])
                + Integer.bitCount(FONT[digit][3]) + Integer.bitCount(FONT[digit][4]);
    }

    /** The number of points {@code number} (0 or more) is drawn with. */
    public static int dotsOf(int number) {
        int n = 0;
        for (char c : Integer.toString(number).toCharArray()) {
            n += dots(c - '0');
        }
        return n;
    }

    /**
     * The points of {@code number} (0 or more) with its first digit's top left cell at
     * ({@code left}, {@code top}), +y up: {x, y} pairs, digit by digit, row by row.
     */
    public static List<int[]> points(int number, int left, int top, int pitch) {
        if (number < 0 || pitch <= 0) {
            throw new IllegalArgumentException("number " + number + ", pitch " + pitch);
        }
        List<int[]> points = new ArrayList<>();
        String digits = Integer.toString(number);
        for (int i = 0; i < digits.length(); i++) {
            int digit = digits.charAt(i) - '0';
            for (int row = 0; row < ROWS; row++) {
                for (int column = 0; column < COLUMNS; column++) {
                    if (lit(digit, row, column)) {
                        points.add(new int[] {left + (i * DIGIT_STEP + column) * pitch, top - row * pitch});
                    }
                }
            }
        }
        return points;
    }

    /**
     * The number shown by the points of {@code log} [from, to) inside {@code region} (its edge
     * included), drawn with dots {@code pitch} units apart; empty if they show no number: no
     * points, a point off the grid of the digits, a pattern that is no digit, a leading zero.
     * A point drawn twice counts once.
     */
    public static OptionalInt read(PointLog log, int from, int to, Region region, int pitch) {
        Reading r = reading(log, from, to, region, pitch);
        return r.problem == null ? OptionalInt.of(r.number) : OptionalInt.empty();
    }

    /** What {@link #read} found, for a message: the number, or why there is none. */
    public static String describe(PointLog log, int from, int to, Region region, int pitch) {
        Reading r = reading(log, from, to, region, pitch);
        return r.problem == null ? Integer.toString(r.number) : r.problem;
    }

    private record Reading(int number, String problem) {
        static Reading none(String why) {
            return new Reading(-1, why);
        }
    }

    private static Reading reading(PointLog log, int from, int to, Region region, int pitch) {
        if (pitch <= 0) {
            throw new IllegalArgumentException("pitch " + pitch);
        }
        Set<Long> seen = new HashSet<>();
        List<int[]> points = new ArrayList<>();
        int left = Integer.MAX_VALUE;
        int top = Integer.MIN_VALUE;
        for (int i = from; i < to; i++) {
            int x = log.x(i);
            int y = log.y(i);
            if (region.contains(x, y)) {
                if (seen.add((long) x << 32 | (y & 0xffffffffL))) {
                    points.add(new int[] {x, y});
                    left = Math.min(left, x);
                    top = Math.max(top, y);
                }
            }
        }
        if (points.isEmpty()) {
            return Reading.none("no points");
        }
        int[][] cells = new int[0][];
        int digitsDrawn = 0;
        for (int[] p : points) {
            int dx = p[0] - left;
            int dy = top - p[1];
            if (dx % pitch != 0 || dy % pitch != 0) {
                return Reading.none("a point off the " + pitch + "-unit grid at (" + p[0] + ", " + p[1] + ")");
            }
            int column = dx / pitch;
            int row = dy / pitch;
            if (row >= ROWS || column % DIGIT_STEP == COLUMNS) {
                return Reading.none("a point outside the digits' cells at (" + p[0] + ", " + p[1] + ")");
            }
            int digit = column / DIGIT_STEP;
            if (digit >= cells.length) {
                int[][] grown = new int[digit + 1][];
                System.arraycopy(cells, 0, grown, 0, cells.length);
                for (int d = cells.length; d <= digit; d++) {
                    grown[d] = new int[ROWS];
                }
                cells = grown;
            }
            cells[digit][row] |= 1 << (COLUMNS - 1 - column % DIGIT_STEP);
            digitsDrawn = Math.max(digitsDrawn, digit + 1);
        }
        int number = 0;
        for (int d = 0; d < digitsDrawn; d++) {
            int digit = digitOf(cells[d]);
            if (digit < 0) {
                return Reading.none("digit " + (d + 1) + " of " + digitsDrawn + " is no digit of the font ("
                        + picture(cells[d]) + ")");
            }
            if (d == 0 && digit == 0 && digitsDrawn > 1) {
                return Reading.none("a leading zero");
            }
            number = number * 10 + digit;
        }
        return new Reading(number, null);
    }

    private static int digitOf(int[] rows) {
        for (int digit = 0; digit < FONT.length; digit++) {
            if (java.util.Arrays.equals(FONT[digit], rows)) {
                return digit;
            }
        }
        return -1;
    }

    /** Rows as "111 101 ..." for a message. */
    private static String picture(int[] rows) {
        StringBuilder s = new StringBuilder();
        for (int row = 0; row < ROWS; row++) {
            if (row > 0) {
                s.append(' ');
            }
            for (int column = 0; column < COLUMNS; column++) {
                s.append((rows[row] >> (COLUMNS - 1 - column) & 1) != 0 ? '1' : '0');
            }
        }
        return s.toString();
    }
}
