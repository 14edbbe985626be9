package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ControlBoxesTest {

    @Test
    void iot11OrsTheSwitchesIntoIo() {
        ControlBoxes boxes = new ControlBoxes();
        boxes.press(ControlBoxes.bitsForKey('d') | ControlBoxes.bitsForKey('\''));
        assertThat(boxes.iot(0720011, 0000100, 0)).isEqualTo(0040102);
        boxes.release(ControlBoxes.SHIP2_FIRE);
        assertThat(boxes.iot(0720011, 0, 0)).isEqualTo(ControlBoxes.SHIP1_THRUST);
    }

    @Test
    void theBoxesAreReadOnlyOnceTheProgramAsks() {
        ControlBoxes boxes = new ControlBoxes();
        boxes.press(ControlBoxes.SHIP1_FIRE);
        assertThat(boxes.read()).as("keys pressed, no IOT 11 yet").isFalse();
        boxes.iot(0720011, 0, 0);
        assertThat(boxes.read()).isTrue();
    }

    @Test
    void otherKeysWorkNoSwitch() {
        assertThat(ControlBoxes.bitsForKey('x')).isZero();
    }
}
