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
 * strictly inside, {@link #POINTS_PER_SEED} points a seed, each at its place ({@link #seedSpotsFor}),
 * at most {@link #PIT_CAPACITY} seeds shown in a pit; its count in the shared digit font ({@link DotDigits}, dots
 * {@link #COUNT_PITCH} apart) over a North box, under a South box. Pit letters under North's pits
 * and over South's; under the board South's line, over it North's, each in the 3 by 5 letter font
 * of the program (dots {@link #LETTER_PITCH} apart, M, N and W wider than the rest): the mark
 * of the side to move, the side's name and "TO MOVE" or "THINKS"; at the end the score and
 * "WINS" or "DRAW".
 */
public final class KalahScreen {

    /** Points of one seed: a small cluster. */
    public static final int POINTS_PER_SEED = 3;
    /** Seeds shown in a pit box (3 rows of 4); the count gives the rest. */
    public static final int PIT_CAPACITY = 12;
    /** Seeds shown in a store box (18 rows of 4): all the seeds of a 6x6 game. */
    public static final int STORE_CAPACITY = 72;
    /** Display units between the dots of a count. */
    public static final int COUNT_PITCH = 10;
    /** Display units between the dots of a letter. */
    public static final int LETTER_PITCH = 9;
    /**
     * Points of a pit's outline and of a store's: along the bottom and the top 4, 12 units apart
     * from 10 units in (the corners left out); up each side 3 of a pit's, 12 apart, and 13 of a
     * store's, 16 apart.
     */
    public static final int PIT_OUTLINE_POINTS = 14, STORE_OUTLINE_POINTS = 34;

    static final int BOX = 56;
    static final int PIT_HEIGHT = 48;
    static final int STORE_HEIGHT = 224;
    private static final int[] LEFT = {-288, -184, -80, 24, 128, 232, 362, 232, 128, 24, -80, -184, -288, -418};
    private static final Region[] PLACES = new Region[14];
    private static final Region[] COUNTS = new Region[14];
    /** The top row of North's (index 1) and South's (0) line, and its first glyph's left column. */
    private static final int[] LINE_TOP = {-239, 276};
    static final int MARK_LEFT = -341;
    /** Glyphs a line may hold after the mark, more than the longest ("NORTH 36 WINS"). */
    private static final int LINE_COLUMNS = 64;
    /** The top row of the pit letters under North's pits, over South's. */
    private static final int[] LETTERS_TOP = {-36, 73};

    static {
        for (int place = 0; place < 14; place++) {
            boolean store = place == 6 || place == 13;
            boolean north = place >= 7;
            int bottom = store ? -112 : north ? 94 : -140;
            PLACES[place] = Region.of(LEFT[place], bottom, BOX, store ? STORE_HEIGHT : PIT_HEIGHT);
            int centre = LEFT[place] + BOX / 2;
            COUNTS[place] = north ? new Region(centre - 42, 158, centre + 42, 208)
                    : new Region(centre - 42, -205, centre + 42, -155);
        }
    }

    /**
     * The letter font: rows from the top, a character a cell ('#' lit), 3 columns wide but M and
     * N (and W) 5, 4 and 5 columns wide, so that they are told from H at a glance.
     */
    private static final Map<Character, String> LETTERS = Map.ofEntries(
            Map.entry('A', ".#. #.# ### #.# #.#"), Map.entry('B', "##. #.# ##. #.# ##."),
            Map.entry('C', ".## #.. #.. #.. .##"), Map.entry('D', "##. #.# #.# #.# ##."),
            Map.entry('E', "### #.. ##. #.. ###"), Map.entry('F', "### #.. ##. #.. #.."),
            Map.entry('H', "#.# #.# ### #.# #.#"), Map.entry('I', "### .#. .#. .#. ###"),
            Map.entry('K', "#.# #.# ##. #.# #.#"), Map.entry('M', "#...# ##.## #.#.# #...# #...#"),
            Map.entry('N', "#..# ##.# #.## #..# #..#"), Map.entry('O', ".#. #.# #.# #.# .#."),
            Map.entry('R', "##. #.# ##. #.# #.#"), Map.entry('S', ".## #.. .#. ..# ##."),
            Map.entry('T', "### .#. .#. .#. .#."), Map.entry('U', "#.# #.# #.# #.# ###"),
            Map.entry('V', "#.# #.# #.# #.# .#."), Map.entry('W', "#...# #...# #.#.# ##.## #...#"),
            Map.entry('>', "#.. ##. ### ##. #.."));
    /** Every glyph the program draws, by its cells as {@link Cells#glyphAt} spells them: the letters and the digits. */
    private static final Map<String, Character> GLYPHS = new HashMap<>();

    static {
        LETTERS.forEach((c, rows) -> GLYPHS.put(rows, c));
        for (int digit = 0; digit < 10; digit++) {
            StringBuilder rows = new StringBuilder();
            for (int row = 0; row < 5; row++) {
                for (int column = 0; column < 3; column++) {
                    rows.append(DotDigits.lit(digit, row, column) ? '#' : '.');
                }
                rows.append(row < 4 ? " " : "");
            }
            GLYPHS.put(rows.toString(), (char) ('0' + digit));
        }
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

    /**
     * Points on the edge of {@code place}'s box: its dim outline, and for the pit of the last move
     * ({@code bright}) its bright outline over it.
     */
    public static int outlinePointsFor(int place, boolean bright) {
        int outline = place == 6 || place == 13 ? STORE_OUTLINE_POINTS : PIT_OUTLINE_POINTS;
        return bright ? 2 * outline : outline;
    }

    /** Seed points the program draws inside the box of {@code place} for {@code seeds} seeds. */
    public static int pointsFor(int place, int seeds) {
        boolean store = place == 6 || place == 13;
        return POINTS_PER_SEED * Math.min(seeds, store ? STORE_CAPACITY : PIT_CAPACITY);
    }

    /** A point of a box's contents, in units from the box's lower left corner. */
    public record Spot(int dx, int dy) implements Comparable<Spot> {

        @Override
        public int compareTo(Spot o) {
            return dy != o.dy ? Integer.compare(dy, o.dy) : Integer.compare(dx, o.dx);
        }

        @Override
        public String toString() {
            return "(" + dx + ", " + dy + ")";
        }
    }

    /** Units from a box's left edge and bottom to its first seed cluster's lower left point. */
    static final int SEED_LEFT = 9, SEED_BOTTOM = 8;
    /** Units between the clusters of a row, and between two rows. */
    static final int SEED_PITCH = 12;
    /** Seed clusters a row. */
    static final int SEEDS_A_ROW = 4;

    /**
     * The seed points the program draws in the box of {@code place} for {@code seeds} seeds, in
     * order ({@link Spot#compareTo}): the seeds shown ({@link #pointsFor}) 4 a row from the bottom
     * left, clusters {@link #SEED_PITCH} apart in a row and between rows, the first one's lower left
     * point {@link #SEED_LEFT} in and {@link #SEED_BOTTOM} up; a cluster is two points 4 units
     * apart and one 2 right of the first and 4 up (docs/kalah-program.md, "The CRT").
     */
    public static List<Spot> seedSpotsFor(int place, int seeds) {
        List<Spot> spots = new ArrayList<>();
        for (int k = 0; k < pointsFor(place, seeds) / POINTS_PER_SEED; k++) {
            int x = SEED_LEFT + k % SEEDS_A_ROW * SEED_PITCH;
            int y = SEED_BOTTOM + k / SEEDS_A_ROW * SEED_PITCH;
            spots.add(new Spot(x, y));
            spots.add(new Spot(x + 4, y));
            spots.add(new Spot(x + 2, y + 4));
        }
        spots.sort(null);
        return spots;
    }

    /**
     * One whole frame found in a point log: per place the seed points inside its box (their number,
     * and where they are, in order as {@link #seedSpotsFor} gives them), the brightest
     * level of its outline (-1 if none), the points on its edge, whether they are the outline's
     * places ({@link #PIT_OUTLINE_POINTS}) and its count as read (-1 if unreadable, {@link #why}); the two lines under and over the board as read (South's first),
     * and the blank columns before each of their glyphs ({@link #expectedGaps}),
     * the pit letters as read; the points drawn again at the place and level of an earlier one of
     * the frame (none in a frame of the program: a part drawn twice, or in the wrong place over
     * another, adds them); the first point that lies in no part of the picture
     * ({@link KalahScreen#stray}), or null.
     */
    public record Frame(int[] seedPoints, List<List<Spot>> seedSpots, int[] outlineLevels, int[] outlinePoints, boolean[] outlineInPlace,
            int[] counts, String[] countProblems, String[] lines, String[] lineGaps, String[] pitLetters, int repeatedPoints,
            String strayPoint) {

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
     * the side to move ('>'), then the name and the words, a blank between words; a line without
     * the mark begins with a blank.
     */
    public static String expectedLine(int side, boolean toMove, boolean thinking, boolean over, int score,
            int otherScore) {
        String name = side == 0 ? "SOUTH" : "NORTH";
        if (over) {
            String result = score > otherScore ? " WINS" : score == otherScore ? " DRAW" : "";
            return " " + name + " " + score + result;
        }
        return toMove ? "> " + name + (thinking ? " THINKS" : " TO MOVE") : " " + name;
    }

    /**
     * The blank columns before each glyph of {@code line} (as {@link #expectedLine} spells it), as
     * {@link Frame#lineGaps} reads them: the mark at column 0 and the name always at column 6 (6
     * blank columns before it if there is no mark, 3 after the 3 columns of the mark); one blank
     * column between the glyphs of a word (each glyph advances its width and one) and 5 between
     * words (the name and the score are followed by 4 more columns, and a space in a string
     * advances 4).
     */
    public static String expectedGaps(String line) {
        StringBuilder gaps = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            if (line.charAt(i) == ' ') {
                continue;
            }
            int gap = i == 0 ? 0 : i == 1 ? 6 : line.charAt(i - 1) != ' ' ? 1 : line.charAt(i - 2) == '>' ? 3 : 5;
            gaps.append(gaps.isEmpty() ? "" : ",").append(gap);
        }
        return gaps.toString();
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
        List<List<Spot>> spots = new ArrayList<>();
        int[] outlines = new int[14];
        int[] outlinePoints = new int[14];
        boolean[] inPlace = new boolean[14];
        int[] counts = new int[14];
        String[] problems = new String[14];
        for (int place = 0; place < 14; place++) {
            seeds[place] = log.countInside(PLACES[place], from, to);
            spots.add(spotsInside(log, from, to, PLACES[place]));
            outlines[place] = log.brightestOnEdge(PLACES[place], from, to);
            outlinePoints[place] = log.countOnEdge(PLACES[place], from, to);
            inPlace[place] = outlineInPlace(log, from, to, place);
            OptionalInt count = DotDigits.read(log, from, to, COUNTS[place], COUNT_PITCH);
            counts[place] = count.orElse(-1);
            if (count.isEmpty()) {
                problems[place] = DotDigits.describe(log, from, to, COUNTS[place], COUNT_PITCH);
            }
        }
        Cells cells = new Cells(log, from, to);
        String[] read = lines(cells);
        String[] lines = {read[0], read[1]};
        String[] gaps = {read[2], read[3]};
        String[] letters = new String[2];
        for (int side = 0; side < 2; side++) {
            StringBuilder row = new StringBuilder();
            for (int pit = 0; pit < 6; pit++) {
                int place = side == 0 ? pit : 12 - pit;     // from the left: South a..f, North f..a
                row.append(cells.glyphAt(LEFT[place] + BOX / 2 - LETTER_PITCH, LETTERS_TOP[side], 3));
            }
            letters[side] = row.toString();
        }
        return new Frame(seeds, spots, outlines, outlinePoints, inPlace, counts, problems, lines, gaps, letters, log.repeats(from, to),
                stray(log, from, to));
    }

    /**
     * The two lines of the frame drawn by the points [from, to) of {@code log} alone, as
     * {@link Frame#lines} and {@link Frame#lineGaps} read them: South's line, North's, then the
     * blank columns before their glyphs (for a frame that only its lines are compared in).
     */
    static String[] lines(PointLog log, int from, int to) {
        return lines(new Cells(log, from, to));
    }

    private static String[] lines(Cells cells) {
        String[] lines = new String[4];
        for (int side = 0; side < 2; side++) {
            StringBuilder blanks = new StringBuilder();
            lines[side] = cells.text(MARK_LEFT, LINE_TOP[side], LINE_COLUMNS, blanks);
            lines[2 + side] = blanks.toString();
        }
        return lines;
    }

    /**
     * The parts of the picture besides the places' boxes and counts: each side's line and pit
     * letters, 5 rows of {@link #LETTER_PITCH} from their top row.
     */
    private static final Region[] TEXT = {
        new Region(MARK_LEFT, LINE_TOP[0] - 4 * LETTER_PITCH, MARK_LEFT + LINE_COLUMNS * LETTER_PITCH, LINE_TOP[0]),
        new Region(MARK_LEFT, LINE_TOP[1] - 4 * LETTER_PITCH, MARK_LEFT + LINE_COLUMNS * LETTER_PITCH, LINE_TOP[1]),
        new Region(LEFT[0], LETTERS_TOP[0] - 4 * LETTER_PITCH, LEFT[5] + BOX, LETTERS_TOP[0]),
        new Region(LEFT[0], LETTERS_TOP[1] - 4 * LETTER_PITCH, LEFT[5] + BOX, LETTERS_TOP[1])};

    /**
     * The first point of [from, to) that is not the frame's first (0, 0) and lies in no box,
     * count or text of the picture, as "(x, y)", or null.
     */
    static String stray(PointLog log, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            if (!inPicture(log.x(i), log.y(i))) {
                return "(" + log.x(i) + ", " + log.y(i) + ")";
            }
        }
        return null;
    }

    private static boolean inPicture(int x, int y) {
        for (int place = 0; place < 14; place++) {
            if (PLACES[place].contains(x, y) || COUNTS[place].contains(x, y)) {
                return true;
            }
        }
        for (Region text : TEXT) {
            if (text.contains(x, y)) {
                return true;
            }
        }
        return false;
    }

    /** The points of [from, to) strictly inside {@code box}, from its lower left corner, in order. */
    private static List<Spot> spotsInside(PointLog log, int from, int to, Region box) {
        List<Spot> spots = new ArrayList<>();
        for (int i = from; i < to; i++) {
            if (box.strictlyContains(log.x(i), log.y(i))) {
                spots.add(new Spot(log.x(i) - box.left(), log.y(i) - box.bottom()));
            }
        }
        spots.sort(null);
        return spots;
    }

    /** Whether every point on the edge of {@code place}'s box in [from, to) is one of its outline's. */
    private static boolean outlineInPlace(PointLog log, int from, int to, int place) {
        Region box = PLACES[place];
        int sideStep = place == 6 || place == 13 ? 16 : 12;
        for (int i = from; i < to; i++) {
            int x = log.x(i) - box.left();
            int y = log.y(i) - box.bottom();
            if (!box.onEdge(log.x(i), log.y(i))) {
                continue;
            }
            boolean bottomOrTop = (y == 0 || y == box.top() - box.bottom()) && x >= 10 && x <= 46 && (x - 10) % 12 == 0;
            boolean side = (x == 0 || x == BOX) && y > 0 && y < box.top() - box.bottom() && y % sideStep == 0;
            if (!bottomOrTop && !side) {
                return false;
            }
        }
        return true;
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

        private boolean lit(int left, int top, int column, int row) {
            return points.contains(key(left + column * LETTER_PITCH, top - row * LETTER_PITCH));
        }

        private boolean columnLit(int left, int top, int column) {
            for (int row = 0; row < 5; row++) {
                if (lit(left, top, column, row)) {
                    return true;
                }
            }
            return false;
        }

        /**
         * The glyph {@code width} columns wide with its top left cell at (left, top): a letter, a
         * digit, ' ' if blank, '?' else.
         */
        char glyphAt(int left, int top, int width) {
            StringBuilder rows = new StringBuilder();
            boolean any = false;
            for (int row = 0; row < 5; row++) {
                for (int column = 0; column < width; column++) {
                    boolean on = lit(left, top, column, row);
                    rows.append(on ? '#' : '.');
                    any |= on;
                }
                rows.append(row < 4 ? " " : "");
            }
            return any ? GLYPHS.getOrDefault(rows.toString(), '?') : ' ';
        }

        /**
         * A line of glyphs from column 0 at (left, top) on, {@code columns} columns: each run of lit
         * columns is a glyph (every glyph's first and last columns are lit, one blank column
         * apart); two blank columns or more between glyphs are a blank, and so are blank columns
         * before the first. The blank columns before each glyph are added to {@code gaps},
         * comma-separated.
         */
        String text(int left, int top, int columns, StringBuilder gaps) {
            StringBuilder text = new StringBuilder();
            int blank = 0;
            for (int column = 0; column < columns; column++) {
                if (!columnLit(left, top, column)) {
                    blank++;
                    continue;
                }
                int width = 1;
                while (column + width < columns && columnLit(left, top, column + width)) {
                    width++;
                }
                if (blank >= 2 || blank > 0 && text.length() == 0) {
                    text.append(' ');
                }
                gaps.append(gaps.isEmpty() ? "" : ",").append(blank);
                text.append(glyphAt(left + column * LETTER_PITCH, top, width));
                column += width - 1;
                blank = 0;
            }
            return text.toString();
        }
    }
}
