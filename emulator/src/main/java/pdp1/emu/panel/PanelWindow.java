package pdp1.emu.panel;

import pdp1.emu.console.FrontPanel;
import pdp1.emu.console.Lamps;
import pdp1.emu.console.MachineThread;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.File;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JToggleButton;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import pdp1.emu.Snapshot;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.front.FlagVoices;
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
    /** The CRT picture's side as the window opens (it follows the window's size after). */
    static final int CRT_PIXELS = 500;
    /** The paper's size as the window opens: as wide as the panel drawn at its preferred scale. */
    static final int PAPER_WIDTH = 826, PAPER_HEIGHT = 200;
    /** On a screen narrower than the window wants, the console's share of the width; the CRT has the rest. */
    static final double NARROW_CONSOLE_SHARE = 0.6;

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
     * @param saveFile where SAVE (the button, Ctrl-S) saves the machine; null: it asks
     * @param recording  where the session's sound goes besides the speakers (a WAV), or null
     * @param speakers   the SOUND toggle on at the start
     */
    public static void showAndWait(String title, StandardMachine pdp1, boolean realTime, Path saveFile,
                                   FlagVoices.Output recording, boolean speakers) throws InterruptedException {
        FrontPanel front = FrontPanel.of(pdp1);
        CrtView crt = new CrtView(pdp1.points(), CRT_PIXELS, pdp1.controlBoxes(), pdp1.display());
        PanelSound sound = new PanelSound(pdp1.machine(), recording);
        MachineThread machine = new MachineThread(front, realTime ? new Pacer() : null, () -> {
            crt.collect(pdp1.machine().clock().now);
            sound.afterSlice();
        });
        machine.start();
        CountDownLatch closed = new CountDownLatch(1);
        SwingUtilities.invokeLater(() -> build(title, front, machine, pdp1, crt, closed, saveFile, sound, speakers));
        try {
            closed.await();
        } finally {
            machine.shutdown();
            sound.close();
        }
    }

    private static void build(String title, FrontPanel front, MachineThread machine,
                              StandardMachine pdp1, CrtView crt, CountDownLatch closed, Path saveFile,
                              PanelSound sound, boolean speakers) {
        JFrame frame = new JFrame("PDP-1 console: " + title);
        frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
        PanelView view = new PanelView(front, machine);
        JLabel status = new JLabel(front.status());
        status.setFont(new Font(Font.MONOSPACED, Font.PLAIN, 13));
        status.setBorder(BorderFactory.createEmptyBorder(4, 8, 4, 8));

        JPanel console = new JPanel(new BorderLayout());
        console.setBackground(PanelRenderer.PANEL_LIGHT);   // the panel continues round the drawing
        console.add(view, BorderLayout.CENTER);              // scaled to the space it gets
        JButton save = new JButton("Save machine (Ctrl-S)");
        save.setToolTipText("The whole machine to a file: pdp1.jar panel --resume FILE goes on from there");
        save.setFocusable(false);                            // typing stays on the paper
        Runnable saving = () -> save(frame, front, machine, saveFile);
        save.addActionListener(e -> saving.run());
        frame.getRootPane().registerKeyboardAction(e -> saving.run(),
                KeyStroke.getKeyStroke(KeyEvent.VK_S, InputEvent.CTRL_DOWN_MASK), JComponent.WHEN_IN_FOCUSED_WINDOW);
        JToggleButton soundToggle = new JToggleButton("Sound");
        soundToggle.setToolTipText("Program flags 1-4 to the speakers, as MIT's PDP-1 played music");
        soundToggle.setFocusable(false);
        soundToggle.addActionListener(e -> {
            boolean on = soundToggle.isSelected();
            machine.submit(() -> {
                front.note(sound.setSpeakers(on));
                boolean playing = sound.speakersOn();
                SwingUtilities.invokeLater(() -> soundToggle.setSelected(playing));
            });
        });
        if (speakers) {
            soundToggle.doClick();
        }
        JPanel buttons = new JPanel();
        buttons.setOpaque(false);
        buttons.add(soundToggle);
        buttons.add(save);
        JPanel bottom = new JPanel(new BorderLayout());
        bottom.setOpaque(false);
        bottom.add(status, BorderLayout.CENTER);
        bottom.add(buttons, BorderLayout.EAST);
        console.add(bottom, BorderLayout.SOUTH);

        JComponent paper = paperPane(pdp1, machine, crt);
        JSplitPane left = new JSplitPane(JSplitPane.VERTICAL_SPLIT, console, paper);
        left.setResizeWeight(0.6);
        JComponent content = left;
        JSplitPane beside = null;
        if (crt != null) {
            crt.setBorder(BorderFactory.createTitledBorder("CRT"));   // the control boxes' keys once the program reads them
            JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, left, crt);
            split.setResizeWeight(0.55);
            content = split;
            beside = split;
        }
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
        int packedWidth = frame.getWidth();
        fitOnScreen(frame);
        if (beside != null && frame.getWidth() < packedWidth) {
            // a narrow screen (a 1024 x 768 projector): the panel scales down, the tube keeps a fair share
            beside.setDividerLocation((int) (frame.getWidth() * NARROW_CONSOLE_SHARE));
        }
        frame.setLocationByPlatform(true);
        frame.setVisible(true);
        timer.start();
    }

    /**
     * SAVE: to {@code saveFile}, or to a file the person picks; the machine thread saves between
     * slices (the run goes on) and the status line says where, or why not.
     */
    private static void save(JFrame frame, FrontPanel front, MachineThread machine, Path saveFile) {
        Path file = saveFile;
        if (file == null) {
            JFileChooser chooser = new JFileChooser(Path.of("").toAbsolutePath().toFile());
            chooser.setDialogTitle("Save the machine");
            chooser.setSelectedFile(new File("pdp1.snap"));
            if (chooser.showSaveDialog(frame) != JFileChooser.APPROVE_OPTION) {
                return;
            }
            file = chooser.getSelectedFile().toPath();
        }
        Path target = file;
        machine.submit(() -> front.save(target, Map.of(Snapshot.NOTE_SAVED_BY, "pdp1.jar panel")));
    }

    /**
     * The packed window is about 1350 x 650, for a 1366 x 768 screen with a title bar and a task
     * bar; on a smaller screen it is made as small as the screen's usable area, and the panel,
     * the CRT and the paper scale into what they get.
     */
    static void fitOnScreen(JFrame frame) {
        Rectangle usable = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        Dimension size = frame.getSize();
        frame.setSize(Math.min(size.width, usable.width), Math.min(size.height, usable.height));
    }

    /** The typewriter's paper, with what a resumed machine had printed already; a click on {@code crt} may type there. */
    private static JComponent paperPane(StandardMachine pdp1, MachineThread machine, CrtView crt) {
        Typewriter typewriter = pdp1.typewriter();
        PaperView view = new PaperView(typewriter, machine);
        if (crt != null) {
            crt.typeOn(view);
        }
        machine.submit(() -> {                               // the typewriter belongs to the machine thread
            pdp1.transcript().replay(view, pdp1.machine().clock().now);
            typewriter.addSink(view);
        });
        // the scroll bar always there: the type's size follows the paper's width, which must
        // not change when the paper fills (a smaller type could take the bar away again)
        JScrollPane scroll = new JScrollPane(view, JScrollPane.VERTICAL_SCROLLBAR_ALWAYS,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setPreferredSize(new Dimension(PAPER_WIDTH, PAPER_HEIGHT));
        scroll.setBorder(BorderFactory.createTitledBorder("typewriter (click, then type)"));
        return scroll;
    }
}
