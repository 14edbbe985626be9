package pdp1.emu.front;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.emu.dev.ControlBoxes;

class StruckControlKeysTest {

    private final ControlBoxes boxes = new ControlBoxes();
    private final StruckControlKeys keys = new StruckControlKeys(boxes, true);

    @Test
    void aStrikeHoldsItsSwitchForTheHoldTime() {
        assertThat(keys.strike('s', 1_000)).isTrue();
        keys.releaseDue(1_000 + StruckControlKeys.HOLD_US - 1);
        assertThat(boxes.switches()).isEqualTo(ControlBoxes.SHIP1_CCW);
        keys.releaseDue(1_000 + StruckControlKeys.HOLD_US);
        assertThat(boxes.switches()).isZero();
    }

    @Test
    void aRepeatedStrikeKeepsTheSwitchHeld() {
        keys.strike('d', 0);
        keys.strike('d', 200_000);
        keys.releaseDue(StruckControlKeys.HOLD_US);
        assertThat(boxes.switches()).isEqualTo(ControlBoxes.SHIP1_THRUST);
        keys.releaseDue(200_000 + StruckControlKeys.HOLD_US);
        assertThat(boxes.switches()).isZero();
    }

    @Test
    void eachSwitchLetsGoOnItsOwnTime() {
        keys.strike('k', 0);
        keys.strike('\'', 100_000);
        keys.releaseDue(StruckControlKeys.HOLD_US);
        assertThat(boxes.switches()).isEqualTo(ControlBoxes.SHIP2_FIRE);
    }

    @Test
    void untilTheProgramReadsTheBoxesAControlKeyIsTyped() {
        StruckControlKeys once = new StruckControlKeys(boxes, false);
        assertThat(once.strike('a', 0)).as("before the first IOT 11").isFalse();
        assertThat(boxes.switches()).isZero();
        boxes.iot(0720011, 0, 5);
        assertThat(once.strike('a', 10)).as("after it").isTrue();
        assertThat(boxes.switches()).isEqualTo(ControlBoxes.SHIP1_CW);
        assertThat(once.strike('x', 10)).as("a key that works no switch is always typed").isFalse();
    }

    @Test
    void otherKeysAreNotControlKeys() {
        assertThat(keys.strike('x', 0)).isFalse();
        assertThat(boxes.switches()).isZero();
    }
}
