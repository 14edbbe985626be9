package pdp1.emu.panel;

import pdp1.emu.console.MachineThread;

import java.awt.Color;
import java.awt.Font;
import java.awt.Insets;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.util.function.DoubleUnaryOperator;
import javax.swing.JTextPane;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
import javax.swing.text.Element;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import pdp1.emu.dev.FioDec;
import pdp1.emu.dev.Typewriter;
import pdp1.emu.dev.TypewriterSink;

/**
 * The typewriter's paper (docs/machine.md §4.2): what the program types, in
 * black or red ribbon, scrolling; keys typed here strike the typewriter's keys.
 * Characters arrive on the machine thread and are appended on Swing's thread.
 * Its type shrinks rather than wrap a typed line, as the classroom page's does
 * (docs/console.md), and the oldest lines are torn off past {@link #MAX_LINES}.
 */
final class PaperView extends JTextPane implements TypewriterSink {

    static final Color PAPER = new Color(0xfbf8ee);
    static final Color RED_INK = new Color(0xb0201c);
    static final Color BLACK_INK = new Color(0x181818);

    /** The usual size of the type, in points. */
    static final float USUAL_SIZE = 14f;
    /** The least size it shrinks to, to keep a line unwrapped. */
    static final float LEAST_SIZE = 10.5f;
    /** Columns the type fits in when it can: the Kalah banner's 73 and the carriage after them. */
    static final int COLUMNS = 74;
    /** Lines kept; the oldest go, so a program that types for hours does not slow the window. */
    static final int MAX_LINES = 5000;

    private final SimpleAttributeSet black = ink(BLACK_INK);
    private final SimpleAttributeSet red = ink(RED_INK);

    PaperView(Typewriter typewriter, MachineThread machine) {
        setEditable(false);
        setBackground(PAPER);
        setFont(new Font(Font.MONOSPACED, Font.PLAIN, (int) USUAL_SIZE));
        addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                fitColumns();
            }
        });
        addKeyListener(new KeyAdapter() {
            @Override
            public void keyTyped(KeyEvent e) {
                char c = e.getKeyChar() == '\r' ? '\n' : e.getKeyChar();
                if (FioDec.fromAscii(c) != FioDec.NONE) {
                    machine.submit(() -> typewriter.type(String.valueOf(c)));
                }
            }
        });
    }

    @Override
    public void character(int code, boolean upperCase, boolean redRibbon, boolean fromKeyboard, long timeUs) {
        char c = FioDec.unicode(code, upperCase);
        if (c == '\0' || c == '\b') {
            return;                                   // shift and ribbon codes print nothing; no overstrike
        }
        String text = String.valueOf(c);
        SimpleAttributeSet style = redRibbon ? red : black;
        SwingUtilities.invokeLater(() -> {
            StyledDocument doc = getStyledDocument();
            try {
                doc.insertString(doc.getLength(), text, style);
            } catch (BadLocationException e) {
                throw new IllegalStateException(e);   // the end of a document is always a valid place
            }
            if (c == '\n') {
                tearOff(doc);
            }
            setCaretPosition(doc.getLength());        // scroll with the paper
        });
    }

    /** Sets the type's size for the paper's width now: {@link #fittingSize}. */
    void fitColumns() {
        Insets in = getInsets();
        Font font = getFont();
        float size = fittingSize(getWidth() - in.left - in.right,
                points -> getFontMetrics(font.deriveFont((float) points)).charWidth('m'));
        if (size != font.getSize2D()) {
            setFont(font.deriveFont(size));
        }
    }

    /**
     * The size, in half points, that fits {@link #COLUMNS} letters in {@code width} pixels,
     * {@code advance} giving a letter's width at a size (as drawn: whole pixels): the usual size
     * if it fits, else the largest down to {@link #LEAST_SIZE}, and the usual size again where
     * even that would not fit: such a paper wraps.
     */
    static float fittingSize(int width, DoubleUnaryOperator advance) {
        for (float size = USUAL_SIZE; size >= LEAST_SIZE; size -= 0.5f) {
            if (COLUMNS * advance.applyAsDouble(size) <= width) {
                return size;
            }
        }
        return USUAL_SIZE;
    }

    /** Removes the oldest lines beyond {@link #MAX_LINES} (and the line being typed). */
    private static void tearOff(StyledDocument doc) {
        Element lines = doc.getDefaultRootElement();
        int extra = lines.getElementCount() - (MAX_LINES + 1);
        if (extra > 0) {
            try {
                doc.remove(0, lines.getElement(extra - 1).getEndOffset());
            } catch (BadLocationException e) {
                throw new IllegalStateException(e);   // the offsets are the document's own
            }
        }
    }

    private static SimpleAttributeSet ink(Color color) {
        SimpleAttributeSet s = new SimpleAttributeSet();
        StyleConstants.setForeground(s, color);
        return s;
    }
}
