package pdp1.crosscheck.kimasai;

import pdp1.crosscheck.Mismatch;
import pdp1.emu.cpu.Arithmetic;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Pdp1Search;
import pdp1.kimasai.Position;
import pdp1.program.ProgramImage;

/**
 * What kimasai.mac's {@code think} leaves in core, compared with the reference search of the same
 * position ({@link Pdp1Search#choose}): the move's loop place ({@code bpl}), the value of the last
 * iteration completed ({@code tv}), the positions searched ({@code nlf} counts up from -(budget + 1))
 * and the last iteration begun ({@code idep}: the one after the last completed when the budget ran
 * out in it). Read by the search probe after its call and by a game at the wait for a key after the
 * computer's last move: no other code writes these words between.
 */
final class KimasaiSearchCounters {

    /** What one search left: the counters above. */
    record Thought(int place, int value, int nodes, int iteration) {

        /** The move of the side that searched, or null when {@code place} is no loop place. */
        Hole move(Position searched) {
            return place >= 0 && place < 24 ? Hole.onLoop(searched.toMove(), place) : null;
        }
    }

    private final int bpl;
    private final int tv;
    private final int nlf;
    private final int idep;

    KimasaiSearchCounters(ProgramImage program) {
        bpl = program.address("bpl");
        tv = program.address("tv");
        nlf = program.address("nlf");
        idep = program.address("idep");
    }

    /** The counters in {@code core} after a search at {@code level}. */
    Thought read(int[] core, int level) {
        return new Thought(Arithmetic.toInt(core[bpl]), Arithmetic.toInt(core[tv]),
                Arithmetic.toInt(core[nlf]) + Pdp1Search.budget(level) + 1, Arithmetic.toInt(core[idep]));
    }

    /** The reference's search of {@code p} at {@code level}. */
    static Pdp1Search.Choice reference(Position p, int level) {
        return new Pdp1Search().choose(p, Pdp1Search.budget(level));
    }

    /**
     * Compares what the program's search of {@code p} left with the reference's choice {@code c}.
     *
     * @throws Mismatch naming both, prefixed with {@code where}
     */
    static void check(Thought t, Position p, Pdp1Search.Choice c, String where) throws Mismatch {
        boolean finished = Math.abs(c.value()) >= Pdp1Search.WIN || c.depth() == Pdp1Search.MAX_DEPTH;
        int iteration = finished ? c.depth() : c.depth() + 1;      // else abandoned in the next one
        Hole move = t.move(p);
        if (!c.move().equals(move) || t.value() != c.value() || t.nodes() != c.nodes() || t.iteration() != iteration) {
            throw new Mismatch(where + "the program's think chose " + (move == null ? "loop place " + t.place() : move)
                    + " (value " + t.value() + ", " + t.nodes() + " positions, iteration " + t.iteration()
                    + "), Pdp1Search " + c.move() + " (value " + c.value() + ", " + c.nodes() + " positions, iteration "
                    + iteration + ")");
        }
    }
}
