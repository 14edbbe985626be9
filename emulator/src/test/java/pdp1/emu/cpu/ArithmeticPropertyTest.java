package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Identities of the ones'-complement unit over seeded random words (docs/machine.md §2.4,
 * §2.5). Every assertion names the seed and the operands, so a failure can be replayed.
 */
class ArithmeticPropertyTest {

    private static final long SEED = 0x1D1CEL;
    private static final int CASES = 20_000;
    private static final int WORD = 0777777;

    private final Random random = new Random(SEED);

    /** Random words with the interesting ones (±0, ±1, extremes) mixed in. */
    private int word() {
        return switch (random.nextInt(8)) {
            case 0 -> new int[] {0, WORD, 1, 0777776, 0377777, 0400000}[random.nextInt(6)];
            default -> random.nextInt(WORD + 1);
        };
    }

    private static String where(int a, int b) {
        return "seed %d, a=%06o b=%06o".formatted(SEED, a, b);
    }

    /** Fails with the seed and operands when {@code actual != expected}; formats only on failure. */
    private static void check(String what, long actual, long expected, int a, int b) {
        if (actual != expected) {
            fail("%s: got %o, expected %o (%s)".formatted(what, actual, expected, where(a, b)));
        }
    }

    /** The value of a ones'-complement word, with both zeros 0. */
    private static long value(int w) {
        return (w & 0400000) != 0 ? -(long) (w ^ WORD) : w;
    }

