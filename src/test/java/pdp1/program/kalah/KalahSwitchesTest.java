package pdp1.program.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.kalah.Variant;
import pdp1.program.Seats;

/** The console settings of kalah.mac (docs/kalah-program.md "Switches"), in octal as on the console. */
class KalahSwitchesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                          | variant                               | seats                | first | level | crt   | SS | TW
        standard, human first           | kalah 6x4                             | HUMAN_VS_COMPUTER    | false | 0     | true  | 00 | 000100
        computer first, level 3         | kalah 6x4                             | HUMAN_VS_COMPUTER    | true  | 3     | true  | 40 | 000103
        every variant switch            | kalah 6x6 empty-capture until-stuck no-sweep pie | HUMAN_VS_COMPUTER | false | 15 | true | 36 | 000157
        no crt                          | kalah 6x3                             | HUMAN_VS_COMPUTER    | false | 1     | false | 01 | 000061
        two players                     | kalah 6x5                             | TWO_PLAYERS          | false | 0     | true  | 00 | 400120
        computer against computer       | kalah 6x1                             | COMPUTER_VS_COMPUTER | false | 2     | true  | 00 | 200022
        """)
    void switchesAndTestWord(String name, String variant, Seats seats, boolean first, int level,
            boolean crt, String ss, String tw) {
        var s = new KalahSwitches(Variant.parse(variant), seats, first, level, crt);
        assertThat(Integer.toOctalString(s.senseSwitches())).as("sense switches").isEqualTo(Integer.toOctalString(Integer.parseInt(ss, 8)));
        assertThat(Integer.toOctalString(s.testWord())).as("test word").isEqualTo(Integer.toOctalString(Integer.parseInt(tw, 8)));
        assertThat(KalahSwitches.decode(Integer.parseInt(ss, 8), Integer.parseInt(tw, 8))).as("decoded").isEqualTo(s);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                                 | SS | TW     | variant    | seats
        seeds 0 and 7 mean 4, as kalah.mac reads them | 00 | 000000 | kalah 6x4  | HUMAN_VS_COMPUTER
        seeds 7                                | 00 | 000160 | kalah 6x4  | HUMAN_VS_COMPUTER
        both seat bits: computer against computer | 00 | 600140 | kalah 6x6 | COMPUTER_VS_COMPUTER
        """)
    void decodedAsTheProgramReadsThem(String name, String ss, String tw, String variant, Seats seats) {
        var s = KalahSwitches.decode(Integer.parseInt(ss, 8), Integer.parseInt(tw, 8));
        assertThat(s.variant()).isEqualTo(Variant.parse(variant));
        assertThat(s.seats()).isEqualTo(seats);
    }

    @Test
    void levelsZeroAndNineToFifteenAreTheProgramsDefaultAndTop() {
        assertThat(new KalahSwitches(Variant.STANDARD, Seats.TWO_PLAYERS, false, 0, true).effectiveLevel()).isEqualTo(8);
        assertThat(new KalahSwitches(Variant.STANDARD, Seats.TWO_PLAYERS, false, 3, true).effectiveLevel()).isEqualTo(3);
        assertThat(new KalahSwitches(Variant.STANDARD, Seats.TWO_PLAYERS, false, 15, true).effectiveLevel()).isEqualTo(8);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                | seats                | first | side | computer?
        human first: north    | HUMAN_VS_COMPUTER    | false | 1    | true
        human first: south    | HUMAN_VS_COMPUTER    | false | 0    | false
        computer first: south | HUMAN_VS_COMPUTER    | true  | 0    | true
        two players           | TWO_PLAYERS          | true  | 0    | false
        demo                  | COMPUTER_VS_COMPUTER | false | 0    | true
        """)
    void whoPlaysWhichSide(String name, Seats seats, boolean first, int side, boolean computer) {
        assertThat(new KalahSwitches(Variant.STANDARD, seats, first, 0, true).computerPlays(side)).isEqualTo(computer);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case          | variant    | level | message
        seven seeds     | kalah 6x7  | 0     | 1..6 seeds
        five pits       | kalah 5x4  | 0     | 6 pits
        level sixteen   | kalah 6x4  | 16    | the level takes the test word's 4 bits, 0..15
        """)
    void settingsTheProgramCannotTakeAreRefused(String name, String variant, int level, String message) {
        assertThatThrownBy(() -> new KalahSwitches(Variant.parse(variant), Seats.TWO_PLAYERS, false, level, true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(message);
    }
}
