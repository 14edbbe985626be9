package pdp1.kimasai;

/**
 * The PDP-1 program's search before levels came (docs/kimasai.md section 4 until then): fixed-depth
 * negamax with alpha-beta, moves in loop order, the first best move taken; played at depth 4 by
 * default. Kept, as it was, as the baseline of {@link StrengthBenchmark}.
 */
final class FixedDepthSearch {

    private FixedDepthSearch() {
    }

    /** The first legal move in loop order whose depth-{@code depth} value is the maximum. */
    static Hole chooseMove(Position p, int depth) {
        int me = p.stones(p.toMove());
        int opp = p.stones(p.toMove().opponent());
        int movable = Loops.movable(me);
        int best = -Pdp1Search.INF;
        int bestPlace = -1;
        for (int i = 0; i < Loops.LENGTH; i++) {
            if ((movable & (1 << i)) != 0) {
                int v = -search(Loops.afterCapture(opp, Loops.next(i)), Loops.moved(me, i), depth - 1, -Pdp1Search.INF, -best);
                if (v > best) {
                    best = v;
                    bestPlace = i;
                }
            }
        }
        return Hole.onLoop(p.toMove(), bestPlace);
    }

    private static int search(int me, int opp, int depth, int alpha, int beta) {
        int movable = Loops.movable(me);
        if (movable == 0) {
            return -(Pdp1Search.WIN + depth);
        }
        if (depth == 0) {
            return Pdp1Search.K * (Integer.bitCount(me) - Integer.bitCount(opp)) + Loops.mobility(me) - Loops.mobility(opp);
        }
        int best = -Pdp1Search.INF;
        for (int i = 0; i < Loops.LENGTH; i++) {
            if ((movable & (1 << i)) != 0) {
                int v = -search(Loops.afterCapture(opp, Loops.next(i)), Loops.moved(me, i), depth - 1, -beta, -alpha);
                if (v > best) {
                    best = v;
                    if (v > alpha) {
                        alpha = v;
                        if (alpha >= beta) {
                            break;
                        }
                    }
                }
            }
        }
        return best;
    }
}
