package pdp1.emu.cpu;

/**
 * Ones'-complement arithmetic of the PDP-1 (docs/machine.md §2.4) and the multiply/divide
 * instructions with their timing (§2.5, §3.3). Pure functions on 18-bit words, so they can be
 * property-tested apart from the machine. Results that carry more than one value are packed
 * into a {@code long} (no allocation in the hot loop).
 */
public final class Arithmetic {

    public static final int WORD = 0777777;
    public static final int SIGN = 0400000;
    /** Bit 18 of a packed add/sub result: the overflow that OV is ORed with. */
    public static final int OVERFLOW = 01000000;

    private Arithmetic() {
    }

    /** The word as a ones'-complement integer (docs/machine.md §1.1): 777766 is -9, 777777 (minus zero) is 0. */
    public static int toInt(int word) {
        return (word & SIGN) == 0 ? word : -(~word & 0377777);
    }

    /**
     * {@code add}: 18-bit sum with end-around carry; overflow when both operands have the same
     * sign and the (raw) sum's sign differs; then -0 becomes +0 (§2.4; SIMH, MAME, AAP agree).
     *
     * @return the sum, with {@link #OVERFLOW} set on overflow
     */
    public static int add(int a, int b) {
        int s = a + b;
        if (s > WORD) {
            s = (s + 1) & WORD;                      // end-around carry
        }
        int overflow = (~(a ^ b) & (a ^ s) & SIGN) != 0 ? OVERFLOW : 0;
        if (s == WORD) {
            s = 0;                                   // -0 result becomes +0
        }
        return s | overflow;
    }

    /**
     * {@code sub}: complement(complement(a) + b), no -0 clean-up, so only (-0) - (+0) gives -0
     * (§2.4; HB, SIMH, AAP).
     *
     * @return the difference, with {@link #OVERFLOW} set on overflow
     */
    public static int sub(int a, int b) {
        int c = a ^ WORD;
        int s = c + b;
        if (s > WORD) {
            s = (s + 1) & WORD;
        }
        int overflow = (~(c ^ b) & (c ^ s) & SIGN) != 0 ? OVERFLOW : 0;
        return (s ^ WORD) | overflow;
    }

    /** {@code idx}/{@code isp}: +1 that never yields -0: 777776 -> 0, 777777 -> 1, no OV (§2.4). */
    public static int increment(int a) {
        int s = a + 1;
        if (s > WORD) {
            s = (s + 1) & WORD;
        }
        return s == WORD ? 0 : s;
    }

    /** Magnitude of a ones'-complement word (|-0| = 0). */
    public static int magnitude(int a) {
        return (a & SIGN) != 0 ? a ^ WORD : a;
    }

    /**
     * Type 10 {@code mul} (§2.5.1): the 34-bit product of the magnitudes sits in AC bits 1-17 and
     * IO bits 0-16 (the product shifted left once as a 36-bit AC:IO); if the signs differ and the
     * product is not zero both halves are complemented, so -0 products are +0.
     *
     * @return AC:IO as a 36-bit value ({@code ac << 18 | io})
     */
    public static long multiply(int ac, int y) {
        long product = (long) magnitude(ac) * magnitude(y);
        long pair = product << 1;
        if (((ac ^ y) & SIGN) != 0 && product != 0) {
            pair ^= 0777777777777L;
        }
        return pair;
    }

    /**
     * The multiplier bits whose step waits for its add: |AC| bits 2-17. The 17 steps look at
     * bits 17 ... 1; the last step's add (bit 1) runs while the next cycle starts (AAP §3.3).
     */
    public static int multiplierTimedOnes(int ac) {
        return Integer.bitCount(magnitude(ac) & 0177777);
    }

    /**
     * Type 10 multiply stretch beyond the two 5 µs cycles, in ns, from the step sequence of the
     * maintenance drawings as AAP's gate-level model times it (§3.3): 150 ns to start, 150 ns a
     * step (MDP-5), 200 + 500 ns more for a step that adds (MDP-3, MDP-4), the last step not
     * waited for, and 200 ns back to TP0: 2 350 + 700 n ns, n = {@link #multiplierTimedOnes}.
     * So {@code mul} takes 12.35 ... 23.55 µs.
     */
    public static int multiplyStretchNs(int timedOnes) {
        return 2350 + 700 * timedOnes;
    }

