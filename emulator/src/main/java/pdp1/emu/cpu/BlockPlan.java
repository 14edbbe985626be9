package pdp1.emu.cpu;

import java.util.Arrays;

/**
 * Which instructions from an address form a {@link Block}: the longest run, at most
 * {@link #MAX_INSTRUCTIONS}, of words the translator can do without the interpreter, ended by
 * the first jump or skip (which is in the block) or before the first word it cannot do.
 *
 * <p>In a block: and, ior, xor, lac, lio, dac, dap, dip, dio, dzm, add, sub, idx without
 * indirection; law; the operate group without hlt; the defined shifts and rotates. Ending it:
 * isp, sad, sas, the skip group, jmp and jsp without indirection, cal and jda. Left to the
 * interpreter: xct, IOTs, mul/div (their times depend on the operands), every indirect address
 * (its defer cycles may meet a break, §3.5), hlt, undefined words.
 *
 * <p>A block never runs past a word it writes itself (a dac into its own later instruction):
 * it ends with the writing instruction, so the changed word is fetched anew.
 *
 * @param start the address of the first instruction
 * @param words the instructions' words, in execution order
 */
record BlockPlan(int start, int[] words) {

    static final int MAX_INSTRUCTIONS = 64;

    /** The plan of the block at {@code start} in {@code core} ({@code memoryWords} installed); may be empty. */
    static BlockPlan at(int start, int[] core, int memoryWords) {
        int[] words = new int[MAX_INSTRUCTIONS];
        int n = 0;
        int a = start;
        while (n < MAX_INSTRUCTIONS && a < memoryWords) {
            int word = core[a];
            int kind = kind(word);
            if (kind == OUTSIDE) {
                break;
            }
            words[n++] = word;
            if (kind == ENDS) {
                break;
            }
            a = Cpu.nextAddress(a);
        }
        return new BlockPlan(start, Arrays.copyOf(words, firstWriteIntoItself(start, words, n)));
    }

    private static final int OUTSIDE = 0, INSIDE = 1, ENDS = 2;

    private static int kind(int word) {
        int op = word >>> 13;
        boolean indirect = (word & Cpu.INDIRECT) != 0;
        return switch (op) {
            case Cpu.AND, Cpu.IOR, Cpu.XOR, Cpu.LAC, Cpu.LIO, Cpu.DAC, Cpu.DAP, Cpu.DIP, Cpu.DIO, Cpu.DZM,
                 Cpu.ADD, Cpu.SUB, Cpu.IDX -> indirect ? OUTSIDE : INSIDE;
            case Cpu.LAW -> INSIDE;
            case Cpu.OPR -> (word & OperateGroup.HLT) != 0 ? OUTSIDE : INSIDE;
            case Cpu.SFT -> ShiftGroup.isDefined(word) ? INSIDE : OUTSIDE;
            case Cpu.ISP, Cpu.SAD, Cpu.SAS, Cpu.JMP, Cpu.JSP -> indirect ? OUTSIDE : ENDS;
            case Cpu.SKP, Cpu.CAL_JDA -> ENDS;
            default -> OUTSIDE;                  // xct, iot, mul, div, illegal
        };
    }

    /** How many of the n words to keep: up to and including the first that writes a later one of them. */
    private static int firstWriteIntoItself(int start, int[] words, int n) {
        for (int k = 0; k < n; k++) {
            int written = writtenAddress(addressOf(start, k), words[k]);
            for (int j = k + 1; j < n && written >= 0; j++) {
                if (addressOf(start, j) == written) {
                    return k + 1;
                }
            }
        }
        return n;
    }

    /** The address a block instruction at {@code at} writes, or -1. */
    private static int writtenAddress(int at, int word) {
        int op = word >>> 13;
        return switch (op) {
            case Cpu.DAC, Cpu.DAP, Cpu.DIP, Cpu.DIO, Cpu.DZM, Cpu.IDX, Cpu.ISP -> operand(at, word);
            default -> -1;                       // cal and jda end the block: their write needs no check
        };
    }

    /** The k-th address of a block from {@code start} (addresses wrap within the field). */
    static int addressOf(int start, int k) {
        return (start & Cpu.FIELD) | ((start + k) & Cpu.ADDRESS);
    }

    /** The direct operand address of the word at {@code at}: its field and the word's 12 bits. */
    static int operand(int at, int word) {
        return (at & Cpu.FIELD) | (word & Cpu.ADDRESS);
    }

    int count() {
        return words.length;
    }

    /** The block's time in µs: one cycle each, and the execute cycle of those that have one (§3.2). */
    long us() {
        long cycles = 0;
        for (int w : words) {
            cycles += 1 + ((Cpu.EXECUTES >>> (w >>> 13)) & 1);
        }
        return cycles * Cpu.CYCLE_US;
    }
}
