package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.TestDevice;
import pdp1.emu.TestMachines;
import pdp1.emu.time.Event;

/** The sequence break system (docs/machine.md §4.11, §3.5). */
class SequenceBreakTest {

    private static final int NOP = 0760000;
    private static final int HLT = 0760400;
    private static final int JMP_I_1 = 0610001;

    private static long stepUs(Machine m) {
        long t0 = m.clock().now;
        m.step();
        return m.clock().now - t0;
    }

    @Test
    void aBreakStoresAcPcIoAndContinuesAt3In15Us() {
        Machine m = TestMachines.withProgram(0200, NOP, NOP);
        m.cpu().sbm = true;
        m.cpu().ac = 0111111;
        m.cpu().io = 0222222;
        m.cpu().ov = 1;
        m.cpu().extend = true;
        m.step();
        m.bus().requestBreak(0);
        assertThat(stepUs(m)).isEqualTo(15);
        int saved = 0400000 | 0200000 | 0201;
        assertThat(m.core()[0]).as("C(0)").isEqualTo(0111111);
        assertThat(m.core()[1]).as("C(1)").isEqualTo(saved);
        assertThat(m.core()[2]).as("C(2)").isEqualTo(0222222);
        assertThat(m.cpu().ac).as("AC holds the saved-PC word").isEqualTo(saved);
        assertThat(m.cpu().ov).isZero();
        assertThat(m.cpu().extend).isFalse();
        assertThat(m.cpu().pc).isEqualTo(3);
        assertThat(m.cpu().sequenceBreak().inProgress()).isTrue();
    }

    @Test
    void jmpI1EndsTheBreakRestoringOvExtendAndPcIn10Us() {
        Machine m = TestMachines.withProgram(0200, NOP, NOP);
        m.load(3, JMP_I_1);
        m.cpu().sbm = true;
        m.cpu().ov = 1;
        m.cpu().extend = true;
        m.bus().requestBreak(0);
        m.step();                                              // the break
        assertThat(stepUs(m)).isEqualTo(10);                   // jmp i 1
        assertThat(m.cpu().pc).isEqualTo(0200);
        assertThat(m.cpu().ov).isEqualTo(1);
        assertThat(m.cpu().extend).isTrue();
        assertThat(m.cpu().sequenceBreak().inProgress()).isFalse();
    }

    @Test
    void theReturnIsSingleLevelEvenForAnOddFieldAddress() {
        Machine m = new Machine(MachineOptions.standard().withMemoryWords(8192));
        m.load(010200, NOP);
        m.load(3, JMP_I_1);
        m.cpu().pc = 010200;
        m.cpu().sbm = true;
        m.bus().requestBreak(0);
        m.step();
        assertThat(m.core()[1]).as("bit 5 set by field 1").isEqualTo(010200);
        m.step();
        assertThat(m.cpu().pc).isEqualTo(010200);
    }

    @Test
    void requestsAreLatchedWhileSbmIsOff() {
        Machine m = TestMachines.withProgram(0200, NOP, 0720055, NOP, NOP);   // nop, esm, ...
        m.bus().requestBreak(0);
        m.step();
        assertThat(m.cpu().pc).as("no break with SBM off").isEqualTo(0201);
        m.step();                                              // esm
        m.step();
        assertThat(m.cpu().pc).isEqualTo(3);
        assertThat(m.core()[1]).isEqualTo(0202);
    }

    @Test
    void noBreakIsTakenWhileOneIsInProgress() {
        Machine m = TestMachines.withProgram(0200, NOP);
        m.load(3, NOP, NOP, JMP_I_1);
        m.cpu().sbm = true;
        m.bus().requestBreak(0);
        m.step();
        m.bus().requestBreak(0);
        m.step();
        assertThat(m.cpu().pc).isEqualTo(4);
        m.step();
        m.step();                                              // jmp i 1 back to 0200
        assertThat(m.cpu().pc).isEqualTo(0200);
        m.step();                                              // the latched request now
        assertThat(m.cpu().pc).isEqualTo(3);
    }

    @Test
    void cbsClearsPendingAndInProgressButNotSbm() {
        Machine m = TestMachines.withProgram(0200, NOP);
        m.load(3, 0720056);                                    // the break routine: cbs
        m.cpu().sbm = true;
        m.bus().requestBreak(0);
        m.step();                                              // the break
        m.bus().requestBreak(0);
        m.step();                                              // cbs
        assertThat(m.cpu().sequenceBreak().inProgress()).isFalse();
        assertThat(m.cpu().sequenceBreak().requestPending()).isFalse();
        assertThat(m.cpu().sbm).isTrue();
    }

