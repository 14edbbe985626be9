package pdp1.emu.debug;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WordFormatTest {

    private final WordFormat format = new WordFormat(new Symbols(Map.of("loop", 0105, "sum", 0114)));

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # word  | shown as
            200114  | lac sum
            210114  | lac i sum
            600106  | jmp loop+1
            170114  | jda sum
            160114  | cal 114
            700114  | law 114
            200050  | lac 50
            """)
    void memoryReferenceOperandsAreShownByTheirLabels(String word, String shown) {
        assertThat(format.instruction(0100, Integer.parseInt(word, 8))).isEqualTo(shown);
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(textBlock = """
            000055, 45
            377777, 131071
            777766, -9
            400000, -131071
            777777, 0
            """)
    void signedValueIsOnesComplement(String word, int value) {
        assertThat(WordFormat.signed(Integer.parseInt(word, 8))).isEqualTo(value);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            0, 0000
            0105, 0105
            07777, 7777
            010000, 010000
            """)
    void addressesHaveFourDigitsInFieldZeroAndSixBeyond(String address, String shown) {
        assertThat(WordFormat.address(Integer.parseInt(address, 8))).isEqualTo(shown);
    }
}
