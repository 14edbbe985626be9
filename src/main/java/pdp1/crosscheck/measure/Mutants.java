package pdp1.crosscheck.measure;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The mutants of a program's code ({@link ProgramWords#isCode}, and the literals of its
 * {@code constants} lines), each one change to one word, in address order: an operation swapped
 * for a close one (add/sub, and/ior/xor, idx/isp, sad/sas, dac/dap/dip), a skip's condition
 * swapped (sza/spa/sma/spi) or its sense inverted, a memory reference's address moved by one, a
 * {@code law}'s or a literal's constant changed by one, an instruction made a {@code nop}. The
 * address of a word that names itself ({@code jmp .}, a subroutine's exit the program sets) is
 * not moved: that mutant would be equivalent.
 */
public final class Mutants {

    private static final int OP_SHIFT = 13;
    private static final int ADDRESS = 07777;
    private static final int INVERT = 010000;                // the skip group's sense bit (its "i")
    private static final int NOP = 0760000;
    private static final int OP_SKP = 032, OP_LAW = 034, OP_JSP = 031;
    private static final Map<Integer, String> NAMES = Map.ofEntries(Map.entry(001, "and"), Map.entry(002, "ior"),
            Map.entry(003, "xor"), Map.entry(012, "dac"), Map.entry(013, "dap"), Map.entry(014, "dip"),
            Map.entry(020, "add"), Map.entry(021, "sub"), Map.entry(022, "idx"), Map.entry(023, "isp"),
            Map.entry(024, "sad"), Map.entry(025, "sas"));
    /** Operations close to one another: each is swapped for every other of its group. */
    private static final int[][] CLOSE = {{001, 002, 003}, {012, 013, 014}, {020, 021}, {022, 023}, {024, 025}};
    /** The skip conditions swapped for one another: sza, spa, sma, spi. */
    private static final int[] CONDITIONS = {0100, 0200, 0400, 02000};
    private static final String[] CONDITION_NAMES = {"sza", "spa", "sma", "spi"};

    private Mutants() {
    }

    /** Every mutant of the program, in address order (and a fixed order of changes at an address). */
    public static List<Mutant> all(ProgramWords words) {
        List<Mutant> list = new ArrayList<>();
        for (int a = 0; a < pdp1.asm.tape.Image.SIZE; a++) {
            int w = words.program().image().get(a);
            if (words.isCode(a)) {
                ofInstruction(a, w, list);
            } else if (words.isLiteral(a)) {
                list.add(new Mutant(a, w, w + 1 & 0777777, "literal +1"));
                list.add(new Mutant(a, w, w - 1 & 0777777, "literal -1"));
            }
        }
        return list;
    }

    /**
     * {@code n} of {@code all} drawn with {@code seed} (all of them when n is as many or more), in
     * the order of {@code all}: the same sample for the same program, n and seed.
     */
    public static List<Mutant> sample(List<Mutant> all, int n, long seed) {
        if (n >= all.size()) {
            return List.copyOf(all);
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(seed));
        List<Integer> chosen = new ArrayList<>(order.subList(0, n));
        Collections.sort(chosen);
        return chosen.stream().map(all::get).toList();
    }

    private static void ofInstruction(int a, int w, List<Mutant> out) {
        int op = w >>> OP_SHIFT;
        for (int[] group : CLOSE) {
            for (int other : group) {
                if (other != op && contains(group, op)) {
                    out.add(new Mutant(a, w, other << OP_SHIFT | w & (1 << OP_SHIFT) - 1,
                            NAMES.get(op) + " -> " + NAMES.get(other)));
                }
            }
        }
        if (op == OP_SKP) {
            skip(a, w, out);
        }
        // memory reference, xct and the jumps; not a "jmp ." (a return the program sets with dap
        // before it is used: moving its address changes nothing)
        if (op >= 001 && op <= OP_JSP && (w & ADDRESS) != a) {
            out.add(new Mutant(a, w, w & ~ADDRESS | w + 1 & ADDRESS, "address +1"));
            out.add(new Mutant(a, w, w & ~ADDRESS | w - 1 & ADDRESS, "address -1"));
        }
        if (op == OP_LAW) {
            out.add(new Mutant(a, w, w & ~ADDRESS | w + 1 & ADDRESS, "constant +1"));
            out.add(new Mutant(a, w, w & ~ADDRESS | w - 1 & ADDRESS, "constant -1"));
        }
        if (w != NOP) {
            out.add(new Mutant(a, w, NOP, "nop"));
        }
    }

    private static boolean contains(int[] group, int op) {
        for (int g : group) {
            if (g == op) {
                return true;
            }
        }
        return false;
    }

    private static void skip(int a, int w, List<Mutant> out) {
        out.add(new Mutant(a, w, w ^ INVERT, "skip sense inverted"));
        int set = -1;
        int count = 0;
        for (int i = 0; i < CONDITIONS.length; i++) {
            if ((w & CONDITIONS[i]) != 0) {
                set = i;
                count++;
            }
        }
        if (count != 1) {
            return;                                       // szm and the like: the inversion only
        }
        for (int i = 0; i < CONDITIONS.length; i++) {
            if (i != set) {
                out.add(new Mutant(a, w, w & ~CONDITIONS[set] | CONDITIONS[i],
                        CONDITION_NAMES[set] + " -> " + CONDITION_NAMES[i]));
            }
        }
    }
}
