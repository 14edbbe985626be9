package pdp1.emu.cpu;

import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * Which instructions from an address form a {@link Block}: the longest run, at most
 * {@link #MAX_INSTRUCTIONS}, of words the translator can do without the interpreter, ended by
 * the first jump or skip (which is in the block) or before the first word it cannot do.
 *
 * <p>In a block: and, ior, xor, lac, lio, dac, dap, dip, dio, dzm, add, sub, idx; law; the
 * operate group without hlt; the defined shifts and rotates; IOTs, which the block hands to
 * {@code Cpu.blockIot} one by one (they split it into <em>segments</em>, see {@link #segmentEnd}).
 * Ending it: isp, sad, sas, the skip group, jmp and jsp without indirection, cal and jda. Left to
 * the interpreter: xct, mul/div (their times depend on the operands), indirect jmp and jsp (a
 * break's return is one), hlt, undefined words. An indirect operand is taken in the block when its pointer is direct
 * (one defer cycle, the block's time counts it) and the machine is not in extend mode; else the
 * block stops before that instruction and the interpreter does it.
 *
 * <p>A direct jmp does not end a block: it goes on at the jump's target (once: a target
 * already in the block ends it), so a loop closed by a jmp is one block.
 *
 * <p>Words whose address part the program rewrites (a {@code dap} into a pointer, a
 * subroutine's return {@code jmp}) are <em>varying</em>: the block keeps only their instruction
 * part (bits 0-5) and reads the address from core as it runs; a varying jmp ends the block.
 *
 * <p>A block never runs past a word it writes itself (a dac into its own later instruction):
 * it ends with the writing instruction, so the changed word is fetched anew; a dap into a
 * later varying word is no such change. A write whose address is known only as the block runs
 * (indirect, or varying) is checked as it runs: one into the block stops it there.
 *
 * @param addresses the instructions' addresses, in execution order (the first is the start)
 * @param words     their words; a varying word with its address part 0
 * @param masks     per word, the bits the block depends on: all 18, or {@link #INSTRUCTION_PART}
 *                  (a varying word, and every IOT: its device code and pulse bit are read as it runs)
 */
record BlockPlan(int[] addresses, int[] words, int[] masks) {

    static final int MAX_INSTRUCTIONS = 64;
    static final int ALL = Cpu.WORD;
    /** The instruction code and the indirect bit, what a dap leaves alone. */
    static final int INSTRUCTION_PART = 0770000;

    /**
     * The plan of the block at {@code start} in {@code core} ({@code memoryWords} installed);
     * may be empty. {@code varies} tells the addresses whose address part varies.
     */
    static BlockPlan at(int start, int[] core, int memoryWords, IntPredicate varies) {
        int[] addresses = new int[MAX_INSTRUCTIONS];
        int[] words = new int[MAX_INSTRUCTIONS];
        int[] masks = new int[MAX_INSTRUCTIONS];
        int n = 0;
        int a = start;
        while (n < MAX_INSTRUCTIONS && a < memoryWords && !contains(addresses, n, a)) {
            int word = core[a];
            int kind = kind(word);
            if (kind == OUTSIDE) {
                break;
            }
            boolean varying = varies.test(a) && canVary(word);
            addresses[n] = a;
            masks[n] = varying || isIot(word) ? INSTRUCTION_PART : ALL;
            words[n++] = word & masks[n - 1];
            if (word >>> 13 == Cpu.JMP && !varying) {           // (a direct jmp: see kind)
                a = operand(a, word);
            } else if (kind == ENDS || word >>> 13 == Cpu.JMP) {
                break;
            } else {
                a = Cpu.nextAddress(a);
            }
        }
        n = firstWriteIntoItself(addresses, words, masks, n);
        return new BlockPlan(Arrays.copyOf(addresses, n), Arrays.copyOf(words, n), Arrays.copyOf(masks, n));
    }

    private static boolean contains(int[] addresses, int n, int a) {
        for (int k = 0; k < n; k++) {
            if (addresses[k] == a) {
                return true;
            }
        }
        return false;
    }

    private static final int OUTSIDE = 0, INSIDE = 1, ENDS = 2;

    /** Whether a block's word is one that ends it, setting PC itself: a jump or a skip. */
    static boolean ends(int word) {
        return kind(word) == ENDS;
    }

    private static int kind(int word) {
        int op = word >>> 13;
        boolean indirect = (word & Cpu.INDIRECT) != 0;
        return switch (op) {
            case Cpu.AND, Cpu.IOR, Cpu.XOR, Cpu.LAC, Cpu.LIO, Cpu.DAC, Cpu.DAP, Cpu.DIP, Cpu.DIO, Cpu.DZM,
                 Cpu.ADD, Cpu.SUB, Cpu.IDX, Cpu.LAW, Cpu.IOT -> INSIDE;
            case Cpu.OPR -> (word & OperateGroup.HLT) != 0 ? OUTSIDE : INSIDE;
            case Cpu.SFT -> ShiftGroup.isDefined(word) ? INSIDE : OUTSIDE;
            case Cpu.ISP, Cpu.SAD, Cpu.SAS -> ENDS;
            case Cpu.JMP, Cpu.JSP -> indirect ? OUTSIDE : ENDS;
            case Cpu.SKP, Cpu.CAL_JDA -> ENDS;
            default -> OUTSIDE;                  // xct, mul, div, illegal
        };
    }

    /**
     * Whether the word is one the interpreter does whatever its address part holds: xct, mul,
     * div, an undefined code, an indirect jmp or jsp (not hlt or an undefined shift, which the
     * low bits decide).
     */
    static boolean outsideByInstructionPart(int word) {
        int op = word >>> 13;
        return kind(word) == OUTSIDE && op != Cpu.OPR && op != Cpu.SFT;
    }

    /** Whether the word is an IOT (op 72 or 73): done in a block by {@code Cpu.blockIot}. */
    static boolean isIot(int word) {
        return word >>> 13 == Cpu.IOT;
    }

    /** Whether the word's address part is an address or a number the block can read as it runs. */
    static boolean canVary(int word) {
        int op = word >>> 13;
        return op != Cpu.OPR && op != Cpu.SFT && op != Cpu.SKP && op != Cpu.CAL_JDA;
    }

    /** How many of the n words to keep: up to and including the first that writes a later one of them. */
    private static int firstWriteIntoItself(int[] addresses, int[] words, int[] masks, int n) {
        for (int k = 0; k < n; k++) {
            for (int j = k + 1; j < n; j++) {
                if (changes(addresses[k], words[k], masks[k], addresses[j], masks[j])) {
                    return k + 1;
                }
            }
        }
        return n;
    }

    /**
     * Whether the block instruction at {@code at} writes bits of the word at {@code target} that
     * the block depends on, as far as the plan can tell: a write whose address is found only as
     * the block runs ({@link #writesAsItRuns}) is checked then.
     */
    private static boolean changes(int at, int word, int mask, int target, int targetMask) {
        if (writesAsItRuns(word, mask)) {
            return false;
        }
        return switch (word >>> 13) {
            case Cpu.DAP -> operand(at, word) == target && targetMask != INSTRUCTION_PART;
            case Cpu.DAC, Cpu.DIP, Cpu.DIO, Cpu.DZM, Cpu.IDX, Cpu.ISP -> operand(at, word) == target;
            default -> false;                    // cal and jda end the block: their write needs no check
        };
    }

    /** Whether the word writes core at an address known only as it runs (indirect or varying). */
    static boolean writesAsItRuns(int word, int mask) {
        return switch (word >>> 13) {
            case Cpu.DAC, Cpu.DAP, Cpu.DIP, Cpu.DIO, Cpu.DZM, Cpu.IDX, Cpu.ISP ->
                    mask == INSTRUCTION_PART || (word & Cpu.INDIRECT) != 0;
            default -> false;
        };
    }

    /** Whether the word's operand goes through a pointer: bit 5 on an instruction that defers. */
    static boolean deferred(int word) {
        return (word & Cpu.INDIRECT) != 0 && ((Cpu.DEFERRABLE >>> (word >>> 13)) & 1) != 0;
    }

    /** The word's time in cycles in a block: the fetch, one defer cycle if deferred, the execute cycle if any. */
    static int cycles(int word) {
        return 1 + (deferred(word) ? 1 : 0) + ((Cpu.EXECUTES >>> (word >>> 13)) & 1);
    }

    /** The lowest and the highest of the block's addresses. */
    int lowest() {
        return Arrays.stream(addresses).min().orElseThrow();
    }

    int highest() {
        return Arrays.stream(addresses).max().orElseThrow();
    }

    /**
     * Whether the block may run again at once from its own end, inside one call: its last word
     * may lead back to its start, and it changes none of the bits of its own words it depends on,
     * so they still hold.
     */
    boolean loops() {
        if (!mayLeadBack()) {
            return false;
        }
        int last = words.length - 1;
        for (int k = 0; k <= last; k++) {
            for (int j = 0; j <= last; j++) {
                if (changes(addresses[k], words[k], masks[k], addresses[j], masks[j])) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether the block may run again at once from its own end while {@code Cpu.codeWrites} has
     * not moved during the pass: its last word may lead back to its start. A block that writes
     * its own words (Kalah's {@code idx dw1} into the {@code lac} that walks a list) may still
     * go round: {@code Cpu.write} moves the count whenever it changes bits of a word that a block
     * depends on, so an unmoved count says the words still hold.
     */
    boolean mayLeadBack() {
        int op = words[words.length - 1] >>> 13;
        return op == Cpu.ISP || op == Cpu.SAD || op == Cpu.SAS || op == Cpu.SKP || op == Cpu.JMP;
    }

    int start() {
        return addresses[0];
    }

    /** Whether word k's address part is read from core as the block runs. */
    boolean varying(int k) {
        return masks[k] == INSTRUCTION_PART;
    }

    /** The direct operand address of the word at {@code at}: its field and the word's 12 bits. */
    static int operand(int at, int word) {
        return (at & Cpu.FIELD) | (word & Cpu.ADDRESS);
    }

    int count() {
        return words.length;
    }

    /** The block's time in µs, its words' {@link #cycles} (§3.2); with IOTs, the time before the first. */
    long us() {
        return us(0, segmentEnd(0));
    }

    /**
     * Where the segment from word {@code from} ends: the index of the first IOT at or after it, or
     * the block's end. A segment is what the block runs without a look at the clock: before it,
     * the run loop (the first) or {@code Cpu.blockIot} (the one after each IOT) checks that it ends
     * before the next event and within the limits; an IOT looks at the clock itself.
     */
    int segmentEnd(int from) {
        int k = from;
        while (k < words.length && !isIot(words[k])) {
            k++;
        }
        return k;
    }

    /** The time in µs of words {@code from} to {@code to} (excluded), their {@link #cycles} (§3.2). */
    long us(int from, int to) {
        long cycles = 0;
        for (int k = from; k < to; k++) {
            cycles += cycles(words[k]);
        }
        return cycles * Cpu.CYCLE_US;
    }

    /** Whether the block has an IOT. */
    boolean hasIot() {
        return segmentEnd(0) < words.length;
    }
}
