package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Pdp1Search (alpha-beta, iterative deepening, a budget) against a literal transcription of the spec without pruning. */
class Pdp1SearchTest {

    private static final long SEED = 1959L;

    /** eval(P) of docs/kalah-rules.md "The PDP-1 search". */
    static int eval(Position p) {
        int me = p.sideToMove();
        int own = 0;
        int other = 0;
        for (int pit = 0; pit < 6; pit++) {
            own += p.seeds(me == Position.SOUTH ? pit : 7 + pit);
            other += p.seeds(me == Position.SOUTH ? 7 + pit : pit);
        }
        return 4 * (p.store(me) - p.store(1 - me)) + own - other + capture(p);
    }

    /** capture(P) of the spec: the most seeds facing an empty own pit where a move of the side to move ends. */
    static int capture(Position p) {
        int base = p.sideToMove() == Position.SOUTH ? 0 : 7;
        int most = 0;
        for (int pit = 0; pit < 6; pit++) {
            int seeds = p.seeds(base + pit);
            int last = base + pit + seeds;
            if (seeds > 0 && last < base + 6 && p.seeds(last) == 0) {
                most = Math.max(most, p.seeds(12 - last));
            }
        }
        return most;
    }

    /** value(P, d) of the spec at the root of iteration d, transcribed without pruning. */
    static int plainValue(Position p, int d) {
        return plainValue(p, d, 0, d);
    }

    /** value(P, d) of the spec, P being {@code ply} plies below the root of iteration {@code iteration}. */
    static int plainValue(Position p, int d, int ply, int iteration) {
        if (p.isOver()) {
            return 4 * (p.sideToMove() == Position.SOUTH ? p.margin() : -p.margin());
        }
        if (d == 0) {
            return eval(p);
        }
        int best = Integer.MIN_VALUE;
        for (int pit : Kalah.legalMoves(p)) {
            best = Math.max(best, childValue(p, pit, d, ply, iteration));
        }
        return best;
    }

    /** v(p) of the spec: a bonus keeps the depth from iteration 2 on while ply + d &lt; 10. */
    static int childValue(Position p, int pit, int d, int ply, int iteration) {
        Position c = Kalah.play(p, pit);
        if (c.sideToMove() == p.sideToMove()) {
            return plainValue(c, iteration >= 2 && ply + d < 10 ? d : d - 1, ply + 1, iteration);
        }
        return -plainValue(c, d - 1, ply + 1, iteration);
    }

    /** The root's search order of the spec: the first (or -1), the bonus pits, the captures, the rest, each a..f. */
    static List<Integer> rootOrder(Position p, int first) {
        List<Integer> order = new ArrayList<>();
        if (first >= 0) {
            order.add(first);
        }
        for (int kind = 1; kind <= 3; kind++) {
            for (int pit : Kalah.legalMoves(p)) {
                int seeds = p.seeds(p.sideToMove() == Position.SOUTH ? pit : 7 + pit);
                int last = pit + seeds;
                boolean capture = last < 6 && p.seeds(place(p, last, true)) == 0 && p.seeds(place(p, 5 - last, false)) != 0;
                int k = last == 6 ? 1 : capture ? 2 : 3;
                if (pit != first && k == kind) {
                    order.add(pit);
                }
            }
        }
        return order;
    }

    private static int place(Position p, int pit, boolean own) {
        boolean south = (p.sideToMove() == Position.SOUTH) == own;
        return south ? pit : 7 + pit;
    }

    /** The decision of the spec with no budget: {pit, value} after iterations 1..depth, the first maximal child in order. */
    static int[] plainDecision(Position p, int depth) {
        int pit = -1;
        int value = 0;
        for (int d = 1; d <= depth; d++) {
            int best = Integer.MIN_VALUE;
            for (int child : rootOrder(p, pit)) {
                int v = childValue(p, child, d, 0, d);
                if (v > best) {
                    best = v;
                    pit = child;
                    value = v;
                }
            }
        }
        return new int[] {pit, value};
    }

