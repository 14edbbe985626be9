package pdp1.asm;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The assembly listing (docs/assembler.md §5.10 columns): line number, location, word, source line; words
 * beyond the first of a line on lines of their own; diagnostics under their line; then the
 * symbol table and a cross reference. Built during pass 2.
 */
final class Listing {

    private String title = "";
    private final List<Entry> entries = new ArrayList<>();

    /** One source line; kept small, since a source may have a million lines. */
    private static final class Entry {
        final int lineNo;
        /** The source line as read, its newline still on (shared with the source, not copied). */
        final String text;
        List<String> words = List.of();
        List<String> notes = List.of();
        String prefix;

        Entry(int lineNo, String text) {
            this.lineNo = lineNo;
            this.text = text;
        }

        void addWord(String w) {
            if (words.isEmpty()) {
                words = new ArrayList<>(2);
            }
            words.add(w);
        }

        void addNote(String n) {
            if (notes.isEmpty()) {
                notes = new ArrayList<>(1);
            }
            notes.add(n);
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
        entries.add(new Entry(lineNo, text));
    }

    void word(int location, int word) {
        Entry e = current();
        String cols = octal(location, 4) + " " + octal(word, 6);
        if (e.prefix == null) {
            e.prefix = cols;
        } else {
            e.addWord(cols);
        }
    }

    /** The value of an assignment or a start address, shown in the word column. */
    void value(int value) {
        Entry e = current();
        if (e.prefix == null) {
            e.prefix = "     " + octal(value, 6);
        }
    }

    /** A location change ({@code 100/}, {@code constants}, {@code variables}). */
    void location(int location) {
        Entry e = current();
        if (e.prefix == null) {
            e.prefix = octal(location, 4) + "       ";
        }
    }

    void diagnostic(String message) {
        current().addNote(message);
    }

    private static String kind(Symbol s) {
        if (!s.isDefined()) {
            return "undefined";
        }
        if (s.isVariable()) {
            return "variable";
        }
        return s.kind() == Symbol.Kind.LABEL ? "label" : "=";
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text + " " : text + " ".repeat(width - text.length());
    }

    /** {@code value} in octal, zero-padded to {@code digits}. */
    static String octal(int value, int digits) {
        String s = Integer.toOctalString(value);
        return s.length() >= digits ? s : "000000".substring(0, digits - s.length()) + s;
    }

    String render(SymbolTable symbols, int errors, int warnings) {
        StringBuilder b = new StringBuilder();
        b.append(title).append("\n\n");
        for (Entry e : entries) {
            if (e.lineNo == 0 && e.prefix == null && e.notes.isEmpty()) {
                continue;
            }
            String number = Integer.toString(e.lineNo);
            b.append("     ", Math.min(number.length(), 5), 5).append(number).append("  ");
            String prefix = e.prefix == null ? "" : e.prefix;
            b.append(prefix).append("           ", Math.min(prefix.length(), 11), 11).append("  ")
                    .append(e.text, 0, e.text.endsWith("\n") ? e.text.length() - 1 : e.text.length()).append('\n');
            for (String w : e.words) {
                b.append("       ").append(w).append('\n');
            }
            for (String n : e.notes) {
                b.append("*** ").append(n).append('\n');
            }
        }
        b.append(String.format("%n%d errors, %d warnings%n", errors, warnings));
        b.append("\nSymbols\n\n");
        for (Symbol s : symbols.userSymbols()) {
            b.append(pad(s.name(), 7)).append(octal(s.value(), 6)).append("  ").append(kind(s)).append('\n');
        }
        b.append("\nCross reference\n\n");
        for (Symbol s : symbols.userSymbols()) {
            b.append(pad(s.name(), 7)).append("defined ").append(s.definedAt() > 0 ? Integer.toString(s.definedAt()) : "-");
            Set<Integer> uses = new LinkedHashSet<>(s.usedAt());
            if (!uses.isEmpty()) {
                b.append(", used");
                for (int u : uses) {
                    b.append(' ').append(u);
                }
            }
            b.append('\n');
        }
        return b.toString();
    }
}
