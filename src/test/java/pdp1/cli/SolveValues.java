package pdp1.cli;

import java.util.HashMap;
import pdp1.kalah.Kalah;
import pdp1.kalah.Position;
import pdp1.kalah.Variant;

/** Independent values for the command tests: plain memoized minimax over Kalah.play. */
final class SolveValues {

    private SolveValues() {
    }

    static int plain(String variant) {
        return margin(Kalah.start(Variant.parse(variant)), new HashMap<>());
    }

    private static int margin(Position p, HashMap<Position, Integer> memo) {
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
        memo.put(p, best);
        return best;
    }
}
