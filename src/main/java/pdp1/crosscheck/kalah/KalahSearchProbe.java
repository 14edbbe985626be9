package pdp1.crosscheck.kalah;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import pdp1.crosscheck.Mismatch;
import pdp1.emu.Machine;
import pdp1.kalah.Notation;
import pdp1.kalah.Pdp1Search;
import pdp1.kalah.Position;
import pdp1.kalah.Variant;
import pdp1.program.ProgramImage;

/**
 * The search probe of a Kalah session: after the session's last game it runs the program's own
 * {@code think} ({@link KalahThinkProbe}, the CRT off) on {@link #POSITIONS} positions drawn from
 * the session's random stream, positions games rarely reach: five or six of the mover's pits are
 * bonus moves at once (pit p holds 6 - p seeds), so the search's move order ({@code order}) packs
 * five or six pits into its bonus word. It compares the pit, the value, the sowings, the last
 * iteration begun and the counters {@link SearchCounters} reads with {@link Pdp1Search} at a low
 * level (1..{@link #MAX_LEVEL}), where a search takes a fraction of a simulated second.
 */
final class KalahSearchProbe {

    static final int POSITIONS = 2;
    static final int MAX_LEVEL = 3;
    private static final int PITS = 6;

    private final KalahThinkProbe think;
    private final SearchCounters counters;

    /** Each of the probe's machines is readied by {@code setUp} (the session's engine and watcher). */
    KalahSearchProbe(ProgramImage program, Consumer<Machine> setUp) {
        think = new KalahThinkProbe(program, false, setUp);
        counters = new SearchCounters(program);
    }

    /** A position and the level it is searched at. */
    record Probe(Position position, int level) {
    }

    /** Probes the positions {@link #draw} draws from {@code r}; the first mismatch is thrown. */
    void check(Random r) throws Mismatch {
        for (Probe probe : draw(r)) {
            compare(probe.position(), probe.level());
        }
    }

    /** {@link #POSITIONS} positions with five or six bonus pits, each at a level 1..{@link #MAX_LEVEL}. */
    static List<Probe> draw(Random r) {
        List<Probe> probes = new ArrayList<>();
        for (int i = 0; i < POSITIONS; i++) {
            probes.add(new Probe(bonusPosition(r, 5 + r.nextInt(2)), 1 + r.nextInt(MAX_LEVEL)));
        }
        return probes;
    }

    /** The program's think against the reference on {@code p} at {@code level}: one line if they differ. */
    void compare(Position p, int level) throws Mismatch {
        String where = "search probe, " + describe(p) + ", level " + level + ": ";
        SearchCounters.Search search = SearchCounters.Search.of(p, level, 0);
        Pdp1Search.Decision d = search.decision();
        int maxDepth = Pdp1Search.level(level).maxDepth();
        int iteration = d.completedDepth() == maxDepth ? maxDepth : d.completedDepth() + 1;
        KalahThinkProbe.Thought t;
        try {
            t = think.think(p, level);
        } catch (Mismatch m) {
            throw new Mismatch(where + m.getMessage());
        }
        if (t.pit() != d.pit() || t.value() != d.value() || t.nodes() != d.nodes() || t.iteration() != iteration) {
            throw new Mismatch(where + "the program's think chose " + pit(t.pit()) + " (value " + t.value() + ", "
                    + t.nodes() + " sowings, iteration " + t.iteration() + "), Pdp1Search " + pit(d.pit()) + " (value "
                    + d.value() + ", " + d.nodes() + " sowings, iteration " + iteration + ")");
        }
        try {
            counters.check(t.core(), search);
        } catch (Mismatch m) {
            throw new Mismatch(where + m.getMessage());
        }
    }

    /**
     * A position of a variant with 2..6 seeds a pit (fewer cannot fill the bonus pits), where
     * {@code bonus} (5 or 6) of the mover's pits are bonus moves and the other seeds lie at random
     * in the mover's other pit, the other side's pits and both stores.
     */
    static Position bonusPosition(Random r, int bonus) {
        while (true) {
            Variant v = Variant.standard(PITS, 2 + r.nextInt(5)).withEmptyCapture(r.nextBoolean())
                    .withUntilStuck(r.nextBoolean()).withNoSweep(r.nextBoolean());
            int mover = r.nextInt(2);
            int[] places = new int[2 * PITS + 2];
            int own = mover == Position.SOUTH ? 0 : PITS + 1;
            int other = r.nextInt(PITS);                   // the pit that is no bonus move, when 5 are
            int left = v.totalSeeds();
            for (int pit = 0; pit < PITS; pit++) {
                if (bonus == PITS || pit != other) {
                    places[own + pit] = PITS - pit;
                    left -= PITS - pit;
                }
            }
            if (left < 0) {
                continue;
            }
            int[] free = new int[places.length - bonus];   // where the other seeds may lie
            int n = 0;
            for (int place = 0; place < places.length; place++) {
                if (place < own || place >= own + PITS || (bonus < PITS && place == own + other)) {
                    free[n++] = place;
                }
            }
            for (; left > 0; left--) {
                places[free[r.nextInt(free.length)]]++;
            }
            if (bonus < PITS && places[own + other] == PITS - other) {
                continue;                                   // a sixth bonus pit after all
            }
            Position p = Position.of(v, places, mover);
            if (!p.isOver()) {
                return p;
            }
        }
    }

    /** One line: the variant, the side to move and each row, pits a-f then the store. */
    static String describe(Position p) {
        StringBuilder s = new StringBuilder(p.variant().toString());
        s.append(", ").append(p.toMove().title()).append(" to move");
        for (int side : new int[] {Position.SOUTH, Position.NORTH}) {
            s.append(side == Position.SOUTH ? ", South a-f" : ", North a-f");
            for (int pit = 0; pit < p.pits(); pit++) {
                s.append(' ').append(p.pit(side, pit));
            }
            s.append(" store ").append(p.store(side));
        }
        return s.toString();
    }

    private static String pit(int pit) {
        return pit >= 0 && pit < PITS ? Notation.pitName(pit) : "pit " + pit;
    }
}
