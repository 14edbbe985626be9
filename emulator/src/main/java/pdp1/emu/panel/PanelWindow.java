package pdp1.emu.panel;

import java.awt.BorderLayout;
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
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.Typewriter;
import pdp1.emu.host.Pacer;

/**
 * The console window: the front panel, a status line, and beside it the CRT
 * and the typewriter's paper. Lamps are sampled by a Swing timer about 30
 * times a second, never per instruction; the machine runs on its own
 * {@link MachineThread}.
 */
public final class PanelWindow {

    /** Lamp sampling period: ~30 Hz. */
    static final int FRAME_MS = 33;
    /** The CRT picture's side: half the Type 30's 1024 positions. */
    static final int CRT_PIXELS = 512;

    private PanelWindow() {
    }

    /** True when a window can be opened at all. */
    public static boolean displayAvailable() {
        return !GraphicsEnvironment.isHeadless();
    }

    /**
     * The standard machine on the console, with its CRT and typewriter beside
     * it: opens the window, runs the machine on its own thread, and returns
     * when the person closes the window. Call only when {@link #displayAvailable()}.
     *
     * @param realTime pace the machine to the real PDP-1's speed
     */
    public static void showAndWait(String title, StandardMachine pdp1, boolean realTime) throws InterruptedException {
        FrontPanel front = new FrontPanel(pdp1.machine(), pdp1.console()::readIn);
        CrtView crt = new CrtView(pdp1.points(), CRT_PIXELS, pdp1.controlBoxes());
        MachineThread machine = new MachineThread(front, realTime ? new Pacer() : null,
                () -> crt.collect(pdp1.machine().clock().now));
        machine.start();
        CountDownLatch closed = new CountDownLatch(1);
        SwingUtilities.invokeLater(() -> build(title, front, machine, pdp1.typewriter(), crt, closed));
        try {
            closed.await();
        } finally {
            machine.shutdown();
        }
    }

    private static void build(String title, FrontPanel front, MachineThread machine,
                              Typewriter typewriter, CrtView crt, CountDownLatch closed) {
        JFrame frame = new JFrame("PDP-1 console: " + title);
        frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
        PanelView view = new PanelView(front, machine);
        JLabel status = new JLabel(front.status());
        status.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 13));
        status.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));

        JPanel console = new JPanel(new BorderLayout());
        console.setBackground(PanelRenderer.PANEL_LIGHT);   // the panel continues below the keys
        console.add(view, BorderLayout.NORTH);
        console.add(status, BorderLayout.SOUTH);

        JComponent side = sidePane(typewriter, machine, crt);
        JComponent content = side == null ? console
                : new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, console, side);
        frame.getContentPane().add(content);

        Timer timer = new Timer(FRAME_MS, e -> {
            view.refresh();
            crt.refresh();
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
        crt.setBorder(BorderFactory.createTitledBorder("CRT (click, then a s d f and k l ; ' work the control boxes)"));
        return paper == null ? crt : new JSplitPane(JSplitPane.VERTICAL_SPLIT, crt, paper);
    }
}
