package pdp1.emu.panel;

import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
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
 * clicks on switches and keys into commands for the machine thread.
 */
final class PanelView extends JComponent {

    private final PanelRenderer renderer = new PanelRenderer();
    private final Lamps lamps = new Lamps();
    private final FrontPanel front;

    PanelView(FrontPanel front, MachineThread machine) {
        this.front = front;
        setPreferredSize(new Dimension(PanelLayout.WIDTH, PanelLayout.HEIGHT));
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                PanelLayout.hit(e.getX(), e.getY()).ifPresent(control -> {
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

    @Override
    protected void paintComponent(Graphics g) {
        renderer.paint((Graphics2D) g, lamps);
    }
}
