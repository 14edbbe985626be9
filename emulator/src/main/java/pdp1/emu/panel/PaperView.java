package pdp1.emu.panel;

import java.awt.Color;
import java.awt.Font;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import javax.swing.JTextPane;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
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
 */
final class PaperView extends JTextPane implements TypewriterSink {

    static final Color PAPER = new Color(0xfbf8ee);
    static final Color RED_INK = new Color(0xb0201c);
    static final Color BLACK_INK = new Color(0x181818);

    private final SimpleAttributeSet black = ink(BLACK_INK);
    private final SimpleAttributeSet red = ink(RED_INK);

    PaperView(Typewriter typewriter, MachineThread machine) {
        setEditable(false);
        setBackground(PAPER);
        setFont(new Font(Font.MONOSPACED, Font.PLAIN, 14));
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
            setCaretPosition(doc.getLength());        // scroll with the paper
        });
    }

    private static SimpleAttributeSet ink(Color color) {
        SimpleAttributeSet s = new SimpleAttributeSet();
        StyleConstants.setForeground(s, color);
        return s;
    }
}
