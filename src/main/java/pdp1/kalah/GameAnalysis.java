package pdp1.kalah;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A game record judged move by move: for each move, every choice the mover had is valued by a
 * {@link Referee} (the solver where the position after it has at most {@code exactSeeds} seeds in
 * play, else the strong engine at a fixed depth), and the move played is compared with the best.
 * Values are final margins in seeds for the mover; the loss is what the move played gives away
 * against the best (0: an optimal move). Deep searches: call it on {@link Solver#onBigStack}.
 */
public final class GameAnalysis {

    /**
     * Solved at most this many seeds in play, by default: a Kalah(5,3) or (4,4) start solves in
     * about a second, so every move of such a game is exact; bigger games are judged by the engine
     * until captures bring them down to this (docs/console.md, "Game records and analysis").
     */
    public static final int DEFAULT_EXACT_SEEDS = 32;
    /** The engine's depth in plies by default: a fraction of a second a position even on Kalah(6,6). */
    public static final int DEFAULT_ENGINE_DEPTH = 12;

    /**
     * One move judged.
     *
     * @param number      1 for the first move of the record
     * @param mover       the seat that moved
     * @param played      the pit (0 = a) or {@link GameRecord#SWAP}
     * @param best        the best choices, in order a..f, then the swap
     * @param bestValue   their value for the mover
     * @param playedValue the value of the move played
     * @param solved      every choice was valued by the solver (or the end of the game), none by the engine
     */
    public record Verdict(int number, Side mover, int played, List<Integer> best, int bestValue, int playedValue,
                          boolean solved) {

        public Verdict {
            best = List.copyOf(best);
        }

        /** What the move played gives away: 0 for an optimal move. */
        public int loss() {
            return bestValue - playedValue;
        }
    }

    private final Variant variant;
    private final Referee referee;

    /**
     * @param exactSeeds  positions with at most this many seeds in play are solved (0: none)
     * @param engineDepth the engine's depth for the others, in plies
     */
    public GameAnalysis(Variant variant, int exactSeeds, int engineDepth) {
        requireAnalysable(variant);
        this.variant = variant;
        this.referee = new Referee(variant, exactSeeds, engineDepth);
    }

    /** Throws unless games of {@code variant} can be analysed (the solver's and the engine's boards). */
    public static void requireAnalysable(Variant variant) {
        if (variant.pits() > Solver.MAX_PITS) {
            throw new IllegalArgumentException("games of at most " + Solver.MAX_PITS + " pits a side can be analysed, not "
                    + variant.pits());
        }
    }

    /**
     * Judges every move of {@code record}, handing each verdict to {@code sink} as soon as it is
     * known; returns the position at the end.
     *
     * @throws IllegalArgumentException before any verdict, if the record is of another variant or
     *                                  a move is not legal (naming the move)
     */
    public Position analyse(GameRecord record, Consumer<Verdict> sink) {
        if (!record.variant().equals(variant)) {
            throw new IllegalArgumentException("the record is " + record.variant() + ", the analysis " + variant);
        }
        record.replay();                                    // every move legal, or say which is not
        Position p = Kalah.start(variant);
        int[] moves = record.moves();
        for (int i = 0; i < moves.length; i++) {
            sink.accept(judge(i + 1, p, moves[i]));
            p = moves[i] == GameRecord.SWAP ? Kalah.swap(p) : Kalah.play(p, moves[i]);
        }
        return p;
    }

    private Verdict judge(int number, Position p, int played) {
        List<Integer> choices = new ArrayList<>();
        for (int pit : Kalah.legalMoves(p)) {
            choices.add(pit);
        }
        if (p.canSwap()) {
            choices.add(GameRecord.SWAP);
        }
        List<Integer> best = new ArrayList<>();
        int bestValue = Integer.MIN_VALUE;
        int playedValue = 0;
        boolean solved = true;
        for (int choice : choices) {
            Referee.Value v = choice == GameRecord.SWAP ? referee.swap(p) : referee.move(p, choice);
            solved &= v.solved();
            if (v.seeds() > bestValue) {
                bestValue = v.seeds();
                best.clear();
            }
            if (v.seeds() == bestValue) {
                best.add(choice);
            }
            if (choice == played) {
                playedValue = v.seeds();
            }
        }
        return new Verdict(number, p.toMove(), played, best, bestValue, playedValue, solved);
    }
}
