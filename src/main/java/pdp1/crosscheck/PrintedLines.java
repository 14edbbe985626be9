package pdp1.crosscheck;

import java.util.ArrayList;
import java.util.List;
import pdp1.emu.dev.Transcript;

/**
 * Reads the typewriter's paper a line at a time, as a harness needs it: the
 * complete lines typed since the last call, each with its ribbon colour, and
 * the unfinished last line (usually a prompt), which is handed out again once
 * it is complete.
 */
public final class PrintedLines {

    /** One printed line without its carriage return; {@code red} if its first character is red. */
    public record Line(String text, boolean red) {
    }

    private final Transcript paper;
    private int consumed;

    /** @param paper a transcript of the program's output, with or without the key strikes */
    public PrintedLines(Transcript paper) {
        this.paper = paper;
    }

    /** The lines completed since the last call. */
    public List<Line> newLines() {
        String text = paper.text(consumed);            // only what is new: a long paper is not copied again
        List<Line> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lines.add(new Line(text.substring(start, i), firstIsRed(text, start, i)));
                start = i + 1;
            }
        }
        consumed += start;
        return lines;
    }

    /** The complete lines of a whole paper's text, without their carriage returns; the unfinished last line is left out. */
    public static List<String> complete(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
            lines.add(text.substring(start, end));
            start = end + 1;
        }
        return lines;
    }

    /** The text typed after the last carriage return. */
    public String partial() {
        return paper.text(consumed);
    }

    /** Whether the first non-blank of {@code text}'s characters start..end (counted from {@code consumed}) is red. */
    private boolean firstIsRed(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            if (text.charAt(i) != ' ') {
                return paper.isRed(consumed + i);
            }
        }
        return false;
    }
}
