package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.TestDevice;
import pdp1.emu.TestMachines;

/** Run control and console operations (docs/machine.md §1.4). */
class RunControlTest {

    /** 0200: idx 100; jmp 200 (15 µs per round, two instructions). */
    private static Machine counterLoop() {
        return TestMachines.withProgram(0200, 0440100, 0600200);
    }

    @Test
    void runStopsAtTheTimeLimit() {
        Machine m = counterLoop();
        assertThat(m.run(1500)).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(m.clock().now).isEqualTo(1500);
        assertThat(m.core()[0100]).isEqualTo(100);
        assertThat(m.instructionsExecuted()).isEqualTo(200);
    }

    @Test
    void runInstructionsStopsAfterN() {
        Machine m = counterLoop();
        assertThat(m.runInstructions(7)).isEqualTo(StopReason.INSTRUCTION_LIMIT);
        assertThat(m.instructionsExecuted()).isEqualTo(7);
        assertThat(m.core()[0100]).isEqualTo(4);
    }

    @Test
    void aBreakpointStopsBeforeTheInstructionAndResumingExecutesIt() {
        Machine m = counterLoop();
        m.addBreakpoint(0201);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.BREAKPOINT);
        assertThat(m.cpu().pc).isEqualTo(0201);
        assertThat(m.core()[0100]).isEqualTo(1);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.BREAKPOINT);
        assertThat(m.core()[0100]).isEqualTo(2);
        m.removeBreakpoint(0201);
        assertThat(m.run(1500)).isEqualTo(StopReason.TIME_LIMIT);
    }

    /** A loop of waiting and non-waiting IOTs with breaks from the device's completions. */
    private static Machine ioLoop() {
        Machine m = TestMachines.withProgram(0200,
                0730003,            // 0200 tyo (waits 52 µs)
                0724003,            //      tyo, pulse without wait
                0440100,            //      idx 100
                0730000,            //      ioh
                0600200);           //      jmp 200
        m.load(3, 0440101, 0610001);                              // break: idx 101, jmp i 1
        TestDevice d = new TestDevice(m, 03, 52);
        d.breakOnCompletion = true;
        m.attach(d);
        m.cpu().sbm = true;
        return m;
    }

    @Test
    void runningInSlicesGivesExactlyTheSameMachineAsOneRun() {
        Machine whole = ioLoop();
        whole.run(100_000);
        Machine sliced = ioLoop();
        for (long t = 777; t < 100_000; t += 777) {
            sliced.run(t);
        }
        sliced.run(100_000);
        assertThat(sliced.clock().now).isEqualTo(whole.clock().now);
        assertThat(sliced.instructionsExecuted()).isEqualTo(whole.instructionsExecuted());
        assertThat(sliced.core()).isEqualTo(whole.core());
        assertThat(sliced.cpu().pc).isEqualTo(whole.cpu().pc);
        assertThat(whole.core()[0101]).as("breaks happened").isPositive();
    }

    @Test
    void clearBreakpointsRemovesThemAll() {
        Machine m = counterLoop();
        m.addBreakpoint(0200);
        m.addBreakpoint(0201);
        m.clearBreakpoints();
        assertThat(m.run(150)).isEqualTo(StopReason.TIME_LIMIT);
    }

    @Test
    void aStopRequestEndsTheRun() {
        Machine m = counterLoop();
        m.requestStop();
        assertThat(m.run(Long.MAX_VALUE)).isEqualTo(StopReason.STOPPED);
        assertThat(m.run(150)).as("the request is used up").isEqualTo(StopReason.TIME_LIMIT);
    }

    @Test
    void startForgetsAStopPressedWhileTheMachineWasIdle() {
        Machine m = counterLoop();
        m.requestStop();                     // STOP pressed while nothing runs
        m.start(0200);
        assertThat(m.run(150)).isEqualTo(StopReason.TIME_LIMIT);
    }

    @Test
    void aStopRequestFromAnotherThreadEndsAnEndlessRun() throws Exception {
        Machine m = counterLoop();
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            m.requestStop();
        });
        stopper.start();
        assertThat(m.run(Long.MAX_VALUE)).isEqualTo(StopReason.STOPPED);
        stopper.join();
    }

    @Test
    void startClearsOvIoStateExtendAndSbmButKeepsFlags() {
        Machine m = TestMachines.bare();
        m.cpu().ov = 1;
        m.cpu().ioh = true;
        m.cpu().ios = true;
        m.cpu().extend = true;
        m.cpu().sbm = true;
        m.cpu().pf = 052;
        m.start(01234);
        assertThat(m.cpu().ov).isZero();
        assertThat(m.cpu().ioh).isFalse();
        assertThat(m.cpu().ios).isFalse();
        assertThat(m.cpu().extend).isFalse();
        assertThat(m.cpu().sbm).isFalse();
        assertThat(m.cpu().pf).isEqualTo(052);
        assertThat(m.cpu().pc).isEqualTo(01234);
    }

    @Test
    void startWithBreaksTurnsSbmOn() {
        Machine m = TestMachines.bare();
        m.startWithBreaks(0100);
        assertThat(m.cpu().sbm).isTrue();
        assertThat(m.cpu().pc).isEqualTo(0100);
    }

    @Test
    void startWithTheExtendSwitchUpSetsExtendMode() {
        Machine m = TestMachines.bare();
        m.cpu().extendSwitch = true;
        m.start(0100);
        assertThat(m.cpu().extend).isTrue();
    }

    @Test
    void examineAndDepositTakeOneCycleEach() {
        Machine m = TestMachines.bare();
        m.deposit(0300, 0123456);
        assertThat(m.examine(0300)).isEqualTo(0123456);
        assertThat(m.cpu().ac).isEqualTo(0123456);
        assertThat(m.clock().now).isEqualTo(10);
    }

    @Test
    void memoryThatIsNotInstalledReadsZero() {
        Machine m = TestMachines.withProgram(0200, 0610300, 0);   // jmp i 300 in extend mode
        m.core()[0300] = 010400;                                   // field 1 of a 4K machine
        m.cpu().extend = true;
        m.step();
        assertThat(m.step()).as("fetching 000000 from nowhere").isEqualTo(StopReason.ILLEGAL_INSTRUCTION);
    }

    @Test
    void optionsRejectMemorySizesThatAreNotWholeFields() {
        assertThatThrownBy(() -> new MachineOptions(5000, true, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("5000").hasMessageContaining("4096");
        assertThatThrownBy(() -> new MachineOptions(0, true, false)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MachineOptions(69632, true, false)).isInstanceOf(IllegalArgumentException.class);
        assertThat(new MachineOptions(65536, false, true).memoryWords()).isEqualTo(65536);
    }

    @Test
    void theStandardMachineHas4kAndMulDiv() {
        MachineOptions o = MachineOptions.standard();
        assertThat(o.memoryWords()).isEqualTo(4096);
        assertThat(o.mulDiv()).isTrue();
        assertThat(o.sixteenChannelBreaks()).isFalse();
        assertThat(new Machine().core()).hasSize(4096);
    }
}
