package pdp1.emu.cpu;

/**
 * The shift/rotate group, op 66/67 (docs/machine.md §2.8). Bits 5-8 pick the operation
 * (bit 5 right, bit 6 shift rather than rotate, bits 7-8 AC / IO / both); the count is the
 * number of 1 bits in bits 9-17 (0-9). Always 5 µs. The whole shift is applied at once: the
 * handbook's overlap into the next cycle is invisible to programs (§2.8, last note).
 *
 * <p>Codes with bits 7-8 = 00 (660, 664, 670, 674) are undefined. We stop with
 * ILLEGAL_INSTRUCTION on them (AAP leaves the registers alone, SIMH optionally stops): such a
 * word in a program is almost certainly data executed by mistake.
 */
public final class ShiftGroup {

    static final int RAL = 001, RIL = 002, RCL = 003, SAL = 005, SIL = 006, SCL = 007;
    static final int RAR = 011, RIR = 012, RCR = 013, SAR = 015, SIR = 016, SCR = 017;

    private static final int WORD = Arithmetic.WORD;
    private static final long PAIR = 0777777777777L;          // AC:IO, 36 bits
    private static final long PAIR_MAGNITUDE = 0377777777777L; // all but AC's sign

    private ShiftGroup() {
    }

    /** Shift count: the number of 1 bits in bits 9-17. */
    public static int count(int word) {
        return Integer.bitCount(word & 0777);
    }

    /** Whether the word's code is one of the twelve defined ones (bits 7-8 not 00). */
    static boolean isDefined(int word) {
        return ((word >>> 9) & 3) != 0;
    }

    /** Applies the shift to the CPU; false for an undefined code (registers untouched). */
    static boolean execute(Cpu cpu, int word) {
        int n = count(word);
        switch ((word >>> 9) & 017) {
            case RAL -> cpu.ac = rotateLeft(cpu.ac, n);
            case RIL -> cpu.io = rotateLeft(cpu.io, n);
            case RAR -> cpu.ac = rotateLeft(cpu.ac, (18 - n) % 18);
            case RIR -> cpu.io = rotateLeft(cpu.io, (18 - n) % 18);
            case SAL -> cpu.ac = shiftLeft(cpu.ac, n);
            case SIL -> cpu.io = shiftLeft(cpu.io, n);
            case SAR -> cpu.ac = shiftRight(cpu.ac, n);
            case SIR -> cpu.io = shiftRight(cpu.io, n);
            case RCL -> setPair(cpu, rotatePairLeft(pair(cpu), n));
            case RCR -> setPair(cpu, rotatePairLeft(pair(cpu), (36 - n) % 36));
            case SCL -> setPair(cpu, shiftPairLeft(pair(cpu), n));
            case SCR -> setPair(cpu, shiftPairRight(pair(cpu), n));
            default -> {
                return false;
            }
        }
        return true;
    }

    /** 18-bit ring rotation left by n (0-17). */
    static int rotateLeft(int w, int n) {
        return ((w << n) | (w >>> (18 - n))) & WORD;
    }

    /** Arithmetic left shift: sign kept, bit 1 lost, the sign's value enters at bit 17. */
    static int shiftLeft(int w, int n) {
        int sign = w & Arithmetic.SIGN;
        int fill = sign != 0 ? (1 << n) - 1 : 0;
        return sign | (((w << n) | fill) & 0377777);
    }

    /** Arithmetic right shift: the sign is copied into bit 1 on each step. */
    static int shiftRight(int w, int n) {
        return ((w << 14) >> (14 + n)) & WORD;
    }

    static long rotatePairLeft(long p, int n) {
        return ((p << n) | (p >>> (36 - n))) & PAIR;
    }

    /** scl: AC's sign stays; the other 35 bits shift left with the sign's value entering IO bit 17. */
    static long shiftPairLeft(long p, int n) {
        long sign = p & (1L << 35);
        long fill = sign != 0 ? (1L << n) - 1 : 0;
        return sign | (((p << n) | fill) & PAIR_MAGNITUDE);
    }

    /** scr: 36-bit arithmetic right shift, AC's sign replicated. */
    static long shiftPairRight(long p, int n) {
        return ((p << 28) >> (28 + n)) & PAIR;
    }

    private static long pair(Cpu cpu) {
        return ((long) cpu.ac << 18) | cpu.io;
    }

    private static void setPair(Cpu cpu, long p) {
        cpu.ac = (int) (p >>> 18);
        cpu.io = (int) p & WORD;
    }
}
