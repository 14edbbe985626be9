package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The table of docs/kalah-program.md "Against simple opponents" (issue 37): the PDP-1 program's
 * default level (Pdp1Search, which the cross-check proves equal to the program) on Kalah(6,4)
 * against opponents written from the rules ({@link GreedyKalahBot}, {@link StoreDifferenceAlphaBeta}
 * at depths 4 and 6) and against the search as it was when issue 37 began
 * ({@link Pdp1SearchBeforeIssue37}); the strong engine itself in the program's seat against the
 * simple opponents (what the openings allow); the seeds its first turn loses from the start (the
 * strong engine's estimate of the position it leaves against that of the best first turn); the
 * seeds its moves give away on the 200 positions of the level table (the strong engine's
 * estimate). Games start from seeded openings of {@link #OPENING_PLIES} random sowings, each
 * played from both sides. Deterministic: seeded, and the strong engine searches to a fixed depth
 * (it sets a deadline from the clock, but one it never reaches). The message of a failure gives
 * the new table.
 */
@Tag("long")
class Pdp1OpponentBenchmark {

    static final long SEED = 37;
    static final int OPENING_PLIES = 4;
    static final int GAMES = 200;
    /** The seed of the level table's positions (docs/kalah-program.md "Levels", KalahSearchTest). */
    static final long LEVEL_TABLE_SEED = 1000;
    /** The strong engine's depth for a move's child: the depth of Pdp1StrengthTest's games, less the move. */
    static final int JUDGE_DEPTH = Pdp1StrengthTest.STRONG_DEPTH - 1;
    /** Kalah(6,4)'s value for the first player (docs/kalah-engine.md, `solve kalah 6 4`). */
    static final int START_VALUE = 8;
    /** The strong engine's depth for the position after the first turn: it finds the solver's -6 for c a. */
    static final int FIRST_TURN_DEPTH = 21;
    /** The strong engine's time limit, never reached: its depth alone bounds its search. */
    private static final long NO_TIME_LIMIT = Long.MAX_VALUE / 4;
    private static final Variant V64 = Variant.STANDARD;

    /** A player: the pit to sow in {@code p} after {@code turnSowing} sowings of its own in this turn. */
    interface Player {
        int move(Position p, int turnSowing);
    }

    static final Player DEFAULT_LEVEL = (p, k) -> Pdp1Search.chooseMove(p, Pdp1Search.DEFAULT_LEVEL, k);
    static final Player DEFAULT_LEVEL_BEFORE_ISSUE_37 =
            (p, k) -> Pdp1SearchBeforeIssue37.chooseMove(p, Pdp1SearchBeforeIssue37.DEFAULT_LEVEL, k);

    /** The strong engine's depth when it stands in for the program: what the openings allow a good player. */
    static final int CEILING_DEPTH = 12;

    /**
     * The strong engine searched to {@link #CEILING_DEPTH} in the program's seat: the same openings
     * played by a far stronger player, so the rows it plays show how many of these games any
     * player can win (an opening of random sowings can leave a side lost).
     */
    static final Player STRONG_ENGINE = new Player() {
        private final StrongEngine engine = new StrongEngine(V64);

        @Override
        public int move(Position p, int turnSowing) {
            return engine.choose(p, NO_TIME_LIMIT, CEILING_DEPTH).pit();
        }
    };

    static Player alphaBeta(int depth) {
        StoreDifferenceAlphaBeta bot = new StoreDifferenceAlphaBeta(depth);
        return (p, k) -> bot.move(p);
    }

    @Test
    void theDefaultLevelAgainstSimpleOpponentsIsTheDocumentedTable() {
        String documented = """
                | greedy | 200 | 155-13-32 | 77.5 % | +9.48 |
                | alpha-beta depth 4 | 200 | 156-14-30 | 78.0 % | +10.89 |
                | alpha-beta depth 6 | 200 | 129-8-63 | 64.5 % | +5.98 |
                | level 8 before issue 37 | 200 | 95-10-95 | 47.5 % | +0.00 |
                | greedy, by the strong engine | 200 | 172-7-21 | 86.0 % | +14.38 |
                | alpha-beta depth 4, by the strong engine | 200 | 179-5-16 | 89.5 % | +14.90 |
                | alpha-beta depth 6, by the strong engine | 200 | 163-7-30 | 81.5 % | +11.44 |
                from the start, the default level South / North: greedy +10 / +10, alpha-beta depth 4 +22 / +10, alpha-beta depth 6 +26 / +4
                from the start, the strong engine South / North: greedy +20 / +6, alpha-beta depth 4 +32 / +8, alpha-beta depth 6 +28 / +4
                from the start, the default level against greedy with one move in 10 at random, 150 games, North / South: 138-2-10 +9.75 / 150-0-0 +16.47
                from the start, the default level answering c f with b a against greedy with one move in 10 at random, 150 games, North / South: 72-6-72 -1.15 / 150-0-0 +16.47
                from the start, the strong engine against greedy with one move in 10 at random, 150 games, North / South: 92-6-52 +5.73 / 150-0-0 +27.15
                first turn c f: +9 (strong engine, depth 21), 0 seeds below the best first turn by the same estimate (c f, +9; the solver's value of the start +8)
                level table, 200 positions: 0.72 seeds given away a move (strong engine, depth 17), 38 moves lose seeds
                """;

        String table = row("greedy", match(DEFAULT_LEVEL, (p, k) -> GreedyKalahBot.move(p)))
                + row("alpha-beta depth 4", match(DEFAULT_LEVEL, alphaBeta(4)))
                + row("alpha-beta depth 6", match(DEFAULT_LEVEL, alphaBeta(6)))
                + row("level 8 before issue 37", match(DEFAULT_LEVEL, DEFAULT_LEVEL_BEFORE_ISSUE_37))
                + row("greedy, by the strong engine", match(STRONG_ENGINE, (p, k) -> GreedyKalahBot.move(p)))
                + row("alpha-beta depth 4, by the strong engine", match(STRONG_ENGINE, alphaBeta(4)))
                + row("alpha-beta depth 6, by the strong engine", match(STRONG_ENGINE, alphaBeta(6)))
                + fromTheStart("the default level", DEFAULT_LEVEL) + fromTheStart("the strong engine", STRONG_ENGINE)
                + againstNoisyGreedy("the default level", DEFAULT_LEVEL)
                + againstNoisyGreedy("the default level answering c f with b a", ANSWERING_B_A)
                + againstNoisyGreedy("the strong engine", STRONG_ENGINE)
                + firstTurn() + seedsGivenAway();
        System.out.print(table);
        assertThat(table).as("seed %d", SEED).isEqualToNormalizingNewlines(documented);
    }

    /** A seeded opening and the sowings its side to move has made so far in the current turn. */
    record Opening(Position position, int turnSowing) {
    }

    static Opening opening(Random r) {
        Position p = Kalah.start(V64);
        int sown = 0;
        for (int i = 0; i < OPENING_PLIES && !p.isOver(); i++) {
            int[] legal = Kalah.legalMoves(p);
            Position next = Kalah.play(p, legal[r.nextInt(legal.length)]);
            sown = next.sideToMove() == p.sideToMove() ? sown + 1 : 0;
            p = next;
        }
        return new Opening(p, sown);
    }

    /** {@link #GAMES} games of {@code player} against {@code opponent}, each opening played from both sides. */
    static Pdp1StrengthTest.Tally match(Player player, Player opponent) {
        Random r = new Random(SEED);
        Pdp1StrengthTest.Tally t = new Pdp1StrengthTest.Tally();
        for (int game = 0; game < GAMES; game += 2) {
            Opening o = opening(r);
            for (int side = Position.SOUTH; side <= Position.NORTH; side++) {
                int margin = play(o, side, player, opponent);
                t.count(margin);
            }
        }
        return t;
    }

    /** One game from {@code o}, {@code player} on {@code side}: its final margin. */
    private static int play(Opening o, int side, Player player, Player opponent) {
        Position p = o.position();
        int sown = o.turnSowing();
        while (!p.isOver()) {
            Position next = Kalah.play(p, (p.sideToMove() == side ? player : opponent).move(p, sown));
            sown = next.sideToMove() == p.sideToMove() ? sown + 1 : 0;
            p = next;
        }
        return side == Position.SOUTH ? p.margin() : -p.margin();
    }

    private static String row(String opponent, Pdp1StrengthTest.Tally t) {
        return String.format(Locale.ROOT, "| %s | %d | %d-%d-%d | %.1f %% | %+.2f |%n", opponent, t.games(), t.wins,
                t.draws, t.losses, 100.0 * t.wins / t.games(), (double) t.margin / t.games());
    }

    /**
     * {@code player}'s margins from the start position, moving first (South) and second (North),
     * against greedy and the two alpha-beta bots: the games a person meets who plays like them,
     * the same game every time, since every player here is deterministic.
     */
    static String fromTheStart(String name, Player player) {
        StringBuilder line = new StringBuilder("from the start, " + name + " South / North:");
        String[] names = {"greedy", "alpha-beta depth 4", "alpha-beta depth 6"};
        Player[] opponents = {(p, k) -> GreedyKalahBot.move(p), alphaBeta(4), alphaBeta(6)};
        for (int i = 0; i < names.length; i++) {
            line.append(i == 0 ? " " : ", ").append(names[i]);
            for (int side = Position.SOUTH; side <= Position.NORTH; side++) {
                int margin = play(new Opening(Kalah.start(V64), 0), side, player, opponents[i]);
                line.append(side == Position.SOUTH ? " " : " / ").append(String.format(Locale.ROOT, "%+d", margin));
            }
        }
        return line.append(System.lineSeparator()).toString();
    }

    /** The games against greedy with one move in {@link #NOISE_ONE_IN} at random, from the start, each seat. */
    static final int NOISY_GAMES = 150;
    static final int NOISE_ONE_IN = 10;
    static final long NOISE_SEED = 7;

    /**
     * The default level with the search's own answer to c f, b a, in place of the book's b d: what
     * the program played as North before the book had a line for it.
     */
    static final Player ANSWERING_B_A = new Player() {
        private final Position afterCF = Kalah.play(Kalah.play(Kalah.start(V64), 2), 5);
        private final Position afterCFB = Kalah.play(afterCF, 1);

        @Override
        public int move(Position p, int turnSowing) {
            if (p.equals(afterCF)) {
                return 1;
            }
            return p.equals(afterCFB) ? 0 : DEFAULT_LEVEL.move(p, turnSowing);
        }
    };

    /**
     * {@code player} from the start against a greedy player who makes one move in
     * {@link #NOISE_ONE_IN} at random (seeded): a person who mostly takes what is in front of them,
     * not always the same way. {@link #NOISY_GAMES} games with {@code player} moving second (North),
     * where such a person has the first move's 8 seeds, then as many moving first; W-D-L for
     * {@code player}.
     */
    static String againstNoisyGreedy(String name, Player player) {
        StringBuilder line = new StringBuilder("from the start, " + name + " against greedy with one move in "
                + NOISE_ONE_IN + " at random, " + NOISY_GAMES + " games, North / South:");
        for (int side : new int[] {Position.NORTH, Position.SOUTH}) {
            Random r = new Random(NOISE_SEED);
            Player opponent = (p, k) -> {
                int[] legal = Kalah.legalMoves(p);
                return r.nextInt(NOISE_ONE_IN) == 0 ? legal[r.nextInt(legal.length)] : GreedyKalahBot.move(p);
            };
            Pdp1StrengthTest.Tally t = new Pdp1StrengthTest.Tally();
            for (int game = 0; game < NOISY_GAMES; game++) {
                int margin = play(new Opening(Kalah.start(V64), 0), side, player, opponent);
                t.count(margin);
            }
            line.append(side == Position.NORTH ? " " : " / ").append(String.format(Locale.ROOT, "%d-%d-%d %+.2f",
                    t.wins, t.draws, t.losses, (double) t.margin / t.games()));
        }
        return line.append(System.lineSeparator()).toString();
    }

    /**
     * The default level's first turn from the start as the first player and the seeds it loses: the
     * strong engine's estimate, searched to {@link #FIRST_TURN_DEPTH}, of the position the best first
     * turn leaves minus that of the position the played turn leaves; beside them the solver's value
     * of the start, {@link #START_VALUE}. (The solver took more than 5 CPU minutes for one such position.)
     */
    static String firstTurn() {
        StrongEngine judge = new StrongEngine(V64);
        Position start = Kalah.start(V64);
        String played = "";
        Position p = start;
        for (int sown = 0; p.sideToMove() == Position.SOUTH && !p.isOver(); sown++) {
            int pit = DEFAULT_LEVEL.move(p, sown);
            played += (played.isEmpty() ? "" : " ") + Notation.pitName(pit);
            p = Kalah.play(p, pit);
        }
        int playedValue = southValue(judge, p, FIRST_TURN_DEPTH);
        String bestTurn = null;
        int bestValue = Integer.MIN_VALUE;
        for (String turn : firstTurns(start, "")) {
            int v = southValue(judge, afterTurn(start, turn), FIRST_TURN_DEPTH);
            if (v > bestValue) {
                bestValue = v;
                bestTurn = turn;
            }
        }
        return String.format(Locale.ROOT, "first turn %s: %+d (strong engine, depth %d), %d seeds below the best first turn"
                + " by the same estimate (%s, %+d; the solver's value of the start %+d)%n", played, playedValue,
                FIRST_TURN_DEPTH, bestValue - playedValue, bestTurn, bestValue, START_VALUE);
    }

    /** Every first turn from {@code p} (South to move), as pit letters, each after {@code prefix}. */
    private static List<String> firstTurns(Position p, String prefix) {
        List<String> turns = new ArrayList<>();
        for (int pit : Kalah.legalMoves(p)) {
            String turn = prefix + (prefix.isEmpty() ? "" : " ") + Notation.pitName(pit);
            Position next = Kalah.play(p, pit);
            if (next.sideToMove() == Position.SOUTH && !next.isOver()) {
                turns.addAll(firstTurns(next, turn));
            } else {
                turns.add(turn);
            }
        }
        return turns;
    }

    private static Position afterTurn(Position p, String turn) {
        for (String pit : turn.split(" ")) {
            p = Kalah.play(p, pit.charAt(0) - 'a');
        }
        return p;
    }

    /** The strong engine's estimate of the final margin of {@code p} for South: exact once the game is over. */
    private static int southValue(StrongEngine judge, Position p, int depth) {
        if (p.isOver()) {
            return p.margin();
        }
        int v = judge.choose(p, NO_TIME_LIMIT, depth).value();
        return p.sideToMove() == Position.SOUTH ? v : -v;
    }

    /**
     * The default level's move on each of the 200 positions of the level table, and the seeds it
     * gives away by the strong engine's estimate: the best child's value minus the chosen one's,
     * every child searched to {@link #JUDGE_DEPTH}.
     */
    static String seedsGivenAway() {
        StrongEngine judge = new StrongEngine(V64);
        long total = 0;
        int losing = 0;
        int moves = 0;
        for (Position p : levelTablePositions()) {
            int chosen = DEFAULT_LEVEL.move(p, 0);
            int best = Integer.MIN_VALUE;
            int chosenValue = 0;
            for (int pit : Kalah.legalMoves(p)) {
                int v = childValue(judge, p, Kalah.play(p, pit));
                best = Math.max(best, v);
                if (pit == chosen) {
                    chosenValue = v;
                }
            }
            total += best - chosenValue;
            losing += best > chosenValue ? 1 : 0;
            moves++;
        }
        return String.format(Locale.ROOT,
                "level table, %d positions: %.2f seeds given away a move (strong engine, depth %d), %d moves lose seeds%n",
                moves, (double) total / moves, JUDGE_DEPTH, losing);
    }

    /** The strong engine's estimate of the final margin after a move, for the side that made it. */
    private static int childValue(StrongEngine judge, Position parent, Position child) {
        int south = southValue(judge, child, JUDGE_DEPTH);
        return parent.sideToMove() == Position.SOUTH ? south : -south;
    }

    /**
     * The positions of the level table (docs/kalah-program.md "Levels"), drawn as KalahSearchTest
     * draws them: the start, 15 openings after 1-4 random sowings, 184 after 5-30, games that
     * ended skipped.
     */
    static List<Position> levelTablePositions() {
        Random r = new Random(LEVEL_TABLE_SEED);
        List<Position> positions = new ArrayList<>();
        positions.add(Kalah.start(V64));
        while (positions.size() < 200) {
            int plies = positions.size() <= 15 ? 1 + r.nextInt(4) : 5 + r.nextInt(26);
            Position p = Kalah.start(V64);
            for (int i = 0; i < plies && !p.isOver(); i++) {
                int[] moves = Kalah.legalMoves(p);
                p = Kalah.play(p, moves[r.nextInt(moves.length)]);
            }
            if (!p.isOver()) {
                positions.add(p);
            }
        }
        return positions;
    }
}
