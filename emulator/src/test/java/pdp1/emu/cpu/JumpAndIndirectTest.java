package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.emu.TestMachines.octal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.TestMachines;

/** Jumps, cal/jda, xct and effective addresses (docs/machine.md §2.2, §2.3, §3.2, §4.12). */
class JumpAndIndirectTest {

    private static long stepUs(Machine m) {
        long t0 = m.clock().now;
        assertThat(m.step()).isEqualTo(StopReason.STEPPED);
        return m.clock().now - t0;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                      | instr  | OV | AC after | PC after | µs
        jmp                         | 600345 | 0  | 000000   | 0345     | 5
        jsp saves PC after it       | 620345 | 0  | 000201   | 0345     | 5
        jsp saves OV in bit 0       | 620345 | 1  | 400201   | 0345     | 5
        """)
    void jumps(String name, String instr, int ov, String acAfter, String pcAfter, long us) {
        CycleStepTest.stepsAlikeByCycles(() -> {
            Machine t = TestMachines.withProgram(0200, octal(instr));
            t.cpu().ov = ov;
            return t;
        });
        Machine m = TestMachines.withProgram(0200, octal(instr));
        m.cpu().ov = ov;
        assertThat(stepUs(m)).as("µs").isEqualTo(us);
        assertThat(m.cpu().ac).as("AC").isEqualTo(octal(acAfter));
        assertThat(m.cpu().pc).as("PC").isEqualTo(octal(pcAfter));
        assertThat(m.cpu().ov).as("jumps never alter OV").isEqualTo(ov);
    }

    @ParameterizedTest(name = "lac through {0} levels of indirection: {1} µs")
    @CsvSource({"0, 10", "1, 15", "2, 20", "3, 25"})
    void eachIndirectLevelCostsOneCycle(int levels, long us) {
        CycleStepTest.stepsAlikeByCycles(() -> chain(levels));
        Machine m = chain(levels);
        assertThat(stepUs(m)).isEqualTo(us);
        assertThat(m.cpu().ac).isEqualTo(levels == 0 ? 0111111 : 0222222);
    }

    /** 0200: lac [i] 0300; 0300 -> 0301 -> 0302 -> ... pointers with bit 5 while more follow. */
    private static Machine chain(int levels) {
        Machine m = TestMachines.withProgram(0200, levels == 0 ? 0200400 : 0210300);
        for (int k = 0; k < levels; k++) {
            m.core()[0300 + k] = (k + 1 < levels ? 010000 : 0) | (0301 + k);
        }
        m.core()[0400] = 0111111;
        m.core()[0300 + levels] = 0222222;
        return m;
    }

    @ParameterizedTest(name = "jmp through {0} levels: {1} µs")
    @CsvSource({"1, 10", "2, 15", "3, 20"})
    void indirectJumpsCostOneCyclePerLevel(int levels, long us) {
        CycleStepTest.stepsAlikeByCycles(() -> jumpChain(levels));
        Machine m = jumpChain(levels);
        assertThat(stepUs(m)).isEqualTo(us);
        assertThat(m.cpu().pc).isEqualTo(01234);
    }

    private static Machine jumpChain(int levels) {
        Machine m = TestMachines.withProgram(0200, 0610300);  // jmp i 300
        for (int k = 0; k < levels; k++) {
            m.core()[0300 + k] = (k + 1 < levels ? 010000 | (0301 + k) : 01234);
        }
        return m;
    }

    @Test
    void anEndlessIndirectChainIsASafetyStop() {
        Machine m = TestMachines.withProgram(0200, 0210300);  // lac i 300
        m.core()[0300] = 010300;                              // points at itself, bit 5 set
        assertThat(m.step()).isEqualTo(StopReason.INDIRECT_LOOP);
        assertThat(StopReason.INDIRECT_LOOP.describe(m)).contains("indirection at 0200");
    }

    @Test
    void normalIndirectionStaysInTheCurrentField() {
        Machine m = new Machine(MachineOptions.standard().withMemoryWords(8192));
        m.load(010200, 0210300);                              // field 1: lac i 300
        m.core()[010300] = 0177;                              // pointer: field bits ignored
        m.core()[010177] = 0555;
        m.core()[0177] = 0666;
        m.cpu().pc = 010200;
        m.step();
        assertThat(m.cpu().ac).isEqualTo(0555);
    }

    @Test
    void extendModeIndirectionIsOneLevelAcrossFields() {
        Machine m = new Machine(MachineOptions.standard().withMemoryWords(8192));
        m.load(0200, 0210300);                                // lac i 300
        m.core()[0300] = 0010400;                             // 16-bit pointer: field 1, 0400; bit 5 = field's low bit
        m.core()[010400] = 0424242;
        m.cpu().pc = 0200;
        m.cpu().extend = true;
        assertThat(stepUs(m)).as("one defer only").isEqualTo(15);
        assertThat(m.cpu().ac).isEqualTo(0424242);
    }

    @Test
    void extendModeJumpChangesField() {
        Machine m = new Machine(MachineOptions.standard().withMemoryWords(8192));
        m.load(0200, 0610300);                                // jmp i 300
        m.core()[0300] = 010500;
        m.cpu().pc = 0200;
        m.cpu().extend = true;
        m.step();
        assertThat(m.cpu().pc).isEqualTo(010500);
    }

    @Test
    void pcWrapsWithinItsField() {
        Machine m = new Machine(MachineOptions.standard().withMemoryWords(8192));
        m.core()[017777] = 0760000;                           // nop at the last word of field 1
        m.cpu().pc = 017777;
        m.step();
        assertThat(m.cpu().pc).isEqualTo(010000);
    }

    @Test
    void jspSavesExtendAndFieldInTheReturnWord() {
        Machine m = new Machine(MachineOptions.standard().withMemoryWords(8192));
        m.load(010200, 0620300);                              // field 1: jsp 300
        m.cpu().pc = 010200;
        m.cpu().extend = true;
        m.cpu().ov = 1;
        m.step();
        assertThat(m.cpu().ac).isEqualTo(0400000 | 0200000 | 010201);
        assertThat(m.cpu().pc).isEqualTo(010300);
    }

    @Test
    void calStoresAcAt100AndContinuesAt101() {
        Machine m = TestMachines.withProgram(0200, 0160000);  // cal
        m.cpu().ac = 0123;
        m.cpu().ov = 1;
        assertThat(stepUs(m)).isEqualTo(10);
        assertThat(m.core()[0100]).isEqualTo(0123);
        assertThat(m.cpu().ac).isEqualTo(0400201);
        assertThat(m.cpu().pc).isEqualTo(0101);
    }

    @Test
    void calUsesTheCurrentField() {
        Machine m = new Machine(MachineOptions.standard().withMemoryWords(8192));
        m.load(010200, 0160000);
        m.cpu().pc = 010200;
        m.cpu().ac = 7;
        m.step();
        assertThat(m.core()[010100]).isEqualTo(7);
        assertThat(m.cpu().pc).isEqualTo(010101);
    }

    @Test
    void jdaStoresAcAtYAndContinuesAfterIt() {
        Machine m = TestMachines.withProgram(0200, 0170300);  // jda 300: bit 5 selects jda, no indirection
        m.cpu().ac = 0456;
        m.core()[0300] = 010777;                              // would chain if jda deferred
        assertThat(stepUs(m)).isEqualTo(10);
        assertThat(m.core()[0300]).isEqualTo(0456);
        assertThat(m.cpu().ac).isEqualTo(0201);
        assertThat(m.cpu().pc).isEqualTo(0301);
    }

    @ParameterizedTest(name = "xct of {0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case            | executed | AC before | AC after | PC after | µs
        lac               | 200100   | 000000    | 000042   | 0201     | 15
        law               | 700007   | 000000    | 000007   | 0201     | 10
        opr cma           | 761000   | 000000    | 777777   | 0201     | 10
        shift ral 1s      | 661001   | 000001    | 000002   | 0201     | 10
        skip sza skips    | 640100   | 000000    | 000000   | 0202     | 10
        skip spa no skip  | 640200   | 400000    | 400000   | 0201     | 10
        isp skips         | 460100   | 000000    | 000043   | 0202     | 15
        jmp               | 600400   | 000000    | 000000   | 0400     | 10
        jsp               | 620400   | 000000    | 000201   | 0400     | 10
        iot cks           | 720033   | 000000    | 000000   | 0201     | 10
        """)
    void xctExecutesAnyGroupRelativeToItself(String name, String executed, String acBefore,
                                             String acAfter, String pcAfter, long us) {
        CycleStepTest.stepsAlikeByCycles(() -> xctOf(executed, acBefore));
        Machine m = xctOf(executed, acBefore);
        assertThat(stepUs(m)).as("µs").isEqualTo(us);
        assertThat(m.cpu().ac).as("AC").isEqualTo(octal(acAfter));
        assertThat(m.cpu().pc).as("PC").isEqualTo(octal(pcAfter));
    }

