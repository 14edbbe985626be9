package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.emu.TestMachines.octal;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.TestMachines;

/**
 * Type 10 mul/div (docs/machine.md §2.5.1-2) with the step sequence's timing (§3.3), and the mus/dis steps
 * of a machine without the option (§2.5.3). Instruction at 0200, operand at 0100.
 */
class MulDivTest {

    private static Machine machine(boolean mulDiv, String instr, String ac, String io, String y) {
        Machine m = new Machine(MachineOptions.standard().withMulDiv(mulDiv));
        m.load(0200, octal(instr));
        m.cpu().pc = 0200;
        m.cpu().ac = octal(ac);
        m.cpu().io = octal(io);
        m.core()[0100] = octal(y);
        return m;
    }

    /**
     * mul time, in ns: 10 µs + 2 350 + 700 n, n = 1 bits of |AC| (the multiplier) in bits 2-17:
     * the Type 10 step sequence as AAP times it (docs/machine.md §3.3). The clock shows the
     * whole µs and the CPU keeps the ns below a µs for the next mul/div.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                      | AC     | C(Y)   | AC after | IO after | ns
        3 x 5                       | 000003 | 000005 | 000000   | 000036   | 13750
        -3 x 5                      | 777774 | 000005 | 777777   | 777741   | 13750
        200000 x 200000: bit 1 free | 200000 | 200000 | 100000   | 000000   | 12350
        377777 x 377777 slowest     | 377777 | 377777 | 377776   | 000002   | 23550
        -0 x 5 is +0, fastest       | 777777 | 000005 | 000000   | 000000   | 12350
        5 x -0 is +0                | 000005 | 777777 | 000000   | 000000   | 13750
        -3 x -5 is positive         | 777774 | 777772 | 000000   | 000036   | 13750
        ten 1 bits                  | 001777 | 000001 | 000000   | 003776   | 19350
        """)
    void mul(String name, String ac, String y, String acAfter, String ioAfter, long ns) {
        CycleStepTest.stepsAlikeByCycles(() -> machine(true, "540100", ac, "123456", y));
        Machine m = machine(true, "540100", ac, "123456", y);
        m.step();
        assertThat(m.cpu().ac).as("AC").isEqualTo(octal(acAfter));
        assertThat(m.cpu().io).as("IO").isEqualTo(octal(ioAfter));
        assertThat(m.core()[0100]).as("C(Y) unchanged").isEqualTo(octal(y));
        assertThat(m.cpu().pc).as("no skip").isEqualTo(0201);
        assertThat(m.clock().now).as("whole µs").isEqualTo(ns / 1000);
        assertThat(m.cpu().stretchNs).as("ns carried").isEqualTo((int) (ns % 1000));
    }

    /**
     * div time, in ns: 10 µs + 16 600 + 500 k, k = steps with a negative partial remainder, which
     * in the non-restoring loop is the number of 0 bits among the 18 quotient bits (1 ... 18);
     * 11.3 µs on overflow (AAP's timing of the Type 10 steps, docs/machine.md §3.3).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                          | AC     | IO     | C(Y)   | AC after | IO after | skips | ns
        24/3                            | 000000 | 000030 | 000003 | 000004   | 000000   | true  | 35100
        IO bit 17 is ignored            | 000000 | 000031 | 000003 | 000004   | 000000   | true  | 35100
        negative dividend               | 777777 | 777747 | 000003 | 777773   | 000000   | true  | 35100
        negative divisor                | 000000 | 000030 | 777774 | 777773   | 000000   | true  | 35100
        remainder takes dividend sign   | 777777 | 777753 | 000003 | 777774   | 777776   | true  | 34600
        zero quotient, slowest          | 000000 | 000002 | 000003 | 000000   | 000001   | true  | 35600
        quotient of 17 ones, fastest    | 000001 | 777776 | 000002 | 377777   | 000001   | true  | 27100
        overflow changes nothing        | 000005 | 000000 | 000003 | 000005   | 000000   | false | 11300
        overflow on equal magnitudes    | 000003 | 000000 | 777774 | 000003   | 000000   | false | 11300
        division by -0 overflows        | 000000 | 000030 | 777777 | 000000   | 000030   | false | 11300
        """)
    void div(String name, String ac, String io, String y, String acAfter, String ioAfter, boolean skips, long ns) {
        CycleStepTest.stepsAlikeByCycles(() -> machine(true, "560100", ac, io, y));
        Machine m = machine(true, "560100", ac, io, y);
        m.cpu().ov = 0;
        m.step();
        assertThat(m.cpu().ac).as("AC").isEqualTo(octal(acAfter));
        assertThat(m.cpu().io).as("IO").isEqualTo(octal(ioAfter));
        assertThat(m.cpu().pc).as("skip").isEqualTo(skips ? 0202 : 0201);
        assertThat(m.cpu().ov).as("OV not affected").isZero();
        assertThat(m.clock().now).as("whole µs").isEqualTo(ns / 1000);
        assertThat(m.cpu().stretchNs).as("ns carried").isEqualTo((int) (ns % 1000));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                          | instr  | AC     | IO     | C(Y)   | AC after | IO after
        mus adds when IO bit 17 is 1    | 540100 | 000000 | 000001 | 000005 | 000002   | 400000
        mus only shifts when it is 0    | 540100 | 000004 | 000002 | 000007 | 000002   | 000001
        mus keeps a -0 sum              | 540100 | 777776 | 000001 | 000001 | 377777   | 400000
        dis subtracts when IO17 becomes 1 | 560100 | 000000 | 000000 | 000001 | 777776   | 000001
        dis adds y+1 when it becomes 0  | 560100 | 777776 | 000001 | 000001 | 777776   | 000002
        dis end-around carry            | 560100 | 000005 | 400000 | 000003 | 000010   | 000001
        """)
    void stepsWithoutTheOption(String name, String instr, String ac, String io, String y,
                               String acAfter, String ioAfter) {
        CycleStepTest.stepsAlikeByCycles(() -> machine(false, instr, ac, io, y));
        Machine m = machine(false, instr, ac, io, y);
        m.step();
        assertThat(m.cpu().ac).as("AC").isEqualTo(octal(acAfter));
        assertThat(m.cpu().io).as("IO").isEqualTo(octal(ioAfter));
        assertThat(m.cpu().pc).as("no skip").isEqualTo(0201);
        assertThat(m.clock().now).as("mus/dis are 10 µs").isEqualTo(10);
    }

    @ParameterizedTest(name = "mul i costs one more cycle")
    @CsvSource({"550300, 18"})
    void indirectMulAddsADeferCycle(String instr, long us) {
        Machine m = TestMachines.withProgram(0200, octal(instr));
        m.core()[0300] = 0100;
        m.core()[0100] = 5;
        m.cpu().ac = 3;
        m.step();
        assertThat(m.cpu().io).isEqualTo(036);
        assertThat(m.clock().now).isEqualTo(us);
    }
}
