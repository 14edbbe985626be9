package pdp1.kimasai;

import java.util.List;

/**
 * A greedy Bao la Kimasai player written from the rules (docs/kimasai-rules.md "Captures"), not
 * from any search of the project, as a casual player might play: the move that takes the most
 * stones at once (a whole column, 2, before a front stone alone, 1, before a move that takes
 * nothing); among moves that take as many, the first in the mover's loop order (place 0 to 23:
 * its back row from its own left end, then its front row from its right end; {@link Hole}). So
 * with no capture on offer it moves the first stone that can move in that order. A benchmark
 * opponent for the PDP-1 search ({@link KimasaiOpponentBenchmark}).
 */
final class GreedyKimasaiBot {

    private GreedyKimasaiBot() {
    }

    /** The greedy move in {@code p}; the player to move must have a legal move. */
    static Hole move(Position p) {
        List<Hole> legal = p.legalMoves();      // in loop order
        if (legal.isEmpty()) {
            throw new IllegalArgumentException(p.toMove().title() + " has no legal move: the game is over");
        }
        Side opponent = p.toMove().opponent();
        Hole best = null;
        int mostTaken = -1;
        for (Hole h : legal) {
            int taken = p.count(opponent) - p.play(h).count(opponent);
            if (taken > mostTaken) {            // strictly more: a tie keeps the earlier move
                mostTaken = taken;
                best = h;
            }
        }
        return best;
    }
}
