package pdp1.asm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Collects the diagnostics of a run, in the order found: the first {@link #MAX_REPORTED}, then
 * one line that says where the others were, so that output and memory stay bounded when every
 * character of a big file is wrong.
 */
final class Diagnostics {

    /** Diagnostics kept and shown; the rest are summed up in one. */
    static final int MAX_REPORTED = Assembly.MAX_DIAGNOSTICS;

    private final Path file;
    private final List<Diagnostic> all = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();
    /** The last line given and its displayed form, shared by the diagnostics of one line. */
    private String lastLine;
    private String lastShown;
    private int firstHiddenLine;
    private int lastHiddenLine;
    private boolean hiddenError;

    Diagnostics(Path file) {
        this.file = file;
    }

    /**
     * Records a diagnostic unless the same one (place and message) is already there, as
     * happens when a {@code repeat} goes over a bad word many times; true if recorded.
     */
    boolean add(Diagnostic.Severity severity, int line, int col, String message, String sourceLine) {
        if (all.size() >= MAX_REPORTED) {
            if (firstHiddenLine == 0) {
                firstHiddenLine = line;
            }
            lastHiddenLine = Math.max(lastHiddenLine, line);
            hiddenError |= severity == Diagnostic.Severity.ERROR;
            return false;
        }
        if (!seen.add(line + ":" + col + ":" + message)) {
            return false;
        }
        if (sourceLine != lastLine) {
            lastLine = sourceLine;
            lastShown = SourceText.display(sourceLine);
        }
        all.add(new Diagnostic(file, line, col, severity, message, lastShown));
        return true;
    }

    /** After the last {@link #add}: the line that stands for the diagnostics not kept, if any. */
    void finish() {
        if (firstHiddenLine == 0) {
            return;
        }
        String lines = firstHiddenLine == lastHiddenLine ? "line " + firstHiddenLine
                : "lines " + firstHiddenLine + " to " + lastHiddenLine;
        all.add(new Diagnostic(file, firstHiddenLine, 1, hiddenError ? Diagnostic.Severity.ERROR : Diagnostic.Severity.WARNING,
                "more diagnostics on " + lines + " are not shown: only the first " + MAX_REPORTED + " are", ""));
        firstHiddenLine = 0;
    }

    boolean hasErrors() {
        return hiddenError || all.stream().anyMatch(Diagnostic::isError);
    }

    List<Diagnostic> list() {
        return Collections.unmodifiableList(all);
    }
}
