package pdp1.asm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Collects the diagnostics of a run, in the order found: the first {@link #MAX_REPORTED}, at
 * most {@link #MAX_A_LINE} of a line, each message at most {@link #MAX_MESSAGE} characters, then
 * one line that says where the others were, so that output and memory stay bounded when every
 * character of a big file is wrong.
 */
final class Diagnostics {

    /** Diagnostics kept and shown; the rest are summed up in one. */
    static final int MAX_REPORTED = Assembly.MAX_DIAGNOSTICS;
    /** Diagnostics kept of one line (a line of 20 000 {@code -} has one at every character). */
    static final int MAX_A_LINE = 10;
    private static final String SUMMARY = "more diagnostics on ";
    /** The longest message kept whole. */
    static final int MAX_MESSAGE = 240;

    private final Path file;
    private final List<Diagnostic> all = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();
    /** The last line given and its displayed form, shared by the diagnostics of one line. */
    private String lastLine;
    private String lastShown;
    private int firstHiddenLine;
    private int lastHiddenLine;
    private boolean hiddenError;
    /** The line whose diagnostics are being counted, and how many of them were kept. */
    private int countedLine;
    private int onLine;

    Diagnostics(Path file) {
        this.file = file;
    }

    /**
     * Records a diagnostic unless the same one (place and message) is already there, as
     * happens when a {@code repeat} goes over a bad word many times; true if recorded.
     */
    boolean add(Diagnostic.Severity severity, int line, int col, String message, String sourceLine) {
        if (line != countedLine) {
            countedLine = line;
            onLine = 0;
        }
        if (all.size() >= MAX_REPORTED || onLine >= MAX_A_LINE) {
            if (firstHiddenLine == 0) {
                firstHiddenLine = line;
            }
            lastHiddenLine = Math.max(lastHiddenLine, line);
            hiddenError |= severity == Diagnostic.Severity.ERROR;
            return false;
        }
        message = bounded(message);
        if (!seen.add(line + ":" + col + ":" + message)) {
            return false;
        }
        if (sourceLine != lastLine) {
            lastLine = sourceLine;
            lastShown = SourceText.display(sourceLine);
        }
        all.add(new Diagnostic(file, line, col, severity, message, lastShown));
        onLine++;
        return true;
    }

    /**
     * A message cut to {@link #MAX_MESSAGE} characters with the count of the rest: what quotes
     * its symbols through {@link Diagnostic#quote} never needs it; a guard for any that does not.
     */
    static String bounded(String message) {
        return message.length() <= MAX_MESSAGE ? message
                : message.substring(0, MAX_MESSAGE) + "... (" + (message.length() - MAX_MESSAGE) + " more characters)";
    }

    /** After the last {@link #add}: the line that stands for the diagnostics not kept, if any. */
    void finish() {
        if (firstHiddenLine == 0) {
            return;
        }
        String lines = firstHiddenLine == lastHiddenLine ? "line " + firstHiddenLine
                : "lines " + firstHiddenLine + " to " + lastHiddenLine;
        all.add(new Diagnostic(file, firstHiddenLine, 1, hiddenError ? Diagnostic.Severity.ERROR : Diagnostic.Severity.WARNING,
                SUMMARY + lines + " are not shown: only the first " + MAX_REPORTED
                        + " are, at most " + MAX_A_LINE + " a line", ""));
        firstHiddenLine = 0;
    }

    /** Whether {@code d} is the line that stands for the diagnostics not kept. */
    static boolean isSummary(Diagnostic d) {
        return d.sourceLine().isEmpty() && d.message().startsWith(SUMMARY);
    }

    boolean hasErrors() {
        return hiddenError || all.stream().anyMatch(Diagnostic::isError);
    }

    List<Diagnostic> list() {
        return Collections.unmodifiableList(all);
    }
}
