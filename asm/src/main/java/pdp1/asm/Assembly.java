package pdp1.asm;

import java.util.List;
import pdp1.asm.tape.Image;
import pdp1.asm.tape.ObjectCode;

/**
 * The result of assembling one source: its diagnostics, and when there are no errors the
 * core image, the symbols, both tape formats and the listing. With errors the tapes are
 * empty (no partial tape is ever written) and the image holds what pass 2 produced.
 *
 * @param binTape macro1's default: block loader then checksummed blocks (docs/machine.md §4.7)
 * @param rimTape pure read-in-mode tape (macro1 {@code -r}, docs/machine.md §4.6)
 * @param wordLines for each address (0-7777), the source line that assembled its word, 0 for
 *     none; a literal's line is its {@code constants} line (the listing's line numbers)
 */
public record Assembly(String fileName, List<Diagnostic> diagnostics, Image image, SymbolTable symbols,
        ObjectCode objectCode, byte[] rimTape, byte[] binTape, String listing, int[] wordLines) {

    /** A run keeps at most this many diagnostics; one more, the last, then names the lines of the rest. */
    public static final int MAX_DIAGNOSTICS = 1000;

    public Assembly {
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(Diagnostic::isError).toList();
    }

    /** The errors as a person counts them: "3", or "more than 999" (or "at least 1") when some were not kept. */
    public String errorCount() {
        int n = errors().size();
        Diagnostic last = diagnostics.isEmpty() ? null : diagnostics.get(diagnostics.size() - 1);
        boolean cut = last != null && Diagnostics.isSummary(last) && last.isError();
        return !cut ? Integer.toString(n) : n > 1 ? "more than " + (n - 1) : "at least 1";
    }

    @Override
    public int[] wordLines() {
        return wordLines.clone();
    }

    /** The source line that assembled the word at {@code address}, 0 for none. */
    public int lineOf(int address) {
        return address >= 0 && address < wordLines.length ? wordLines[address] : 0;
    }

    @Override
    public byte[] rimTape() {
        return rimTape.clone();
    }

    @Override
    public byte[] binTape() {
        return binTape.clone();
    }

    /** All diagnostics rendered with their source line and caret, one after another. */
    public String report() {
        StringBuilder b = new StringBuilder();
        for (Diagnostic d : diagnostics) {
            b.append(d.render()).append(System.lineSeparator());
        }
        return b.toString();
    }
}
