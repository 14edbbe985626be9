package pdp1.crosscheck.measure;

import java.util.ArrayList;
import java.util.List;
import pdp1.asm.tape.Image;
import pdp1.emu.Machine;
import pdp1.emu.cpu.Cpu;
import pdp1.emu.cpu.Engine;

/**
 * Which words of core the machines of a campaign executed, how often, and which way each skip
 * went. It traces every instruction ({@link Machine#setTrace}), which runs the program on the
 * interpreter: the translator's blocks are not traced (the results are the same, bit for bit,
 * only slower). A word an {@code xct} runs counts as executed too. Each thread counts in arrays of its own; {@link #counts} adds them up once the
 * campaign is over.
 */
public final class Coverage {

    /** Outcome bits of a skip: it skipped, it did not. */
    static final int SKIPPED = 1, FELL_THROUGH = 2;
    private static final int OP_XCT = 04;

    /** One thread's counts (the sessions on a thread run one after another). */
    private static final class Counts {
        final long[] executed = new long[Image.SIZE];
        final byte[] outcomes = new byte[Image.SIZE];
    }

    private final List<Counts> threads = new ArrayList<>();
    private final ThreadLocal<Counts> mine = ThreadLocal.withInitial(this::newCounts);

    private synchronized Counts newCounts() {
        Counts c = new Counts();
        threads.add(c);
        return c;
    }

    /** Counts what {@code machine} executes from now on (in field 0), on the interpreter. */
    public void watch(Machine machine) {
        Counts c = mine.get();
        Cpu cpu = machine.cpu();
        cpu.setEngine(Engine.INTERPRETER);       // traced anyway: no blocks to make
        machine.setTrace((pc, ov, ac, io, pf, word, ea, operand) -> {
            if (pc < Image.SIZE) {
                boolean skipped = (cpu.pc & 07777) == (pc + 2 & 07777);
                count(c, pc, word, skipped);
                if (word >>> 13 == OP_XCT && ea >= 0 && ea < Image.SIZE) {
                    count(c, ea, operand, skipped);       // the word xct ran (a skip skips past the xct)
                }
            }
        });
    }

    private static void count(Counts c, int address, int word, boolean skipped) {
        c.executed[address]++;
        if (ProgramWords.isConditionalSkip(word)) {
            c.outcomes[address] |= skipped ? SKIPPED : FELL_THROUGH;
        }
    }

    /** The counts of every thread added up: call when no machine runs any more. */
    public synchronized Totals counts() {
        long[] executed = new long[Image.SIZE];
        int[] outcomes = new int[Image.SIZE];
        for (Counts c : threads) {
            for (int a = 0; a < Image.SIZE; a++) {
                executed[a] += c.executed[a];
                outcomes[a] |= c.outcomes[a];
            }
        }
        return new Totals(executed, outcomes);
    }

    /** Times each address was executed, and each skip's outcomes ({@link #SKIPPED}, {@link #FELL_THROUGH}). */
    public record Totals(long[] executed, int[] outcomes) {

        public boolean bothWays(int address) {
            return outcomes[address] == (SKIPPED | FELL_THROUGH);
        }

        /** The words executed, in address order: the totals as a result file keeps them. */
        public List<Word> words() {
            List<Word> words = new ArrayList<>();
            for (int a = 0; a < executed.length; a++) {
                if (executed[a] != 0 || outcomes[a] != 0) {
                    words.add(new Word(a, executed[a], outcomes[a]));
                }
            }
            return words;
        }

        /**
         * The totals of these words, added up (the shards of a campaign): counts add, outcomes join.
         *
         * @throws IllegalArgumentException for a word outside core or counts that no run gives
         */
        public static Totals of(List<Word> words) {
            long[] executed = new long[Image.SIZE];
            int[] outcomes = new int[Image.SIZE];
            for (Word w : words) {
                if (w == null || w.address() < 0 || w.address() >= Image.SIZE || w.executed() < 0
                        || (w.outcomes() & ~(SKIPPED | FELL_THROUGH)) != 0) {
                    throw new IllegalArgumentException("a coverage count out of range: " + w);
                }
                executed[w.address()] += w.executed();
                outcomes[w.address()] |= w.outcomes();
            }
            return new Totals(executed, outcomes);
        }
    }

    /** One word's count: times executed, and its skip's outcomes. */
    public record Word(int address, long executed, int outcomes) {
    }
}
