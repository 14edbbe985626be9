package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.debug.Program;
import pdp1.emu.dev.DisplayProgramTest;
import pdp1.emu.dev.StandardMachine;

/**
 * Every program in programs/ on the standard machine (typewriter, display, reader, punch), once
 * interpreted and once translated, with the same keys struck at the same simulated times: after
 * every one of many random slices of steps and of time the registers, clock, instruction count,
 * core, the paper and the points drawn are the same (TranslatorEquivalenceTest.compareSlices).
 * Kalah and Kimasai play computer against computer (test word 200000) with the board drawn, and
 * against a person typing.
 */
class ProgramsRunAlikeTest {

    @ParameterizedTest(name = "{0} ss {1} tw {2}")
    @CsvSource(textBlock = """
        # program,   sense switches, test word, simulated s, keys (one every 1.5 s)
        hello.mac,   0,  0,      5,   ''
        echo.mac,    0,  0,      20,  'the quick brown fox.'
        squares.mac, 0,  0,      5,   ''
        music.mac,   0,  0,      10,  ''
        kalah.mac,   0,  200000, 150, ''
        kalah.mac,   0,  0,      150, 'cdabefcdabefyn'
        kimasai.mac, 0,  200000, 150, ''
        kimasai.mac, 0,  0,      150, 'h1g1f1e1d1c1b1a1'
        """)
    void runsAlikeOnBothEngines(String name, int senseSwitches, String testWord, int seconds, String keys)
            throws Exception {
        Program program = Program.load(DisplayProgramTest.program(name));
        StandardMachine interpreted = machine(program, senseSwitches, Integer.parseInt(testWord, 8));
        StandardMachine translating = machine(program, senseSwitches, Integer.parseInt(testWord, 8));
        interpreted.machine().cpu().setEngine(Engine.INTERPRETER);
        translating.machine().cpu().setEngine(Engine.TRANSLATOR, 2);
        Random slices = new Random(name.hashCode() + testWord.hashCode());
        long endUs = seconds * 1_000_000L;
        int typed = 0;
        for (long t = 1_500_000; t <= endUs; t += 1_500_000) {
            TranslatorEquivalenceTest.compareSlices(interpreted.machine(), translating.machine(), slices, t, name);
            assertThat(translating.transcript().text()).as("%s: the paper at %d µs", name, t)
                    .isEqualTo(interpreted.transcript().text());
            assertThat(translating.points().total()).as("%s: points drawn by %d µs", name, t)
                    .isEqualTo(interpreted.points().total());
            if (interpreted.machine().clock().now < t) {
                break;                                  // stopped (a halt), both alike
            }
            if (typed < keys.length()) {
                String key = keys.substring(typed, ++typed);
                interpreted.typewriter().type(key);
                translating.typewriter().type(key);
            }
        }
        assertThat(translating.machine().cpu().blocksTranslated()).as("blocks made").isPositive();
    }

    private static StandardMachine machine(Program program, int senseSwitches, int testWord) {
        StandardMachine pdp1 = StandardMachine.create();
        pdp1.machine().cpu().ss = senseSwitches;
        pdp1.machine().cpu().tw = testWord;
        pdp1.console().loadImage(program.image());
        return pdp1;
    }
}
