package pdp1.kimasai;

import java.util.Locale;

/**
 * One of the 48 holes, named as in a game record: a column letter {@code a..l} counted from
 * South's left, then a row digit {@code 1..4} counted from South's back row to North's back row.
 *
 * <pre>
 *   row 4  North back    a4 b4 ... l4
 *   row 3  North front   a3 b3 ... l3
 *   row 2  South front   a2 b2 ... l2
 *   row 1  South back    a1 b1 ... l1
 * </pre>
 *
 * Each hole also has a place on its owner's loop of 24 holes ({@link #loopIndex()}): the order in
 * which a stone travels, counter-clockwise seen from above (docs/kimasai-rules.md, "A move"). South's
 * loop is a1..l1 (0..11) then l2..a2 (12..23); North's is the same turned half round: l4..a4
 * (0..11) then a3..l3 (12..23). Loop place 23 leads back to place 0, and places 12..23 are the
 * front row.
 */
public record Hole(int column, int row) {

    public static final int COLUMNS = 12;
    public static final int ROWS = 4;

    public Hole {
        if (column < 0 || column >= COLUMNS || row < 1 || row > ROWS) {
            throw new IllegalArgumentException("no such hole: column " + column + ", row " + row);
        }
    }

    /** Parses a name such as {@code "c2"} (case-insensitive). */
    public static Hole parse(String name) {
        String s = name.strip().toLowerCase(Locale.ROOT);
        if (s.length() != 2 || s.charAt(0) < 'a' || s.charAt(0) > 'l' || s.charAt(1) < '1' || s.charAt(1) > '4') {
            throw new IllegalArgumentException("not a hole: '" + name.strip()
                    + "' (a hole is a column a-l and a row 1-4, e.g. b2)");
        }
        return new Hole(s.charAt(0) - 'a', s.charAt(1) - '0');
    }

    /** The hole at place {@code index} (0..23) of {@code side}'s loop. */
    public static Hole onLoop(Side side, int index) {
        if (index < 0 || index >= Loops.LENGTH) {
            throw new IllegalArgumentException("loop place out of range: " + index);
        }
        boolean back = index < Loops.FRONT;
        if (side == Side.SOUTH) {
            return back ? new Hole(index, 1) : new Hole(23 - index, 2);
        }
        return back ? new Hole(11 - index, 4) : new Hole(index - 12, 3);
    }

    /** The player whose two rows hold this hole. */
    public Side owner() {
        return row <= 2 ? Side.SOUTH : Side.NORTH;
    }

    /** This hole's place on its owner's loop. */
    public int loopIndex() {
        return switch (row) {
            case 1 -> column;
            case 2 -> 23 - column;
            case 3 -> column + 12;
            default -> 11 - column;
        };
    }

    /** The hole a stone from here moves into. */
    public Hole next() {
        return onLoop(owner(), Loops.next(loopIndex()));
    }

    public boolean isFront() {
        return row == 2 || row == 3;
    }

    public String name() {
        return "" + (char) ('a' + column) + row;
    }

    @Override
    public String toString() {
        return name();
    }
}