    /**
     * Divide overflow stretch, in ns: the first step only (150 + 200 + 500), then MDP-7 and
     * MDP-8 (150 + 500), 200 ns back to TP0: 1 300 ns, 11.3 µs in all (AAP, §3.3).
     */
    public static final int DIVIDE_OVERFLOW_STRETCH_NS = 1300;

    /**
     * Divide stretch beyond the two 5 µs cycles, in ns (AAP's timing of MDP-1 ... MDP-8, §3.3):
     * 19 passes of MDP-3/4 (700 ns), 18 of MDP-1 (150 ns), 500 ns for MDP-2 in each of the 18 that
     * follows a negative partial remainder, 150 ns to start, MDP-7/8 650 ns, less 200 ns back to
     * TP0: 16 600 + 500 k ns, k = the steps of {@link #divide} with a negative partial remainder
     * (1 ... 18, the first always). So {@code div} takes 27.1 ... 35.6 µs.
     */
    public static int divideStretchNs(int negativeSteps) {
        return 16600 + 500 * negativeSteps;
    }

    /** Bit of a packed divide result: overflow, AC and IO unchanged, no skip. */
    public static final long DIVIDE_OVERFLOW = 1L << 41;

    /**
     * Type 10 {@code div} (§2.5.2): the dividend AC:IO in product format (IO bit 17 ignored),
     * divisor y. Overflow when |AC| >= |y|: nothing changes. Otherwise quotient to AC, remainder
     * to IO; the remainder takes the dividend's sign, the quotient the sign of the product of
     * signs; -0 results become +0. The magnitudes are divided with the 18-step non-restoring
     * loop of SIMH, which also counts the steps with a negative partial remainder for the timing.
     *
     * @return {@link #DIVIDE_OVERFLOW}, or quotient {@code << 18} | remainder | k {@code << 36}
     */
    public static long divide(int ac, int io, int y) {
        int divisor = magnitude(y);
        if (magnitude(ac) >= divisor) {
            return DIVIDE_OVERFLOW;
        }
        int hi = ac;
        int lo = io;
        if ((ac & SIGN) != 0) {                      // |AC:IO|
            hi ^= WORD;
            lo ^= WORD;
        }
        int negativeSteps = 0;
        int negative = 0;
        for (int step = 0; step < 18; step++) {
            hi = negative != 0 ? (hi + divisor) & WORD : (hi - divisor) & WORD;
            negative = hi >>> 17;
            negativeSteps += negative;
            if (step != 17) {
                hi = ((hi << 1) | (lo >>> 17)) & WORD;
            }
            lo = ((lo << 1) | (negative ^ 1)) & WORD;   // quotient bits enter at IO bit 17
        }
        if (negative != 0) {
            hi = (hi + divisor) & WORD;              // restore the remainder
        }
        int remainder = ((ac & SIGN) != 0 && hi != 0) ? hi ^ WORD : hi;
        int quotient = (((ac ^ y) & SIGN) != 0 && lo != 0) ? lo ^ WORD : lo;
        return ((long) negativeSteps << 36) | ((long) quotient << 18) | remainder;
    }

    /**
     * {@code mus} multiply step (§2.5.3): if IO bit 17 then AC += y (end-around carry, no -0
     * clean-up); then AC:IO shifts right one place, 0 into AC bit 0.
     *
     * @return AC:IO as a 36-bit value
     */
    public static long multiplyStep(int ac, int io, int y) {
        if ((io & 1) != 0) {
            ac += y;
            if (ac > WORD) {
                ac = (ac + 1) & WORD;
            }
        }
        long pair = ((long) ac << 18) | io;
        return pair >>> 1;
    }

    /**
     * {@code dis} divide step (§2.5.3): AC:IO rotates left one place with the complement of
     * AC's old sign entering IO bit 17; then if that bit is 1, AC -= y, else AC += y + 1; end-around
     * carry; a -0 result becomes +0.
     *
     * @return AC:IO as a 36-bit value
     */
    public static long divideStep(int ac, int io, int y) {
        int oldSign = ac >>> 17;
        int newAc = ((ac << 1) | (io >>> 17)) & WORD;
        int newIo = ((io << 1) | (oldSign ^ 1)) & WORD;
        int s = (newIo & 1) != 0 ? newAc + (y ^ WORD) : newAc + y + 1;
        if (s > WORD) {
            s = (s + 1) & WORD;
        }
        if (s == WORD) {
            s = 0;
        }
        return ((long) s << 18) | newIo;
    }
}
