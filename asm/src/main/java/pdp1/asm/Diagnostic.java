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

    /** The one-line form, then the source line and a caret under the column (TABs kept, so it lines up). */
    public String render() {
        if (sourceLine.isEmpty()) {
            return toString();
        }
        StringBuilder caret = new StringBuilder();
        for (int i = 0; i < col - 1 && i < sourceLine.length(); i++) {
            caret.append(sourceLine.charAt(i) == '\t' ? '\t' : ' ');
        }
        return toString() + System.lineSeparator() + sourceLine + System.lineSeparator() + caret + "^";
    }
}