    @Test
    void valueIsPlainMinimaxAndAnUnspentBudgetGivesThePlainDecision() {
        SplittableRandom r = new SplittableRandom(SEED);
        int compared = 0;
        for (int game = 0; game < 400; game++) {
            Variant v = RandomGamesTest.randomVariant(r).withPie(false);
            if (v.pits() != 6) {
                continue;
            }
            Position p = Kalah.start(v);
            while (!p.isOver()) {
                int depth = 1 + r.nextInt(4);
                String where = "seed " + SEED + ", game " + game + ", depth " + depth + "\n" + p;
                assertThat(Pdp1Search.value(p, depth)).as(where).isEqualTo(plainValue(p, depth));
                var d = new Pdp1Search(v).decision(p, new Pdp1Search.Level(0, Integer.MAX_VALUE, depth));
                if (Pdp1Search.bookMove(p) >= 0) {                 // the opening book answers without a search
                    assertThat(d).as(where).isEqualTo(new Pdp1Search.Decision(Pdp1Search.bookMove(p), 0, 0, 0));
                } else {
                    int[] plain = plainDecision(p, depth);
                    assertThat(new int[] {d.pit(), d.value()}).as(where).containsExactly(plain);
                    assertThat(d.completedDepth()).as(where).isEqualTo(depth);
                    compared++;
                }
                int[] legal = Kalah.legalMoves(p);
                p = Kalah.play(p, legal[r.nextInt(legal.length)]);
            }
        }
        assertThat(compared).as("seed %d: positions compared", SEED).isGreaterThan(1500);
    }

    @Test
    void aSpentBudgetLeavesTheIterationAndItsMoveHasItsExactValue() {
        SplittableRandom r = new SplittableRandom(SEED + 1);
        int cut = 0;
        for (int i = 0; i < 300; i++) {
            Position p = Kalah.start(Variant.standard(6, 1 + r.nextInt(6)).withEmptyCapture(r.nextBoolean()));
            for (int ply = r.nextInt(30); ply > 0 && !p.isOver(); ply--) {
                int[] legal = Kalah.legalMoves(p);
                p = Kalah.play(p, legal[r.nextInt(legal.length)]);
            }
            if (p.isOver()) {
                continue;
            }
            var level = new Pdp1Search.Level(0, 10 + r.nextInt(300), 6);
            var d = new Pdp1Search(p.variant()).decision(p, level);
            String where = "seed " + (SEED + 1) + ", " + level + "\n" + p;
            assertThat(d.nodes()).as(where).isLessThanOrEqualTo(level.budget());
            if (d.completedDepth() == level.maxDepth()) {
                assertThat(new int[] {d.pit(), d.value()}).as(where).containsExactly(plainDecision(p, level.maxDepth()));
                continue;
            }
            cut++;
            int k = d.completedDepth();
            assertThat(d.nodes()).as(where).isEqualTo(level.budget());
            int[] done = plainDecision(p, k);
            // the move of iteration k, or one the abandoned iteration k + 1 found and valued exactly
            if (d.pit() != done[0] || d.value() != done[1]) {
                assertThat(d.value()).as(where).isEqualTo(childValue(p, d.pit(), k + 1, 0, k + 1));
            }
        }
        assertThat(cut).as("decisions cut by the budget").isGreaterThan(50);
    }

    @Test
    void theLevelsOfTheTestWord() {
        assertThat(Pdp1Search.level(0)).isEqualTo(Pdp1Search.LEVELS[Pdp1Search.DEFAULT_LEVEL - 1]);
        assertThat(Pdp1Search.level(15)).isEqualTo(Pdp1Search.LEVELS[Pdp1Search.LEVELS.length - 1]);
        for (Pdp1Search.Level level : Pdp1Search.LEVELS) {
            assertThat(level.budget()).as("iteration 1 (at most 6 sowings) is never abandoned").isGreaterThan(6);
        }
    }

    @Test
    void aBonusChildKeepsItsSignAndTheFirstOfEqualMovesIsChosen() {
        // 6x4 start, depth 1: c (pit 2) ends in the store, a bonus whose value is not negated:
        // 4 x 1 stored + 23 - 24 in the pits = 3; d, e and f store a seed too but sow one or more
        // into North's pits (1 at most)
        Position start = Kalah.start(Variant.STANDARD);
        assertThat(Pdp1Search.value(start, 1)).isEqualTo(3).isEqualTo(plainValue(start, 1));
        assertThat(Pdp1Search.decide(start, 1).pit()).isEqualTo(2);
    }

