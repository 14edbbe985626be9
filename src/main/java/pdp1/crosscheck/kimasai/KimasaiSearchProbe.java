package pdp1.crosscheck.kimasai;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import pdp1.crosscheck.Mismatch;
import pdp1.emu.Machine;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Pdp1Search;
import pdp1.kimasai.Position;
import pdp1.kimasai.Side;
import pdp1.program.ProgramImage;

/**
 * The search probe of a Kimasai session: after the session's last game it runs the program's own
 * {@code think} ({@link KimasaiThinkProbe}, the CRT off) on two positions drawn from the session's
 * random stream, of kinds games rarely reach, and compares the move, the value, the positions
 * searched and the last iteration begun with {@link Pdp1Search#choose}:
 * <ul>
 * <li>an ending of few stones, the side to move behind (1-3 stones against 2-8), whose value at
 *     level 2-4 is a forced result: a side runs out of moves within the horizon, so nodes with no
 *     move are searched;
 * <li>one stone each at level 6 or 7, where the search completes iteration 20, the deepest, with
 *     a value that is not forced: it must stop there (its stack holds 20 plies).
 * </ul>
 * Each kind is drawn until the reference says it is of that kind, at most {@link #TRIES} times.
 * A fixed position follows, {@link #ROW_CHANGE}, for the root's move order between iterations.
 */
final class KimasaiSearchProbe {

    static final int TRIES = 200;
    private static final int LOOP = 24;

    private final KimasaiThinkProbe think;

    /** Each of the probe's machines is readied by {@code setUp} (the session's engine and watcher). */
    KimasaiSearchProbe(ProgramImage program, Consumer<Machine> setUp) {
        think = new KimasaiThinkProbe(program, false, setUp);
    }

    /** A position and the level it is searched at. */
    record Probe(Position position, int level) {
    }

    /**
     * A position whose root's best move moves from the front row to the back row from one
     * iteration to the next, and whose later iteration, complete within the budget, meets a tie:
     * the order of the root's first moves ({@code pmb}, {@code pmf}: the last iteration's move, in
     * its row) decides between equals. Random positions show this about once in 20 000 (found by
     * a search of random endings for such a change of row, 2026-12-07), so it is probed as it is.
     */
    static final Probe ROW_CHANGE = new Probe(Position.of(Side.NORTH,
            List.of(Hole.parse("a4"), Hole.parse("b3"), Hole.parse("c3"), Hole.parse("j4"),
                    Hole.parse("c1"), Hole.parse("c2"), Hole.parse("g1"), Hole.parse("h1"), Hole.parse("k1"),
                    Hole.parse("k2"))), 3);

    /** Probes the positions {@link #draw} draws from {@code r}, then {@link #ROW_CHANGE}; the first mismatch is thrown. */
    void check(Random r) throws Mismatch {
        for (Probe probe : draw(r)) {
            compare(probe.position(), probe.level());
        }
        compare(ROW_CHANGE.position(), ROW_CHANGE.level());
    }

    /** An ending of few stones, the mover behind, at level 2-4; one stone each at level 6-7. */
    static List<Probe> draw(Random r) {
        int level = 2 + r.nextInt(3);
        Position behind = null;
        for (int i = 0; i < TRIES && (behind == null || !forced(behind, level)); i++) {
            int mine = 1 + r.nextInt(3);
            behind = position(r, mine, mine + 1 + r.nextInt(8 - mine));
        }
        int loneLevel = 6 + r.nextInt(2);
        Position lone = null;
        for (int i = 0; i < TRIES && (lone == null || choice(lone, loneLevel).depth() < Pdp1Search.MAX_DEPTH); i++) {
            lone = position(r, 1, 1);
        }
        return List.of(new Probe(behind, level), new Probe(lone, loneLevel));
    }

    /** The program's think against the reference on {@code p} at {@code level}: one line if they differ. */
    void compare(Position p, int level) throws Mismatch {
        String where = "search probe, " + describe(p) + ", level " + level + ": ";
        KimasaiSearchCounters.Thought t;
        try {
            t = think.think(p, level);
        } catch (Mismatch m) {
            throw new Mismatch(where + m.getMessage());
        }
        KimasaiSearchCounters.check(t, p, choice(p, level), where);
    }

    private static Pdp1Search.Choice choice(Position p, int level) {
        return KimasaiSearchCounters.reference(p, level);
    }

    private static boolean forced(Position p, int level) {
        return Math.abs(choice(p, level).value()) >= Pdp1Search.WIN;
    }

    /** {@code mine} stones of the side to move and {@code theirs} of the other at random places; the mover can move. */
    static Position position(Random r, int mine, int theirs) {
        while (true) {
            Side toMove = r.nextBoolean() ? Side.SOUTH : Side.NORTH;
            int me = stones(r, mine);
            int opp = stones(r, theirs);
            Position p = toMove == Side.SOUTH ? new Position(me, opp, toMove) : new Position(opp, me, toMove);
            if (!p.isLost()) {
                return p;
            }
        }
    }

    private static int stones(Random r, int count) {
        int mask = 0;
        while (Integer.bitCount(mask) < count) {
            mask |= 1 << r.nextInt(LOOP);
        }
        return mask;
    }

    /** One line, e.g. "North a3 e3 against South e2, North to move". */
    static String describe(Position p) {
        Side mover = p.toMove();
        return mover.title() + holes(p, mover) + " against " + mover.opponent().title() + holes(p, mover.opponent())
                + ", " + mover.title() + " to move";
    }

    private static String holes(Position p, Side side) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < LOOP; i++) {
            if ((p.stones(side) & (1 << i)) != 0) {
                names.add(Hole.onLoop(side, i).name());
            }
        }
        names.sort(null);
        return " " + String.join(" ", names);
    }
}
