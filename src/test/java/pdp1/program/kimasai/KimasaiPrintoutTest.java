package pdp1.program.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Side;

class KimasaiPrintoutTest {

    @Test
    void aBoardRowGivesItsNumberAndItsStonesFromColumnA() {
        int[] number = new int[1];
        boolean[] stones = KimasaiPrintout.row("2  . o o o o o o o o o o o", number);
        assertThat(number[0]).isEqualTo(2);
        assertThat(stones[0]).isFalse();
        assertThat(stones[1]).isTrue();
        assertThat(stones[11]).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
        2  . o o
        5  o o o o o o o o o o o o
        2 . o o o o o o o o o o o
        """)
    void aLineThatIsNoBoardRowIsNotReadAsOne(String line) {
        assertThat(KimasaiPrintout.row(line, new int[1])).isNull();
    }

    @Test
    void aComputerMoveNamesTheSideAndTheHole() {
        Side[] side = new Side[1];
        assertThat(KimasaiPrintout.plays("north plays k3", side)).isEqualTo(Hole.parse("k3"));
        assertThat(side[0]).isEqualTo(Side.NORTH);
        assertThat(KimasaiPrintout.plays("north plays m3", side)).isNull();
    }

    @Test
    void promptsSidesAndWinnersAreRecognised() {
        assertThat(KimasaiPrintout.prompt("south? ")).isEqualTo(Side.SOUTH);
        assertThat(KimasaiPrintout.prompt("another game? ")).isNull();
        assertThat(KimasaiPrintout.toMove("north to move")).isEqualTo(Side.NORTH);
        assertThat(KimasaiPrintout.wins("south wins")).isEqualTo(Side.SOUTH);
        assertThat(KimasaiPrintout.isHeader("   a b c d e f g h i j k l")).isTrue();
    }

    @Test
    void everyRefusalOfTheProgramIsKnownByItsText() {
        for (KimasaiPrintout.Rejection r : KimasaiPrintout.Rejection.values()) {
            assertThat(KimasaiPrintout.Rejection.of(r.text)).isEqualTo(r);
            assertThat(ProgramSource.TEXT).as("kimasai.mac types it").contains("/" + r.text + "/");
        }
    }

    /** The program's source, for the texts it types. */
    private static final class ProgramSource {
        static final String TEXT = pdp1.program.ProgramImage.source("kimasai.mac");
    }
}
