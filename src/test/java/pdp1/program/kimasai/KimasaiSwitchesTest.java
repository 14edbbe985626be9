package pdp1.program.kimasai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.kimasai.Side;
import pdp1.program.Seats;

class KimasaiSwitchesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                            | seats                | comp. south | level | south level | crt   | SS  | TW     | north level | south level used
        defaults: computer north, level 5 | HUMAN_VS_COMPUTER    | false       | 0     | 0           | true  | 00  | 000000 | 5           | 5
        computer south at level 3         | HUMAN_VS_COMPUTER    | true        | 3     | 0           | true  | 40  | 000003 | 3           | 3
        no crt is sense switch 6          | HUMAN_VS_COMPUTER    | false       | 2     | 0           | false | 01  | 000002 | 2           | 2
        south's own level in bits 12-14   | COMPUTER_VS_COMPUTER | false       | 2     | 7           | true  | 00  | 200072 | 2           | 7
        two players is test word bit 0    | TWO_PLAYERS          | false       | 0     | 0           | true  | 00  | 400000 | 5           | 5
        """)
    void consoleSettings(String name, Seats seats, boolean computerSouth, int level, int southLevel,
            boolean crt, String ss, String tw, int northUsed, int southUsed) {
        KimasaiSwitches s = new KimasaiSwitches(seats, computerSouth, level, southLevel, crt);
        assertThat(s.senseSwitches()).as("SS").isEqualTo(Integer.parseInt(ss, 8));
        assertThat(s.testWord()).as("TW").isEqualTo(Integer.parseInt(tw, 8));
        assertThat(s.levelFor(Side.NORTH)).isEqualTo(northUsed);
        assertThat(s.levelFor(Side.SOUTH)).isEqualTo(southUsed);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
        HUMAN_VS_COMPUTER, false, false, true
        HUMAN_VS_COMPUTER, true, true, false
        TWO_PLAYERS, false, false, false
        COMPUTER_VS_COMPUTER, false, true, true
        """)
    void whoTheComputerPlays(Seats seats, boolean computerSouth, boolean south, boolean north) {
        KimasaiSwitches s = new KimasaiSwitches(seats, computerSouth, 0, 0, true);
        assertThat(s.computerPlays(Side.SOUTH)).isEqualTo(south);
        assertThat(s.computerPlays(Side.NORTH)).isEqualTo(north);
    }

    @ParameterizedTest
    @CsvSource({"8, 0", "0, 8", "-1, 0"})
    void levelsOutsideThreeBitsAreRefused(int level, int southLevel) {
        assertThatThrownBy(() -> new KimasaiSwitches(Seats.TWO_PLAYERS, false, level, southLevel, true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1..7");
    }
}
