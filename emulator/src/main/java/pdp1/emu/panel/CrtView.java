package pdp1.emu.panel;

import java.awt.Color;
import java.awt.Component;
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
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import pdp1.emu.dev.ControlBoxes;
import pdp1.emu.dev.PointRing;
import pdp1.emu.dev.Type30Display;
import pdp1.emu.front.Phosphor;

/**
 * The Type 30 CRT beside the console, drawn with the devices' P7
 * {@link Phosphor}. Rendering a frame takes milliseconds, so it happens on
 * Swing's thread, not the machine's: between slices the machine thread only
 * hands the new points over ({@link #collect}, a few hundred per frame at
 * most, under a short lock), and the window's timer renders them
 * ({@link #refresh}). The device's own ring is touched by the machine thread only.
 * The picture is rendered at the view's size (up to {@link #MAX_RENDER} pixels,
 * scaled smoothly beyond), square and centred.
 */
final class CrtView extends JComponent {

    /** Largest picture rendered, pixels a side. */
    static final int MAX_RENDER = 1024;

    private Phosphor phosphor;                                     // Swing thread only
    private final PointRing source;                                // machine thread only
    private final PointRing handoff;                               // guarded by itself
    private final PointRing visible;                               // Swing thread only
    private long copied;                                           // source points handed over
    private volatile long nowUs;
    private long renderedAt = -1;
    private BufferedImage shown;
    private Component typing;
    private final ControlBoxes boxes;
    private boolean boxesTitled;

    CrtView(PointRing source, int size) {
        this(source, size, null, null);
    }

    /**
     * @param boxes   the Spacewar! control boxes worked by keys typed on the CRT
     *                (SIMH's a s d f and k l ; ') once the program has read them, or null
     * @param display the tube a click touches with the light pen (Type 32), or null
     */
    CrtView(PointRing source, int size, ControlBoxes boxes, Type30Display display) {
        this.source = source;
        this.boxes = boxes;
        this.phosphor = new Phosphor(size);
        this.handoff = new PointRing(source.capacity());
        this.visible = new PointRing(source.capacity());
        setPreferredSize(new Dimension(size, size));
        if (display != null) {
            addMouseListener(new MouseAdapter() {
                @Override
                public void mousePressed(MouseEvent e) {
                    int[] at = tubePoint(e.getX(), e.getY());
                    if (at != null) {
                        display.touch(at[0], at[1]);
                    }
                }
            });
        }
        if (boxes != null) {
            setFocusable(true);
            addMouseListener(new MouseAdapter() {
                @Override
                public void mousePressed(MouseEvent e) {
                    // a click on a game's board is a click to type: Kalah's pits a-f are ship 1's a s d f
                    Component target = boxes.read() || typing == null ? CrtView.this : typing;
                    target.requestFocusInWindow();
                }
            });
            addKeyListener(new KeyAdapter() {      // the switch state is volatile: any thread may set it
                @Override
                public void keyPressed(KeyEvent e) {
                    if (boxes.steeredBy(e.getKeyChar(), false)) {
                        boxes.press(ControlBoxes.bitsForKey(e.getKeyChar()));
                    }
                }

                @Override
                public void keyReleased(KeyEvent e) {
                    boxes.release(ControlBoxes.bitsForKey(e.getKeyChar()));
                }
            });
        }
    }

    /** Where a click on the CRT puts the typing while the program has not read the control boxes. */
    void typeOn(Component paper) {
        typing = paper;
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
        if (boxes != null && !boxesTitled && boxes.read()) {
            boxesTitled = true;                                   // the keys a program reads, said once it reads them
            setBorder(BorderFactory.createTitledBorder("CRT (click, then a s d f and k l ; ' work the control boxes)"));
        }
        long now = nowUs;
        synchronized (handoff) {
            for (int i = 0; i < handoff.size(); i++) {
                visible.point(handoff.x(i), handoff.y(i), handoff.level(i), handoff.timeUs(i));
            }
            handoff.clear();
        }
        if (visible.total() == 0) {
            return;                                               // the display unused
        }
        int want = Math.min(side(), MAX_RENDER);
        boolean resized = want >= 64 && want != phosphor.size();
        if (resized) {
            phosphor = new Phosphor(want);
        }
        if (now == renderedAt && !resized) {
            return;                                               // stopped
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

    /** The display point under the view's pixel (x, y), or null off the tube's square. */
    int[] tubePoint(int x, int y) {
        Insets in = getInsets();
        return Phosphor.displayPoint(x - in.left, y - in.top, getWidth() - in.left - in.right,
                getHeight() - in.top - in.bottom);
    }

    /** The side of the square the tube fills, in pixels (0 before layout). */
    private int side() {
        Insets in = getInsets();
        return Math.min(getWidth() - in.left - in.right, getHeight() - in.top - in.bottom);
    }

    @Override
    protected void paintComponent(Graphics g) {
        Insets in = getInsets();
        int w = getWidth() - in.left - in.right;
        int h = getHeight() - in.top - in.bottom;
        g.setColor(Color.BLACK);
        g.fillRect(in.left, in.top, w, h);
        if (shown != null) {
            // rendered at this size, so 1:1; scaled smoothly while a resize is under way or past MAX_RENDER
            int side = Math.min(w, h);
            ((Graphics2D) g).setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                    RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(shown, in.left + (w - side) / 2, in.top + (h - side) / 2, side, side, null);
        }
    }
}
