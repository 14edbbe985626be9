package pdp1.crosscheck.kalah;

import pdp1.crosscheck.Mismatch;
import pdp1.kalah.Pdp1Search;
import pdp1.program.ProgramImage;

/**
 * What kalah.mac's search leaves in core, read at the wait for a key after the computer's last
 * move and compared with the reference search of that move: {@code nodes}, the sowings searched;
 * {@code budget}, the move's budget (the level's, halved for each sowing before it in the turn, 10
 * at the least); {@code scnt}, the counter that gives the CRT a slice every {@code snod} calls of
 * {@code val}. {@code think} sets {@code scnt} to -snod and {@code val} is called once for each
 * iteration begun and each sowing but the one that spends the budget, i.e. completed iterations +
 * sowings times, so the counter ends at -snod + (those calls mod snod). A book move searches
 * nothing: {@code nodes} is 0 and the other two keep the last search's values.
 */
final class SearchCounters {

    private static final int WORD = 0777777;

    private final int nodes;
    private final int budget;
    private final int scnt;
    private final int snod;

    SearchCounters(ProgramImage program) {
        nodes = program.address("nodes");
        budget = program.address("budget");
        scnt = program.address("scnt");
        snod = program.address("snod");
    }

    /** A search the reference made for a move or a swap: its decision and the budget it had. */
    record Search(Pdp1Search.Decision decision, int budget) {

        /** The reference's search at {@code level} for a sowing after {@code turnSowing} of the turn. */
        static Search of(pdp1.kalah.Position p, int level, int turnSowing) {
            Pdp1Search.Level l = Pdp1Search.turnLevel(Pdp1Search.level(level), turnSowing);
            return new Search(new Pdp1Search(p.variant()).decision(p, l), l.budget());
        }

        boolean fromBook() {
            return decision.completedDepth() == 0;     // iteration 1 is never abandoned
        }
    }

    /** Compares the counters in {@code core} with the reference's {@code search}. */
    void check(int[] core, Search search) throws Mismatch {
        long sowings = search.decision().nodes();
        require(core[nodes] == sowings, "the search counted " + core[nodes] + " sowings, the reference " + sowings);
        if (search.fromBook()) {
            return;
        }
        require(core[budget] == search.budget(), "the search's budget was " + core[budget] + " sowings, the reference's "
                + search.budget());
        long calls = search.decision().completedDepth() + sowings;
        int word = WORD - (int) (snod - calls % snod);                  // -snod..-1 in ones' complement
        require(core[scnt] == word, "the search's slice counter scnt ends at " + Integer.toOctalString(core[scnt])
                + ", the reference's " + calls + " calls of val leave " + Integer.toOctalString(word)
                + " (a slice every " + snod + ")");
    }

    private static void require(boolean condition, String message) throws Mismatch {
        if (!condition) {
            throw new Mismatch(message);
        }
    }
}
