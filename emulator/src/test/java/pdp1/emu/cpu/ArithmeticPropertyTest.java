package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Identities of the ones'-complement unit over seeded random words (pdp1-reference.md §2.4,
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

    /** The value of a ones'-complement word, with both zeros 0. */
    private static long value(int w) {
        return (w & 0400000) != 0 ? -(long) (w ^ WORD) : w;
    }

    @Test
    void aPlusMinusAIsPlusZeroWithoutOverflow() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            assertThat(Arithmetic.add(a, a ^ WORD)).as(where(a, a ^ WORD)).isZero();
        }
    }

    @Test
    void addIsCommutative() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            int b = word();
            assertThat(Arithmetic.add(a, b)).as(where(a, b)).isEqualTo(Arithmetic.add(b, a));
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
            assertThat((s & Arithmetic.OVERFLOW) == 0).as("add OV, " + where(a, b)).isEqualTo(sumFits);
            assertThat((d & Arithmetic.OVERFLOW) == 0).as("sub OV, " + where(a, b)).isEqualTo(differenceFits);
            if (sumFits) {
                assertThat(value(s & WORD)).as("a+b, " + where(a, b)).isEqualTo(sum);
                assertThat(s & WORD).as("add never gives -0, " + where(a, b)).isNotEqualTo(WORD);
            }
            if (differenceFits) {
                assertThat(value(d & WORD)).as("a-b, " + where(a, b)).isEqualTo(difference);
            }
        }
    }

    @Test
    void subGivesMinusZeroOnlyForMinusZeroMinusPlusZero() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            int b = word();
            boolean minusZero = (Arithmetic.sub(a, b) & WORD) == WORD;
            assertThat(minusZero).as(where(a, b)).isEqualTo(a == WORD && b == 0);
        }
    }

    @Test
    void subIsAddOfTheComplementUpToTheSignOfZero() {
        for (int i = 0; i < CASES; i++) {
            int a = word();
            int b = word();
            int d = Arithmetic.sub(a, b);
            int s = Arithmetic.add(a, b ^ WORD);
            assertThat(value(d & WORD)).as(where(a, b)).isEqualTo(value(s & WORD));
            assertThat(d & Arithmetic.OVERFLOW).as(where(a, b)).isEqualTo(s & Arithmetic.OVERFLOW);
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
            assertThat(r).as("no overflow, " + where(a, b)).isNotEqualTo(Arithmetic.DIVIDE_OVERFLOW);
            int quotient = (int) (r >>> 18) & WORD;
            int remainder = (int) r & WORD;
            assertThat(quotient).as("quotient, " + where(a, b)).isEqualTo(a == WORD ? 0 : a);
            assertThat(remainder).as("remainder, " + where(a, b)).isZero();
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
            assertThat(asValue).as(where(a, b)).isEqualTo(expected);
            assertThat(pair).as("never -0, " + where(a, b)).isNotEqualTo(0777777777777L);
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
            String where = where(ac, y) + " io=%06o".formatted(io);
            if (magAc >= divisor) {
                assertThat(r).as(where).isEqualTo(Arithmetic.DIVIDE_OVERFLOW);
                continue;
            }
            long q = dividend / divisor;
            long rem = dividend % divisor;
            int quotient = (int) (r >>> 18) & WORD;
            int remainder = (int) r & WORD;
            assertThat(Arithmetic.magnitude(quotient)).as("|q|, " + where).isEqualTo((int) q);
            assertThat(Arithmetic.magnitude(remainder)).as("|r|, " + where).isEqualTo((int) rem);
            int k = (int) (r >>> 36);
            assertThat(k).as("negative steps = 0 bits of the quotient, " + where)
                    .isEqualTo(18 - Long.bitCount(q));
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
            assertThat(((long) ac << 18) | io).as(where(a, b)).isEqualTo(expected);
        }
    }

    @Test
    void timingStretchesSpanTheHandbookRanges() {
        assertThat(10 + Arithmetic.multiplyStretchUs(0)).isEqualTo(14);
        assertThat(10 + Arithmetic.multiplyStretchUs(17)).isEqualTo(25);
        assertThat(10 + Arithmetic.DIVIDE_OVERFLOW_STRETCH_US).isEqualTo(12);
        assertThat(10 + Arithmetic.divideStretchUs(0)).isEqualTo(30);
        assertThat(10 + Arithmetic.divideStretchUs(17)).isEqualTo(40);
    }
}
