package pdp1.emu.panel;

import java.awt.Point;
import java.awt.image.BufferedImage;
import pdp1.emu.panel.PanelLayout.Switches;

/** Reads the console picture the way a person looks at it: is this lamp lit, is that lever up? */
final class LampPixels {

    private LampPixels() {
    }

    /** A pixel inside the lamp's glass, clear of the bright spot and of the antialiased rim. */
    static boolean lit(BufferedImage image, Point lamp) {
        int rgb = image.getRGB(lamp.x + 4, lamp.y + 4) & 0xffffff;
        if (rgb == (PanelRenderer.LAMP_ON.getRGB() & 0xffffff)) {
            return true;
        }
        if (rgb == (PanelRenderer.LAMP_OFF.getRGB() & 0xffffff)) {
            return false;
        }
        throw new AssertionError("pixel at " + lamp + " is " + Integer.toHexString(rgb) + ", neither lamp colour");
    }

    /** The value a row of lamps shows, read bit by bit from the picture. */
    static int register(BufferedImage image, PanelLayout.Register register) {
        int value = 0;
        for (int i = 0; i < register.bits; i++) {
            value = value << 1 | (lit(image, PanelLayout.lamp(register, register.firstBit() + i)) ? 1 : 0);
        }
        return value;
    }

    /** A lever is up when its top half shows the lever's colour rather than the slot. */
    static boolean up(BufferedImage image, Point toggle) {
        int rgb = image.getRGB(toggle.x, toggle.y - PanelLayout.SWITCH_HALF_HEIGHT / 2) & 0xffffff;
        return rgb == (PanelRenderer.LEVER.getRGB() & 0xffffff);
    }

    static int switches(BufferedImage image, Switches row) {
        int first = row == Switches.ADDRESS ? 2 : 0;
        int value = 0;
        for (int bit = first; bit < 18; bit++) {
            value = value << 1 | (up(image, PanelLayout.toggle(row, bit)) ? 1 : 0);
        }
        return value;
    }
}
