package pdp1.emu.panel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Point;
import java.awt.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pdp1.emu.console.ConsoleKey;
import pdp1.emu.panel.PanelLayout.KeyPress;
import pdp1.emu.panel.PanelLayout.Register;
import pdp1.emu.panel.PanelLayout.SenseToggle;
import pdp1.emu.panel.PanelLayout.Switches;
import pdp1.emu.panel.PanelLayout.Toggle;

class PanelLayoutTest {

    @ParameterizedTest
    @EnumSource(ConsoleKey.class)
    void clickOnAKeyPressesIt(ConsoleKey key) {
        Rectangle r = PanelLayout.key(key);
        assertThat(PanelLayout.hit(r.x + r.width / 2, r.y + r.height / 2)).contains(new KeyPress(key));
    }

    @Test
    void clickOnAToggleFlipsThatBit() {
        Point p = PanelLayout.toggle(Switches.TEST_WORD, 7);
        assertThat(PanelLayout.hit(p.x + 3, p.y - 10)).contains(new Toggle(Switches.TEST_WORD, 7));
        Point a = PanelLayout.toggle(Switches.ADDRESS, 2);
        assertThat(PanelLayout.hit(a.x, a.y)).contains(new Toggle(Switches.ADDRESS, 2));
        Point s = PanelLayout.senseToggle(4);
        assertThat(PanelLayout.hit(s.x, s.y)).contains(new SenseToggle(4));
    }

    @Test
    void clickOnALampDoesNothing() {
        Point p = PanelLayout.lamp(Register.AC, 0);
        assertThat(PanelLayout.hit(p.x, p.y)).isEmpty();
    }

    @Test
    void sixteenBitRegistersHaveNoLampsForBitsZeroAndOne() {
        assertThatThrownBy(() -> PanelLayout.lamp(Register.PC, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThat(PanelLayout.lamp(Register.PC, 2).x).isEqualTo(PanelLayout.lamp(Register.AC, 2).x);
    }

    @Test
    void everythingFitsInThePicture() {
        Point right = PanelLayout.senseToggle(6);
        Rectangle lastKey = PanelLayout.key(ConsoleKey.values()[ConsoleKey.values().length - 1]);
        assertThat(right.x + PanelLayout.PITCH / 2).isLessThan(PanelLayout.WIDTH);
        Point lastStatus = PanelLayout.lamp(PanelLayout.Status.values()[PanelLayout.Status.values().length - 1]);
        assertThat(lastStatus.x + PanelLayout.PITCH / 2).as("the status lamps stop short of the flags' block")
                .isLessThan(PanelLayout.rightColumnX(1) - PanelLayout.PITCH / 2);
        assertThat(lastKey.x + lastKey.width).isLessThan(PanelLayout.WIDTH);
        assertThat(lastKey.y + lastKey.height).isLessThan(PanelLayout.HEIGHT);
    }
}
