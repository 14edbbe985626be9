package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Sources far beyond any real program (issue 14): each gets a diagnostic at its place, or is
 * assembled, within bounded time, memory and output; never an exception or a hang.
 */
@Timeout(60)
class LimitsTest {

    private static Assembly assemble(String body) {
        return Assembler.assemble("test\n100/\n" + body + "\nstart 100\n", "t.mac");
    }

    @Test
    void aSourceOfAHundredThousandLinesIsAssembledAndListed() {
        Assembly a = assemble("/ a comment\n".repeat(100_000) + "\t1");
        assertThat(a.diagnostics()).as(a.report()).isEmpty();
        assertThat(a.image().get(0100)).isEqualTo(1);
        assertThat(a.listing()).contains("\n99999  ").contains("\n100001  ").contains("\n100003  0100 000001  \t1\n");
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"(, 1000", "[, 1000", "(, 100000", "[, 100000", "([, 50000"})
    void deeplyNestedBracketsAreOneErrorNotAStackOverflow(String open, int depth) {
        Assembly a = assemble("\tlac " + open.repeat(depth / open.length()) + "1\nconstants");
        assertThat(a.errors()).as(a.report()).singleElement().asString()
                .isEqualTo("t.mac:3:" + (6 + Expression.MAX_NESTING) + ": error: more than "
                        + Expression.MAX_NESTING + " nested '(' and '[' in one expression");
    }

    @Test
    void nestingUpToTheLimitIsAssembled() {
        int n = Expression.MAX_NESTING;
        Assembly a = assemble("\tlac " + "[".repeat(n) + "5" + "]".repeat(n) + "\n\tlac " + "(".repeat(n) + "7\nconstants");
        assertThat(a.errors()).as(a.report()).isEmpty();
        assertThat(a.image().get(0100)).isEqualTo(0200005);
        assertThat(a.image().get(0102)).as("the innermost literal, pooled first").isEqualTo(7);
    }
}
