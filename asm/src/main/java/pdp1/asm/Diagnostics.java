package pdp1.asm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Collects the diagnostics of a run, in the order found. */
final class Diagnostics {

    private final Path file;
    private final List<Diagnostic> all = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();

    Diagnostics(Path file) {
        this.file = file;
    }

    /**
     * Records a diagnostic unless the same one (place and message) is already there, as
     * happens when a {@code repeat} goes over a bad word many times; true if recorded.
     */
    boolean add(Diagnostic.Severity severity, int line, int col, String message, String sourceLine) {
        if (!seen.add(line + ":" + col + ":" + message)) {
            return false;
        }
        all.add(new Diagnostic(file, line, col, severity, message, SourceText.display(sourceLine)));
        return true;
    }

    boolean hasErrors() {
        return all.stream().anyMatch(Diagnostic::isError);
    }

    List<Diagnostic> list() {
        return Collections.unmodifiableList(all);
    }
}
