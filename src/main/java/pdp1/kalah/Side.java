package pdp1.kalah;

/**
 * The two seats. South is the first player's seat and moves first (docs/kalah-rules.md, "Board representation"). Its
 * {@link #index} is the int {@link Position#SOUTH}, North's {@link Position#NORTH}: the rules and
 * the searches keep ints (places arrays are indexed by them); this is the typed view for callers.
 */
public enum Side {
    SOUTH, NORTH;

    private static final Side[] BY_INDEX = values();

    /** The side of index 0 (South) or 1 (North). */
    public static Side of(int index) {
        return BY_INDEX[index];
    }

    /** 0 for South, 1 for North: {@link Position#SOUTH} and {@link Position#NORTH}. */
    public int index() {
        return ordinal();
    }

    public Side opponent() {
        return this == SOUTH ? NORTH : SOUTH;
    }

    /** "South" or "North", for messages. */
    public String title() {
        return this == SOUTH ? "South" : "North";
    }
}
