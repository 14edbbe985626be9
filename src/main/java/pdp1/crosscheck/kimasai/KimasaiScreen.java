package pdp1.crosscheck.kimasai;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import pdp1.crosscheck.DotDigits;
import pdp1.crosscheck.PointLog;
import pdp1.crosscheck.Region;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Side;

/**
 * The CRT picture of programs/kimasai.mac (docs/kimasai.md, "The CRT") as a harness sees it, in
 * screen units (+y up). A frame is the program's list of points, drawn again and again in three
 * runs: normal intensity, then dim, then bright. It starts with the fixed part: the column letters
 * a-l under row 1 (3 x 5 dot glyphs, dots {@link #PITCH} apart, top dots at y -216, each centred on
 * its column) and the row numbers 1-4 left of column a (left dots at x -455, centred on the row);
 * the first point of every frame is the top dot of the letter a, ({@link #FIRST_X}, {@link #FIRST_Y}).
 * Hole c, row r is centred at (70 c - 385, -180 / -85 / 85 / 180 for rows 1-4); a stone is a disc
 * of 7 points (its centre and 6 round it at 10 units), normal intensity; an empty hole is an outline
 * of 8 points on a circle of 20 (the first at the centre + 20 in x), dim. The stones each side has
 * left are digits of {@link DotDigits} on its line (top dots at y -290 for South, 280 for North),
 * the units at x 0 and the tens 40 to the left. Bright: the outline of the hole the last move left
 * and the stone it moved, and on the line of the side to move a triangle at x -90, or at the end of
 * a game the word "win" from x 70 on the winner's line (w 5 dots wide and n 4, each drawn as two
 * 3-column glyphs side by side). Every dot of the letters, the row numbers, the triangle and "win"
 * is looked for at its place and intensity, and every point of the counts at normal intensity.
 */
public final class KimasaiScreen {

    /** Dot pitch of every glyph: digits, letters, the marks. */
    public static final int PITCH = 10;
    /** The first point of every frame: the top dot of the letter a. */
    public static final int FIRST_X = -385, FIRST_Y = -216;
    /** Intensities (Type30Display.level) of the three runs. */
    public static final int NORMAL = 2, DIM = 0, BRIGHT = 7;
    /** Radius of a hole's outline; the first of its points is this far right of the centre. */
    public static final int OUTLINE = 20;
    /** Points of a stone's disc and of a hole's outline. */
    public static final int DISC_POINTS = 7, OUTLINE_POINTS = 8;
    /** The x of the triangle that marks the side to move, of the word "win", of the units digit. */
    public static final int MARK_X = -90, WIN_X = 70, UNITS_X = 0;
    /** Hole columns are this far apart. */
    public static final int COLUMN_PITCH = 70;

    /** A disc's points from the hole's centre, (dx, dy): the centre, and a hexagon of 10 units. */
    private static final int[][] DISC = {{0, 0}, {10, 0}, {5, 9}, {-5, 9}, {-10, 0}, {-5, -9}, {5, -9}};
    /** An outline's points from the hole's centre: 8 on a circle of 20 units, the first to the right. */
    private static final int[][] RING = {{20, 0}, {14, 14}, {0, 20}, {-14, 14}, {-20, 0}, {-14, -14}, {0, -20},
        {14, -14}};
    private static final int[] ROW_Y = {-180, -85, 85, 180};
    private static final int SOUTH_LINE = -290, NORTH_LINE = 280;
    /** The top dots of the column letters; the left dots of the row numbers (each centred on its row). */
    private static final int LETTERS_TOP = -216, ROW_NUMBER_X = -455;

    /** The glyphs as the program has them: rows top to bottom, 3 bits each (an octal digit a row). */
    static final int[] LETTERS = {025755, 065656, 034443, 065556, 074647, 074644, 034553, 055755, 072227, 011152,
        055655, 044447};
    static final int TRIANGLE = 046764;
    /** "win" as the program's words: w in two 3-column parts (5 dots wide), i, n in two parts (4 wide). */
    static final int[] WIN = {044564, 022262, 072227, 046544, 044444};
    /**
     * "win" as docs/kimasai.md draws it, from its top left dot at {@link #WIN_X}: w 5 dots wide, i,
     * n 4 wide, a blank column between letters.
     */
    static final int[][] WIN_DOTS = rowDots(
            "10001 111 1001",
            "10001 010 1101",
            "10101 010 1011",
            "11011 010 1001",
            "10001 111 1001");

    private KimasaiScreen() {
    }

    /** The screen position of the centre of hole {@code h}. */
    public static int x(Hole h) {
        return COLUMN_PITCH * h.column() - 385;
    }

    public static int y(Hole h) {
        return ROW_Y[h.row() - 1];
    }

    /** The y of the top dots of {@code side}'s line: its count, its mark. */
    public static int line(Side side) {
        return side == Side.SOUTH ? SOUTH_LINE : NORTH_LINE;
    }

