package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.emu.TestMachines.octal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import pdp1.emu.Machine;
import pdp1.emu.TestMachines;

/** law (docs/machine.md §2.6), the skip group (§2.7), the operate group (§2.9) and illegal codes (§2.11). */
class GroupsTest {

    private static Machine one(int word) {
        return TestMachines.withProgram(0200, word);
    }

    private static long stepUs(Machine m, StopReason expected) {
        long t0 = m.clock().now;
        assertThat(m.step()).isEqualTo(expected);
        return m.clock().now - t0;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        law 0 gives +0         | 700000 | 000000
        law 1234               | 701234 | 001234
        law i 0 gives -0       | 710000 | 777777
        law i 5 gives -5       | 710005 | 777772
        """)
    void law(String name, String instr, String acAfter) {
        Machine m = one(octal(instr));
        m.cpu().ac = 0333333;
        assertThat(stepUs(m, StopReason.STEPPED)).isEqualTo(5);
        assertThat(m.cpu().ac).isEqualTo(octal(acAfter));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                         | instr  | AC     | IO     | OV | SS | PF | skips | OV after
        skp never skips                | 640000 | 000000 | 000000 | 0  | 00 | 00 | false | 0
        skp i always skips             | 650000 | 000000 | 000000 | 0  | 00 | 00 | true  | 0
        sza on +0                      | 640100 | 000000 | 000000 | 0  | 00 | 00 | true  | 0
        sza not on -0                  | 640100 | 777777 | 000000 | 0  | 00 | 00 | false | 0
        sza i on nonzero               | 650100 | 000001 | 000000 | 0  | 00 | 00 | true  | 0
        spa on positive                | 640200 | 377777 | 000000 | 0  | 00 | 00 | true  | 0
        spa on -0 no                   | 640200 | 777777 | 000000 | 0  | 00 | 00 | false | 0
        sma on negative                | 640400 | 400000 | 000000 | 0  | 00 | 00 | true  | 0
        sma on +0 no                   | 640400 | 000000 | 000000 | 0  | 00 | 00 | false | 0
        szo with OV 0                  | 641000 | 000000 | 000000 | 0  | 00 | 00 | true  | 0
        szo with OV 1 clears it        | 641000 | 000000 | 000000 | 1  | 00 | 00 | false | 0
        szo i with OV 1 skips, clears  | 651000 | 000000 | 000000 | 1  | 00 | 00 | true  | 0
        spi on positive IO             | 642000 | 000000 | 377777 | 0  | 00 | 00 | true  | 0
        spi on negative IO             | 642000 | 000000 | 400000 | 0  | 00 | 00 | false | 0
        szs 10 switch 1 off            | 640010 | 000000 | 000000 | 0  | 37 | 00 | true  | 0
        szs 10 switch 1 on             | 640010 | 000000 | 000000 | 0  | 40 | 00 | false | 0
        szs 60 switch 6 on             | 640060 | 000000 | 000000 | 0  | 01 | 00 | false | 0
        szs 70 all off                 | 640070 | 000000 | 000000 | 0  | 00 | 00 | true  | 0
        szs 70 one on                  | 640070 | 000000 | 000000 | 0  | 04 | 00 | false | 0
        szs i 30 switch 3 on           | 650030 | 000000 | 000000 | 0  | 10 | 00 | true  | 0
        szf 1 flag 1 off               | 640001 | 000000 | 000000 | 0  | 00 | 37 | true  | 0
        szf 1 flag 1 on                | 640001 | 000000 | 000000 | 0  | 00 | 40 | false | 0
        szf 6 flag 6 on                | 640006 | 000000 | 000000 | 0  | 00 | 01 | false | 0
        szf 7 all off                  | 640007 | 000000 | 000000 | 0  | 00 | 00 | true  | 0
        szf 7 one on                   | 640007 | 000000 | 000000 | 0  | 00 | 02 | false | 0
        szf i 1 flag 1 on              | 650001 | 000000 | 000000 | 0  | 00 | 40 | true  | 0
        sza sma ORed, -1               | 640500 | 777776 | 000000 | 0  | 00 | 00 | true  | 0
        sza sma ORed, +0               | 640500 | 000000 | 000000 | 0  | 00 | 00 | true  | 0
        sza sma ORed, +1               | 640500 | 000001 | 000000 | 0  | 00 | 00 | false | 0
        spq = sza sma i inverts the OR | 650500 | 000001 | 000000 | 0  | 00 | 00 | true  | 0
        spq on +0                      | 650500 | 000000 | 000000 | 0  | 00 | 00 | false | 0
        clo never skips, clears OV     | 651600 | 000000 | 000000 | 1  | 00 | 00 | false | 0
        """)
    void skip(String name, String instr, String ac, String io, int ov, String ss, String pf,
              boolean skips, int ovAfter) {
        Machine m = one(octal(instr));
        m.cpu().ac = octal(ac);
        m.cpu().io = octal(io);
        m.cpu().ov = ov;
        m.cpu().ss = octal(ss);
        m.cpu().pf = octal(pf);
        assertThat(stepUs(m, StopReason.STEPPED)).isEqualTo(5);
        assertThat(m.cpu().pc).as("PC").isEqualTo(skips ? 0202 : 0201);
        assertThat(m.cpu().ov).as("OV").isEqualTo(ovAfter);
        assertThat(m.cpu().ac).as("AC unchanged").isEqualTo(octal(ac));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                         | instr  | AC     | IO     | TW     | PF | AC after | IO after | PF after
        nop                            | 760000 | 123456 | 654321 | 000000 | 00 | 123456   | 654321   | 00
        cla                            | 760200 | 123456 | 654321 | 000000 | 00 | 000000   | 654321   | 00
        cli                            | 764000 | 123456 | 654321 | 000000 | 00 | 123456   | 000000   | 00
        cma                            | 761000 | 123456 | 654321 | 000000 | 00 | 654321   | 654321   | 00
        clc is -0                      | 761200 | 123456 | 654321 | 000000 | 00 | 777777   | 654321   | 00
        lat                            | 762200 | 123456 | 000000 | 070707 | 00 | 070707   | 000000   | 00
        lat bit alone ORs TW           | 762000 | 100001 | 000000 | 070707 | 00 | 170707   | 000000   | 00
        cla lat cma                    | 763200 | 123456 | 000000 | 070707 | 00 | 707070   | 000000   | 00
        cla lap                        | 760300 | 123456 | 000000 | 000000 | 00 | 000201   | 000000   | 00
        cla cli                        | 764200 | 123456 | 654321 | 000000 | 00 | 000000   | 000000   | 00
        stf 1                          | 760011 | 000000 | 000000 | 000000 | 00 | 000000   | 000000   | 40
        stf 3                          | 760013 | 000000 | 000000 | 000000 | 00 | 000000   | 000000   | 10
        stf 6                          | 760016 | 000000 | 000000 | 000000 | 01 | 000000   | 000000   | 01
        stf 7 sets all                 | 760017 | 000000 | 000000 | 000000 | 00 | 000000   | 000000   | 77
        clf 2                          | 760002 | 000000 | 000000 | 000000 | 77 | 000000   | 000000   | 57
        clf 5                          | 760005 | 000000 | 000000 | 000000 | 77 | 000000   | 000000   | 75
        clf 7 clears all               | 760007 | 000000 | 000000 | 000000 | 77 | 000000   | 000000   | 00
        clf 0 does nothing             | 760000 | 000000 | 000000 | 000000 | 77 | 000000   | 000000   | 77
        cla cli clf 1 (Spacewar)       | 764201 | 000001 | 000001 | 000000 | 77 | 000000   | 000000   | 37
        """)
    void operate(String name, String instr, String ac, String io, String tw, String pf,
                 String acAfter, String ioAfter, String pfAfter) {
        Machine m = one(octal(instr));
        m.cpu().ac = octal(ac);
        m.cpu().io = octal(io);
        m.cpu().tw = octal(tw);
        m.cpu().pf = octal(pf);
        assertThat(stepUs(m, StopReason.STEPPED)).isEqualTo(5);
        assertThat(m.cpu().ac).as("AC").isEqualTo(octal(acAfter));
        assertThat(m.cpu().io).as("IO").isEqualTo(octal(ioAfter));
        assertThat(m.cpu().pf).as("PF").isEqualTo(octal(pfAfter));
        assertThat(m.cpu().pc).as("PC").isEqualTo(0201);
    }

    @Test
    void hltStopsWithPcAfterItAndItsOtherBitsDone() {
        Machine m = one(0761600);                             // clc hlt... cla cma hlt
        m.cpu().ac = 5;
        assertThat(stepUs(m, StopReason.HALT)).isEqualTo(5);
        assertThat(m.cpu().pc).isEqualTo(0201);
        assertThat(m.cpu().ac).isEqualTo(0777777);
        assertThat(StopReason.HALT.describe(m)).isEqualTo("halted at 0200 (clc hlt-opr)");
    }

    @Test
    void runStopsAtHaltAndContinuesAfterIt() {
        Machine m = TestMachines.withProgram(0200, 0760400, 0700007, 0760400);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.HALT);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.HALT);
        assertThat(m.cpu().ac).isEqualTo(7);
        assertThat(m.cpu().pc).isEqualTo(0203);
    }

    @ParameterizedTest(name = "IR {0} is illegal")
    @ValueSource(strings = {"000000", "000123", "120000", "130000", "140000", "150000", "360000", "370000",
                            "740000", "750000"})
    void illegalOpcodesStop(String word) {
        Machine m = one(octal(word));
        assertThat(stepUs(m, StopReason.ILLEGAL_INSTRUCTION)).isEqualTo(5);
        assertThat(StopReason.ILLEGAL_INSTRUCTION.describe(m))
                .isEqualTo("illegal instruction " + word + " at 0200");
    }

    @ParameterizedTest(name = "undefined shift {0} stops")
    @ValueSource(strings = {"660001", "664001", "670001", "674777"})
    void undefinedShiftCodesStop(String word) {
        Machine m = one(octal(word));
        m.cpu().ac = 1;
        assertThat(m.step()).isEqualTo(StopReason.ILLEGAL_INSTRUCTION);
        assertThat(m.cpu().ac).isEqualTo(1);
    }
}
