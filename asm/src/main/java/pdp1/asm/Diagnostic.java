package pdp1.asm;

import java.nio.file.Path;

/**
 * One message about the source: where ({@code file:line:col}, 1-based; col counts a TAB as
 * one character), how bad, what. {@link #toString()} is the one-line form tools parse;
 * {@link #render()} adds the source line and a caret under the column.
 *
 * @param sourceLine the text of the line the column refers to (without its line end), or ""
 */
public record Diagnostic(Path file, int line, int col, Severity severity, String message, String sourceLine) {

    /** How bad a diagnostic is: an error stops the tape from being written, a warning does not. */
    public enum Severity {
        ERROR("error"), WARNING("warning");

        private final String label;

        Severity(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    @Override
    public String toString() {
        return "%s:%d:%d: %s: %s".formatted(file, line, col, severity.label(), message);
    }

    /** The most characters of a symbol or a piece of a line a message quotes. */
    public static final int QUOTED = 40;

    /**
     * {@code 'text'} for a message; of a longer text its first {@link #QUOTED} characters and
     * how many were cut, so that one huge symbol cannot make a huge message.
     */
    public static String quote(String text) {
        if (text.length() <= QUOTED) {
            return "'" + text + "'";
        }
        return "'" + text.substring(0, QUOTED) + "...' (" + (text.length() - QUOTED) + " more characters)";
    }

    /** The most of a source line {@link #render()} quotes: a window around the column. */
    public static final int WINDOW = 100;

    /**
     * The one-line form, then the source line and a caret under the column (TABs kept, so it
     * lines up). Of a line longer than {@link #WINDOW} only that many characters around the
     * column are quoted, with {@code ...} where the line goes on: the output stays in proportion
     * to the input however long its lines.
     */
    public String render() {
        if (sourceLine.isEmpty()) {
            return toString();
        }
        int at = Math.max(0, Math.min(col - 1, sourceLine.length()));
        int from = 0;
        int to = sourceLine.length();
        if (to > WINDOW) {
            from = Math.max(0, at - WINDOW / 2);
            to = Math.min(sourceLine.length(), from + WINDOW);
            from = Math.max(0, to - WINDOW);
        }
        String head = from > 0 ? "..." : "";
        String tail = to < sourceLine.length() ? "..." : "";
        StringBuilder caret = new StringBuilder(" ".repeat(head.length()));
        for (int i = from; i < at && i < to; i++) {
            caret.append(sourceLine.charAt(i) == '\t' ? '\t' : ' ');
        }
        return toString() + System.lineSeparator() + head + sourceLine.substring(from, to) + tail
                + System.lineSeparator() + caret + "^";
    }
}
