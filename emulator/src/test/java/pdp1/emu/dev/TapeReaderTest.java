package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TapeReaderTest {

    private static final int RPA_NO_PULSE = 0720001, RPA_WAIT = 0730001, RPB_WAIT = 0730002, RRB = 0720030;

    private final RecordingBus bus = new RecordingBus();
    private final TapeReader reader = new TapeReader(bus.clock, bus);

    private void load(int... frames) {
        byte[] tape = new byte[frames.length];
        for (int i = 0; i < frames.length; i++) {
            tape[i] = (byte) frames[i];
        }
        reader.load(tape, "test.tape");
    }

    @Test
    void rpaDeliversOneLineIntoIoAfterOneLineTime() {
        load(0377);
        reader.iot(RPA_WAIT, 0, 0);
        bus.advanceTo(TapeReader.LINE_US - 1);
        assertThat(bus.log).isEmpty();
        bus.advanceTo(TapeReader.LINE_US);
        assertThat(bus.log).containsExactly("pulse 377@2500");
        assertThat(reader.status()).as("pulse form leaves status bit 1 clear").isZero();
    }

    @Test
    void rpbSkipsLinesWithoutChannel8AndChargesThemToo() {
        load(0000, 0012, 0201, 0202, 0100, 0203);   // two blanks, one 7-channel line skipped
        reader.iot(RPB_WAIT, 0, 0);
        bus.advanceTo(6 * TapeReader.LINE_US);
        assertThat(bus.log).containsExactly("pulse 10203@15000");
        assertThat(reader.atEnd()).isTrue();
    }

    @Test
    void rpbIgnoresChannel7() {
        load(0301, 0300, 0300);
        reader.iot(RPB_WAIT, 0, 0);
        bus.advanceTo(3 * TapeReader.LINE_US);
        assertThat(bus.io).isEqualTo(010000);
    }

    @Test
    void rpaWithoutPulseFillsTheBufferSetsStatusAndRequestsABreak() {
        load(0123);
        reader.iot(RPA_NO_PULSE, 0, 0);
        bus.advanceTo(TapeReader.LINE_US);
        assertThat(bus.log).containsExactly("break0@2500");
        assertThat(reader.status()).isEqualTo(TapeReader.STATUS_FULL);
        assertThat(reader.iot(RRB, 0, bus.clock.now)).isEqualTo(0123);
        assertThat(reader.status()).as("rrb clears status bit 1").isZero();
    }

    @Test
    void atTheEndOfTheTapeTheReaderStopsWithoutCompletion() {
        load(0201, 0202);
        reader.iot(RPB_WAIT, 0, 0);
        bus.advanceTo(1_000_000);
        assertThat(bus.log).isEmpty();
        assertThat(bus.clock.hasPending()).isFalse();
        assertThat(reader.atEnd()).isTrue();
    }

    @Test
    void noTapeMeansNoCompletion() {
        reader.iot(RPA_WAIT, 0, 0);
        assertThat(bus.clock.hasPending()).isFalse();
    }

    @Test
    void successiveReadsFollowTheTape() {
        load(0001, 0002, 0003);
        for (int expected = 1; expected <= 3; expected++) {
            reader.iot(RPA_WAIT, 0, bus.clock.now);
            bus.advanceTo(bus.clock.now + TapeReader.LINE_US);
            assertThat(bus.io).isEqualTo(expected);
        }
        assertThat(bus.clock.now).isEqualTo(3 * TapeReader.LINE_US);
    }
}
