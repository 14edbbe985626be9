package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.emu.TestMachines.octal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;

/**
 * What one instruction of each class costs, in ns (docs/machine.md §3.2, §3.3): whole 5 µs
 * cycles, and the Type 10's step sequence for mul and div, as AAP's gate-level model times them.
 * The clock shows the whole µs, the CPU keeps the ns below a µs ({@code stretchNs}).
 */
class InstructionTimingTest {

    @ParameterizedTest(name = "{0}: {7} ns")
    @CsvSource(delimiter = '|', textBlock = """
        # case                              | Type 10 | instr  | AC     | IO     | C(100) | C(101) | ns
        lac: fetch + execute                | true    | 200100 | 000000 | 000000 | 000007 | 0      | 10000
        lac i: + one defer cycle            | true    | 210100 | 000000 | 000000 | 000101 | 000007 | 15000
        dac                                 | true    | 240100 | 000001 | 000000 | 0      | 0      | 10000
        add                                 | true    | 400100 | 000001 | 000000 | 000002 | 0      | 10000
        idx                                 | true    | 440100 | 000000 | 000000 | 000002 | 0      | 10000
        sad                                 | true    | 500100 | 000000 | 000000 | 000002 | 0      | 10000
        cal                                 | true    | 160000 | 000000 | 000000 | 0      | 0      | 10000
        jda                                 | true    | 170100 | 000000 | 000000 | 0      | 0      | 10000
        jmp                                 | true    | 600300 | 000000 | 000000 | 0      | 0      | 5000
        jmp i: its defer cycle              | true    | 610100 | 000000 | 000000 | 000300 | 0      | 10000
        jsp                                 | true    | 620300 | 000000 | 000000 | 0      | 0      | 5000
        xct of lac                          | true    | 100100 | 000000 | 000000 | 200101 | 000007 | 15000
        law                                 | true    | 700005 | 000000 | 000000 | 0      | 0      | 5000
        operate: cla                        | true    | 760200 | 000001 | 000000 | 0      | 0      | 5000
        skip: sza                           | true    | 640100 | 000000 | 000000 | 0      | 0      | 5000
        shift: ral 1                        | true    | 661001 | 000001 | 000000 | 0      | 0      | 5000
        IOT without wait, nobody answers    | true    | 720040 | 000000 | 000000 | 0      | 0      | 5000
        mul: AC bit 1 only, fastest         | true    | 540100 | 200000 | 000000 | 000005 | 0      | 12350
        mul: -0                             | true    | 540100 | 777777 | 000000 | 000005 | 0      | 12350
        mul: 3, two steps add               | true    | 540100 | 000003 | 000000 | 000005 | 0      | 13750
        mul: 377777, slowest                | true    | 540100 | 377777 | 000000 | 000005 | 0      | 23550
        mul: -377777, slowest               | true    | 540100 | 400000 | 000000 | 000005 | 0      | 23550
        mul i: + one defer cycle            | true    | 550100 | 000003 | 000000 | 000101 | 000005 | 18750
        div: k = 1, fastest                 | true    | 560100 | 000001 | 777776 | 000002 | 0      | 27100
        div: k = 17                         | true    | 560100 | 000000 | 000030 | 000003 | 0      | 35100
        div: k = 18, slowest                | true    | 560100 | 000000 | 000002 | 000003 | 0      | 35600
        div: overflow                       | true    | 560100 | 000005 | 000000 | 000003 | 0      | 11300
        mus: no Type 10                     | false   | 540100 | 000000 | 000001 | 000005 | 0      | 10000
        dis: no Type 10                     | false   | 560100 | 000000 | 000003 | 000005 | 0      | 10000
        """)
    void anInstructionTakesItsCyclesAndItsSteps(String name, boolean mulDiv, String instr, String ac, String io,
                                               String c100, String c101, long ns) {
        Machine m = new Machine(MachineOptions.standard().withMulDiv(mulDiv));
        m.load(0200, octal(instr));
        m.load(0100, octal(c100), octal(c101));
        m.cpu().pc = 0200;
        m.cpu().ac = octal(ac);
        m.cpu().io = octal(io);
        m.step();
        assertThat(m.clock().now).as("whole µs").isEqualTo(ns / 1000);
        assertThat(m.cpu().stretchNs).as("ns carried").isEqualTo((int) (ns % 1000));
    }

    @Test
    void theNsOfSeveralMulsAddUpExactly() {
        Machine m = new Machine(MachineOptions.standard());
        m.load(0200, 0540100, 0540100, 0540100, 0540100);   // four mul 100
        m.load(0100, 5);
        m.cpu().pc = 0200;
        long ns = 0;
        for (int i = 0; i < 4; i++) {
            m.cpu().ac = 3;                                 // 13 750 ns each
            m.step();
            ns += 13_750;
            assertThat(m.clock().now * 1000 + m.cpu().stretchNs).isEqualTo(ns);
        }
        assertThat(m.clock().now).isEqualTo(55);
        assertThat(m.cpu().stretchNs).isZero();
    }
}
