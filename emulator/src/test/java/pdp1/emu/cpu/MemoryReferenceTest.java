package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.emu.TestMachines.octal;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.Machine;
import pdp1.emu.TestMachines;

/**
 * Memory-reference instructions (docs/machine.md §2.2, §2.4): one instruction at 0200 with
 * its operand at 0100; every row checks AC, IO, C(100), OV, the next PC (skip) and the time.
 */
class MemoryReferenceTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                          | instr  | AC     | IO     | OV | C(100) | AC after | IO after | C(100) after | OV after | PC after | µs
        and                             | 020100 | 707070 | 000000 | 0  | 770077 | 700070   | 000000   | 770077       | 0        | 0201     | 10
        ior                             | 040100 | 707070 | 000000 | 0  | 070007 | 777077   | 000000   | 070007       | 0        | 0201     | 10
        xor                             | 060100 | 707070 | 000000 | 0  | 770077 | 077007   | 000000   | 770077       | 0        | 0201     | 10
        xor -0 with -0 is +0            | 060100 | 777777 | 000000 | 0  | 777777 | 000000   | 000000   | 777777       | 0        | 0201     | 10
        lac                             | 200100 | 000000 | 000000 | 0  | 123456 | 123456   | 000000   | 123456       | 0        | 0201     | 10
        lio                             | 220100 | 000000 | 000000 | 0  | 654321 | 000000   | 654321   | 654321       | 0        | 0201     | 10
        dac                             | 240100 | 135246 | 000000 | 0  | 000000 | 135246   | 000000   | 135246       | 0        | 0201     | 10
        dap keeps bits 0-5 of C(Y)      | 260100 | 777777 | 000000 | 0  | 123456 | 777777   | 000000   | 127777       | 0        | 0201     | 10
        dip keeps bits 6-17 of C(Y)     | 300100 | 777777 | 000000 | 0  | 123456 | 777777   | 000000   | 773456       | 0        | 0201     | 10
        dio                             | 320100 | 000000 | 246135 | 0  | 000000 | 000000   | 246135   | 246135       | 0        | 0201     | 10
        dzm                             | 340100 | 000001 | 000000 | 0  | 777777 | 000001   | 000000   | 000000       | 0        | 0201     | 10
        # add and sub: every vector of §2.4
        add plain                       | 400100 | 000001 | 000000 | 0  | 000002 | 000003   | 000000   | 000002       | 0        | 0201     | 10
        add 1 + -1 is +0                | 400100 | 000001 | 000000 | 0  | 777776 | 000000   | 000000   | 777776       | 0        | 0201     | 10
        add -0 + -0 is +0               | 400100 | 777777 | 000000 | 0  | 777777 | 000000   | 000000   | 777777       | 0        | 0201     | 10
        add -0 + +0 is +0               | 400100 | 777777 | 000000 | 0  | 000000 | 000000   | 000000   | 000000       | 0        | 0201     | 10
        add positive overflow           | 400100 | 377777 | 000000 | 0  | 000001 | 400000   | 000000   | 000001       | 1        | 0201     | 10
        add negative overflow           | 400100 | 400000 | 000000 | 0  | 777776 | 377777   | 000000   | 777776       | 1        | 0201     | 10
        add MAINDEC 252525 twice        | 400100 | 252525 | 000000 | 0  | 252525 | 525252   | 000000   | 252525       | 1        | 0201     | 10
        add never clears OV             | 400100 | 000001 | 000000 | 1  | 000001 | 000002   | 000000   | 000001       | 1        | 0201     | 10
        sub -0 - +0 keeps -0            | 420100 | 777777 | 000000 | 0  | 000000 | 777777   | 000000   | 000000       | 0        | 0201     | 10
        sub +0 - +0                     | 420100 | 000000 | 000000 | 0  | 000000 | 000000   | 000000   | 000000       | 0        | 0201     | 10
        sub +0 - -0 is +0               | 420100 | 000000 | 000000 | 0  | 777777 | 000000   | 000000   | 777777       | 0        | 0201     | 10
        sub overflow                    | 420100 | 400000 | 000000 | 0  | 000001 | 377777   | 000000   | 000001       | 1        | 0201     | 10
        sub plain                       | 420100 | 000005 | 000000 | 0  | 000003 | 000002   | 000000   | 000003       | 0        | 0201     | 10
        sub to negative                 | 420100 | 000003 | 000000 | 0  | 000005 | 777775   | 000000   | 000005       | 0        | 0201     | 10
        # idx and isp: never -0, no OV
        idx                             | 440100 | 000000 | 000000 | 0  | 000007 | 000010   | 000000   | 000010       | 0        | 0201     | 10
        idx -1 becomes +0               | 440100 | 000000 | 000000 | 0  | 777776 | 000000   | 000000   | 000000       | 0        | 0201     | 10
        idx -0 becomes +1               | 440100 | 000000 | 000000 | 0  | 777777 | 000001   | 000000   | 000001       | 0        | 0201     | 10
        idx 377777 no overflow          | 440100 | 000000 | 000000 | 0  | 377777 | 400000   | 000000   | 400000       | 0        | 0201     | 10
        isp skips on positive           | 460100 | 000000 | 000000 | 0  | 000007 | 000010   | 000000   | 000010       | 0        | 0202     | 10
        isp -1 to +0 skips              | 460100 | 000000 | 000000 | 0  | 777776 | 000000   | 000000   | 000000       | 0        | 0202     | 10
        isp negative does not skip      | 460100 | 000000 | 000000 | 0  | 777000 | 777001   | 000000   | 777001       | 0        | 0201     | 10
        isp 377777 to 400000 no skip    | 460100 | 000000 | 000000 | 0  | 377777 | 400000   | 000000   | 400000       | 0        | 0201     | 10
        # sad and sas compare all 18 bits
        sad skips when different        | 500100 | 000001 | 000000 | 0  | 000002 | 000001   | 000000   | 000002       | 0        | 0202     | 10
        sad no skip when equal          | 500100 | 000001 | 000000 | 0  | 000001 | 000001   | 000000   | 000001       | 0        | 0201     | 10
        sad +0 and -0 differ            | 500100 | 000000 | 000000 | 0  | 777777 | 000000   | 000000   | 777777       | 0        | 0202     | 10
        sas skips when equal            | 520100 | 123456 | 000000 | 0  | 123456 | 123456   | 000000   | 123456       | 0        | 0202     | 10
        sas no skip when different      | 520100 | 123456 | 000000 | 0  | 123457 | 123456   | 000000   | 123457       | 0        | 0201     | 10
        sas +0 and -0 differ            | 520100 | 000000 | 000000 | 0  | 777777 | 000000   | 000000   | 777777       | 0        | 0201     | 10
        """)
    void instruction(String name, String instr, String ac, String io, int ov, String y,
                     String acAfter, String ioAfter, String yAfter, int ovAfter, String pcAfter, long us) {
        Machine m = setup(instr, ac, io, ov, y);
        long t0 = m.clock().now;

        assertThat(m.step()).isEqualTo(StopReason.STEPPED);

        assertThat(m.cpu().ac).as("AC").isEqualTo(octal(acAfter));
        assertThat(m.cpu().io).as("IO").isEqualTo(octal(ioAfter));
        assertThat(m.core()[0100]).as("C(100)").isEqualTo(octal(yAfter));
        assertThat(m.cpu().ov).as("OV").isEqualTo(ovAfter);
        assertThat(m.cpu().pc).as("PC").isEqualTo(octal(pcAfter));
        assertThat(m.clock().now - t0).as("µs").isEqualTo(us);
        CycleStepTest.stepsAlikeByCycles(() -> setup(instr, ac, io, ov, y));
    }

    private static Machine setup(String instr, String ac, String io, int ov, String y) {
        Machine m = TestMachines.withProgram(0200, octal(instr));
        m.cpu().ac = octal(ac);
        m.cpu().io = octal(io);
        m.cpu().ov = ov;
        m.core()[0100] = octal(y);
        return m;
    }
}
