package pdp1.emu.panel;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.image.BufferedImage;
import javax.swing.JComponent;
import pdp1.emu.dev.PointRing;
import pdp1.emu.front.Phosphor;

/**
 * The Type 30 CRT beside the console, drawn with the devices' P7
 * {@link Phosphor}. The machine thread calls {@link #frame} between slices:
 * the point ring is written only on that thread, so the picture is rendered
 * there (at most ~30 times a second) and handed to Swing as a finished copy.
 */
final class CrtView extends JComponent {

    static final long FRAME_NS = 33_000_000L;

    private final Phosphor phosphor;
    private final PointRing points;
    private volatile BufferedImage shown;
    private long lastFrameNs;

    CrtView(PointRing points, int size) {
        this.points = points;
        this.phosphor = new Phosphor(size);
        setPreferredSize(new Dimension(size, size));
    }

    /** Renders the tube at simulated {@code nowUs} if a frame is due by the wall clock. */
    void frame(long nowUs) {
        long wall = System.nanoTime();
        if (wall - lastFrameNs < FRAME_NS) {
            return;
        }
        lastFrameNs = wall;
        BufferedImage img = phosphor.render(points, nowUs);
        BufferedImage copy = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_INT_RGB);
        copy.setData(img.getRaster());
        shown = copy;
        repaint();
    }

    @Override
    protected void paintComponent(Graphics g) {
        BufferedImage img = shown;
        if (img == null) {
            g.setColor(Color.BLACK);
            g.fillRect(0, 0, getWidth(), getHeight());
        } else {
            int side = Math.min(getWidth(), getHeight());
            g.drawImage(img, (getWidth() - side) / 2, (getHeight() - side) / 2, side, side, null);
        }
    }
}
