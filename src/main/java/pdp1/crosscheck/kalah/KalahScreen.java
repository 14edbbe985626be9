package pdp1.crosscheck.kalah;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import pdp1.crosscheck.DotDigits;
import pdp1.crosscheck.PointLog;
import pdp1.crosscheck.Region;

/**
 * The CRT picture of programs/kalah.mac (docs/kalah-program.md, "The CRT") as a harness sees
 * it. A frame starts with a point at (0, 0), the only point there. Each place 0..13 is a box,
 * its outline on the box's edge (dim; the pit the last move was sown from bright), its seeds
 * strictly inside, {@link #POINTS_PER_SEED} points a seed, at most {@link #PIT_CAPACITY} seeds
 * shown in a pit; its count in the shared digit font ({@link DotDigits}, dots
 * {@link #COUNT_PITCH} apart) over a North box, under a South box. Pit letters under North's pits
 * and over South's; under the board South's line, over it North's, each in the 3 by 5 letter font
 * of the program (dots {@link #LETTER_PITCH} apart): the mark of the side to move, the side's
 * name and "TO MOVE" or "THINKS"; at the end the score and "WINS" or "DRAW".
 */
public final class KalahScreen {

    /** Points of one seed: a small cluster. */
    public static final int POINTS_PER_SEED = 3;
    /** Seeds shown in a pit box (3 rows of 4); the count gives the rest. */
    public static final int PIT_CAPACITY = 12;
    /** Seeds shown in a store box (18 rows of 4): all the seeds of a 6x6 game. */
    public static final int STORE_CAPACITY = 72;
    /** Display units between the dots of a count. */
    public static final int COUNT_PITCH = 8;
    /** Display units between the dots of a letter. */
    public static final int LETTER_PITCH = 7;

    static final int BOX = 42;
    static final int PIT_HEIGHT = 36;
    static final int STORE_HEIGHT = 168;
    private static final int[] LEFT = {-221, -141, -61, 19, 99, 179, 279, 179, 99, 19, -61, -141, -221, -321};
    private static final Region[] PLACES = new Region[14];
    private static final Region[] COUNTS = new Region[14];
    /** The top row of North's (index 1) and South's (0) line, and its first glyph's left column. */
    private static final int[] LINE_TOP = {-184, 212};
    static final int MARK_LEFT = -262;
    static final int NAME_LEFT = -224;
    /** The top row of the pit letters under North's pits, over South's. */
    private static final int[] LETTERS_TOP = {-28, 56};

    static {
        for (int place = 0; place < 14; place++) {
            boolean store = place == 6 || place == 13;
            boolean north = place >= 7;
            int bottom = store ? -84 : north ? 72 : -108;
            PLACES[place] = Region.of(LEFT[place], bottom, BOX, store ? STORE_HEIGHT : PIT_HEIGHT);
            int centre = LEFT[place] + BOX / 2;
            COUNTS[place] = north ? new Region(centre - 32, 120, centre + 32, 160)
                    : new Region(centre - 32, -160, centre + 32, -120);
        }
    }

    /** The letter font: rows from the top, 3 bits each, bit 2 the left column. */
    private static final Map<Character, int[]> LETTERS = Map.ofEntries(
            Map.entry('A', new int[] {2, 5, 7, 5, 5}), Map.entry('B', new int[] {6, 5, 6, 5, 6}),
            Map.entry('C', new int[] {3, 4, 4, 4, 3}), Map.entry('D', new int[] {6, 5, 5, 5, 6}),
            Map.entry('E', new int[] {7, 4, 6, 4, 7}), Map.entry('F', new int[] {7, 4, 6, 4, 4}),
            Map.entry('H', new int[] {5, 5, 7, 5, 5}), Map.entry('I', new int[] {7, 2, 2, 2, 7}),
            Map.entry('K', new int[] {5, 5, 6, 5, 5}), Map.entry('M', new int[] {5, 7, 7, 5, 5}),
            Map.entry('N', new int[] {6, 5, 5, 5, 5}), Map.entry('O', new int[] {2, 5, 5, 5, 2}),
            Map.entry('R', new int[] {6, 5, 6, 5, 5}), Map.entry('S', new int[] {3, 4, 2, 1, 6}),
            Map.entry('T', new int[] {7, 2, 2, 2, 2}), Map.entry('U', new int[] {5, 5, 5, 5, 7}),
            Map.entry('V', new int[] {5, 5, 5, 5, 2}), Map.entry('W', new int[] {5, 5, 7, 7, 5}),
            Map.entry('>', new int[] {4, 6, 7, 6, 4}));
    private static final Map<Integer, Character> GLYPHS = new HashMap<>();

    static {
        LETTERS.forEach((c, rows) -> GLYPHS.put(code(rows), c));
        for (int digit = 0; digit < 10; digit++) {
            int[] rows = new int[5];
            for (int row = 0; row < 5; row++) {
                for (int column = 0; column < 3; column++) {
                    rows[row] |= DotDigits.lit(digit, row, column) ? 4 >> column : 0;
                }
            }
            GLYPHS.put(code(rows), (char) ('0' + digit));
        }
    }

    private static int code(int[] rows) {
        int c = 0;
        for (int r : rows) {
            c = c << 3 | r;
        }
        return c;
    }

    private KalahScreen() {
    }

    /** The box of place {@code place} (0..13, the spec's board layout). */
    public static Region region(int place) {
        return PLACES[place];
    }