    /** Where {@code side}'s count is drawn: the cells of two digits ending at the units digit. */
    public static Region countRegion(Side side) {
        int top = line(side);
        return new Region(UNITS_X - 4 * PITCH, top - 4 * PITCH, UNITS_X + 2 * PITCH, top);
    }

    /**
     * One whole frame as read from its points. A hole shows a stone when its centre is drawn and
     * is empty when its outline's first point is; {@code problem} names the first thing out of its
     * place or intensity (null when none is): a hole that shows both or neither, a disc or an
     * outline without all its points at one intensity (the stone normal, the outline dim, the last
     * move's bright), a dot of a letter or a row number missing or not normal, a count's point not
     * normal, a dot of the triangle or of "win" missing or not bright.
     *
     * @param stones    by [column][row-1]
     * @param lastFrom  the hole whose outline is bright (null: none)
     * @param lastTo    the hole whose stone is bright (null: none)
     * @param toMove    the side whose line has the triangle (null: none)
     * @param winner    the side whose line says "win" (null: none)
     * @param south     South's count as DotDigits reads it (empty: unreadable)
     * @param north     North's count
     * @param points    points in the frame
     */
    public record Frame(boolean[][] stones, Hole lastFrom, Hole lastTo, Side toMove, Side winner, OptionalInt south,
            OptionalInt north, String southText, String northText, int points, String problem) {

        public boolean stone(Hole h) {
            return stones[h.column()][h.row() - 1];
        }

        public OptionalInt count(Side side) {
            return side == Side.SOUTH ? south : north;
        }

        /** The count as read, or why it cannot be read: for a message. */
        public String countText(Side side) {
            return side == Side.SOUTH ? southText : northText;
        }
    }

    /** The first complete frame in {@code log} (from one first point to the next), or empty. */
    public static Optional<Frame> firstFrame(PointLog log) {
        int start = log.find(FIRST_X, FIRST_Y, 0);
        int end = start < 0 ? -1 : log.find(FIRST_X, FIRST_Y, start + 1);
        if (end < 0) {
            return Optional.empty();
        }
        return Optional.of(read(log, start, end));
    }

    /** The frame drawn in [start, end) of {@code log}. */
    static Frame read(PointLog log, int start, int end) {
        Spots spots = new Spots(log, start, end);
        boolean[][] stones = new boolean[Hole.COLUMNS][Hole.ROWS];
        Hole from = null;
        Hole to = null;
        String problem = null;
        for (int row = 1; row <= Hole.ROWS; row++) {
            for (int col = 0; col < Hole.COLUMNS; col++) {
                Hole h = new Hole(col, row);
                int disc = spots.find(x(h), y(h));
                int outline = spots.find(x(h) + OUTLINE, y(h));
                if ((disc < 0) == (outline < 0) && problem == null) {
                    problem = "hole " + h + " shows " + (disc < 0 ? "neither a stone nor an outline" : "a stone and an outline");
                }
                stones[col][row - 1] = disc >= 0;
                boolean bright = disc >= 0 ? log.level(disc) == BRIGHT : outline >= 0 && log.level(outline) == BRIGHT;
                if (problem == null) {
                    problem = disc >= 0 ? spots.shapeProblem("hole " + h + " shows a stone", x(h), y(h), DISC,
                            bright ? BRIGHT : NORMAL)
                            : spots.shapeProblem("hole " + h + " shows an outline", x(h), y(h), RING, bright ? BRIGHT : DIM);
                }
                if (bright && disc >= 0) {
                    to = h;
                }
                if (bright && disc < 0 && outline >= 0) {
                    from = h;
                }
            }
        }
        for (int col = 0; col < Hole.COLUMNS && problem == null; col++) {
            problem = spots.glyphProblem("the letter " + (char) ('a' + col), LETTERS[col], COLUMN_PITCH * col - 385 - PITCH,
                    LETTERS_TOP, NORMAL);
        }
        for (int row = 1; row <= Hole.ROWS && problem == null; row++) {
            problem = spots.shapeProblem("the row number " + row, 0, 0, digit(row, ROW_NUMBER_X, ROW_Y[row - 1] + 2 * PITCH),
                    NORMAL);
        }
        Side toMove = null;
        Side winner = null;
        for (Side side : Side.values()) {
            int mark = spots.find(MARK_X, line(side));
            if (mark >= 0 && log.level(mark) == BRIGHT) {
                toMove = side;
                if (problem == null) {
                    problem = spots.glyphProblem(side.title() + "'s triangle", TRIANGLE, MARK_X, line(side), BRIGHT);
                }
            }
            // the first dot of "w" is its top left one
            int win = spots.find(WIN_X, line(side));
            if (win >= 0 && log.level(win) == BRIGHT) {
                winner = side;
                if (problem == null) {
                    problem = spots.shapeProblem(side.title() + "'s \"win\"", WIN_X, line(side), WIN_DOTS, BRIGHT);
                }
            }
        }
        Region s = countRegion(Side.SOUTH);
        Region n = countRegion(Side.NORTH);
        if (problem == null) {
            problem = countLevel(log, start, end, s, "South");
        }
        if (problem == null) {
            problem = countLevel(log, start, end, n, "North");
        }
        return new Frame(stones, from, to, toMove, winner, DotDigits.read(log, start, end, s, PITCH),
                DotDigits.read(log, start, end, n, PITCH), DotDigits.describe(log, start, end, s, PITCH),
                DotDigits.describe(log, start, end, n, PITCH), end - start, problem);
    }

