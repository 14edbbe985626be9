package pdp1.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.emu.dev.FioDec;
import pdp1.emu.dev.Transcript;

class PrintedLinesTest {

    private final Transcript paper = new Transcript(false);
    private final PrintedLines lines = new PrintedLines(paper);

    private void type(String text, boolean red) {
        for (char c : text.toCharArray()) {
            int key = c == '\n' ? FioDec.CARRIAGE_RETURN : FioDec.fromAscii(c);
            paper.character(key & 077, (key & FioDec.UPPER) != 0, red, false, 0);
        }
    }

    @Test
    void completeLinesComeOnceAndTheUnfinishedOneWaits() {
        type("new game, 4 seeds\nsouth? ", false);
        assertThat(lines.newLines()).extracting(PrintedLines.Line::text).containsExactly("new game, 4 seeds");
        assertThat(lines.partial()).isEqualTo("south? ");
        type("\n", false);
        assertThat(lines.newLines()).extracting(PrintedLines.Line::text).containsExactly("south? ");
        assertThat(lines.partial()).isEmpty();
    }

    @Test
    void aLineIsRedWhenItsFirstCharacterIs() {
        type("north plays b", true);
        type("\n", false);
        assertThat(lines.newLines()).singleElement().extracting(PrintedLines.Line::red).isEqualTo(true);
    }
}
