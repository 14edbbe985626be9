package pdp1.emu.panel;

import pdp1.emu.console.Lamps;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import pdp1.emu.console.ConsoleKey;
import pdp1.emu.panel.PanelLayout.Register;
import pdp1.emu.panel.PanelLayout.Status;
import pdp1.emu.panel.PanelLayout.Switches;

/**
 * Paints the console: a white and grey panel in the PDP-1's manner, lamps in
 * rows of 18 grouped by three, toggles under them, keys along the bottom.
 * It paints onto any Graphics2D, so the window and a headless PNG share it.
 */
public final class PanelRenderer {

    public static final Color PANEL_LIGHT = new Color(0xf2f1ea);
    public static final Color PANEL_GREY = new Color(0xc6c7c2);
    public static final Color LAMP_ON = new Color(0xffe27a);
    public static final Color LAMP_OFF = new Color(0x4a4a46);
    public static final Color LEVER = new Color(0xf8f4e0);
    public static final Color SLOT = new Color(0x202020);
    static final Color INK = new Color(0x1e1e1e);
    static final Color KEY_FACE = new Color(0x8c96a0);
    static final Color KEY_LIT = new Color(0xe8b040);

    private static final Font LABEL = new Font(Font.SANS_SERIF, Font.BOLD, 11);
    private static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 9);
    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 22);

    /** A new image of the console showing {@code lamps}. */
    public BufferedImage render(Lamps lamps) {
        BufferedImage image = new BufferedImage(PanelLayout.WIDTH, PanelLayout.HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            paint(g, lamps);
        } finally {
            g.dispose();
        }
        return image;
    }

    public void paint(Graphics2D g, Lamps lamps) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        background(g);
        register(g, Register.PC, lamps.pc);
        register(g, Register.MA, lamps.ma);
        register(g, Register.MB, lamps.mb);
        register(g, Register.AC, lamps.ac);
        register(g, Register.IO, lamps.io);
        register(g, Register.IR, lamps.ir);
        status(g, lamps);
        for (int n = 1; n <= 6; n++) {
            lamp(g, PanelLayout.flagLamp(n), (lamps.pf & Lamps.bitOf(n)) != 0);
            lamp(g, PanelLayout.senseLamp(n), (lamps.ss & Lamps.bitOf(n)) != 0);
            toggle(g, PanelLayout.senseToggle(n), (lamps.ss & Lamps.bitOf(n)) != 0);
        }
        for (int bit = 2; bit < 18; bit++) {
            toggle(g, PanelLayout.toggle(Switches.ADDRESS, bit), (lamps.ta & (1 << (17 - bit))) != 0);
        }
        for (int bit = 0; bit < 18; bit++) {
            toggle(g, PanelLayout.toggle(Switches.TEST_WORD, bit), (lamps.tw & (1 << (17 - bit))) != 0);
        }
        for (ConsoleKey k : ConsoleKey.values()) {
            key(g, k, (k == ConsoleKey.SINGLE_STEP && lamps.singleStep) || (k == ConsoleKey.SINGLE_INST && lamps.singleInst));
        }
    }

    private void background(Graphics2D g) {
        g.setColor(PANEL_LIGHT);
        g.fillRect(0, 0, PanelLayout.WIDTH, PanelLayout.HEIGHT);
        // grey bands behind every other group of three columns, as on the console
        int top = Register.PC.y - 26;
        int bottom = Switches.TEST_WORD.y + 30;
        g.setColor(PANEL_GREY);
        for (int group = 0; group < 6; group += 2) {
            int left = PanelLayout.columnX(group * 3) - PanelLayout.PITCH / 2;
            int right = PanelLayout.columnX(group * 3 + 2) + PanelLayout.PITCH / 2;
            g.fillRect(left, top, right - left, bottom - top);
        }
        for (int group = 0; group < 2; group += 2) {
            int left = PanelLayout.rightColumnX(1) - PanelLayout.PITCH / 2;
            int right = PanelLayout.rightColumnX(3) + PanelLayout.PITCH / 2;
            g.fillRect(left, top, right - left, bottom - top);
        }
        g.setColor(INK);
        g.setFont(TITLE);
        g.drawString("digital   PDP-1", 24, 40);
        g.setFont(LABEL);
        for (Register r : Register.values()) {
            g.drawString(r.label, 24, r.y + 4);
        }
        for (Switches s : Switches.values()) {
            g.drawString(s.label + " SWITCHES", 24, s.y + 4);
        }
        centered(g, "PROGRAM FLAGS", PanelLayout.rightColumnX(1) - 18, PanelLayout.rightColumnX(6) + 18,
                PanelLayout.FLAGS_Y - 20);
        centered(g, "SENSE SWITCHES", PanelLayout.rightColumnX(1) - 18, PanelLayout.rightColumnX(6) + 18,
                PanelLayout.SENSE_LAMPS_Y - 20);
        g.setFont(SMALL);
        for (int n = 1; n <= 6; n++) {
            centered(g, Integer.toString(n), PanelLayout.rightColumnX(n) - 10, PanelLayout.rightColumnX(n) + 10,
                    PanelLayout.FLAGS_Y + 24);
            centered(g, Integer.toString(n), PanelLayout.rightColumnX(n) - 10, PanelLayout.rightColumnX(n) + 10,
                    PanelLayout.SENSE_LAMPS_Y + 24);
        }
        for (int bit = 0; bit < 18; bit++) {
            centered(g, Integer.toString(bit), PanelLayout.columnX(bit) - 10, PanelLayout.columnX(bit) + 10,
                    Register.PC.y - 16);
        }
    }

    private void register(Graphics2D g, Register r, int value) {
        for (int i = 0; i < r.bits; i++) {
            int bit = r.firstBit() + i;
            int mask = 1 << (r.firstBit() + r.bits - 1 - bit);
            lamp(g, PanelLayout.lamp(r, bit), (value & mask) != 0);
        }
    }

    private void status(Graphics2D g, Lamps l) {
        boolean[] on = {l.run, l.cycle, l.defer, (l.breakCounter & 1) != 0, (l.breakCounter & 2) != 0, l.ov,
                        l.readIn, l.sbm, l.extend, l.ioHalt, l.ioSync, l.singleStep, l.singleInst};
        g.setFont(SMALL);
        for (Status s : Status.values()) {
            Point p = PanelLayout.lamp(s);
            lamp(g, p, on[s.ordinal()]);
            g.setColor(INK);
            centered(g, s.label, p.x - 16, p.x + 16, p.y + 24);
        }
    }

    private void lamp(Graphics2D g, Point p, boolean on) {
        int r = PanelLayout.LAMP_RADIUS;
        g.setColor(INK);
        g.fillOval(p.x - r - 2, p.y - r - 2, 2 * r + 4, 2 * r + 4);    // bezel
        g.setColor(on ? LAMP_ON : LAMP_OFF);
        g.fillOval(p.x - r, p.y - r, 2 * r, 2 * r);
        if (on) {
            g.setColor(Color.WHITE);
            g.fillOval(p.x - r / 3 - 2, p.y - r / 3 - 2, r / 2, r / 2); // the filament's bright spot
        }
    }

    /** Lever up = 1: the lever fills the top half of the slot. */
    private void toggle(Graphics2D g, Point p, boolean up) {
        int h = PanelLayout.SWITCH_HALF_HEIGHT;
        g.setColor(SLOT);
        g.fillRoundRect(p.x - 6, p.y - h, 12, 2 * h, 6, 6);
        g.setColor(LEVER);
        g.fillRoundRect(p.x - 8, up ? p.y - h - 2 : p.y + 2, 16, h, 6, 6);
        g.setColor(INK);
        g.setStroke(new BasicStroke(1));
        g.drawRoundRect(p.x - 8, up ? p.y - h - 2 : p.y + 2, 16, h, 6, 6);
    }

    private void key(Graphics2D g, ConsoleKey k, boolean lit) {
        Rectangle r = PanelLayout.key(k);
        g.setColor(lit ? KEY_LIT : KEY_FACE);
        g.fillRoundRect(r.x, r.y, r.width, r.height, 10, 10);
        g.setColor(INK);
        g.drawRoundRect(r.x, r.y, r.width, r.height, 10, 10);
        g.setFont(LABEL);
        centered(g, k.label, r.x, r.x + r.width, r.y + r.height / 2 + 4);
    }

    private static void centered(Graphics2D g, String text, int left, int right, int baseline) {
        FontMetrics fm = g.getFontMetrics();
        g.drawString(text, (left + right - fm.stringWidth(text)) / 2, baseline);
    }
}
