package pdp1.kimasai;

import java.util.ArrayList;
import java.util.List;

/**
 * A position: where the stones are and who moves. Each side's stones are a 24-bit mask in that
 * side's loop order ({@link Hole#loopIndex()}); a hole holds one stone or none. Two positions are
 * equal exactly when the rules call them the same position (docs/kimasai-rules.md, "End", Decision).
 */
public record Position(int south, int north, Side toMove) {

    /** Every hole full except the leftmost front hole of each player (a2 and l3): 46 stones. */
    public static final Position START = new Position(Loops.FULL & ~(1 << 23), Loops.FULL & ~(1 << 23), Side.SOUTH);

    public Position {
        if ((south & ~Loops.FULL) != 0 || (north & ~Loops.FULL) != 0) {
            throw new IllegalArgumentException("a stone mask has more than 24 bits");
        }
        if (toMove == null) {
            throw new IllegalArgumentException("no side to move");
        }
    }

    /** A position with stones in the given holes. */
    public static Position of(Side toMove, List<Hole> stones) {
        int s = 0;
        int n = 0;
        for (Hole h : stones) {
            if (h.owner() == Side.SOUTH) {
                s |= 1 << h.loopIndex();
            } else {
                n |= 1 << h.loopIndex();
            }
        }
        return new Position(s, n, toMove);
    }

    /** {@code side}'s stones as a loop-order mask. */
    public int stones(Side side) {
        return side == Side.SOUTH ? south : north;
    }

    public int count(Side side) {
        return Integer.bitCount(stones(side));
    }

    public boolean hasStone(Hole h) {
        return (stones(h.owner()) & (1 << h.loopIndex())) != 0;
    }

    /** The mover's legal moves, each named by the hole of the stone that moves, in loop order. */
    public List<Hole> legalMoves() {
        List<Hole> moves = new ArrayList<>();
        int m = Loops.movable(stones(toMove));
        for (int i = 0; i < Loops.LENGTH; i++) {
            if ((m & (1 << i)) != 0) {
                moves.add(Hole.onLoop(toMove, i));
            }
        }
        return moves;
    }

    public boolean isLegal(Hole from) {
        return from.owner() == toMove && (Loops.movable(stones(toMove)) & (1 << from.loopIndex())) != 0;
    }

    /** The player to move has no legal move, so has lost (this includes having no stone left). */
    public boolean isLost() {
        return Loops.movable(stones(toMove)) == 0;
    }

    /**
     * The position after the mover moves the stone in {@code from}.
     *
     * @throws IllegalArgumentException with a sentence for a person if the move is not legal
     */
    public Position play(Hole from) {
        if (from.owner() != toMove) {
            throw new IllegalArgumentException(from + " is " + toMove.opponent().title() + "'s hole; "
                    + toMove.title() + " moves a stone in rows " + (toMove == Side.SOUTH ? "1-2" : "3-4"));
        }
        if (!hasStone(from)) {
            throw new IllegalArgumentException("no stone in " + from);
        }
        if (!isLegal(from)) {
            throw new IllegalArgumentException("the stone in " + from + " cannot move: " + from.next() + " is full");
        }
        return playLoop(from.loopIndex());
    }

    /** {@link #play(Hole)} without the checks, by loop place. */
    Position playLoop(int from) {
        int me = stones(toMove);
        int opp = stones(toMove.opponent());
        int newMe = Loops.moved(me, from);
        int newOpp = Loops.afterCapture(opp, Loops.next(from));
        return toMove == Side.SOUTH ? new Position(newMe, newOpp, Side.NORTH) : new Position(newOpp, newMe, Side.SOUTH);
    }

    /** The board as text, as seen from South (see {@link BoardText}). */
    @Override
    public String toString() {
        return BoardText.render(this);
    }
}
