package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pdp1.emu.Machine;
import pdp1.emu.TestDevice;
import pdp1.emu.TestMachines;
import pdp1.emu.io.Device;

/** The IOT group (docs/machine.md §2.10, §3.4) through a test device on code 03. */
class IotTest {

    private static final int HLT = 0760400;

    private static TestDevice device(Machine m, long completionUs) {
        TestDevice d = new TestDevice(m, 03, completionUs);
        m.attach(d);
        return d;
    }

    @ParameterizedTest(name = "completion after {0} µs: the wait is ceil(T/5) + 1 cycles")
    @ValueSource(longs = {0, 1, 5, 52, 100, 2500, 15873})
    void aWaitingIotEndsWithTheFirstReFetchThatBeginsAfterThePulse(long t) {
        Machine m = TestMachines.withProgram(0200, 0730003, HLT);   // tyo (wait), hlt
        TestDevice d = device(m, t);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.HALT);
        long waitCycles = (t + 4) / 5 + 1;                // the re-fetch that sees IOS (§3.4)
        assertThat(m.clock().now).as("IOT cycle + wait + hlt").isEqualTo(5 + waitCycles * 5 + 5);
        assertThat(d.commands()).hasSize(1);
        assertThat(d.commands().get(0).now()).as("command at the end of the IOT cycle").isEqualTo(5);
        assertThat(m.instructionsExecuted()).isEqualTo(2);
    }

    @Test
    void steppingThroughAWaitTakesOneCyclePerStepAndGivesTheSameTime() {
        Machine m = TestMachines.withProgram(0200, 0730003, HLT);
        TestDevice d = device(m, 52);
        int steps = 0;
        while (m.cpu().pc == 0200) {
            assertThat(m.step()).isEqualTo(StopReason.STEPPED);
            steps++;
        }
        assertThat(steps).as("the IOT, then 12 re-fetch cycles").isEqualTo(13);
        assertThat(m.clock().now).isEqualTo(65);
        assertThat(d.commands()).hasSize(1);
    }

    @Test
    void theNoWaitFormTakesOneCycleAndLeavesNoHalt() {
        Machine m = TestMachines.withProgram(0200, 0720003, HLT);   // tyo-i
        TestDevice d = device(m, 100);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.HALT);
        assertThat(m.clock().now).isEqualTo(10);
        assertThat(d.commands()).hasSize(1);
        assertThat(m.cpu().ioh).isFalse();
    }

    @Test
    void aPulseWithoutWaitIsCollectedByIohLater() {
        // 724003 (pulse, no wait) at 0; law; ioh at 10 waits until the pulse at 105, which the
        // re-fetch from 105 to 110 sees; hlt
        Machine m = TestMachines.withProgram(0200, 0724003, 0700001, 0730000, HLT);
        device(m, 100);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.HALT);
        assertThat(m.clock().now).isEqualTo(105 + 5 + 5);
    }

    @Test
    void iohAfterThePulseCameReturnsInOneCycle() {
        Machine m = TestMachines.withProgram(0200, 0724003, 0700001, 0730000, HLT);
        device(m, 2);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.HALT);
        assertThat(m.clock().now).isEqualTo(20);
    }

    @Test
    void aWaitNoDeviceWillEndIsAnIoHang() {
        Machine m = TestMachines.withProgram(0200, 0734003, HLT);   // W and C both set: no pulse asked
        device(m, 100);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.IO_HANG);
        assertThat(m.cpu().pc).isEqualTo(0200);
        assertThat(StopReason.IO_HANG.describe(m)).isEqualTo("I/O wait at 0200: no device will complete");
    }

    @Test
    void iohWithNothingPendingIsAnIoHang() {
        Machine m = TestMachines.withProgram(0200, 0730000);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.IO_HANG);
    }

    @Test
    void aLongWaitHonoursTheTimeLimitOnItsCycleGrid() {
        Machine m = TestMachines.withProgram(0200, 0730003, HLT);
        device(m, 1000);
        assertThat(m.run(503)).isEqualTo(StopReason.TIME_LIMIT);
        assertThat(m.clock().now).isEqualTo(505);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.HALT);
        assertThat(m.clock().now).isEqualTo(1015);
    }

    @Test
    void theDeviceGetsIoAndItsResultLandsInIo() {
        Machine m = TestMachines.withProgram(0200, 0720003);
        TestDevice d = device(m, 5);
        d.ioBits = 0100;
        m.cpu().io = 0123000;
        m.step();
        assertThat(d.commands().get(0).io()).isEqualTo(0123000);
        assertThat(m.cpu().io).isEqualTo(0123100);
    }

    @Test
    void codes30To37ClearIoBeforeTheDeviceSeesIt() {
        Machine m = TestMachines.withProgram(0200, 0720030);       // rrb
        TestDevice d = new TestDevice(m, 030, 5);
        d.ioBits = 042;
        m.attach(d);
        m.cpu().io = 0777777;
        m.step();
        assertThat(d.commands().get(0).io()).isZero();
        assertThat(m.cpu().io).isEqualTo(042);
    }

    @Test
    void cksGathersStatusBitsAndSbm() {
        Machine m = TestMachines.withProgram(0200, 0720033);
        TestDevice a = device(m, 5);
        TestDevice b = new TestDevice(m, 04, 5);
        m.attach(b);
        a.status = 0100000;
        b.status = 0040000;
        m.cpu().sbm = true;
        m.cpu().io = 0777777;
        m.step();
        assertThat(m.cpu().io).isEqualTo(0144000);
    }

    @Test
    void anUnansweredCodeIsAOneCycleNoOp() {
        Machine m = TestMachines.withProgram(0200, 0720077);
        m.cpu().io = 0123;
        assertThat(m.step()).isEqualTo(StopReason.STEPPED);
        assertThat(m.clock().now).isEqualTo(5);
        assertThat(m.cpu().io).isEqualTo(0123);
    }

    @Test
    void eemAndLemSetAndClearExtendMode() {
        Machine m = TestMachines.withProgram(0200, 0724074, 0720074);
        m.step();
        assertThat(m.cpu().extend).isTrue();
        m.step();
        assertThat(m.cpu().extend).isFalse();
    }

    @Test
    void esmAndLsmSwitchSequenceBreakMode() {
        Machine m = TestMachines.withProgram(0200, 0720055, 0720054);
        m.step();
        assertThat(m.cpu().sbm).isTrue();
        m.step();
        assertThat(m.cpu().sbm).isFalse();
    }

    @Test
    void aDeviceSetsProgramFlagsAndLoadsIoWithItsPulse() {
        Machine m = TestMachines.bare();
        m.bus().setProgramFlag(1);
        m.bus().setProgramFlag(3);
        m.bus().completionPulseWithIo(0654321);
        assertThat(m.cpu().pf).isEqualTo(050);
        assertThat(m.cpu().io).isEqualTo(0654321);
        assertThat(m.cpu().ios).isTrue();
        assertThatThrownBy(() -> m.bus().setProgramFlag(7)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void twoDevicesCannotShareACode() {
        Machine m = TestMachines.bare();
        device(m, 5);
        assertThatThrownBy(() -> device(m, 5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("03").hasMessageContaining("TestDevice");
    }

    @Test
    void aDeviceCannotClaimACodeTheProcessorAnswers() {
        Machine m = TestMachines.bare();
        assertThatThrownBy(() -> m.attach(new TestDevice(m, 033, 5)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the processor");
    }

    @Test
    void startClearIdlesTheDevices() {
        Machine m = TestMachines.withProgram(0200, 0720003 | 004000);
        TestDevice d = device(m, 100);
        m.step();
        assertThat(m.clock().hasPending()).isTrue();
        m.start(0200);
        assertThat(m.clock().hasPending()).isFalse();
        assertThat(d.completedAt).isEqualTo(-1);
    }

    @Test
    void wantsCompletionPulseFollowsBits5And6() {
        assertThat(Device.wantsCompletionPulse(0730003)).isTrue();
        assertThat(Device.wantsCompletionPulse(0724003)).isTrue();
        assertThat(Device.wantsCompletionPulse(0720003)).isFalse();
        assertThat(Device.wantsCompletionPulse(0734003)).isFalse();
    }
}
