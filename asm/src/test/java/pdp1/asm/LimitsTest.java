package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

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
}
