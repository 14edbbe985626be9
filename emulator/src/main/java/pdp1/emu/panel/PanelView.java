package pdp1.emu.panel;

import pdp1.emu.console.FrontPanel;
import pdp1.emu.console.Lamps;
import pdp1.emu.console.MachineThread;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JComponent;
import pdp1.emu.panel.PanelLayout.Control;
import pdp1.emu.panel.PanelLayout.KeyPress;
import pdp1.emu.panel.PanelLayout.SenseToggle;
import pdp1.emu.panel.PanelLayout.Switches;
import pdp1.emu.panel.PanelLayout.Toggle;

/**
 * The console as a Swing component: paints the lamps last sampled and turns
 * clicks on switches and keys into commands for the machine thread. The
 * drawing ({@link PanelLayout}'s {@value PanelLayout#WIDTH} x
 * {@value PanelLayout#HEIGHT}) is scaled to the component's size, keeping its
 * proportions and centred, so the window can be made any size; clicks are
 * mapped back to the drawing's coordinates.
 */
final class PanelView extends JComponent {

    /** The preferred scale: small enough for the whole window to fit a 1366 x 768 screen. */
    static final double PREFERRED_SCALE = 0.7;

    private final PanelRenderer renderer = new PanelRenderer();
    private final Lamps lamps = new Lamps();
    private final FrontPanel front;

    PanelView(FrontPanel front, MachineThread machine) {
        this.front = front;
        setPreferredSize(new Dimension((int) Math.round(PanelLayout.WIDTH * PREFERRED_SCALE),
                (int) Math.round(PanelLayout.HEIGHT * PREFERRED_SCALE)));
        setMinimumSize(new Dimension(PanelLayout.WIDTH / 4, PanelLayout.HEIGHT / 4));
        setOpaque(true);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                Point p = toPanel(e.getX(), e.getY());
                PanelLayout.hit(p.x, p.y).ifPresent(control -> {
                    if (control instanceof KeyPress k) {
                        machine.press(k.key());          // STOP acts at once, not after the slice
                    } else {
                        machine.submit(() -> flip(control));
                    }
                });
            }
        });
    }

    /** Samples the lamps (the window's timer calls this ~30 times a second) and repaints. */
    void refresh() {
        front.sample(lamps);
        repaint();
    }

    private void flip(Control control) {
        if (control instanceof Toggle t) {
            if (t.row() == Switches.ADDRESS) {
                front.toggleAddress(t.bit());
            } else {
                front.toggleTestWord(t.bit());
            }
        } else if (control instanceof SenseToggle s) {
            front.toggleSense(s.n());
        }
    }

    /**
     * The drawing's scale at the component's size; 1 before the component is laid out (a
     * component with no size is drawn, and clicked, in the drawing's own coordinates).
     */
    double scale() {
        if (getWidth() <= 0 || getHeight() <= 0) {
            return 1;
        }
        return Math.min(getWidth() / (double) PanelLayout.WIDTH, getHeight() / (double) PanelLayout.HEIGHT);
    }

    private double left() {
        return getWidth() <= 0 ? 0 : (getWidth() - PanelLayout.WIDTH * scale()) / 2;
    }

    private double top() {
        return getHeight() <= 0 ? 0 : (getHeight() - PanelLayout.HEIGHT * scale()) / 2;
    }

    /** A point of the component in the drawing's coordinates. */
    Point toPanel(int x, int y) {
        double s = scale();
        return new Point((int) Math.floor((x - left()) / s), (int) Math.floor((y - top()) / s));
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setColor(PanelRenderer.PANEL_LIGHT);
            g2.fillRect(0, 0, getWidth(), getHeight());
            g2.translate(left(), top());
            double s = scale();
            g2.scale(s, s);
            g2.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g2.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            renderer.paint(g2, lamps);
        } finally {
            g2.dispose();
        }
    }
}
