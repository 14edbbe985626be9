package pdp1.emu.debug;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class SymbolsTest {

    private final Symbols symbols = new Symbols(Map.of("begin", 0100, "loop", 0105, "counter12", 0300));

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # address | shown as
            0100      | begin
            0104      | begin+4
            0105      | loop
            0110      | loop+3
            0204      | loop+77
            0300      | counter12
            """)
    void addressIsShownByTheNearestLabelBelow(String address, String shown) {
        assertThat(symbols.symbolic(Integer.parseInt(address, 8))).contains(shown);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"077", "0205", "0000"})
    void addressFarFromEveryLabelHasNoName(String address) {
        assertThat(symbols.symbolic(Integer.parseInt(address, 8))).isEmpty();
    }

    @Test
    void namesAreSignificantToSixCharactersAsInMacro() {
        assertThat(symbols.value("counte")).contains(0300);
        assertThat(symbols.value("counter99")).contains(0300);
    }

    @Test
    void constantsHaveValuesButNeverNameAddresses() {
        Symbols withConstant = new Symbols(java.util.Map.of("loop", 0105, "n", 012), java.util.Map.of("loop", 0105));
        assertThat(withConstant.value("n")).contains(012);
        assertThat(withConstant.symbolic(012)).isEmpty();
        assertThat(withConstant.symbolic(0106)).contains("loop+1");
    }

    @Test
    void namesAreCaseSensitive() {
        assertThat(symbols.value("LOOP")).isEmpty();
    }
}
