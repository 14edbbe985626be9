package pdp1.emu.panel;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.concurrent.CountDownLatch;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import pdp1.emu.dev.Typewriter;

/**
 * The console window: the front panel, a status line, and beside it the CRT
 * and the typewriter's paper. Lamps are sampled by a Swing timer about 30
 * times a second, never per instruction; the machine runs on its own
 * {@link MachineThread}.
 */
public final class PanelWindow {

    /** Lamp sampling period: ~30 Hz. */
    static final int FRAME_MS = 33;

    private PanelWindow() {
    }

    /** True when a window can be opened at all. */
    public static boolean displayAvailable() {
        return !GraphicsEnvironment.isHeadless();
    }

    /**
     * Opens the window and returns when the person closes it.
     *
     * @param typewriter the console typewriter whose paper is shown, or null
     * @param crt        a component showing the CRT, or null
     */
    public static void showAndWait(String title, FrontPanel front, MachineThread machine,
                                   Typewriter typewriter, JComponent crt) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        SwingUtilities.invokeLater(() -> build(title, front, machine, typewriter, crt, closed));
        closed.await();
    }

    private static void build(String title, FrontPanel front, MachineThread machine,
                              Typewriter typewriter, JComponent crt, CountDownLatch closed) {
        JFrame frame = new JFrame("PDP-1 console: " + title);
        frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
        PanelView view = new PanelView(front, machine);
        JLabel status = new JLabel(front.status());
        status.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 13));
        status.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));

        JPanel console = new JPanel(new BorderLayout());
        console.add(view, BorderLayout.CENTER);
        console.add(status, BorderLayout.SOUTH);

        JComponent side = sidePane(typewriter, machine, crt);
        JComponent content = side == null ? console
                : new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, console, side);
        frame.getContentPane().add(content);

        Timer timer = new Timer(FRAME_MS, e -> {
            view.refresh();
            status.setText(front.status());
        });
        frame.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                timer.stop();
                closed.countDown();
            }
        });
        frame.pack();
        frame.setLocationByPlatform(true);
        frame.setVisible(true);
        timer.start();
    }

    /** The CRT above the paper, or whichever of them exists. */
    private static JComponent sidePane(Typewriter typewriter, MachineThread machine, JComponent crt) {
        JComponent paper = null;
        if (typewriter != null) {
            PaperView view = new PaperView(typewriter, machine);
            machine.submit(() -> typewriter.addSink(view));   // the typewriter belongs to the machine thread
            JScrollPane scroll = new JScrollPane(view);
            scroll.setPreferredSize(new Dimension(520, 240));
            scroll.setBorder(BorderFactory.createTitledBorder("typewriter (click, then type)"));
            paper = scroll;
        }
        if (crt == null) {
            return paper;
        }
        crt.setBackground(Color.BLACK);
        return paper == null ? crt : new JSplitPane(JSplitPane.VERTICAL_SPLIT, crt, paper);
    }
}
