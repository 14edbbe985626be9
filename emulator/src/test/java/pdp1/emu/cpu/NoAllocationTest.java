package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.TestDevice;
import pdp1.emu.TestMachines;

/** The hot loop allocates nothing (docs/emulator.md, of that name), measured with the JVM's counter. */
class NoAllocationTest {

    @Test
    void aRunWithWaitsBreaksMulDivAndXctAllocatesNothing() {
        var threads = ManagementFactory.getThreadMXBean();
        assumeTrue(threads instanceof com.sun.management.ThreadMXBean, "no allocation counter in this JVM");
        var counter = (com.sun.management.ThreadMXBean) threads;
        assumeTrue(counter.isThreadAllocatedMemorySupported() && counter.isThreadAllocatedMemoryEnabled());

        Machine m = TestMachines.withProgram(0200,
                0200100,            // 0200 lac 100
                0400101,            //      add 101
                0540102,            //      mul 102
                0560102,            //      div 102
                0760000,            //      nop (div skips it)
                0661003,            //      ral 2s
                0730003,            //      tyo (wait)
                0100104,            //      xct 104
                0600200);           //      jmp 200
        m.load(0100, 3, 5, 7, 0, 0210300);                       // 0104: lac i 300
        m.load(0300, 0100);
        m.load(3, 0440103, 0610001);                             // break: idx 103, jmp i 1
        TestDevice d = new TestDevice(m, 03, 50);
        d.breakOnCompletion = true;
        m.attach(d);
        m.cpu().sbm = true;
        d.recordCommands = false;
        // Not-yet-compiled code was seen to allocate a few MB inside the test JVM, compiled code
        // nothing at all; compilation runs in the background, so measure rounds until one is
        // clean (the first usually is, after this warm-up).
        m.run(60_000_000);
        long thread = Thread.currentThread().getId();
        long[] allocated = new long[10];
        int round = 0;
        for (; round < allocated.length; round++) {
            long before = counter.getThreadAllocatedBytes(thread);
            StopReason stop = m.run(m.clock().now + 20_000_000);
            allocated[round] = counter.getThreadAllocatedBytes(thread) - before;
            assertThat(stop).isEqualTo(StopReason.TIME_LIMIT);
            if (allocated[round] < 4096) {
                break;
            }
        }
        assertThat(m.core()[0103]).as("breaks were taken").isPositive();
        assertThat(d.commandCount).as("IOTs were issued").isGreaterThan(100_000);
        assertThat(round).as("a round of 20 simulated seconds without allocation; bytes per round: %s",
                java.util.Arrays.toString(allocated)).isLessThan(allocated.length);
    }
}
