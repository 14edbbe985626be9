package pdp1.crosscheck.measure;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.program.ProgramImage;

/** Which words of kalah.mac and kimasai.mac are code: the tables in instruction form are not. */
class ProgramWordsTest {

    private static final ProgramImage KALAH = ProgramImage.fromClasspath("kalah.mac");
    private static final ProgramImage KIMASAI = ProgramImage.fromClasspath("kimasai.mac");

    private static void data(ProgramImage p, String label, int words) {
        ProgramWords w = new ProgramWords(p);
        for (int k = 0; k < words; k++) {
            assertThat(w.isCode(p.address(label) + k)).as("%s+%o is data", label, k).isFalse();
        }
    }

    private static void code(ProgramImage p, String label, int offset) {
        assertThat(new ProgramWords(p).isCode(p.address(label) + offset)).as("%s+%o is code", label, offset).isTrue();
    }

    @Test
    void tablesInInstructionFormAreData() {
        data(KALAH, "dpart", 16);          // dpy words read by lac, and the jsp words an xct of a made address runs
        data(KIMASAI, "hrt", 4);           // shifts read by lac, run by an xct of a variable
        data(KIMASAI, "fseg", 3);
        data(KIMASAI, "fdpy", 3);
        data(KALAH, "level", 1);           // a variable
    }

    @Test
    void codeReachedOnlyThroughTablesAndReturnsIsCode() {
        code(KALAH, "drows", 0);           // called only from dpart's jsp words
        code(KALAH, "dcols", 0);
        code(KALAH, "gtab", 7);            // a jump table, entered by an added jmp
        code(KALAH, "frame", 0);           // a coroutine's entry, set with dap into a jmp
        code(KALAH, "hu1", 5);             // after a routine that returns past the jump after its jsp (xkey)
        code(KALAH, "ov3", 6);             // jmp go after the hlt: CONTINUE
        code(KIMASAI, "hs7", 4);           // after an xct of a skip set at run time
    }

    @Test
    void mutantsAreMadeOnlyOfCodeAndLiterals() {
        ProgramWords w = new ProgramWords(KALAH);
        assertThat(Mutants.all(w)).allMatch(m -> w.isCode(m.address()) || w.isLiteral(m.address()))
                .noneMatch(m -> m.address() >= KALAH.address("dpart") && m.address() < KALAH.address("dpart") + 16);
    }
}
