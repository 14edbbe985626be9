package pdp1.kalah;

import java.util.Arrays;

/**
 * An immutable Kalah position (docs/kalah-rules.md "Board representation"): places 0..m-1 are South's pits a..f,
 * m South's store, m+1..2m North's pits a..f (a = North's leftmost as North sees it), 2m+1 North's
 * store. It knows the side to move, whether the game is over (stores then hold the swept seeds,
 * unless "no sweep" left them in the pits to count for nobody) and whether the pie swap is
 * available. Build one with {@link Kalah#start} or {@link #of}; change it with {@link Kalah}.
 */
public final class Position {

    /** South: the first player's seat, places 0..m ({@link Side#SOUTH}'s index). */
    public static final int SOUTH = 0;
    /** North: the second player's seat, places m+1..2m+1 ({@link Side#NORTH}'s index). */
    public static final int NORTH = 1;

    private final Variant variant;
    private final int[] places;
    private final int sideToMove;
    private final boolean over;
    private final boolean canSwap;
    /** True until the first player's opening turn (all its bonus moves) has ended. */
    private final boolean opening;

    Position(Variant variant, int[] places, int sideToMove, boolean over, boolean canSwap, boolean opening) {
        this.variant = variant;
        this.places = places;
        this.sideToMove = sideToMove;
        this.over = over;
        this.canSwap = canSwap;
        this.opening = opening;
    }

    /**
     * A position with the given places and side to move, outside any opening (no swap available).
     * The end rule is applied as after a sowing: if it says the game is over, the position is over
     * (and swept unless "no sweep").
     */
    public static Position of(Variant variant, int[] places, int sideToMove) {
        int m = variant.pits();
        if (places.length != 2 * m + 2) {
            throw new IllegalArgumentException("a " + m + "-pit board has " + (2 * m + 2) + " places, not " + places.length);
        }
        if (sideToMove != SOUTH && sideToMove != NORTH) {
            throw new IllegalArgumentException("side to move must be 0 (South) or 1 (North), not " + sideToMove);
        }
        for (int seeds : places) {
            if (seeds < 0) {
                throw new IllegalArgumentException("a place cannot hold " + seeds + " seeds");
            }
        }
        int[] b = places.clone();
        boolean over = Sowing.endIfOver(b, variant, sideToMove);
        return new Position(variant, b, sideToMove, over, false, false);
    }

    public Variant variant() {
        return variant;
    }

    /** Pits per side, m. */
    public int pits() {
        return variant.pits();
    }

    /** 0 = South, 1 = North. After the last move it is still defined by the bonus rule. */
    public int sideToMove() {
        return sideToMove;
    }

    /** The side to move, as a {@link Side}. */
    public Side toMove() {
        return Side.of(sideToMove);
    }

    public boolean isOver() {
        return over;
    }

    /** The pie swap is available now (right after the first player's opening turn, docs/kalah-rules.md "Pie rule"). */
    public boolean canSwap() {
        return canSwap;
    }

    boolean opening() {
        return opening;
    }

    /** Seeds on place {@code place} (0..2m+1). */
    public int seeds(int place) {
        return places[place];
    }

    /** Seeds in the pit {@code pit} (0 = a) of {@code side}. */
    public int pit(int side, int pit) {
        return places[Sowing.place(variant.pits(), side, pit)];
    }

    /** Seeds in the pit {@code pit} (0 = a) of {@code side}. */
    public int pit(Side side, int pit) {
        return pit(side.index(), pit);
    }

    /** Seeds in {@code side}'s store. */
    public int store(int side) {
        return places[Sowing.store(variant.pits(), side)];
    }

    /** Seeds in {@code side}'s store. */
    public int store(Side side) {
        return store(side.index());
    }

    /** South's store minus North's store: the final margin once the game is over. */
    public int margin() {
        return store(SOUTH) - store(NORTH);
    }

    /** A copy of the places array. */
    public int[] places() {
        return places.clone();
    }

    /** Internal, not copied: callers in this package must not write to it. */
    int[] placesView() {
        return places;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.variant.equals(variant) && Arrays.equals(p.places, places)
                && p.sideToMove == sideToMove && p.over == over && p.canSwap == canSwap && p.opening == opening;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(places) * 31 + sideToMove;
    }

    /** The board picture of {@link Notation#picture}. */
    @Override
    public String toString() {
        return Notation.picture(this);
    }
}