    @Test
    void aBreakInterruptsAnIotWaitWhichResumesWithoutANewCommand() {
        Machine m = TestMachines.withProgram(0200, 0730003, HLT);
        m.load(3, JMP_I_1);
        TestDevice tyo = new TestDevice(m, 03, 1000);
        m.attach(tyo);
        m.cpu().sbm = true;
        m.clock().schedule(new Event("other device", at -> m.bus().requestBreak(0)), 300);

        assertThat(m.run(1_000_000)).isEqualTo(StopReason.HALT);

        assertThat(tyo.commands()).as("the command is not re-issued").hasSize(1);
        assertThat(m.core()[1]).as("the break saved the IOT's address").isEqualTo(0200);
        // IOT 5 | wait to 300 | break 15 | jmp i 1 10 | IOT re-fetch 5 | wait to 1005 | the re-fetch
        // that sees the pulse 5 | hlt 5
        assertThat(m.clock().now).isEqualTo(1015);
        assertThat(tyo.completedAt).isEqualTo(1005);
    }

    @Test
    void aCompletionThatRequestsABreakBreaksAfterTheIot() {
        Machine m = TestMachines.withProgram(0200, 0730003, HLT);
        m.load(3, HLT);
        TestDevice tyo = new TestDevice(m, 03, 100);
        tyo.breakOnCompletion = true;
        m.attach(tyo);
        m.cpu().sbm = true;
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.HALT);
        assertThat(m.core()[1]).isEqualTo(0201);
        assertThat(m.cpu().pc).isEqualTo(4);
        // the pulse and the request at 105: the re-fetch that sees the pulse ends the IOT, then the break
        assertThat(m.clock().now).isEqualTo(105 + 5 + 15 + 5);
    }

    // --- 16-channel option ---

    private static Machine sixteen() {
        Machine m = new Machine(MachineOptions.standard().withSixteenChannelBreaks(true));
        m.cpu().sbm = true;
        m.cpu().pc = 0200;
        return m;
    }

    @Test
    void channelNBreaksIntoItsOwnBlock() {
        Machine m = sixteen();
        m.load(0200, 0720251, NOP);                            // asc channel 2
        m.step();
        m.cpu().ac = 0123;
        m.cpu().io = 0456;
        m.bus().requestBreak(2);
        assertThat(stepUs(m)).isEqualTo(15);
        assertThat(m.core()[010]).isEqualTo(0123);
        assertThat(m.core()[011]).isEqualTo(0201);
        assertThat(m.core()[012]).isEqualTo(0456);
        assertThat(m.cpu().pc).isEqualTo(013);
    }

    @Test
    void aDisabledChannelIgnoresDeviceRequestsButIsbStillBreaks() {
        Machine m = sixteen();
        m.load(0200, NOP, 0720552, NOP);                       // nop; isb channel 5
        m.bus().requestBreak(5);
        m.step();
        assertThat(m.cpu().pc).isEqualTo(0201);
        m.step();                                              // isb 5
        m.step();
        assertThat(m.cpu().pc).isEqualTo(4 * 5 + 3);
    }

    @Test
    void aHigherPriorityChannelInterruptsALowerOneNotTheOtherWayRound() {
        Machine m = sixteen();
        m.load(0200, 0720151, 0720351, NOP);                   // asc 1, asc 3
        m.load(4 * 3 + 3, NOP, NOP);
        m.load(4 * 1 + 3, NOP, 0610005);                       // channel 1: nop; jmp i 5
        m.step();
        m.step();
        m.bus().requestBreak(3);
        m.step();
        assertThat(m.cpu().pc).as("in channel 3").isEqualTo(017);
        m.bus().requestBreak(1);
        m.step();
        assertThat(m.cpu().pc).as("channel 1 pre-empts").isEqualTo(07);
        m.bus().requestBreak(3);
        m.step();
        assertThat(m.cpu().pc).as("channel 3 waits").isEqualTo(010);
        m.step();                                              // jmp i 5: back into channel 3's routine
        assertThat(m.cpu().pc).isEqualTo(017);
        assertThat(m.cpu().sequenceBreak().activeChannels()).isEqualTo(1 << 3);
    }
}
