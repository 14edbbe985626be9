package pdp1.emu.front;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class TypewriterPrinterTest {

    private final StringWriter out = new StringWriter();

    private void print(TypewriterPrinter p, int code, boolean upper, boolean red, boolean key) {
        p.character(code, upper, red, key, 0);
    }

    @Test
    void plainTextHasNoColourCodes() {
        TypewriterPrinter p = new TypewriterPrinter(out, false, false, true);
        print(p, 061, false, false, false);
        print(p, 062, false, true, false);
        print(p, 077, false, true, false);
        p.flush();
        assertThat(out.toString()).isEqualTo("ab" + System.lineSeparator());
    }

    @Test
    void redRibbonBecomesAnsiRed() {
        TypewriterPrinter p = new TypewriterPrinter(out, true, false, true);
        print(p, 061, false, false, false);
        print(p, 062, false, true, false);
        print(p, 063, false, false, false);
        assertThat(out.toString()).isEqualTo("a\u001b[31mb\u001b[0mc");
    }

    @Test
    void blackInkBetweenSlicesResetsOnlyARedRibbonAndFlushesOnlyThen() {
        int[] flushes = {0};
        StringWriter counted = new StringWriter() {
            @Override
            public void flush() {
                flushes[0]++;
            }
        };
        TypewriterPrinter p = new TypewriterPrinter(counted, true, false, true);
        print(p, 061, false, false, false);
        int typed = flushes[0];
        p.blackInk();
        assertThat(flushes[0]).as("flushes after black ink with nothing red").isEqualTo(typed);
        print(p, 062, false, true, false);
        p.blackInk();
        p.blackInk();
        assertThat(counted.toString()).isEqualTo("a\u001b[31mb\u001b[0m");
        assertThat(flushes[0]).as("flushes: one a character, one for the reset").isEqualTo(typed + 2);
    }

    @Test
    void keyStrikesAreEchoedOnlyWhenAsked() {
        TypewriterPrinter quiet = new TypewriterPrinter(out, false, false, false);
        print(quiet, 061, false, false, true);
        assertThat(out.toString()).isEmpty();
    }

    @Test
    void unicodeSpellsTheCardsGlyphs() {
        TypewriterPrinter p = new TypewriterPrinter(out, false, true, true);
        print(p, 073, true, false, false);
        assertThat(out.toString()).isEqualTo("×");
    }
}
