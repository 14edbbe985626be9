package pdp1.crosscheck.measure;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.IntPredicate;
import pdp1.asm.tape.Image;

/**
 * The words of an assembled program that its control flow can reach from the start address: what
 * tells a table of words in instruction form (kalah.mac's {@code dpart}, kimasai.mac's {@code hrt},
 * read with a {@code lac} through an address made at run time) from code. From each word reached:
 * the next word (not after a jump), the word after that for a skip, a jump's or {@code jsp}'s
 * address (a {@code jda}'s plus one) and the word after its return and the one after that (a
 * routine may skip its caller's next word), the word an {@code xct} runs and where that goes. A jump the
 * program sets at run time ({@code jmp .}, {@code jmp i}) leads to the addresses given to it: an
 * address that a {@code lac}, {@code add} or {@code law} takes as a constant and a {@code dap}
 * stores into such a jump after at most a few additions ({@code lac (frame}, {@code dap slres}),
 * and the address of a constant that is itself a jump ({@code add (jmp gtab}, with the jumps
 * after it when it is added to: a jump table). An {@code xct} of an address made at run time runs
 * words that are not followed, and is taken not to skip: they stay data; but the routine that
 * any {@code jsp} written in the program calls is code, wherever the {@code jsp} is.
 */
final class CodeFlow {

    private static final int ADDRESS = 07777, INDIRECT = 010000;
    private static final int AND = 001, IOR = 002, XOR = 003, XCT = 004, JDA = 007, LAC = 010, DAP = 013,
            ADD = 020, SUB = 021, ISP = 023, SAD = 024, SAS = 025, JMP = 030, JSP = 031, SKP = 032, LAW = 034;
    /** Words between a constant's load and the dap that makes it a jump's address: additions. */
    private static final int MAX_ARITHMETIC = 3;

    private final Image image;
    private final IntPredicate literal;
    private final boolean[] reached = new boolean[Image.SIZE];
    private final boolean[] runByXct = new boolean[Image.SIZE];
    private final Deque<Integer> todo = new ArrayDeque<>();

    private CodeFlow(Image image, IntPredicate literal) {
        this.image = image;
        this.literal = literal;
    }

    /**
     * Which words of {@code image} its flow reaches; {@code literal} says which words are literals
     * (constants), {@code instruction} which are written as an instruction.
     */
    static boolean[] reachable(Image image, IntPredicate literal, IntPredicate instruction) {
        CodeFlow flow = new CodeFlow(image, literal);
        flow.reach(image.startAddress());
        for (int a = 0; a < Image.SIZE; a++) {
            int word = image.has(a) ? image.get(a) : 0;
            if (instruction.test(a) && op(word) == JSP && (word & INDIRECT) == 0 && (word & ADDRESS) != a) {
                flow.reach(word & ADDRESS);                        // a routine, called from a table too (dpart)
            }
        }
        while (!flow.todo.isEmpty()) {
            int a = flow.todo.pop();
            flow.follow(a, image.get(a));
        }
        boolean[] run = flow.reached.clone();
        for (int a = 0; a < Image.SIZE; a++) {
            run[a] |= flow.runByXct[a];
        }
        return run;
    }

    private void reach(int address) {
        if (address >= 0 && address < Image.SIZE && image.has(address) && !reached[address]) {
            reached[address] = true;
            todo.push(address);
        }
    }

    private static int op(int word) {
        return word >>> 13;
    }

    /** The successors of the instruction {@code word} run at {@code a} (itself, or by an xct there). */
    private void follow(int a, int word) {
        int op = op(word);
        int y = word & ADDRESS;
        boolean set = (word & INDIRECT) != 0 || y == a;          // an address made at run time
        switch (op) {
            case JMP -> {
                if (!set) {
                    reach(y);
                }
            }
            case JSP, JDA -> {
                if (op == JSP && !set) {
                    reach(y);
                } else if (op == JDA && (word & INDIRECT) != 0 && y != a) {
                    reach(y + 1);                                  // jda: the AC at y, the routine after it
                }
                reach(a + 1);
                reach(a + 2);                                      // a routine may return past a jump (xkey)
            }
            case XCT -> {
                reach(a + 1);
                if (!set && image.has(y)) {                        // run there, its flow from here; it may
                    runByXct[y] = true;                            // be a skip set at run time (kimasai's hst)
                    reach(a + 2);
                    follow(a, image.get(y));
                }
            }
            case ISP, SAD, SAS, SKP -> {
                reach(a + 1);
                reach(a + 2);
            }
            default -> {
                constant(a, word);
                reach(a + 1);
            }
        }
    }

    /** A constant loaded or added at {@code a}: an address it gives to a jump is reached. */
    private void constant(int a, int word) {
        int op = op(word);
        int value;
        if (op == LAW && (word & INDIRECT) == 0) {
            value = word & ADDRESS;
        } else if ((op == LAC || op == ADD) && (word & INDIRECT) == 0 && literal.test(word & ADDRESS)) {
            value = image.get(word & ADDRESS);
        } else {
            return;
        }
        int target = value & ADDRESS;
        if (op(value) == JMP || op(value) == JSP) {
            reach(target);
            for (int entry = target + 1; op == ADD && image.has(entry) && op(image.get(entry)) == JMP; entry++) {
                reach(entry);                                      // added to: a table of jumps (gtab)
            }
        } else if (op(value) == 0 && givenToAJump(a)) {
            reach(target);
        }
    }

    /** Whether the AC at {@code a} goes, after at most a few additions, into a jump's address with a dap. */
    private boolean givenToAJump(int a) {
        for (int next = a + 1; next <= a + 1 + MAX_ARITHMETIC && image.has(next); next++) {
            int word = image.get(next);
            int op = op(word);
            if (op == DAP && (word & INDIRECT) == 0) {
                int jump = image.has(word & ADDRESS) ? op(image.get(word & ADDRESS)) : -1;
                return jump == JMP || jump == JSP;
            }
            if (op != ADD && op != SUB && op != AND && op != IOR && op != XOR) {
                return false;
            }
        }
        return false;
    }
}
