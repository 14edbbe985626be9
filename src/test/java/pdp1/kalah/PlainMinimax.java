package pdp1.kalah;

import java.util.HashMap;
import java.util.Map;

/**
 * The independent check of the solver: plain minimax over {@link Kalah#play} positions with a
 * memo, no pruning and no tricks. Only small boards finish.
 */
public final class PlainMinimax {

    private PlainMinimax() {
    }

    /** Final margin (South - North) of the start of {@code variant} under perfect play. */
    public static int startMargin(String variant) {
        return margin(Kalah.start(Variant.parse(variant)), new HashMap<>());
    }

    /** Final margin (South - North) of {@code p} under perfect play; {@code memo} may be shared. */
    public static int margin(Position p, Map<Position, Integer> memo) {
        if (p.isOver()) {
            return p.margin();
        }
        Integer known = memo.get(p);
        if (known != null) {
            return known;
        }
        boolean south = p.sideToMove() == Position.SOUTH;
        int best = south ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int pit : Kalah.legalMoves(p)) {
            int v = margin(Kalah.play(p, pit), memo);
            best = south ? Math.max(best, v) : Math.min(best, v);
        }
        if (p.canSwap()) {
            // After a swap the opener plays North: its margin is North - South from then on.
            int noSwap = best;
            best = Math.min(noSwap, -noSwap);
        }
        memo.put(p, best);
        return best;
    }
}
