package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** ASCII to Concise and case, row by row from docs/machine.md §4.3 (the SIMH ASCII column). */
class FiodecTest {

    @ParameterizedTest(name = "{0} -> {1} {2}")
    @CsvSource(delimiter = ' ', quoteCharacter = '\'', textBlock = """
        1 01 lower
        \" 01 upper
        9 11 lower
        ^ 11 upper
        0 20 lower
        ` 20 upper
        / 21 lower
        ? 21 upper
        s 22 lower
        Z 31 upper
        , 33 lower
        = 33 upper
        @ 40 lower
        _ 40 upper
        j 41 lower
        R 51 upper
        - 54 lower
        + 54 upper
        ) 55 lower
        ] 55 upper
        \\ 56 lower
        | 56 upper
        ( 57 lower
        [ 57 upper
        a 61 lower
        I 71 upper
        . 73 lower
        * 73 upper
        ~ 03 upper
        # 04 upper
        ! 05 upper
        & 06 upper
        < 07 upper
        > 10 upper
        """)
    void printingCharacterHasItsConciseCodeAndCase(String ch, String code, String kase) {
        char c = ch.charAt(0);
        assertThat(Fiodec.code(c)).isEqualTo(Integer.parseInt(code, 8));
        assertThat(Fiodec.caseOf(c)).isEqualTo(kase.equals("lower") ? Fiodec.LOWER : Fiodec.UPPER);
    }

    @ParameterizedTest(name = "code {1}")
    @CsvSource({"32, 00", "9, 36", "10, 77", "13, 77", "8, 75", "127, 75"})
    void spaceTabReturnAndBackspaceBelongToBothCases(int ascii, String code) {
        assertThat(Fiodec.code((char) ascii)).isEqualTo(Integer.parseInt(code, 8));
        assertThat(Fiodec.caseOf((char) ascii)).isEqualTo(Fiodec.BOTH);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"36", "37", "58", "59", "123", "125", "0", "200"})
    void charactersWithoutAFioDecCodeHaveNone(int ascii) {
        assertThat(Fiodec.code((char) ascii)).isEqualTo(-1);
    }
}
