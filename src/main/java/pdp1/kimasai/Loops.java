package pdp1.kimasai;

/**
 * The rules as bit operations on one side's stones, a 24-bit mask in loop order (bit i = a stone
 * at place i of that side's loop, see {@link Hole}). Both sides use the same loop numbering turned
 * half round, so every rule is the same for the mover whichever side moves: "me" is the mover's
 * mask and "opp" the opponent's.
 *
 * <p>Facts the masks make simple (docs/kimasai-rules.md, "Captures"):
 * <ul>
 * <li>A stone at place i moves to place (i + 1) mod 24, legal only if that place is empty.
 * <li>Front-row place j (12..23) faces the opponent's front-row place 35 - j (same column).
 * <li>The opponent's back-row hole of that column is its place j - 12.
 * </ul>
 */
final class Loops {

    static final int LENGTH = 24;
    static final int FRONT = 12;
    static final int FULL = (1 << LENGTH) - 1;

    private Loops() {
    }

    static int next(int place) {
        return place == LENGTH - 1 ? 0 : place + 1;
    }

    /** Places whose stone may move: a stone there and the next place empty. */
    static int movable(int me) {
        int nextOccupied = ((me >>> 1) | (me << (LENGTH - 1))) & FULL;
        return me & ~nextOccupied;
    }

    /** The number of legal moves of the side with these stones. */
    static int mobility(int me) {
        return Integer.bitCount(movable(me));
    }

    /** The mover's stones after moving the stone at {@code from}. */
    static int moved(int me, int from) {
        return me ^ (1 << from) ^ (1 << next(from));
    }

    /**
     * The opponent's stones after the mover's stone arrives at {@code to}: if {@code to} is in the
     * front row and the facing opponent hole is occupied, that stone goes, and with it the
     * opponent's back stone of the same column.
     */
    static int afterCapture(int opp, int to) {
        if (to < FRONT || (opp & (1 << (35 - to))) == 0) {
            return opp;
        }
        return opp & ~(1 << (35 - to)) & ~(1 << (to - FRONT));
    }
}
