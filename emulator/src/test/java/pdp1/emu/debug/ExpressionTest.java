package pdp1.emu.debug;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ExpressionTest {

    private final Expression expression = new Expression(new Symbols(Map.of("loop", 0103, "count", 0120)));

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # text (values from docs/assembler.md §5.4, §5.9) | value
            100                   | 000100
            loop                  | 000103
            loop+3                | 000106
            loop 3                | 000106
            count-1               | 000117
            lac i 1234            | 211234
            lac count             | 200120
            jmp loop+1            | 600104
            law i 5               | 710005
            ral 3s                | 661007
            -1                    | 777776
            sza sma-szf           | 640500
            cla+cli+clf 1-opr-opr | 764201
            dpy-i                 | 720007
            szs i 10              | 650010
            .                     | 000200
            . 1                   | 000201
            777777                | 777777
            """)
    void evaluatesLikeMacro(String text, String value) {
        assertThat(expression.evaluate(text, 0200)).isEqualTo(Integer.parseInt(value, 8));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            # text     | message
            nosuch     | no symbol 'nosuch'
            18         | '8' is not an octal digit in '18'
            1000000    | 1000000 does not fit in 18 bits
            lac +      | 'lac +' ends with an operator
            lac (5     | unexpected '(' in 'lac (5'
            '   '      | missing value
            LAC        | no symbol 'LAC'
            """)
    void namesTheBadTerm(String text, String message) {
        assertThatThrownBy(() -> expression.evaluate(text, 0))
                .isInstanceOf(DebugException.class)
                .hasMessage(message);
    }
}
