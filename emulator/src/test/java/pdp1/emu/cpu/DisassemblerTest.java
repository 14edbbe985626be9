package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static pdp1.emu.TestMachines.octal;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** MACRO mnemonics (docs/assembler.md §5.4, §5.9) that macro1 would assemble back. */
class DisassemblerTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
        200100 | lac 100
        211234 | lac i 1234
        600200 | jmp 200
        620000 | jsp 0
        100300 | xct 300
        560100 | div 100
        540100 | mul 100
        160000 | cal
        170300 | jda 300
        701234 | law 1234
        710005 | law i 5
        640100 | sza
        650100 | sza i
        650010 | szs i 10
        640060 | szs 60
        650001 | szf i 1
        641000 | szo
        640000 | skp
        650000 | skp i
        640500 | sza sma-skp
        650500 | sza sma-skp i
        661007 | ral 3s
        671777 | rar 9s
        663000 | rcl
        665052 | sal 52
        760000 | nop
        760200 | cla
        761200 | clc
        762200 | lat
        760400 | hlt
        760011 | stf 1
        760007 | clf 7
        764200 | cla cli-opr
        764201 | cla cli clf 1-opr-opr
        760300 | cla opr 100-opr
        730003 | tyo
        720003 | tyo-i
        730007 | dpy
        720007 | dpy-i
        720033 | cks
        724074 | eem
        720074 | lem
        730000 | iot i
        724007 | iot 4007
        720011 | iot 11
        000000 | 000000
        123456 | 123456
        660001 | 660001
        """)
    void mnemonics(String word, String text) {
        assertThat(Disassembler.disassemble(octal(word))).isEqualTo(text);
    }

    @Test
    void everyWordAssemblesBackToItself() {
        for (int word = 0; word <= 0777777; word++) {
            String text = Disassembler.disassemble(word);
            int back = Macro1Expression.evaluate(text);
            if (back != word) {                             // plain check: 262144 words
                fail("%06o disassembles to '%s', which assembles to %06o".formatted(word, text, back));
            }
        }
    }

    /**
     * Just enough of macro1's expression rules (§5.4) to check the disassembler: left to
     * right, space and + add with end-around carry, - adds the complement; octal numbers and
     * the permanent symbols the disassembler uses (§5.9).
     */
    static final class Macro1Expression {
        private static final Map<String, Integer> SYMBOLS = new HashMap<>();

        static {
            String table = """
                and 020000 ior 040000 xor 060000 xct 100000 cal 160000 jda 170000 lac 200000 lio 220000
                dac 240000 dap 260000 dip 300000 dio 320000 dzm 340000 add 400000 sub 420000 idx 440000
                isp 460000 sad 500000 sas 520000 mul 540000 div 560000 jmp 600000 jsp 620000 skp 640000
                law 700000 iot 720000 opr 760000 nop 760000 i 010000 sza 640100 spa 640200 sma 640400
                szo 641000 spi 642000 szs 640000 szf 640000 clf 760000 stf 760010 cla 760200 hlt 760400
                cma 761000 clc 761200 lat 762200 cli 764000 rpa 730001 rpb 730002 rrb 720030 ppa 730005
                ppb 730006 tyo 730003 tyi 720004 dpy 730007 lsm 720054 esm 720055 cbs 720056 lem 720074
                eem 724074 cks 720033 ral 661000 ril 662000 rcl 663000 sal 665000 sil 666000 scl 667000
                rar 671000 rir 672000 rcr 673000 sar 675000 sir 676000 scr 677000
                1s 1 2s 3 3s 7 4s 17 5s 37 6s 77 7s 177 8s 377 9s 777
                """;
            String[] t = table.trim().split("\\s+");
            for (int i = 0; i < t.length; i += 2) {
                SYMBOLS.put(t[i], Integer.parseInt(t[i + 1], 8));
            }
        }

        static int evaluate(String expression) {
            int value = 0;
            boolean subtract = false;
            int i = 0;
            while (i < expression.length()) {
                char c = expression.charAt(i);
                if (c == ' ' || c == '+') {
                    subtract = false;
                    i++;
                } else if (c == '-') {
                    subtract = true;
                    i++;
                } else {
                    int end = i;
                    while (end < expression.length() && Character.isLetterOrDigit(expression.charAt(end))) {
                        end++;
                    }
                    String token = expression.substring(i, end);
                    Integer term = SYMBOLS.get(token);
                    if (term == null) {
                        term = Integer.parseInt(token, 8);
                    }
                    value = onesAdd(value, subtract ? term ^ 0777777 : term);
                    subtract = false;
                    i = end;
                }
            }
            return value;
        }

        private static int onesAdd(int a, int b) {
            int s = a + b;
            return s > 0777777 ? (s + 1) & 0777777 : s;
        }
    }
}