    @Test
    void aPlusMinusAIsPlusZeroWithoutOverflow() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            check("a + -a", Arithmetic.add(a, a ^ WORD), 0, a, a ^ WORD);
        }
    }

    @Test
    void addIsCommutative() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            int b = word();
            check("a + b vs b + a", Arithmetic.add(a, b), Arithmetic.add(b, a), a, b);
        }
    }

    @Test
    void addAndSubComputeTheTrueValueUnlessTheyOverflow() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            int b = word();
            long sum = value(a) + value(b);
            long difference = value(a) - value(b);
            int s = Arithmetic.add(a, b);
            int d = Arithmetic.sub(a, b);
            boolean sumFits = Math.abs(sum) <= 0377777;
            boolean differenceFits = Math.abs(difference) <= 0377777;
            check("add OV", s & Arithmetic.OVERFLOW, sumFits ? 0 : Arithmetic.OVERFLOW, a, b);
            check("sub OV", d & Arithmetic.OVERFLOW, differenceFits ? 0 : Arithmetic.OVERFLOW, a, b);
            if (sumFits) {
                check("a + b", value(s & WORD), sum, a, b);
                check("add never gives -0", (s & WORD) == WORD ? 1 : 0, 0, a, b);
            }
            if (differenceFits) {
                check("a - b", value(d & WORD), difference, a, b);
            }
        }
    }

    @Test
    void subGivesMinusZeroOnlyForMinusZeroMinusPlusZero() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            int b = word();
            boolean minusZero = (Arithmetic.sub(a, b) & WORD) == WORD;
            check("a - b is -0", minusZero ? 1 : 0, a == WORD && b == 0 ? 1 : 0, a, b);
        }
    }

    @Test
    void subIsAddOfTheComplementUpToTheSignOfZero() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            int b = word();
            int d = Arithmetic.sub(a, b);
            int s = Arithmetic.add(a, b ^ WORD);
            check("a - b vs a + ~b", value(d & WORD), value(s & WORD), a, b);
            check("their OV", d & Arithmetic.OVERFLOW, s & Arithmetic.OVERFLOW, a, b);
        }
    }

    @Test
    void mulThenDivRestoresTheMultiplierWithRemainderZero() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            int b = word();
            if (Arithmetic.magnitude(b) == 0) {
                continue;                                   // a ±0 divisor always overflows
            }
            long product = Arithmetic.multiply(a, b);
            long r = Arithmetic.divide((int) (product >>> 18), (int) product & WORD, b);
            check("overflow", r == Arithmetic.DIVIDE_OVERFLOW ? 1 : 0, 0, a, b);
            int quotient = (int) (r >>> 18) & WORD;
            int remainder = (int) r & WORD;
            check("quotient", quotient, a == WORD ? 0 : a, a, b);
            check("remainder", remainder, 0, a, b);
        }
    }

    @Test
    void mulIsTheProductOfTheValuesShiftedLeftOnce() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            int b = word();
            long pair = Arithmetic.multiply(a, b);
            long expected = value(a) * value(b) * 2;        // 36-bit ones' complement
            long asValue = (pair & (1L << 35)) != 0 ? -(pair ^ 0777777777777L) : pair;
            check("a * b * 2", asValue, expected, a, b);
            check("never -0", pair == 0777777777777L ? 1 : 0, 0, a, b);
        }
    }

    @Test
    void divMatchesIntegerDivisionOfTheMagnitudes() {
        for (int i = 0; i < CASES; i++) {
            int ac = word();
            int io = random.nextInt(WORD + 1);
            int y = word();
            long r = Arithmetic.divide(ac, io, y);
            long magAc = Arithmetic.magnitude(ac);
            long magIo = (ac & 0400000) != 0 ? io ^ WORD : io;
            long dividend = (magAc << 17) | (magIo >>> 1);
            long divisor = Arithmetic.magnitude(y);
            if (magAc >= divisor) {
                check("overflow", r, Arithmetic.DIVIDE_OVERFLOW, ac, y);
                continue;
            }
            long q = dividend / divisor;
            long rem = dividend % divisor;
            int quotient = (int) (r >>> 18) & WORD;
            int remainder = (int) r & WORD;
            check("|q|", Arithmetic.magnitude(quotient), q, ac, y);
            check("|r|", Arithmetic.magnitude(remainder), rem, ac, y);
            int k = (int) (r >>> 36);
            check("negative steps = 0 bits of the quotient", k, 18 - Long.bitCount(q), ac, y);
        }
    }

    @Test
    void seventeenMusStepsMakeTheTypeTenProductOfPositiveOperands() {
        for (int i = 0; i < CASES; i++) {
            int a = random.nextInt(0400000);
            int b = random.nextInt(0400000);
            int ac = 0;
            int io = a;
            for (int step = 0; step < 17; step++) {         // repeat 21, mus y (Spacewar's BBN routine)
                long pair = Arithmetic.multiplyStep(ac, io, b);
                ac = (int) (pair >>> 18);
                io = (int) pair & WORD;
            }
            long expected = Arithmetic.multiply(a, b);
            check("17 mus steps", ((long) ac << 18) | io, expected, a, b);
        }
    }

    @Test
    void timingStretchesSpanTheStepSequencesRanges() {
        // AAP's timing of the Type 10 steps (docs/machine.md §3.3), in ns beyond the two cycles
        assertThat(10_000 + Arithmetic.multiplyStretchNs(0)).isEqualTo(12_350);
        assertThat(10_000 + Arithmetic.multiplyStretchNs(16)).isEqualTo(23_550);
        assertThat(Arithmetic.multiplierTimedOnes(0377777)).as("bit 1's step is not waited for").isEqualTo(16);
        assertThat(Arithmetic.multiplierTimedOnes(0400000)).as("|-377777| = 377777").isEqualTo(16);
        assertThat(Arithmetic.multiplierTimedOnes(0200000)).isZero();
        assertThat(10_000 + Arithmetic.DIVIDE_OVERFLOW_STRETCH_NS).isEqualTo(11_300);
        assertThat(10_000 + Arithmetic.divideStretchNs(1)).isEqualTo(27_100);
        assertThat(10_000 + Arithmetic.divideStretchNs(18)).isEqualTo(35_600);
    }

    @Test
    void theFirstDivideStepIsAlwaysNegativeAndAtMostAllEighteenAre() {
        Random r = new Random(18);
        int fewest = 99, most = -1;
        for (int i = 0; i < 200_000; i++) {
            int y = r.nextInt(WORD + 1);
            int ac = r.nextInt(Arithmetic.magnitude(y) + 1) ^ (r.nextBoolean() ? WORD : 0);
            long q = Arithmetic.divide(ac, r.nextInt(WORD + 1), y);
            if (q != Arithmetic.DIVIDE_OVERFLOW) {
                int k = (int) (q >>> 36);
                fewest = Math.min(fewest, k);
                most = Math.max(most, k);
            }
        }
        assertThat(fewest).isEqualTo(1);
        assertThat(most).isEqualTo(18);
    }
}
