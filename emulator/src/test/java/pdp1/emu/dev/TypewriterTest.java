package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TypewriterTest {

    private static final int TYO_WAIT = 0730003, TYO_NO_PULSE = 0720003, TYI = 0720004;

    private final RecordingBus bus = new RecordingBus();
    private final Typewriter tw = new Typewriter(bus.clock, bus);
    private final Transcript paper = new Transcript();

    TypewriterTest() {
        tw.addSink(paper);
    }

    private void tyo(int code) {
        tw.iot(TYO_WAIT, code, bus.clock.now);
        bus.advanceTo(bus.clock.now + Typewriter.PRINT_US);
    }

    @Test
    void tyoCompletesExactlyOnePrintTimeLater() {
        bus.clock.now = 1000;
        tw.iot(TYO_WAIT, 061, 1000);
        assertThat(tw.status() & Typewriter.STATUS_FREE).as("busy while printing").isZero();
        bus.advanceTo(1000 + Typewriter.PRINT_US - 1);
        assertThat(bus.log).isEmpty();
        bus.advanceTo(1000 + Typewriter.PRINT_US);
        assertThat(bus.log).containsExactly("pulse@101000", "break0@101000");
        assertThat(tw.status() & Typewriter.STATUS_FREE).isEqualTo(Typewriter.STATUS_FREE);
    }

    @Test
    void tyoWithoutPulseStillRequestsABreak() {
        tw.iot(TYO_NO_PULSE, 061, 0);
        bus.advanceTo(Typewriter.PRINT_US);
        assertThat(bus.log).containsExactly("break0@100000");
    }

    @Test
    void tyoPrintsIoBits12To17() {
        tyo(0777761);   // high bits are not part of the character
        assertThat(paper.text()).isEqualTo("a");
    }

    @Test
    void caseShiftsSelectTheUpperCaseMeaning() {
        for (int code : new int[] {061, 074, 061, 001, 072, 001, 077}) {
            tyo(code);
        }
        assertThat(paper.text()).isEqualTo("aA\"1\n");
    }

    @Test
    void ribbonCodesColourTheFollowingCharacters() {
        for (int code : new int[] {061, 035, 062, 063, 034, 064}) {
            tyo(code);
        }
        assertThat(paper.text()).isEqualTo("abcd");
        assertThat(paper.textWithRibbon()).isEqualTo("a[red]bc[black]d");
    }

    @Test
    void keyStrikeFillsBufferSetsStatusBit3AndFlag1AndRequestsABreak() {
        tw.type("k");
        bus.advanceTo(Typewriter.DEFAULT_KEY_GAP_US);
        assertThat(bus.log).containsExactly("pf1@50000", "break0@50000");
        assertThat(tw.status() & Typewriter.STATUS_KEY).isEqualTo(Typewriter.STATUS_KEY);
        assertThat(tw.iot(TYI, 0777777, bus.clock.now)).isEqualTo(042);
        assertThat(tw.status() & Typewriter.STATUS_KEY).as("tyi clears status bit 3").isZero();
        assertThat(paper.text()).as("the typewriter prints what is typed").isEqualTo("k");
    }

    @Test
    void anUpperCaseKeyIsPrecededByItsOwnShiftStrike() {
        tw.type("B");
        bus.advanceTo(Typewriter.DEFAULT_KEY_GAP_US);
        assertThat(tw.iot(TYI, 0, bus.clock.now)).isEqualTo(FioDec.UPPER_CASE);
        bus.advanceTo(bus.clock.now + Typewriter.DEFAULT_KEY_GAP_US);
        assertThat(tw.iot(TYI, 0, bus.clock.now)).isEqualTo(062);
        assertThat(tw.upperCase()).isTrue();
        assertThat(paper.text()).isEqualTo("B");
    }

    @Test
    void theTypistWaitsUntilTheProgramReadsTheKey() {
        tw.type("ab");
        bus.advanceTo(1_000_000);
        assertThat(tw.keysQueued()).as("b waits for the tyi of a").isEqualTo(1);
        assertThat(tw.iot(TYI, 0, bus.clock.now)).isEqualTo(061);
        bus.advanceTo(1_000_000 + Typewriter.DEFAULT_KEY_GAP_US);
        assertThat(tw.iot(TYI, 0, bus.clock.now)).isEqualTo(062);
        assertThat(tw.keyboardIdle()).isTrue();
    }

    @Test
    void theTypistWaitsUntilTheTypewriterStopsPrinting() {
        tw.iot(TYO_WAIT, 061, 0);
        tw.type("b");
        bus.advanceTo(Typewriter.PRINT_US + Typewriter.DEFAULT_KEY_GAP_US - 1);
        assertThat(tw.status() & Typewriter.STATUS_KEY).isZero();
        bus.advanceTo(Typewriter.PRINT_US + Typewriter.DEFAULT_KEY_GAP_US);
        assertThat(tw.status() & Typewriter.STATUS_KEY).isEqualTo(Typewriter.STATUS_KEY);
    }

    @Test
    void fixedPacingOverwritesAnUnreadKey() {
        tw.setKeyPacing(Typewriter.KeyPacing.FIXED, 10_000);
        tw.type("xy");
        bus.advanceTo(20_000);
        assertThat(tw.iot(TYI, 0, bus.clock.now)).isEqualTo(030);   // y; x was overwritten unread
        assertThat(bus.log).containsExactly("pf1@10000", "break0@10000", "pf1@20000", "break0@20000");
    }

    @Test
    void newlineTypesCarriageReturn() {
        tw.type("\r\n");
        bus.advanceTo(Typewriter.DEFAULT_KEY_GAP_US);
        assertThat(tw.iot(TYI, 0, bus.clock.now)).isEqualTo(FioDec.CARRIAGE_RETURN);
        assertThat(tw.keysQueued()).as("CRLF is one key").isZero();
    }

    @Test
    void typingACharacterWithoutAKeyIsRejectedWhole() {
        assertThatThrownBy(() -> tw.type("ok$"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no key for character 36 (U+0024) at position 2");
        assertThat(tw.keysQueued()).isZero();
    }

    @Test
    void startClearFreesTheTypewriterWithoutAPulse() {
        tw.iot(TYO_WAIT, 061, 0);
        tw.startClear();
        bus.advanceTo(Typewriter.PRINT_US);
        assertThat(bus.log).isEmpty();
        assertThat(tw.status()).isEqualTo(Typewriter.STATUS_FREE);
    }

    @Test
    void transcriptCanLeaveOutKeyStrikes() {
        Transcript programOnly = new Transcript(false);
        tw.addSink(programOnly);
        tw.type("q");
        bus.advanceTo(Typewriter.DEFAULT_KEY_GAP_US);
        tyo(061);
        assertThat(programOnly.text()).isEqualTo("a");
        assertThat(paper.text()).isEqualTo("qa");
    }
}
