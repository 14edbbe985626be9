package pdp1.emu.panel;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.emu.dev.ControlBoxes;
import pdp1.emu.dev.PointRing;
import pdp1.emu.front.Phosphor;

/** The CRT's hand-over from the machine thread to Swing's, called here on one thread. */
class CrtViewTest {

    private final PointRing device = new PointRing(1024);
    private final CrtView crt = new CrtView(device, 256);

    @Test
    void theBorderTellsTheControlBoxesKeysOnceTheProgramReadsThem() {
        ControlBoxes boxes = new ControlBoxes();
        CrtView view = new CrtView(device, 256, boxes, null);
        view.setBorder(javax.swing.BorderFactory.createTitledBorder("CRT"));
        view.refresh();
        assertThat(((javax.swing.border.TitledBorder) view.getBorder()).getTitle()).isEqualTo("CRT");
        boxes.iot(0720011, 0, 0);
        view.refresh();
        assertThat(((javax.swing.border.TitledBorder) view.getBorder()).getTitle()).contains("a s d f", "control boxes");
    }

    @Test
    void aClickOnTheTubeTouchesTheLightPenWhereThePictureShowsThatPoint() {
        var display = new pdp1.emu.dev.Type30Display(new pdp1.emu.time.Clock(), null, () -> 0);
        CrtView view = new CrtView(device, 256, null, display);
        view.setSize(300, 256);                  // 22 px of black bar each side of the square tube
        // the pixel column of display x 100 is (100 + 512 + 0.5) * 256 / 1024: 153
        assertThat(view.tubePoint(22 + 153, 128)).containsExactly(100, -1);
        assertThat(view.tubePoint(10, 128)).as("on the bar").isNull();
        view.getMouseListeners()[0].mousePressed(new java.awt.event.MouseEvent(view, 0, 0, 0, 22 + 153, 128, 1, false));
        assertThat(display.touching()).isTrue();
    }

    @Test
    void pointsCollectedBetweenSlicesAppearInTheNextFrame() {
        device.point(0, 0, 0, 1_000);            // the centre of the tube
        crt.collect(2_000);
        crt.refresh();

        assertThat(crt.picture()).isNotNull();
        assertThat(Phosphor.isLit(crt.picture().getRGB(128, 127))).isTrue();
    }

    @Test
    void thePictureIsRenderedAtTheViewsSizeSquare() {
        device.point(0, 0, 4, 1_000);
        crt.collect(2_000);
        crt.setSize(300, 200);                     // wider than high: the tube fills the height
        crt.refresh();
        assertThat(crt.picture().getWidth()).isEqualTo(200);
        assertThat(crt.picture().getHeight()).isEqualTo(200);

        crt.setSize(400, 500);                     // resized while the machine is stopped: rendered again
        crt.refresh();
        assertThat(crt.picture().getWidth()).isEqualTo(400);
        assertThat(Phosphor.isLit(crt.picture().getRGB(200, 199))).isTrue();
    }

    @Test
    void aProgramThatNeverUsesTheDisplayCostsNoRendering() {
        crt.collect(2_000);
        crt.refresh();
        assertThat(crt.picture()).isNull();
    }

    @Test
    void eachPointIsHandedOverOnce() {
        device.point(0, 0, 0, 1_000);
        crt.collect(2_000);
        device.point(100, 100, 0, 2_500);
        crt.collect(3_000);
        crt.collect(3_500);                        // nothing new: nothing copied again
        crt.refresh();

        assertThat(crt.visiblePoints()).isEqualTo(2);
    }
}
