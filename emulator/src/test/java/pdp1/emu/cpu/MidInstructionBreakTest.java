package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.emu.TestMachines.octal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.Machine;
import pdp1.emu.TestMachines;
import pdp1.emu.time.Event;

/**
 * A sequence break comes in at the memory-cycle boundary docs/machine.md §3.5 gives: after the
 * fetch or a defer cycle of a memory-reference instruction the instruction is cancelled (PC back
 * to it, nothing it would change changed) and fetched again after the handler; a jump is not
 * broken into before its last defer cycle, nor is the (stretched) execute cycle. An
 * instruction-boundary break, as before, would have saved the next instruction's address in
 * C(1) and the instruction's result in C(0); the rows show where the two differ.
 *
 * <p>Each row: the instruction at 0200, {@code hlt} at 0201 and 0300, a handler at 3 that halts;
 * AC = 111111; a device requests the break at the given µs. The instruction's cycles start at 0.
 */
class MidInstructionBreakTest {

    private static final int HLT = 0760400;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                                         | instr  | C(100) | C(101) | request µs | C(0)   | C(1) | halted at µs | boundary break: C(0), C(1)
        lac i: request in the fetch, taken after it     | 210100 | 000101 | 555555 | 3          | 111111 | 0200 | 25           | 555555 0201
        lac i: request in the defer cycle               | 210100 | 000101 | 555555 | 7          | 111111 | 0200 | 30           | 555555 0201
        lac i: request in the execute cycle: after it   | 210100 | 000101 | 555555 | 12         | 555555 | 0201 | 35           | 555555 0201
        lac: request in the fetch                       | 200101 | 0      | 555555 | 2          | 111111 | 0200 | 25           | 555555 0201
        dac: cancelled before it writes                 | 240101 | 0      | 000000 | 5          | 111111 | 0200 | 25           | 111111 0201
        jmp i: not before a jump's only defer           | 610100 | 000300 | 0      | 3          | 111111 | 0300 | 30           | 111111 0300
        jmp i, two levels: after the first defer        | 610100 | 010101 | 000300 | 7          | 111111 | 0200 | 30           | 111111 0300
        jmp i, two levels: request in the fetch too     | 610100 | 010101 | 000300 | 3          | 111111 | 0200 | 30           | 111111 0300
        xct of lac: after the executed word's fetch     | 100100 | 200101 | 555555 | 7          | 111111 | 0200 | 30           | 555555 0201
        mul (16.55 µs): not in the stretched execute    | 540101 | 0      | 000003 | 7          | 000000 | 0201 | 36           | 000000 0201
        """)
    void aBreakComesInAtTheBoundaryAfterTheRequest(String name, String instr, String c100, String c101, long requestUs,
                                                   String c0, String c1, long haltedUs, String boundaryBreak) {
        Machine m = TestMachines.withProgram(0200, octal(instr), HLT);
        m.load(0100, octal(c100), octal(c101));
        m.load(0300, HLT);
        m.load(3, HLT);
        m.cpu().sbm = true;
        m.cpu().ac = 0111111;
        m.clock().schedule(new Event("request", at -> m.bus().requestBreak(0)), requestUs);

        assertThat(m.run(1000)).isEqualTo(StopReason.HALT);

        assertThat(m.cpu().stopAddress()).as("halted in the handler").isEqualTo(3);
        assertThat(m.core()[0]).as("C(0), the AC saved").isEqualTo(octal(c0));
        assertThat(m.core()[1]).as("C(1), where the program goes on").isEqualTo(octal(c1));
        assertThat(m.clock().now).as("µs").isEqualTo(haltedUs);
        boolean cancelled = !boundaryBreak.equals(c0 + " " + c1);
        assertThat(m.cpu().cancelledInstructions).as("cancelled, unlike a boundary break (%s)", boundaryBreak)
                .isEqualTo(cancelled ? 1 : 0);
        if (octal(instr) == 0240101) {
            assertThat(m.core()[0101]).as("the cancelled dac wrote nothing").isZero();
        }
    }

    @Test
    void theCancelledInstructionRunsOnceAfterTheHandlerReturns() {
        Machine m = TestMachines.withProgram(0200, 0440100, HLT);   // idx 100; hlt
        m.load(3, 0610001);                                          // jmp i 1
        m.cpu().sbm = true;
        m.clock().schedule(new Event("request", at -> m.bus().requestBreak(0)), 3);

        assertThat(m.run(1000)).isEqualTo(StopReason.HALT);

        assertThat(m.core()[0100]).as("idx counted once").isEqualTo(1);
        assertThat(m.core()[1]).isEqualTo(0200);
        // fetch 5 (cancelled) | break 15 | jmp i 1 10 | idx 10 | hlt 5
        assertThat(m.clock().now).isEqualTo(45);
        assertThat(m.instructionsExecuted()).as("jmp i 1, idx, hlt").isEqualTo(3);
    }

    @Test
    void withSbmOffTheRequestWaitsAndNothingIsCancelled() {
        Machine m = TestMachines.withProgram(0200, 0210100, HLT);
        m.load(0100, 0101, 0555555);
        m.clock().schedule(new Event("request", at -> m.bus().requestBreak(0)), 3);
        assertThat(m.run(1000)).isEqualTo(StopReason.HALT);
        assertThat(m.cpu().ac).isEqualTo(0555555);
        assertThat(m.clock().now).isEqualTo(20);
        assertThat(m.cpu().cancelledInstructions).isZero();
        assertThat(m.cpu().sequenceBreak().requestPending()).isTrue();
    }
}
