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
 * nothing: {@code nodes} is 0 and the other two keep the values of the session's last search that
 * searched (the core stays from game to game, also across CONTINUE), or their load values, 0.
 * So a move searched where the book has it shows, even when the next move is the book's.
 */
final class SearchCounters {

    private static final int WORD = 0777777;

    private final int nodes;
    private final int budget;
    private final int scnt;
    private final int snod;
    private Search searched;        // the session's last search that was no book move, or null

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

    /** The reference made {@code search}, the program's next after the last one told (in the order they are typed). */
    void made(Search search) {
        if (!search.fromBook()) {
            searched = search;
        }
    }

    /** Compares the counters in {@code core} with the reference's {@code search}, the last one {@link #made}. */
    void check(int[] core, Search search) throws Mismatch {
        long sowings = search.decision().nodes();
        require(core[nodes] == sowings, "the search counted " + core[nodes] + " sowings, the reference " + sowings);
        if (search.fromBook()) {
            int kept = searched == null ? 0 : searched.budget();
            int keptScnt = searched == null ? 0 : scntAfter(searched);
            require(core[budget] == kept && core[scnt] == keptScnt, "after a book move the search's budget is "
                    + core[budget] + " and scnt " + Integer.toOctalString(core[scnt]) + ", expected " + kept + " and "
                    + Integer.toOctalString(keptScnt) + " as the last search left them (a move searched, not the book's?)");
            return;
        }
        require(core[budget] == search.budget(), "the search's budget was " + core[budget] + " sowings, the reference's "
                + search.budget());
        int word = scntAfter(search);
        require(core[scnt] == word, "the search's slice counter scnt ends at " + Integer.toOctalString(core[scnt])
                + ", the reference's " + valCalls(search) + " calls of val leave " + Integer.toOctalString(word)
                + " (a slice every " + snod + ")");
    }

    /** The word {@code scnt} holds after {@code search}: -snod + (calls of val mod snod), in ones' complement. */
    private int scntAfter(Search search) {
        return WORD - (int) (snod - valCalls(search) % snod);
    }

    /** The calls of {@code val} in {@code search}: completed iterations + sowings (see the class comment). */
    private static long valCalls(Search search) {
        return search.decision().completedDepth() + search.decision().nodes();
    }

    private static void require(boolean condition, String message) throws Mismatch {
        if (!condition) {
            throw new Mismatch(message);
        }
    }
}
