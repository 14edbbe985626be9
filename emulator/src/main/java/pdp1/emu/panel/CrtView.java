package pdp1.emu.panel;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Insets;
import java.awt.image.BufferedImage;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import javax.swing.JComponent;
import pdp1.emu.dev.ControlBoxes;
import pdp1.emu.dev.PointRing;
import pdp1.emu.front.Phosphor;

/**
 * The Type 30 CRT beside the console, drawn with the devices' P7
 * {@link Phosphor}. Rendering a frame takes milliseconds, so it happens on
 * Swing's thread, not the machine's: between slices the machine thread only
 * hands the new points over ({@link #collect}, a few hundred per frame at
 * most, under a short lock), and the window's timer renders them
 * ({@link #refresh}). The device's own ring is touched by the machine thread only.
 */
final class CrtView extends JComponent {

    private final Phosphor phosphor;
    private final PointRing source;                                // machine thread only
    private final PointRing handoff;                               // guarded by itself
    private final PointRing visible;                               // Swing thread only
    private long copied;                                           // source points handed over
    private volatile long nowUs;
    private long renderedAt = -1;
    private BufferedImage shown;

    CrtView(PointRing source, int size) {
        this(source, size, null);
    }

    /**
     * @param boxes the Spacewar! control boxes worked by keys typed on the CRT
     *              (SIMH's a s d f and k l ; '), or null
     */
    CrtView(PointRing source, int size, ControlBoxes boxes) {
        this.source = source;
        this.phosphor = new Phosphor(size);
        this.handoff = new PointRing(source.capacity());
        this.visible = new PointRing(source.capacity());
        setPreferredSize(new Dimension(size, size));
        if (boxes != null) {
            setFocusable(true);
            addMouseListener(new MouseAdapter() {
                @Override
                public void mousePressed(MouseEvent e) {
                    requestFocusInWindow();
                }
            });
            addKeyListener(new KeyAdapter() {      // the switch state is volatile: any thread may set it
                @Override
                public void keyPressed(KeyEvent e) {
                    boxes.press(ControlBoxes.bitsForKey(e.getKeyChar()));
                }

                @Override
                public void keyReleased(KeyEvent e) {
                    boxes.release(ControlBoxes.bitsForKey(e.getKeyChar()));
                }
            });
        }
    }

    /** Machine thread, between slices: passes on the points drawn since the last call. */
    void collect(long now) {
        long total = source.total();
        if (total < copied) {
            copied = 0;                                           // the ring was cleared
        }
        int fresh = (int) Math.min(total - copied, source.size());
        if (fresh > 0) {
            synchronized (handoff) {
                for (int i = source.size() - fresh; i < source.size(); i++) {
                    handoff.point(source.x(i), source.y(i), source.level(i), source.timeUs(i));
                }
            }
        }
        copied = total;
        nowUs = now;
    }

    /** Swing thread, once a frame: renders the tube at the machine's time, if it moved on. */
    void refresh() {
        long now = nowUs;
        synchronized (handoff) {
            for (int i = 0; i < handoff.size(); i++) {
                visible.point(handoff.x(i), handoff.y(i), handoff.level(i), handoff.timeUs(i));
            }
            handoff.clear();
        }
        if (now == renderedAt || visible.total() == 0) {
            return;                                               // stopped, or the display unused
        }
        renderedAt = now;
        shown = phosphor.render(visible, now);
        repaint();
    }

    /** Points handed over so far (for tests). */
    long visiblePoints() {
        return visible.total();
    }

    /** The last frame rendered, or null (for tests). */
    BufferedImage picture() {
        return shown;
    }

    @Override
    protected void paintComponent(Graphics g) {
        Insets in = getInsets();
        int w = getWidth() - in.left - in.right;
        int h = getHeight() - in.top - in.bottom;
        g.setColor(Color.BLACK);
        g.fillRect(in.left, in.top, w, h);
        if (shown != null) {
            // 1:1 when it fits; smaller with smoothing, or one-pixel lines of dots vanish
            int side = Math.min(Math.min(w, h), shown.getWidth());
            ((Graphics2D) g).setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                    RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(shown, in.left + (w - side) / 2, in.top + (h - side) / 2, side, side, null);
        }
    }
}
