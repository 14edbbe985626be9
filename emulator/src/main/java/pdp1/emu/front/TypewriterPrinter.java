package pdp1.emu.front;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import pdp1.emu.dev.FioDec;
import pdp1.emu.dev.TypewriterSink;

/**
 * Puts the typewriter's output on a text stream: a terminal (with ANSI red
 * for the red ribbon when the terminal understands it) or a file (plain
 * text). Carriage return becomes a newline; backspace is written as the
 * control character, which a terminal honours.
 */
public final class TypewriterPrinter implements TypewriterSink {

    private static final String ANSI_RED = "\u001b[31m";
    private static final String ANSI_RESET = "\u001b[0m";

    private final Writer out;
    private final boolean ansiColour;
    private final boolean unicode;
    private final boolean echoKeys;
    private boolean redShown;
    private boolean midLine;

    /**
     * @param ansiColour write ANSI colour codes for the red ribbon
     * @param unicode    spell the card's glyphs (⊃ ∨ ∧ ↑ → × · ‾) instead of SIMH's ASCII
     * @param echoKeys   also print key strikes (a terminal in raw mode shows nothing itself)
     */
    public TypewriterPrinter(Writer out, boolean ansiColour, boolean unicode, boolean echoKeys) {
        this.out = out;
        this.ansiColour = ansiColour;
        this.unicode = unicode;
        this.echoKeys = echoKeys;
    }

    @Override
    public void character(int code, boolean upperCase, boolean redRibbon, boolean fromKeyboard, long timeUs) {
        if (fromKeyboard && !echoKeys) {
            return;
        }
        char c = unicode ? FioDec.unicode(code, upperCase) : FioDec.ascii(code, upperCase);
        if (c == '\0') {
            return;
        }
        try {
            if (ansiColour && redRibbon != redShown) {
                out.write(redRibbon ? ANSI_RED : ANSI_RESET);
                redShown = redRibbon;
            }
            out.write(c == '\n' ? System.lineSeparator() : String.valueOf(c));
            midLine = c != '\n';
            out.flush();                     // a person is watching: at most ~10 characters a second
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** True when something was printed after the last carriage return. */
    public boolean midLine() {
        return midLine;
    }

    /**
     * Leaves the terminal in its normal colour, between a run's slices: the characters themselves
     * went out as they were typed, so the stream is flushed only when the colour changes back.
     */
    public void blackInk() {
        if (redShown) {
            flush();
        }
    }

    /** Flushes, and leaves the terminal in its normal colour. */
    public void flush() {
        try {
            if (redShown) {
                out.write(ANSI_RESET);
                redShown = false;
            }
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