    private static Machine xctOf(String executed, String acBefore) {
        Machine m = TestMachines.withProgram(0200, 0100300);  // xct 300
        m.core()[0300] = octal(executed);
        m.core()[0100] = 042;
        m.cpu().ac = octal(acBefore);
        return m;
    }

    @Test
    void nestedAndIndirectXctAddTheirCycles() {
        // xct i 300 -> C(300) = 301 -> xct 302 -> lac 100: 5 + 5 (defer) + 5 + 10
        Machine m = TestMachines.withProgram(0200, 0110300);
        m.core()[0300] = 0301;
        m.core()[0301] = 0100302;
        m.core()[0302] = 0200100;
        m.core()[0100] = 7;
        assertThat(stepUs(m)).isEqualTo(25);
        assertThat(m.cpu().ac).isEqualTo(7);
        assertThat(m.instructionsExecuted()).isEqualTo(1);
    }

    @Test
    void anXctOfItselfIsASafetyStop() {
        Machine m = TestMachines.withProgram(0200, 0100200);  // xct .
        assertThat(m.step()).isEqualTo(StopReason.XCT_LOOP);
    }

    @Test
    void lapUnderXctSeesThePcAfterTheXct() {
        Machine m = TestMachines.withProgram(0200, 0100300);
        m.core()[0300] = 0760300;                             // cla lap
        m.step();
        assertThat(m.cpu().ac).isEqualTo(0201);
    }
}
