package pdp1.emu.dev;

/**
 * The typewriter's paper as text: a {@link TypewriterSink} that keeps
 * everything printed, in SIMH's ASCII spelling (carriage return as
 * {@code '\n'}), with the ribbon colour of every character. Shift and ribbon
 * codes print nothing. Tests and the cross-check harness read it.
 */
public final class Transcript implements TypewriterSink {

    private final boolean keepKeyStrikes;
    private final StringBuilder text = new StringBuilder();
    private final StringBuilder ribbon = new StringBuilder();   // 'r' or 'b' per character of text

    /** Keeps program output and typed keys, as on the paper. */
    public Transcript() {
        this(true);
    }

    /** @param keepKeyStrikes false to keep only what the program typed with {@code tyo} */
    public Transcript(boolean keepKeyStrikes) {
        this.keepKeyStrikes = keepKeyStrikes;
    }

    @Override
    public void character(int code, boolean upperCase, boolean redRibbon, boolean fromKeyboard, long timeUs) {
        if (fromKeyboard && !keepKeyStrikes) {
            return;
        }
        char c = FioDec.ascii(code, upperCase);
        if (c != '\0') {
            text.append(c);
            ribbon.append(redRibbon ? 'r' : 'b');
        }
    }

    /** Everything printed so far. */
    public String text() {
        return text.toString();
    }

    /** Number of characters printed so far. */
    public int length() {
        return text.length();
    }

    /** Was character {@code index} of {@link #text()} typed with the red ribbon? */
    public boolean isRed(int index) {
        return ribbon.charAt(index) == 'r';
    }

    /** The text with red stretches wrapped in {@code [red]...[black]}, as SIMH's ET mode shows them. */
    public String textWithRibbon() {
        StringBuilder out = new StringBuilder();
        boolean red = false;
        for (int i = 0; i < text.length(); i++) {
            boolean r = isRed(i);
            if (r != red) {
                out.append(r ? "[red]" : "[black]");
                red = r;
            }
            out.append(text.charAt(i));
        }
        if (red) {
            out.append("[black]");
        }
        return out.toString();
    }

    /** Forgets everything printed so far (a harness reads a reply, then clears). */
    public void clear() {
        text.setLength(0);
        ribbon.setLength(0);
    }
}
