package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Whatever the input, the assembler answers with diagnostics, never an exception. Seeded
 * random sources built from MACRO fragments, and random bytes; a failure prints the seed and
 * the source.
 */
class RobustnessTest {

    private static final String[] FRAGMENTS = {
        "lac", "dac", "jmp", "law", "i", "x", "y", "\\v", "~w", "a,", "b,", "12", "7777", "8", "1000000",
        " ", " ", "\t", "\t", "\n", "\n", "\n", "/", "/ c", ",", "=", "+", "-", "*", "&", "!", "(", ")", "[", "]",
        ".", "x=", "define m A", "term", "m", "m 1,2", "repeat 3,", "repeat 4095,", "text /", "text .aB.",
        "flexo", "char", "char r", "constants", "variables", "start", "start 100", "decimal", "octal",
        "noinput", "expunge", "R", "A", "100/", "7777/", "\u00ff", "\u0000", "\r", "\r\n", "$", "%",
    };

    @Test
    void randomFragmentSoupNeverThrows() {
        long seed = 0x5eed_2026L;
        Random random = new Random(seed);
        for (int n = 0; n < 400; n++) {
            StringBuilder src = new StringBuilder("fuzz\n");
            int length = 1 + random.nextInt(60);
            for (int i = 0; i < length; i++) {
                src.append(FRAGMENTS[random.nextInt(FRAGMENTS.length)]);
            }
            String text = src.toString();
            try {
                Assembly a = Assembler.assemble(text, "fuzz.mac");
                assertThat(a.listing()).as("seed %d, case %d, source:%n%s", seed, n, text).isNotNull();
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError("seed " + seed + ", case " + n + ", source:\n" + text, e);
            }
        }
    }

    @Test
    void randomBytesNeverThrow() {
        long seed = 0xb17e5L;
        Random random = new Random(seed);
        for (int n = 0; n < 150; n++) {
            byte[] bytes = new byte[random.nextInt(400)];
            random.nextBytes(bytes);
            try {
                Assembler.assemble(bytes, Path.of("bytes.mac"));
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError("seed " + seed + ", case " + n, e);
            }
        }
    }
}
