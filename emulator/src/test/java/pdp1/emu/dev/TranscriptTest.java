package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import org.junit.jupiter.api.Test;
import pdp1.emu.Snapshot;

/** The paper as text: what it keeps, and how much. */
class TranscriptTest {

    private static void type(Transcript paper, String text, boolean red) {
        for (char c : text.toCharArray()) {
            int key = FioDec.fromAscii(c);
            paper.character(key & 077, (key & FioDec.UPPER) != 0, red, false, 0);
        }
    }

    @Test
    void pastItsLimitThePaperLosesItsOldestLinesAndKeepsTheirColours() {
        Transcript paper = new Transcript(true, 40);
        for (int n = 0; n < 30; n++) {
            type(paper, "line " + n, n % 2 == 1);
            type(paper, "\n", false);
            assertThat(paper.length()).as("after line %d", n).isLessThanOrEqualTo(40);
        }
        String text = paper.text();
        assertThat(text).endsWith("line 29\n").startsWith("line ");
        assertThat(paper.ribbon()).hasSize(text.length());
        int odd = text.indexOf("line 29");
        assertThat(paper.isRed(odd)).as("line 29 was red").isTrue();
        assertThat(paper.isRed(text.indexOf("line 28"))).isFalse();
    }

    @Test
    void aMachineThatTypedMoreThanASnapshotHoldsIsSavedAndRestored() throws Exception {
        StandardMachine typed = StandardMachine.create();
        Transcript paper = typed.transcript();
        int key = FioDec.fromAscii('x') & 077;
        int cr = FioDec.fromAscii('\n') & 077;
        for (int n = 0; n < (17 << 20); n++) {                  // more than a snapshot's 16 MiB of paper
            paper.character(n % 72 == 71 ? cr : key, false, false, false, 0);
        }
        assertThat(paper.length()).isLessThanOrEqualTo(Transcript.PAPER_CHARACTERS);
        byte[] snapshot = Snapshot.bytes(typed.machine());
        StandardMachine resumed = StandardMachine.create();
        Snapshot.read(new ByteArrayInputStream(snapshot), "typed").restoreInto(resumed.machine());
        assertThat(resumed.transcript().text()).isEqualTo(paper.text());
    }
}
