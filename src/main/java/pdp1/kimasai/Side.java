package pdp1.kimasai;

/** The two players. South sits at rows 1-2 and moves first (docs/kimasai-rules.md, "A move", Decision). */
public enum Side {
    SOUTH, NORTH;

    public Side opponent() {
        return this == SOUTH ? NORTH : SOUTH;
    }

    /** "South" or "North", for messages. */
    public String title() {
        return this == SOUTH ? "South" : "North";
    }
}
