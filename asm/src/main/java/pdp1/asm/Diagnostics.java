package pdp1.asm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Collects the diagnostics of a run, in the order found. */
final class Diagnostics {

    private final Path file;
    private final List<Diagnostic> all = new ArrayList<>();

    Diagnostics(Path file) {
        this.file = file;
    }

    void add(Diagnostic.Severity severity, int line, int col, String message, String sourceLine) {
        all.add(new Diagnostic(file, line, col, severity, message, SourceText.display(sourceLine)));
    }

    boolean hasErrors() {
        return all.stream().anyMatch(Diagnostic::isError);
    }

    List<Diagnostic> list() {
        return Collections.unmodifiableList(all);
    }
}
