package pdp1.asm;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The assembly listing (ref §5.10 columns): line number, location, word, source line; words
 * beyond the first of a line on lines of their own; diagnostics under their line; then the
 * symbol table and a cross reference. Built during pass 2.
 */
final class Listing {

    private String title = "";
    private final List<Entry> entries = new ArrayList<>();

    private static final class Entry {
        final int lineNo;
        final String text;
        final List<String> words = new ArrayList<>();
        final List<String> notes = new ArrayList<>();
        String prefix;

        Entry(int lineNo, String text) {
            this.lineNo = lineNo;
            this.text = text;
        }
    }

    private Entry current() {
        if (entries.isEmpty()) {
            entries.add(new Entry(0, ""));
        }
        return entries.get(entries.size() - 1);
    }

    void title(String text) {
        if (title.isEmpty()) {
            title = text;
        }
    }

    void sourceLine(int lineNo, String text) {
        entries.add(new Entry(lineNo, SourceText.display(text)));
    }

    void word(int location, int word) {
        Entry e = current();
        String cols = String.format("%04o %06o", location, word);
        if (e.prefix == null) {
            e.prefix = cols;
        } else {
            e.words.add(cols);
        }
    }

    /** The value of an assignment or a start address, shown in the word column. */
    void value(int value) {
        Entry e = current();
        if (e.prefix == null) {
            e.prefix = String.format("     %06o", value);
        }
    }

    /** A location change ({@code 100/}, {@code constants}, {@code variables}). */
    void location(int location) {
        Entry e = current();
        if (e.prefix == null) {
            e.prefix = String.format("%04o       ", location);
        }
    }

    void diagnostic(String message) {
        current().notes.add(message);
    }

    String render(SymbolTable symbols, int errors, int warnings) {
        StringBuilder b = new StringBuilder();
        b.append(title).append("\n\n");
        for (Entry e : entries) {
            if (e.lineNo == 0 && e.prefix == null && e.notes.isEmpty()) {
                continue;
            }
            b.append(String.format("%5d  %-11s  %s%n", e.lineNo, e.prefix == null ? "" : e.prefix, e.text));
            for (String w : e.words) {
                b.append(String.format("%5s  %s%n", "", w));
            }
            for (String n : e.notes) {
                b.append("*** ").append(n).append('\n');
            }
        }
        b.append(String.format("%n%d errors, %d warnings%n", errors, warnings));
        b.append("\nSymbols\n\n");
        for (Symbol s : symbols.userSymbols()) {
            String mark = !s.isDefined() ? "?" : s.isVariable() ? "v" : " ";
            b.append(String.format("%s%-6s %06o%n", mark, s.name(), s.value()));
        }
        b.append("\nCross reference (line defined: lines used)\n\n");
        for (Symbol s : symbols.userSymbols()) {
            Set<Integer> uses = new LinkedHashSet<>(s.usedAt());
            StringBuilder line = new StringBuilder(String.format("%-6s %5s:", s.name(),
                    s.definedAt() > 0 ? Integer.toString(s.definedAt()) : "-"));
            for (int u : uses) {
                line.append(' ').append(u);
            }
            b.append(line).append('\n');
        }
        return b.toString();
    }
}
