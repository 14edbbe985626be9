package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.Random;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The strength table of docs/kalah-program.md "Strength": the PDP-1 program's default level
 * (Pdp1Search, which the cross-check proves equal to the program) and, for comparison, the search
 * it replaced ({@link TodaysPdp1Search} at depth 5), each against the old search on Kalah(6,4),
 * against the strong engine at a fixed depth on Kalah(6,4), and against perfect play (the solver)
 * on Kalah(6,3). Every game starts from a seeded random opening of {@link #OPENING_PLIES} sowings
 * and is played twice, once from each side. Deterministic: no clock is read. The message of a
 * failure gives the new table.
 */
@Tag("long")
class Pdp1StrengthTest {

    static final long SEED = 1959;
    static final int OPENING_PLIES = 4;
    /**
     * The strong engine's depth, fixed so that the games do not depend on the machine's speed:
     * about 0.05 s a move here (the engine with its 12-seed database; 1 s reaches depth 24 or so).
     */
    static final int STRONG_DEPTH = 18;
    /** Games against perfect play: the solver's moves take seconds each here, so fewer games. */
    static final int PERFECT_GAMES = 40;

    /** Results of one side's games: wins, draws, losses, the summed margin and the summed shortfall. */
    static final class Tally {
        int wins;
        int draws;
        int losses;
        long margin;
        long shortfall;

        int games() {
            return wins + draws + losses;
        }

        /** Counts a game that ended {@code margin} seeds ahead (behind when negative). */
        void count(int margin) {
            this.margin += margin;
            if (margin > 0) {
                wins++;
            } else if (margin == 0) {
                draws++;
            } else {
                losses++;
            }
        }

        boolean againstPerfectPlay;

        /** W-D-L, the mean margin and, against perfect play, the mean shortfall. */
        String row() {
            return String.format(Locale.ROOT, "%d-%d-%d | %+.2f | %s", wins, draws, losses, (double) margin / games(),
                    againstPerfectPlay ? String.format(Locale.ROOT, "%.2f", (double) shortfall / games()) : "-");
        }
    }

    /** A player: the pit it sows in {@code p}, after {@code turnSowing} sowings of its own in this turn. */
    interface Mover {
        int move(Position p, int turnSowing);
    }

    /** A position and the sowings its side to move has made in the turn going on (its bonus moves). */
    record InTurn(Position position, int turnSowing) {

        InTurn play(int pit) {
            Position next = Kalah.play(position, pit);
            return new InTurn(next, !next.isOver() && next.sideToMove() == position.sideToMove() ? turnSowing + 1 : 0);
        }
    }

    /** A seeded opening of {@link #OPENING_PLIES} random sowings (stops early if the game ends). */
    static InTurn opening(Variant v, Random r) {
        InTurn p = new InTurn(Kalah.start(v), 0);
        for (int i = 0; i < OPENING_PLIES && !p.position().isOver(); i++) {
            int[] legal = Kalah.legalMoves(p.position());
            p = p.play(legal[r.nextInt(legal.length)]);
        }
        return p;
    }

    /**
     * {@code games} games of {@code player} against {@code opponent}, each opening played from both
     * sides; {@code perfectSouth} (or null) gives the perfect final margin for South of an opening,
     * from which the shortfall of each game is counted.
     */
    static Tally match(Variant v, int games, Mover player, Mover opponent, ToIntFunction<Position> perfectSouth) {
        Random r = new Random(SEED);
        Tally t = new Tally();
        InTurn opened = null;
        for (int game = 0; game < games; game++) {
            if (game % 2 == 0) {
                opened = opening(v, r);
            }
            Position start = opened.position();
            int side = game % 2;                          // the player is South, then North
            InTurn q = opened;
            while (!q.position().isOver()) {
                q = q.play((q.position().sideToMove() == side ? player : opponent).move(q.position(), q.turnSowing()));
            }
            Position p = q.position();
            int margin = side == Position.SOUTH ? p.margin() : -p.margin();
            t.count(margin);
            if (perfectSouth != null) {
                t.againstPerfectPlay = true;
                int perfect = perfectSouth.applyAsInt(start);
                t.shortfall += (side == Position.SOUTH ? perfect : -perfect) - margin;
            }
        }
        return t;
    }

    @Test
    void theDefaultLevelAgainstTheOldSearchTheStrongEngineAndPerfectPlayIsTheDocumentedTable() {
        String documented = """
                | today's depth 5, Kalah(6,4) | 400 | 301-19-80 | +7.95 | - | 186-28-186 | +0.00 | - |
                | strong engine depth 18, Kalah(6,4) | 200 | 21-11-168 | -10.54 | - | 15-8-177 | -13.00 | - |
                | perfect play, Kalah(6,3) | 40 | 9-4-27 | -6.20 | 6.20 | 8-5-27 | -7.70 | 7.70 |
                """;
        String table = againstTheOldSearch() + againstTheStrongEngine() + againstPerfectPlay();
        assertThat(table).as("seed %d", SEED).isEqualToNormalizingNewlines(documented);
    }

    private static final Variant V64 = Variant.STANDARD;
    private static final Variant V63 = Variant.standard(6, 3);

    /** The program's default level, a turn's later sowings on their halved budget as the program has them. */
    private static Mover newDefault(Variant v) {
        Pdp1Search search = new Pdp1Search(v);
        return (p, k) -> search.decision(p, Pdp1Search.turnLevel(Pdp1Search.level(0), k)).pit();
    }

    private static Mover old() {
        return (p, k) -> TodaysPdp1Search.chooseMove(p, 5);
    }

    /** Row 1: 400 games of Kalah(6,4) against today's depth 5 (the old search against itself beside it). */
    static String againstTheOldSearch() {
        return row("today's depth 5, Kalah(6,4)", match(V64, 400, newDefault(V64), old(), null),
                match(V64, 400, old(), old(), null));
    }

    /** Row 2: 200 games of Kalah(6,4) against the strong engine at depth {@link #STRONG_DEPTH}. */
    static String againstTheStrongEngine() {
        StrongEngine strong = new StrongEngine(V64);
        Mover strongPlayer = (p, k) -> strong.choose(p, 1_000_000_000L, STRONG_DEPTH).pit();
        return row("strong engine depth " + STRONG_DEPTH + ", Kalah(6,4)", match(V64, 200, newDefault(V64), strongPlayer, null),
                match(V64, 200, old(), strongPlayer, null));
    }

    /** Row 3: {@link #PERFECT_GAMES} games of Kalah(6,3) against the solver's moves. */
    static String againstPerfectPlay() {
        Solver solver = new Solver(V63, 22, 12);
        Mover perfect = (p, k) -> solver.bestMove(p);
        ToIntFunction<Position> perfectSouth = p -> p.isOver() ? p.margin() : solver.finalMarginSouth(p);
        return row("perfect play, Kalah(6,3)", match(V63, PERFECT_GAMES, newDefault(V63), perfect, perfectSouth),
                match(V63, PERFECT_GAMES, old(), perfect, perfectSouth));
    }

    private static String row(String opponent, Tally level, Tally old) {
        return String.format(Locale.ROOT, "| %s | %d | %s | %s |%n", opponent, level.games(), level.row(), old.row());
    }
}
