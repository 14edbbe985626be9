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
 */
public record Assembly(String fileName, List<Diagnostic> diagnostics, Image image, SymbolTable symbols,
        ObjectCode objectCode, byte[] rimTape, byte[] binTape, String listing) {

    public Assembly {
        diagnostics = List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    public List<Diagnostic> errors() {
        return diagnostics.stream().filter(Diagnostic::isError).toList();
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
