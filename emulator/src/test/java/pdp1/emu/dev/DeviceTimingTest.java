package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;

/**
 * Each device on the standard machine, driven by a waiting IOT: the wait is
 * exactly ceil(T/5) + 1 cycles after the IOT's own cycle, T from the command
 * to the completion pulse, the last the re-fetch that sees the pulse
 * (docs/machine.md §3.4, §3.6), so {@code iot; hlt} takes 5 + 5·(ceil(T/5) + 1) + 5 µs:
 * the IOT alone what AAP's gate-level model gives it.
 */
class DeviceTimingTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                          | IOT    | T µs   | the IOT, µs
        tyo: 100 ms (UNCONFIRMED, §9.1) | 730003 | 100000 | 100010
        rpa: one line, 2.5 ms           | 730001 | 2500   | 2510
        rpb: three lines                | 730002 | 7500   | 7510
        ppa: 15 873 µs, 5-µs grid       | 730005 | 15873  | 15885
        ppb                             | 730006 | 15873  | 15885
        dpy: 39 µs, 50 in all [T30]     | 730007 | 39     | 50
        """)
    void aWaitingIotTakesCeilOfTheDeviceTimeInCyclesAndOneMore(String name, String iot, long t, long iotUs) {
        StandardMachine pdp1 = StandardMachine.create();
        pdp1.reader().load(new byte[] {(byte) 0201, (byte) 0202, (byte) 0203}, "t.rim");
        Machine m = pdp1.machine();
        m.load(0100, Integer.parseInt(iot, 8), 0760400);   // iot; hlt
        m.start(0100);
        long t0 = m.clock().now;
        assertThat(m.run(t0 + 1_000_000)).isEqualTo(StopReason.HALT);
        assertThat(m.clock().now - t0).isEqualTo(5 + 5 * ((t + 4) / 5 + 1) + 5).isEqualTo(iotUs + 5);
    }

    @Test
    void rpbDeliversTheWordIntoIo() {
        StandardMachine pdp1 = StandardMachine.create();
        pdp1.reader().load(new byte[] {0, (byte) 0201, (byte) 0202, (byte) 0203}, "t.rim");
        Machine m = pdp1.machine();
        m.load(0100, 0730002, 0760400);
        m.start(0100);
        m.run(1_000_000);
        assertThat(m.cpu().io).isEqualTo(010203);
        assertThat(m.clock().now).as("blank leader line charged too").isEqualTo(5 + 10_000 + 5 + 5);
    }

    @Test
    void readingPastTheEndOfTheTapeHangsWithAClearStop() {
        StandardMachine pdp1 = StandardMachine.create();
        Machine m = pdp1.machine();
        m.load(0100, 0730001, 0760400);
        m.start(0100);
        StopReason stop = m.run(1_000_000);
        assertThat(stop).isEqualTo(StopReason.IO_HANG);
        assertThat(stop.describe(m)).isEqualTo("I/O wait at 0100: no device will complete");
    }

    @Test
    void cksShowsTheFreeTypewriterAndPunch() {
        StandardMachine pdp1 = StandardMachine.create();
        Machine m = pdp1.machine();
        m.load(0100, 0720033, 0760400);
        m.start(0100);
        m.run(1000);
        assertThat(m.cpu().io).isEqualTo(Typewriter.STATUS_FREE | TapePunch.STATUS_FREE);
    }
}
