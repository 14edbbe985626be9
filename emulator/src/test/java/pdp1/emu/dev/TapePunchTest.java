package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TapePunchTest {

    private final RecordingBus bus = new RecordingBus();
    private final TapePunch punch = new TapePunch(bus.clock, bus);

    @Test
    void ppaPunchesIoBits10To17AndCompletesOneLineTimeLater() {
        punch.iot(0730005, 0777123, 0);
        assertThat(punch.tape()).containsExactly(0123);
        assertThat(punch.status()).as("busy").isZero();
        bus.advanceTo(TapePunch.LINE_US - 1);
        assertThat(bus.log).isEmpty();
        bus.advanceTo(TapePunch.LINE_US);
        assertThat(bus.log).containsExactly("pulse@15873", "break0@15873");
        assertThat(punch.status()).isEqualTo(TapePunch.STATUS_FREE);
    }

    @Test
    void ppbPunchesIoBits0To5WithChannel8() {
        punch.iot(0730006, 0570000, 0);
        assertThat(punch.tape()[0] & 0377).isEqualTo(0257);
    }

    @Test
    void ppaWithoutPulseOnlyRequestsABreak() {
        punch.iot(0720005, 0, 0);
        bus.advanceTo(TapePunch.LINE_US);
        assertThat(bus.log).containsExactly("break0@15873");
    }

    @Test
    void theSinkSeesEveryLineAtItsCommandTime() {
        StringBuilder seen = new StringBuilder();
        punch.setSink((frame, t) -> seen.append(Integer.toOctalString(frame)).append('@').append(t).append(' '));
        punch.iot(0730005, 1, 0);
        bus.advanceTo(TapePunch.LINE_US);
        punch.iot(0730005, 2, bus.clock.now);
        assertThat(seen.toString()).isEqualTo("1@0 2@15873 ");
    }

    @Test
    void aFullTapeKeepsItsFirst16MiBAndTheSinkStillSeesEveryLine() {
        long[] seen = {0};
        punch.setSink((frame, t) -> seen[0]++);
        int past = 5;
        for (int n = 0; n < TapeReader.MAX_TAPE_BYTES + past; n++) {
            punch.iot(0720005, n, 0);                 // ppa without a pulse; the clock is not the point here
        }
        assertThat(punch.tape()).hasSize(TapeReader.MAX_TAPE_BYTES);
        assertThat(punch.tape()[TapeReader.MAX_TAPE_BYTES - 1] & 0377).isEqualTo((TapeReader.MAX_TAPE_BYTES - 1) & 0377);
        assertThat(punch.ranOut()).isTrue();
        assertThat(seen[0]).isEqualTo(TapeReader.MAX_TAPE_BYTES + past);
        punch.clearTape();
        assertThat(punch.ranOut()).isFalse();
    }
}
