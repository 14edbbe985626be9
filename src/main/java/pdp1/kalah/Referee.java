package pdp1.kalah;

/**
 * The value of every choice open to the player to move, in seeds of final margin for that player:
 * exact from the {@link Solver} when the position after the choice has few enough seeds in play,
 * else the {@link StrongEngine}'s estimate at a fixed depth (fixed, not timed, so an analysis is
 * the same on every machine; the depth bounds its time). The pie rule is weighed as the solver
 * weighs it: a player offered the swap takes the better seat.
 */
final class Referee {

    /** A choice's value, and whether the solver (or the rules, at the end of the game) gave it. */
    record Value(int seeds, boolean solved) {
    }

    /** The engine's safety net per position; its depth limit ends every search well before. */
    private static final long ENGINE_MILLIS = 600_000;

    private final int exactSeeds;
    private final int engineDepth;
    private final Solver solver;
    private final StrongEngine engine;

    /**
     * @param exactSeeds  positions with at most this many seeds in play are solved
     * @param engineDepth the engine's depth in plies for the others
     */
    Referee(Variant variant, int exactSeeds, int engineDepth) {
        this.exactSeeds = exactSeeds;
        this.engineDepth = engineDepth;
        this.solver = exactSeeds > 0 ? Solver.sized(variant, 22, 100, 16) : null;
        this.engine = new StrongEngine(variant, 20, Math.min(12, exactSeeds));
    }

    /** The value of sowing {@code pit} for the player to move in {@code p}. */
    Value move(Position p, int pit) {
        return forMover(p, Kalah.play(p, pit));
    }

    /** The value of the pie swap for the player who swaps: South's seat, North to move. */
    Value swap(Position p) {
        Value v = leaf(Kalah.swap(p));
        return new Value(-v.seeds(), v.solved());
    }

    /** {@code child}'s value seen by the mover of {@code parent}: the same side again after a bonus. */
    private Value forMover(Position parent, Position child) {
        Value v = value(child);
        return child.sideToMove() == parent.sideToMove() ? v : new Value(-v.seeds(), v.solved());
    }

    /** The value for {@code p}'s side to move; within a pie opening, its choices weighed one by one. */
    private Value value(Position p) {
        if (p.isOver()) {
            return new Value(p.store(p.sideToMove()) - p.store(1 - p.sideToMove()), true);
        }
        if (p.canSwap()) {
            Value stay = leaf(p);
            return new Value(Math.abs(stay.seeds()), stay.solved());      // the better seat
        }
        if (p.opening() && p.variant().pie()) {
            Value best = null;
            boolean solved = true;
            for (int pit : Kalah.legalMoves(p)) {
                Value v = move(p, pit);
                solved &= v.solved();
                best = best == null || v.seeds() > best.seeds() ? v : best;
            }
            return new Value(best.seeds(), solved);
        }
        return leaf(p);
    }

    /** The value for the side to move, swap not considered. */
    private Value leaf(Position p) {
        if (p.isOver()) {
            return value(p);
        }
        if (seedsInPlay(p) <= exactSeeds) {
            return new Value(solver.finalMargin(p), true);
        }
        StrongEngine.Choice c = engine.choose(p, ENGINE_MILLIS, engineDepth);
        return new Value(c.value(), false);
    }

    private static int seedsInPlay(Position p) {
        return p.variant().totalSeeds() - p.store(Position.SOUTH) - p.store(Position.NORTH);
    }
}
