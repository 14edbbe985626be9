package pdp1.emu.panel;

import pdp1.emu.console.Lamps;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.panel.PanelLayout.Register;
import pdp1.emu.panel.PanelLayout.Status;
import pdp1.emu.panel.PanelLayout.Switches;

class PanelRendererTest {

    private final PanelRenderer renderer = new PanelRenderer();

    @ParameterizedTest(name = "{0} shows {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # register | value (octal)
            PC         | 000000
            PC         | 177777
            PC         | 012345
            MA         | 170001
            MB         | 777777
            MB         | 525252
            AC         | 400001
            AC         | 000000
            IO         | 252525
            IO         | 123456
            IR         | 37
            IR         | 10
            """)
    void eachRowOfLampsShowsItsRegisterBitByBit(Register register, String octal) {
        int value = Integer.parseInt(octal, 8);
        Lamps lamps = new Lamps();
        switch (register) {
            case PC -> lamps.pc = value;
            case MA -> lamps.ma = value;
            case MB -> lamps.mb = value;
            case AC -> lamps.ac = value;
            case IO -> lamps.io = value;
            case IR -> lamps.ir = value;
        }
        BufferedImage image = renderer.render(lamps);
        assertThat(Integer.toOctalString(LampPixels.register(image, register))).isEqualTo(Integer.toOctalString(value));
    }

    @Test
    void switchesShowTheirPositions() {
        Lamps lamps = new Lamps();
        lamps.tw = 0707070;
        lamps.ta = 0100200;
        BufferedImage image = renderer.render(lamps);
        assertThat(LampPixels.switches(image, Switches.TEST_WORD)).isEqualTo(0707070);
        assertThat(LampPixels.switches(image, Switches.ADDRESS)).isEqualTo(0100200);
    }

    @Test
    void flagAndSenseLampsFollowTheSimhBitOrder() {
        Lamps lamps = new Lamps();
        lamps.pf = 040;   // PF1
        lamps.ss = 001;   // SS6
        BufferedImage image = renderer.render(lamps);
        assertThat(LampPixels.lit(image, PanelLayout.flagLamp(1))).isTrue();
        assertThat(LampPixels.lit(image, PanelLayout.flagLamp(6))).isFalse();
        assertThat(LampPixels.lit(image, PanelLayout.senseLamp(6))).isTrue();
        assertThat(LampPixels.lit(image, PanelLayout.senseLamp(1))).isFalse();
        assertThat(LampPixels.up(image, PanelLayout.senseToggle(6))).isTrue();
        assertThat(LampPixels.up(image, PanelLayout.senseToggle(1))).isFalse();
    }

    @Test
    void statusLampsLightOneByOne() {
        Lamps lamps = new Lamps();
        lamps.run = true;
        lamps.ov = true;
        BufferedImage image = renderer.render(lamps);
        for (Status s : Status.values()) {
            assertThat(LampPixels.lit(image, PanelLayout.lamp(s))).as(s.name())
                    .isEqualTo(s == Status.RUN || s == Status.OV);
        }
    }
}
