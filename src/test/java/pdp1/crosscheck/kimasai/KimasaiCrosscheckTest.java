package pdp1.crosscheck.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.ProgramImage;

@Timeout(30)
class KimasaiCrosscheckTest {

    private static Crosscheck.Result run(ProgramImage program, int games, long seed) {
        return new KimasaiCrosscheck(program).run(games, seed, done -> { });
    }

    private static String reports(Crosscheck.Result r) {
        StringBuilder sb = new StringBuilder();
        r.failures().forEach(f -> sb.append(f.report()).append('\n'));
        return sb.toString();
    }

    @Test
    void theProgramFitsA4kMachine() {
        assertThat(ProgramImage.fromClasspath("kimasai.mac").wordsUsed()).isLessThanOrEqualTo(4096);
    }

    @Test
    @Timeout(90)  // measured 17 s: the program draws the CRT all the time, and every point is emulated
    void seededGamesOfEverySeatingAgreeWithTheReference() {
        Crosscheck.Result r = run(ProgramImage.fromClasspath("kimasai.mac"), 6, 1);
        assertThat(r.failures()).as(reports(r)).isEmpty();
        assertThat(r.plies()).as("seed 1: plies").isGreaterThan(100);
        assertThat(r.crtLooks()).as("seed 1: CRT frames compared").isPositive();
    }

    /** The program's source with one text replaced (which must occur exactly once). */
    private static ProgramImage planted(String original, String bug) {
        String source = ProgramImage.source("kimasai.mac");
        assertThat(source.split(java.util.regex.Pattern.quote(original), -1)).as(original).hasSize(2);
        return ProgramImage.fromSource(source.replace(original, bug), "kimasai-bug.mac");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # planted bug                         | original text                    | replaced by                      | reported
        evaluation leaves mobility out        | times 16\\n\\tadd t3              | times 16\\n\\tnop                 | the computer plays
        the back stone of a taken file stays  | and ob\\n\\tdac ob\\t/ and the back  | and ob\\n\\tnop\\t/ and the back   | board differs
        ties go to the last best move         | sub best\\n\\tszm\\n\\tjmp sr3      | sub best\\n\\tsma\\n\\tjmp sr3      | the computer plays
        the CRT's tens digit counts by 9      | sub (12\\n\\tspa\\n\\tjmp pn2       | sub (11\\n\\tspa\\n\\tjmp pn2       | stones left
        the CRT's digit 5 is drawn as a 6     | 74717                            | 74757                            | stones left
        """)
    void theCrosscheckCatchesAPlantedBug(String name, String original, String bug, String reported) {
        ProgramImage program = planted(unescape(original), unescape(bug));
        Crosscheck.Result r = run(program, 3, 1);
        assertThat(r.failures()).as(name).isNotEmpty();
        assertThat(r.failures().get(0).report()).contains("replay: pdp1.jar crosscheck kimasai --games 1 --seed ")
                .contains(reported.strip());
    }

    private static String unescape(String s) {
        return s.strip().replace("\\t", "\t").replace("\\n", "\n");
    }

    @Test
    @Tag("long")
    @Timeout(1800)  // long: 200 games, a few seconds each
    void twoHundredSeededGamesAgree() {
        Crosscheck.Result r = run(ProgramImage.fromClasspath("kimasai.mac"), 200, 1000);
        assertThat(r.failures()).as(reports(r)).isEmpty();
    }

    @Test
    void eachGameDrawsItsSwitchesFromItsOwnSeed() {
        assertThat(KimasaiCrosscheck.drawSwitches(new Random(42))).isEqualTo(KimasaiCrosscheck.drawSwitches(new Random(42)));
    }
}
