package pdp1.emu.front;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.RenderingHints;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.util.concurrent.ConcurrentLinkedQueue;
import javax.swing.JComponent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import pdp1.emu.dev.Type30Display;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import pdp1.emu.dev.ControlBoxes;
import pdp1.emu.dev.PointRing;
import pdp1.emu.dev.Typewriter;
import pdp1.emu.host.FrontEnd;

/**
 * The Type 30 CRT in a Swing window, drawn live with the {@link Phosphor}.
 * The host loop {@link #serve serves} it between slices (on the machine's
 * thread): it renders at most {@link #FRAME_NS} apart into a fresh copy, then
 * hands it to Swing. The control keys (a s d f, k l ; ') work the control
 * boxes once the program has read them (or from the start, when asked), held
 * exactly while they are down; every other key, and those too until then, is
 * typed on the typewriter, moved there on the machine's thread.
 *
 * <p>The window can be resized: the round tube stays round, centred between
 * black bars, rendered at the window's size up to {@link #MAX_RENDER} pixels a
 * side and scaled smoothly beyond.
 */
public final class CrtWindow implements FrontEnd {

    static final long FRAME_NS = 33_000_000L;      // ~30 frames per second
    /** Largest picture rendered, pixels a side: bigger windows scale it up. */
    static final int MAX_RENDER = 1024;
    static final int MIN_RENDER = 64;

    private Phosphor phosphor;                      // machine thread only
    private final PointRing points;
    private final Typewriter typewriter;
    private final ControlBoxes boxes;
    private final boolean steerFromStart;
    private final String title;
    private boolean steeringTitled;                 // machine thread only
    private final JFrame frame;
    private final Screen screen = new Screen();
    private final ConcurrentLinkedQueue<Character> typed = new ConcurrentLinkedQueue<>();
    private volatile BufferedImage shown;
    private volatile boolean closed;
    private volatile int side;                      // the screen's square, set on Swing's thread
    private long lastFrameNs;

    private CrtWindow(String title, int size, PointRing points, Typewriter typewriter, ControlBoxes boxes,
            boolean steerFromStart, Type30Display display) {
        phosphor = new Phosphor(size);
        side = size;
        this.points = points;
        this.typewriter = typewriter;
        this.boxes = boxes;
        this.steerFromStart = steerFromStart;
        this.title = title;
        frame = new JFrame(title);
        screen.setPreferredSize(new Dimension(size, size));
        screen.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                side = Math.min(screen.getWidth(), screen.getHeight());
            }
        });
        screen.addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                // a click on the tube is the light pen touched to it there (Type 32)
                int[] at = Phosphor.displayPoint(e.getX(), e.getY(), screen.getWidth(), screen.getHeight());
                if (display != null && at != null) {
                    display.touch(at[0], at[1]);
                }
            }
        });
        frame.add(screen);
        frame.pack();
        frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
        frame.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                closed = true;
            }
        });
        frame.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                if (boxes.steeredBy(e.getKeyChar(), steerFromStart)) {
                    boxes.press(ControlBoxes.bitsForKey(e.getKeyChar()));
                }
            }

            @Override
            public void keyReleased(KeyEvent e) {
                boxes.release(ControlBoxes.bitsForKey(e.getKeyChar()));   // a switch never stays stuck
            }

            @Override
            public void keyTyped(KeyEvent e) {
                if (!boxes.steeredBy(e.getKeyChar(), steerFromStart)) {
                    typed.add(e.getKeyChar());
                }
            }
        });
        frame.setVisible(true);
    }

    /** True when a window can be shown (not headless). */
    public static boolean available() {
        return !GraphicsEnvironment.isHeadless();
    }

    /**
     * Opens the window on the tube's {@code points}; call only when {@link #available()}.
     *
     * @param boxes          the control boxes the control keys work
     * @param steerFromStart the control keys work them from the first key, not only once the
     *                       program has read them
     * @param display        the tube a click touches with the light pen, or null
     */
    public static CrtWindow open(String title, int size, PointRing points, Typewriter typewriter, ControlBoxes boxes,
            boolean steerFromStart, Type30Display display) throws Exception {
        CrtWindow[] made = new CrtWindow[1];
        SwingUtilities.invokeAndWait(() -> made[0] = new CrtWindow(title, size, points, typewriter, boxes,
                steerFromStart, display));
        return made[0];
    }

    /** Keys typed in the window go to the typewriter; the tube shows {@code nowUs}, if a frame is due. */
    @Override
    public String serve(long nowUs) {
        pump();
        if (!steeringTitled && (steerFromStart || boxes.read())) {
            steeringTitled = true;                      // say which keys steer, once they do
            String told = title + " - keys a s d f and k l ; ' work the control boxes";
            SwingUtilities.invokeLater(() -> frame.setTitle(told));
        }
        frame(nowUs);
        return closed ? "the CRT window was closed" : null;
    }

    /** Shows the tube at simulated {@code nowUs}, if a frame is due by the wall clock. */
    private void frame(long nowUs) {
        long wall = System.nanoTime();
        if (wall - lastFrameNs < FRAME_NS) {
            return;
        }
        lastFrameNs = wall;
        int want = renderSize(side);
        if (want != phosphor.size()) {
            phosphor = new Phosphor(want);
        }
        BufferedImage img = phosphor.render(points, nowUs);
        BufferedImage copy = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_INT_RGB);
        copy.setData(img.getRaster());
        shown = copy;
        screen.repaint();
    }

    /** The picture's side for a screen square of {@code side} pixels. */
    static int renderSize(int side) {
        return Math.max(MIN_RENDER, Math.min(MAX_RENDER, side));
    }

    /** Moves keys typed in the window to the typewriter (on the machine's thread). */
    private void pump() {
        Character c;
        while ((c = typed.poll()) != null) {
            char ch = c == '\r' ? '\n' : c;
            if (pdp1.emu.dev.FioDec.fromAscii(ch) != pdp1.emu.dev.FioDec.NONE) {
                typewriter.type(String.valueOf(ch));
            }
        }
    }

    public void close() {
        SwingUtilities.invokeLater(frame::dispose);
    }

    private final class Screen extends JComponent {
        @Override
        protected void paintComponent(Graphics g) {
            BufferedImage img = shown;
            int w = getWidth();
            int h = getHeight();
            g.setColor(Color.BLACK);
            g.fillRect(0, 0, w, h);
            if (img != null) {
                int square = Math.min(w, h);         // the tube is round: keep it so, bars beside it
                ((Graphics2D) g).setRenderingHint(RenderingHints.KEY_INTERPOLATION,
                        RenderingHints.VALUE_INTERPOLATION_BILINEAR);
                g.drawImage(img, (w - square) / 2, (h - square) / 2, square, square, null);
            }
        }
    }
}
