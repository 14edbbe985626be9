package pdp1.emu.dev;

import java.nio.charset.StandardCharsets;
import pdp1.emu.state.StateTable.Section;
import pdp1.emu.state.Stateful;

/**
 * The typewriter's paper as text: a {@link TypewriterSink} that keeps
 * everything printed, in SIMH's ASCII spelling (carriage return as
 * {@code '\n'}), with the ribbon colour of every character. Shift and ribbon
 * codes print nothing. Tests and the cross-check harness read it.
 *
 * <p>The machine's own paper ({@link StandardMachine#transcript()}) keeps at most
 * {@link #PAPER_CHARACTERS}: past that its oldest quarter is torn off, at a line's end, so a
 * program that types for days (or minutes under {@code --fast}) stays within what a snapshot
 * holds and can always be resumed.
 */
public final class Transcript implements TypewriterSink, Stateful {

    /** The most characters the machine's paper keeps: 4 Mi, a quarter of what a snapshot may hold. */
    public static final int PAPER_CHARACTERS = 4 << 20;

    private final boolean keepKeyStrikes;
    private final int maxCharacters;
    private final StringBuilder text = new StringBuilder();
    private final StringBuilder ribbon = new StringBuilder();   // 'r' or 'b' per character of text

    /** Keeps program output and typed keys, as on the paper. */
    public Transcript() {
        this(true);
    }

    /** @param keepKeyStrikes false to keep only what the program typed with {@code tyo} */
    public Transcript(boolean keepKeyStrikes) {
        this(keepKeyStrikes, Integer.MAX_VALUE);
    }

    /**
     * @param keepKeyStrikes false to keep only what the program typed with {@code tyo}
     * @param maxCharacters  past this many characters the oldest quarter is torn off, at a line's end
     */
    public Transcript(boolean keepKeyStrikes, int maxCharacters) {
        if (maxCharacters < 4) {
            throw new IllegalArgumentException("a paper keeps at least 4 characters, not " + maxCharacters);
        }
        this.keepKeyStrikes = keepKeyStrikes;
        this.maxCharacters = maxCharacters;
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
            if (text.length() > maxCharacters) {
                tearOff();
            }
        }
    }

    /** Removes the oldest quarter of the characters kept, up to the end of the line it ends in. */
    private void tearOff() {
        int from = text.length() - maxCharacters * 3 / 4;
        int lineEnd = text.indexOf("\n", from);
        int cut = lineEnd < 0 || lineEnd >= text.length() - 1 ? from : lineEnd + 1;
        text.delete(0, cut);
        ribbon.delete(0, cut);
    }

    /** The paper is saved with the machine, so a resumed run shows and reads what came before. */
    @Override
    public String stateSection() {
        return "PAPER";
    }

    @Override
    public void declareState(Section s) {
        s.contents("TEXT", MAX_SAVED_BYTES, "everything printed, UTF-8", () -> text.toString().getBytes(StandardCharsets.UTF_8),
                t -> {
                    text.setLength(0);
                    text.append(new String(t, StandardCharsets.UTF_8));
                    ribbon.setLength(0);
                })
         .contents("RIBBON", MAX_SAVED_BYTES, "the ribbon of each character: r or b",
                 () -> ribbon().getBytes(StandardCharsets.US_ASCII), r -> {
                     String colours = new String(r, StandardCharsets.US_ASCII);
                     if (colours.length() != text.length() || !colours.matches("[rb]*")) {
                         throw new IllegalArgumentException("the paper's ribbon colours do not match its "
                                 + text.length() + " characters");
                     }
                     ribbon.setLength(0);
                     ribbon.append(colours);
                 });
    }

    /** The most paper a snapshot keeps, in bytes: 16 MiB (more than {@link #PAPER_CHARACTERS}, one byte each). */
    private static final int MAX_SAVED_BYTES = 16 << 20;

    /** Everything on the paper: printed so far, less any torn off. */
    public String text() {
        return text.toString();
    }

    /** The paper from character {@code start} on (as {@link #text()}{@code .substring(start)}, without copying the rest). */
    public String text(int start) {
        return text.substring(start);
    }

    /** Number of characters on the paper (printed so far, less any torn off). */
    public int length() {
        return text.length();
    }

    /** The ribbon of every character of {@link #text()}: 'r' red, 'b' black. */
    public String ribbon() {
        return ribbon.toString();
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

    /**
     * Hands everything on the paper to {@code sink} as program output, in its colours: a machine
     * restored from a snapshot shows a new front end the paper it had.
     */
    public void replay(TypewriterSink sink, long timeUs) {
        for (int i = 0; i < text.length(); i++) {
            int key = FioDec.fromAscii(text.charAt(i));
            if (key != FioDec.NONE) {
                sink.character(key & 077, (key & FioDec.UPPER) != 0, isRed(i), false, timeUs);
            }
        }
    }

    /** Forgets everything printed so far (a harness reads a reply, then clears). */
    public void clear() {
        text.setLength(0);
        ribbon.setLength(0);
    }
}
