package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FioDecTest {

    @ParameterizedTest(name = "Concise {0} -> tape {1}")
    @CsvSource(textBlock = """
        # Concise | FIO-DEC frame, from the table in docs/machine.md §4.3
          00      | 200
          01      | 001
          03      | 203
          21      | 221
          40      | 040
          61      | 061
          63      | 263
          72      | 272
          74      | 274
          77      | 277
        """, delimiter = '|')
    void tapeFrameAddsOddParityInChannel8(String concise, String frame) {
        assertThat(FioDec.tapeFrame(Integer.parseInt(concise, 8))).isEqualTo(Integer.parseInt(frame, 8));
        assertThat(FioDec.concise(Integer.parseInt(frame, 8))).isEqualTo(Integer.parseInt(concise, 8));
    }

    @Test
    void everyTypeableAsciiCharacterRoundTrips() {
        int typeable = 0;
        for (char ch = ' '; ch < 0177; ch++) {
            int key = FioDec.fromAscii(ch);
            if (key == FioDec.NONE) {
                continue;
            }
            typeable++;
            boolean upper = (key & FioDec.UPPER) != 0;
            assertThat(FioDec.ascii(key & 077, upper)).as("'%c' -> %o", ch, key).isEqualTo(ch);
        }
        // 26 letters twice, 10 digits, space, 8 lower-case and 18 upper-case signs of SIMH's table
        assertThat(typeable).isEqualTo(26 * 2 + 10 + 1 + 8 + 18);
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(textBlock = """
        # char | code | case
        a      | 61   | lower
        A      | 61   | upper
        z      | 31   | lower
        0      | 20   | lower
        +      | 54   | upper
        -      | 54   | lower
        .      | 73   | lower
        *      | 73   | upper
        '?'    | 21   | upper
        """, delimiter = '|')
    void asciiKeysMapToConciseCodeAndCase(char ch, String code, String kase) {
        int key = FioDec.fromAscii(ch);
        assertThat(Integer.toOctalString(key & 077)).isEqualTo(code);
        assertThat((key & FioDec.UPPER) != 0).isEqualTo(kase.equals("upper"));
        assertThat(key & FioDec.EITHER_CASE).isZero();
    }

    @Test
    void lineEndsTabsAndSpaceTypeInEitherCase() {
        assertThat(FioDec.fromAscii('\n')).isEqualTo(FioDec.CARRIAGE_RETURN | FioDec.EITHER_CASE);
        assertThat(FioDec.fromAscii('\r')).isEqualTo(FioDec.CARRIAGE_RETURN | FioDec.EITHER_CASE);
        assertThat(FioDec.fromAscii('\t')).isEqualTo(FioDec.TAB | FioDec.EITHER_CASE);
        assertThat(FioDec.fromAscii(' ')).isEqualTo(FioDec.SPACE | FioDec.EITHER_CASE);
    }

    @Test
    void charactersWithoutAKeyAreNone() {
        assertThat(FioDec.fromAscii('$')).isEqualTo(FioDec.NONE);
        assertThat(FioDec.fromAscii('é')).isEqualTo(FioDec.NONE);
        assertThat(FioDec.fromAscii('\0')).isEqualTo(FioDec.NONE);
    }

    @Test
    void unicodeUsesTheCardsGlyphs() {
        assertThat(FioDec.unicode(004, true)).isEqualTo('⊃');
        assertThat(FioDec.unicode(073, true)).isEqualTo('×');
        assertThat(FioDec.unicode(040, false)).isEqualTo('·');
        assertThat(FioDec.unicode(061, false)).isEqualTo('a');
    }

    @Test
    void shiftAndRibbonCodesPrintNothing() {
        for (int code : new int[] {072, 074, 034, 035}) {
            assertThat(FioDec.isControl(code)).isTrue();
            assertThat(FioDec.ascii(code, false)).isEqualTo('\0');
            assertThat(FioDec.ascii(code, true)).isEqualTo('\0');
        }
    }
}