    /** Where the count of {@code place} is drawn. */
    public static Region countRegion(int place) {
        return COUNTS[place];
    }

    /** Seed points the program draws inside the box of {@code place} for {@code seeds} seeds. */
    public static int pointsFor(int place, int seeds) {
        boolean store = place == 6 || place == 13;
        return POINTS_PER_SEED * Math.min(seeds, store ? STORE_CAPACITY : PIT_CAPACITY);
    }

    /**
     * One whole frame found in a point log: per place the seed points inside its box, the brightest
     * level of its outline (-1 if none) and its count as read (-1 if unreadable, {@link #why}); the
     * two lines under and over the board as read (South's first), the pit letters as read.
     */
    public record Frame(int[] seedPoints, int[] outlineLevels, int[] counts, String[] countProblems,
            String[] lines, String[] pitLetters) {

        /** The places whose outline is brighter than the dimmest outline: the last move's pit, if any. */
        public List<Integer> brightOutlines() {
            int dimmest = Arrays.stream(outlineLevels).min().orElse(-1);
            List<Integer> bright = new ArrayList<>();
            for (int place = 0; place < outlineLevels.length; place++) {
                if (outlineLevels[place] > dimmest) {
                    bright.add(place);
                }
            }
            return bright;
        }

        /** The side whose line starts with the mark of the side to move, or -1 if neither or both. */
        public int sideMarked() {
            boolean south = lines[0].startsWith(">");
            boolean north = lines[1].startsWith(">");
            return south == north ? -1 : south ? 0 : 1;
        }

        /** Why the count of {@code place} could not be read ({@link DotDigits#describe}). */
        public String why(int place) {
            return countProblems[place];
        }
    }

    /**
     * The line the program draws for {@code side}, as {@link Frame#lines} reads it: the mark of
     * the side to move ('>', else a blank), then from the name on a glyph every 4 dots.
     */
    public static String expectedLine(int side, boolean toMove, boolean thinking, boolean over, int score,
            int otherScore) {
        String name = side == 0 ? "SOUTH" : "NORTH";
        if (over) {
            String result = score > otherScore ? " WINS" : score == otherScore ? " DRAW" : "";
            return " " + name + " " + score + result;
        }
        return toMove ? ">" + name + (thinking ? " THINKS" : " TO MOVE") : " " + name;
    }

    /**
     * The first complete frame in {@code log} (from one point at (0, 0) to the next), or empty if
     * the log holds no complete frame.
     */
    public static Optional<Frame> firstFrame(PointLog log) {
        int start = log.find(0, 0, 0);
        if (start < 0) {
            return Optional.empty();
        }
        int end = log.find(0, 0, start + 1);
        if (end < 0) {
            return Optional.empty();
        }
        return Optional.of(frame(log, start, end));
    }

    /** The frame drawn by the points [from, to) of {@code log}. */
    static Frame frame(PointLog log, int from, int to) {
        int[] seeds = new int[14];
        int[] outlines = new int[14];
        int[] counts = new int[14];
        String[] problems = new String[14];
        for (int place = 0; place < 14; place++) {
            seeds[place] = log.countInside(PLACES[place], from, to);
            outlines[place] = log.brightestOnEdge(PLACES[place], from, to);
            OptionalInt count = DotDigits.read(log, from, to, COUNTS[place], COUNT_PITCH);
            counts[place] = count.orElse(-1);
            if (count.isEmpty()) {
                problems[place] = DotDigits.describe(log, from, to, COUNTS[place], COUNT_PITCH);
            }
        }
        Cells cells = new Cells(log, from, to);
        String[] lines = new String[2];
        String[] letters = new String[2];
        for (int side = 0; side < 2; side++) {
            StringBuilder line = new StringBuilder();
            line.append(cells.glyph(MARK_LEFT, LINE_TOP[side]));
            for (int i = 0; i < 14; i++) {
                line.append(cells.glyph(NAME_LEFT + i * 4 * LETTER_PITCH, LINE_TOP[side]));
            }
            lines[side] = line.toString().stripTrailing();
            StringBuilder row = new StringBuilder();
            for (int pit = 0; pit < 6; pit++) {
                int place = side == 0 ? pit : 12 - pit;     // from the left: South a..f, North f..a
                row.append(cells.glyph(LEFT[place] + BOX / 2 - LETTER_PITCH, LETTERS_TOP[side]));
            }
            letters[side] = row.toString();
        }
        return new Frame(seeds, outlines, counts, problems, lines, letters);
    }

    /** The points of a frame as a set, to read glyphs cell by cell. */
    private static final class Cells {
        private final java.util.Set<Long> points = new java.util.HashSet<>();

        Cells(PointLog log, int from, int to) {
            for (int i = from; i < to; i++) {
                points.add(key(log.x(i), log.y(i)));
            }
        }

        private static long key(int x, int y) {
            return (long) x << 32 | (y & 0xffffffffL);
        }

        /** The glyph with its top left cell at (left, top): a letter, a digit, ' ' if blank, '?' else. */
        char glyph(int left, int top) {
            int[] rows = new int[5];
            boolean any = false;
            for (int row = 0; row < 5; row++) {
                for (int column = 0; column < 3; column++) {
                    if (points.contains(key(left + column * LETTER_PITCH, top - row * LETTER_PITCH))) {
                        rows[row] |= 4 >> column;
                        any = true;
                    }
                }
            }
            return any ? GLYPHS.getOrDefault(code(rows), '?') : ' ';
        }
    }
}