    @Test
    void theValueOfAFinishedGameIsFourTimesTheMarginForTheSideToMove() {
        Position over = Position.of(Variant.STANDARD, new int[] {0, 0, 0, 0, 0, 0, 20, 1, 0, 0, 0, 0, 0, 27}, Position.NORTH);
        assertThat(over.isOver()).isTrue();
        assertThat(Pdp1Search.value(over, 3)).isEqualTo(4 * (28 - 20));
    }

    @Test
    void theSecondPlayerSwapsWhenItsDecisionIsBelowZero() {
        Variant pie = Variant.STANDARD.withPie(true);
        Position opened = Kalah.play(Kalah.play(Kalah.start(pie), 2), 5);   // c (bonus), f
        assertThat(opened.canSwap()).isTrue();
        for (int level = 1; level <= Pdp1Search.LEVELS.length; level++) {
            assertThat(Pdp1Search.choosesSwap(opened, level)).isEqualTo(Pdp1Search.decide(opened, level).value() < 0);
        }
    }

    @Test
    void theBookPlaysItsLinesOnKalah64WithTheStandardRulesOnly() {
        Position start = Kalah.start(Variant.STANDARD);
        assertThat(Pdp1Search.chooseMove(start, 8)).isEqualTo(2);                       // c, a bonus
        Position afterC = Kalah.play(start, 2);
        assertThat(Pdp1Search.decide(afterC, 8, 1)).isEqualTo(new Pdp1Search.Decision(5, 0, 0, 0));   // then f
        Position afterCF = Kalah.play(afterC, 5);
        assertThat(Pdp1Search.decide(afterCF, 8)).isEqualTo(new Pdp1Search.Decision(1, 0, 0, 0));     // North: b
        Position afterCFB = Kalah.play(afterCF, 1);
        assertThat(afterCFB.sideToMove()).isEqualTo(Position.NORTH);                    // a bonus
        assertThat(Pdp1Search.decide(afterCFB, 8, 1)).isEqualTo(new Pdp1Search.Decision(3, 0, 0, 0)); // then d
        assertThat(Pdp1Search.bookMove(Kalah.play(afterCFB, 3))).isEqualTo(-1);       // the line's end: searched
        assertThat(Pdp1Search.bookMove(Kalah.play(afterCF, 0))).isEqualTo(-1);         // off the line
        Position afterF = Kalah.play(start, 5);                                          // the other lines: f, then f
        assertThat(Pdp1Search.decide(afterF, 8)).isEqualTo(new Pdp1Search.Decision(5, 0, 0, 0));
        assertThat(Pdp1Search.bookMove(Kalah.play(afterF, 5))).isEqualTo(-1);
        Position afterCE = Kalah.play(afterC, 4);                                        // c e, then b c
        assertThat(Pdp1Search.decide(afterCE, 8)).isEqualTo(new Pdp1Search.Decision(1, 0, 0, 0));
        assertThat(Pdp1Search.decide(Kalah.play(afterCE, 1), 8, 1)).isEqualTo(new Pdp1Search.Decision(2, 0, 0, 0));
        assertThat(Pdp1Search.bookMove(Kalah.play(Kalah.play(afterCE, 1), 2))).isEqualTo(-1);
        assertThat(Pdp1Search.bookMove(Kalah.play(start, 0))).isEqualTo(-1);
        for (Variant v : new Variant[] {Variant.STANDARD.withPie(true), Variant.STANDARD.withEmptyCapture(true),
                Variant.STANDARD.withUntilStuck(true), Variant.STANDARD.withNoSweep(true), Variant.standard(6, 3),
                Variant.standard(6, 5)}) {
            assertThat(Pdp1Search.bookMove(Kalah.start(v))).as("%s", v).isEqualTo(-1);
            assertThat(Pdp1Search.decide(Kalah.start(v), 8).nodes()).as("%s", v).isPositive();
        }
    }
}
