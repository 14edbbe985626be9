package pdp1.emu.front;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The window's picture size (the window itself needs a screen). */
class CrtWindowTest {

    @Test
    void thePictureFollowsTheWindowWithinBounds() {
        assertThat(CrtWindow.renderSize(600)).isEqualTo(600);
        assertThat(CrtWindow.renderSize(3000)).as("scaled up beyond").isEqualTo(CrtWindow.MAX_RENDER);
        assertThat(CrtWindow.renderSize(0)).as("a window shrunk to nothing").isEqualTo(CrtWindow.MIN_RENDER);
    }
}
