package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.TestMachines;

/** The --trace line format: SIMH's history columns PC OV AC IO PF EA instruction [operand]. */
class TextTraceTest {

    @Test
    void oneLinePerInstructionWithRegistersBeforeIt() {
        Machine m = TestMachines.withProgram(0200, 0200100, 0760200, 0240101, 0100102, 0760400);
        m.core()[0100] = 1;
        m.core()[0102] = 0700007;                              // law 7, executed by xct
        m.cpu().pf = 041;
        StringBuilder out = new StringBuilder();
        m.setTrace(new TextTrace(out));
        m.run(1000);
        assertThat(out.toString()).isEqualTo("""
            000200 0 000000 000000 41 000100 lac 100 000001
            000201 0 000001 000000 41        cla
            000202 0 000000 000000 41 000101 dac 101 000000
            000203 0 000000 000000 41 000102 xct 102 700007
            000204 0 000007 000000 41        hlt
            """);
    }

    @Test
    void noTraceAfterItIsRemoved() {
        Machine m = TestMachines.withProgram(0200, 0760000, 0760000);
        StringBuilder out = new StringBuilder();
        m.setTrace(new TextTrace(out));
        m.step();
        m.setTrace(null);
        m.step();
        assertThat(out.toString().lines()).hasSize(1);
    }
}
