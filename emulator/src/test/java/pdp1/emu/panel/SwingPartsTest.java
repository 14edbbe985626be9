package pdp1.emu.panel;

import pdp1.emu.console.FrontPanel;
import pdp1.emu.console.MachineThread;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.event.MouseEvent;
import javax.swing.SwingUtilities;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.dev.FioDec;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.panel.PanelLayout.Switches;

/** The window's parts without a window: they work headless, as components. */
class SwingPartsTest {

    @Test
    void clickOnATestWordSwitchFlipsItOnTheMachineThread() throws Exception {
        Machine machine = new Machine();
        FrontPanel front = new FrontPanel(machine, null);
        MachineThread thread = new MachineThread(front, null, null);
        thread.start();
        try {
            PanelView view = new PanelView(front, thread);
            Point lever = PanelLayout.toggle(Switches.TEST_WORD, 17);
            SwingUtilities.invokeAndWait(() -> view.dispatchEvent(new MouseEvent(view, MouseEvent.MOUSE_PRESSED,
                    0, 0, lever.x, lever.y, 1, false, MouseEvent.BUTTON1)));

            while (machine.cpu().tw == 0) {      // the hang guard ends a wait for a lost click
                Thread.sleep(5);
            }
            assertThat(machine.cpu().tw).isEqualTo(1);
        } finally {
            thread.shutdown();
        }
    }

    @Test
    void aSmallerViewScalesTheDrawingAndItsClicks() throws Exception {
        Machine machine = new Machine();
        FrontPanel front = new FrontPanel(machine, null);
        MachineThread thread = new MachineThread(front, null, null);
        thread.start();
        try {
            PanelView view = new PanelView(front, thread);
            view.setSize(PanelLayout.WIDTH / 2, PanelLayout.HEIGHT / 2 + 40);  // half size, 20 px above and below
            assertThat(view.scale()).isEqualTo(0.5);
            Point lever = PanelLayout.toggle(Switches.TEST_WORD, 0);
            int x = lever.x / 2;
            int y = lever.y / 2 + 20;
            assertThat(view.toPanel(x, y)).isEqualTo(new Point(lever.x, lever.y));
            SwingUtilities.invokeAndWait(() -> view.dispatchEvent(new MouseEvent(view, MouseEvent.MOUSE_PRESSED,
                    0, 0, x, y, 1, false, MouseEvent.BUTTON1)));

            while (machine.cpu().tw == 0) {
                Thread.sleep(5);
            }
            assertThat(machine.cpu().tw).isEqualTo(0400000);
        } finally {
            thread.shutdown();
        }
    }

    @Test
    void theViewPrefersASizeThatLeavesRoomForTheCrtOnA1366By768Screen() {
        PanelView view = new PanelView(new FrontPanel(new Machine(), null), null);
        Dimension d = view.getPreferredSize();
        assertThat(d.width + PanelWindow.CRT_PIXELS + 20).isLessThanOrEqualTo(1366);
        assertThat(d.height + PanelWindow.PAPER_HEIGHT + 80).isLessThanOrEqualTo(768 - 60);
    }

    @Test
    void paperTypesBlackAndRedRibbon() throws Exception {
        PaperView paper = paper();
        int h = FioDec.fromAscii('h') & 077;
        int i = FioDec.fromAscii('i') & 077;
        paper.character(h, false, false, false, 0);
        paper.character(FioDec.RED_RIBBON, false, true, false, 0);
        paper.character(i, false, true, false, 0);
        SwingUtilities.invokeAndWait(() -> { });    // the characters were appended on Swing's thread

        StyledDocument doc = paper.getStyledDocument();
        assertThat(doc.getText(0, doc.getLength())).isEqualTo("hi");
        assertThat(colour(doc, 0)).isEqualTo(PaperView.BLACK_INK);
        assertThat(colour(doc, 1)).isEqualTo(PaperView.RED_INK);
    }

    @Test
    void thePapersTypeShrinksRatherThanWrapALineOf73Columns() throws Exception {
        PaperView paper = paper();
        String line = "11-13 seeds (0 is 4), bit 0 two players, bit 1 computer against computer.";
        SwingUtilities.invokeAndWait(() -> paper.setSize(560, 300));   // the paper of the panel on a 1024 px screen
        SwingUtilities.invokeAndWait(() -> { });                         // its resize event
        java.awt.Insets in = paper.getInsets();
        assertThat(paper.getFont().getSize2D()).isLessThan(PaperView.USUAL_SIZE).isGreaterThanOrEqualTo(PaperView.LEAST_SIZE);
        assertThat(paper.getFontMetrics(paper.getFont()).stringWidth(line + " "))
                .as("the line and the carriage").isLessThanOrEqualTo(560 - in.left - in.right);
        SwingUtilities.invokeAndWait(() -> paper.setSize(1000, 300));
        SwingUtilities.invokeAndWait(() -> { });
        assertThat(paper.getFont().getSize2D()).as("a wide paper").isEqualTo(PaperView.USUAL_SIZE);
    }

    @Test
    void aNarrowPaperKeepsTheUsualSizeAndWraps() {
        java.util.function.DoubleUnaryOperator advance = points -> Math.round(0.6 * points);   // whole pixels
        assertThat(PaperView.fittingSize(600, advance)).isEqualTo(PaperView.USUAL_SIZE);   // 8 px a letter: 592
        assertThat(PaperView.fittingSize(580, advance)).isEqualTo(12f);    // 12.5-14 points: 8 px; 12: 7 px, 518
        assertThat(PaperView.fittingSize(450, advance)).isEqualTo(10.5f);  // 6 px: 444
        assertThat(PaperView.fittingSize(300, advance)).as("a phone-wide paper").isEqualTo(PaperView.USUAL_SIZE);
    }

    @Test
    void theOldestLinesAreTornOffPastTheLimit() throws Exception {
        PaperView paper = paper();
        int x = FioDec.fromAscii('x') & 077;
        int cr = FioDec.fromAscii('\n') & 077;
        for (int n = 0; n < PaperView.MAX_LINES + 10; n++) {
            for (int k = 0; k <= n % 3; k++) {
                paper.character(x, false, false, false, 0);
            }
            paper.character(cr, false, false, false, 0);
        }
        SwingUtilities.invokeAndWait(() -> { });
        StyledDocument doc = paper.getStyledDocument();
        assertThat(doc.getDefaultRootElement().getElementCount()).as("the lines and the one being typed")
                .isEqualTo(PaperView.MAX_LINES + 1);
        // line 11 (n = 10, 2 x's) is now the first
        assertThat(doc.getText(0, 3)).isEqualTo("xx\n");
    }

    /** A paper on a new machine's typewriter. */
    private static PaperView paper() {
        StandardMachine pdp1 = StandardMachine.create();
        return new PaperView(pdp1.typewriter(), new MachineThread(new FrontPanel(pdp1.machine(), null), null, null));
    }

    private static Color colour(StyledDocument doc, int offset) {
        return StyleConstants.getForeground(doc.getCharacterElement(offset).getAttributes());
    }
}