    /** A point of {@code side}'s count in [start, end) not drawn at NORMAL intensity, for a problem; or null. */
    private static String countLevel(PointLog log, int start, int end, Region r, String side) {
        for (int i = start; i < end; i++) {
            if (r.contains(log.x(i), log.y(i)) && log.level(i) != NORMAL) {
                return side + "'s count has its point (" + log.x(i) + ", " + log.y(i) + ") at intensity " + log.level(i)
                        + ", expected " + NORMAL;
            }
        }
        return null;
    }

    /** The dots of {@code digit} in screen units, its top left dot at (left, top). */
    private static int[][] digit(int digit, int left, int top) {
        return DotDigits.points(digit, left, top, PITCH).toArray(new int[0][]);
    }

    /**
     * Where a frame's points are, for looking them up by place: the first point drawn at each
     * place in [start, end), as the program draws no place twice in a frame.
     */
    private static final class Spots {
        private final PointLog log;
        private final Map<Long, Integer> first = new HashMap<>();

        Spots(PointLog log, int start, int end) {
            this.log = log;
            for (int i = start; i < end; i++) {
                first.putIfAbsent(key(log.x(i), log.y(i)), i);
            }
        }

        private static long key(int x, int y) {
            return (long) x << 32 | (y & 0xffffffffL);
        }

        /** The index of the first point at (x, y), or -1. */
        int find(int x, int y) {
            return first.getOrDefault(key(x, y), -1);
        }

        /** The first dot of {@code shape} (offsets from (x, y)) missing or not at {@code level}, for a problem; or null. */
        String shapeProblem(String what, int x, int y, int[][] shape, int level) {
            for (int[] d : shape) {
                int i = find(x + d[0], y + d[1]);
                if (i < 0) {
                    return what + " without its point at (" + (x + d[0]) + ", " + (y + d[1]) + ")";
                }
                if (log.level(i) != level) {
                    return what + " with its point at (" + (x + d[0]) + ", " + (y + d[1]) + ") at intensity "
                            + log.level(i) + ", expected " + level;
                }
            }
            return null;
        }

        /** As {@link #shapeProblem} for a 3 x 5 glyph word (an octal digit a row), its top left dot at (left, top). */
        String glyphProblem(String what, int word, int left, int top, int level) {
            return shapeProblem(what, left, top, glyphDots(word), level);
        }
    }

    /** The dots of a 3 x 5 glyph word (an octal digit a row, top first, bit 2 the left column) from its top left dot. */
    static int[][] glyphDots(int word) {
        List<int[]> dots = new ArrayList<>();
        for (int row = 0; row < 5; row++) {
            for (int col = 0; col < 3; col++) {
                if ((word >> 3 * (4 - row) + 2 - col & 1) != 0) {
                    dots.add(new int[] {PITCH * col, -PITCH * row});
                }
            }
        }
        return dots.toArray(new int[0][]);
    }

    /** The dots of rows of '1' (a dot), '0' and ' ' (none), top first, from the top left place. */
    static int[][] rowDots(String... rows) {
        List<int[]> dots = new ArrayList<>();
        for (int row = 0; row < rows.length; row++) {
            for (int col = 0; col < rows[row].length(); col++) {
                if (rows[row].charAt(col) == '1') {
                    dots.add(new int[] {PITCH * col, -PITCH * row});
                }
            }
        }
        return dots.toArray(new int[0][]);
    }

    /**
     * The points of a frame with {@code stones} stones on the board, South's and North's counts,
     * and either the side-to-move mark or (at the end) "win".
     */
    public static int pointsPerFrame(int south, int north, boolean over) {
        int fixed = 0;
        for (int letter : LETTERS) {
            fixed += Integer.bitCount(letter);
        }
        for (int number = 1; number <= Hole.ROWS; number++) {
            fixed += DotDigits.dots(number);
        }
        int stones = south + north;
        int holes = DISC_POINTS * stones + OUTLINE_POINTS * (Hole.COLUMNS * Hole.ROWS - stones);
        int mark = 0;
        if (over) {
            mark = WIN_DOTS.length;
        } else {
            mark = Integer.bitCount(TRIANGLE);
        }
        return fixed + holes + DotDigits.dotsOf(south) + DotDigits.dotsOf(north) + mark;
    }
}
