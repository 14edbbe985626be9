package pdp1.asm;

import java.io.IOException;
import java.nio.file.Path;
import pdp1.asm.tape.BinWriter;
import pdp1.asm.tape.Image;
import pdp1.asm.tape.ObjectCode;
import pdp1.asm.tape.RimWriter;

/**
 * The MACRO assembler: two passes over the source with macro1's rules (docs/assembler.md), then the
 * tapes. Entry point for the CLI, the emulator and the tests.
 */
public final class Assembler {

    /** The largest source, in MiB: far above any known program (the biggest are under 1 MiB). */
    public static final int MAX_SOURCE_MIB = 16;
    /** The largest source in bytes; a longer one is refused with an error, unread. */
    public static final int MAX_SOURCE_BYTES = MAX_SOURCE_MIB << 20;
    /** The most lines a source may have (2^20): far above any program, and what keeps memory in bounds. */
    public static final int MAX_SOURCE_LINES = 1 << 20;

    private Assembler() {
    }

    /**
     * Reads and assembles a file; diagnostics name it as given. A file over
     * {@link #MAX_SOURCE_BYTES} gives one error and is not read; a FIFO or a device is read up
     * to that many bytes, and a FIFO that no program opens for writing is given up after 10 s.
     *
     * @throws IOException if the file cannot be read (missing, a directory, a socket, ...)
     */
    public static Assembly assemble(Path source) throws IOException {
        return assemble(source, BoundedFile.FIFO_WAIT_MILLIS);
    }

    static Assembly assemble(Path source, long fifoWaitMillis) throws IOException {
        BoundedFile.Read read = BoundedFile.read(source, MAX_SOURCE_BYTES, "a source", fifoWaitMillis);
        if (read.bytes() == null) {
            return assemble(SourceText.of(""), source, read.refusal() + ": not assembled");
        }
        return assemble(read.bytes(), source);
    }

    /** Assembles source text; {@code fileName} is used in diagnostics. */
    public static Assembly assemble(String sourceText, String fileName) {
        return assemble(SourceText.of(sourceText), Path.of(fileName), null);
    }

    /** Assembles a source already read (with a bound: {@link BoundedFile}); diagnostics name {@code file}. */
    public static Assembly assemble(byte[] bytes, Path file) {
        return assemble(SourceText.of(bytes), file, null);
    }

    /** {@code refusal}: why the file is not assembled at all, or null. */
    private static Assembly assemble(SourceText source, Path file, String refusal) {
        Diagnostics diagnostics = new Diagnostics(file);
        Shared shared = new Shared();
        ObjectCode object = new ObjectCode();
        Listing listing = new Listing();
        int[] wordLines = new int[Image.SIZE];
        if (refusal != null) {
            diagnostics.add(Diagnostic.Severity.ERROR, 1, 1, refusal, "");
        } else if (source.tooManyLines()) {
            diagnostics.add(Diagnostic.Severity.ERROR, 1, 1, "the file has more than " + MAX_SOURCE_LINES
                    + " lines; a source may have at most that many: not assembled", "");
        } else if (source.isBlank()) {
            diagnostics.add(Diagnostic.Severity.ERROR, 1, 1, "the file is empty: nothing to assemble", "");
        } else if (source.titleBinaryByte() >= 0) {
            // The title line is not assembled (docs/assembler.md §5.2), so nothing else would report it; a tape's
            // leader is all NULs, a file of 0377 bytes is one long title. Stop before a tape is
            // punched from a tape or binary is echoed.
            int b = source.titleBinaryByte();
            diagnostics.add(Diagnostic.Severity.ERROR, 1, 1, String.format("byte %03o in the title line%s: this is a"
                    + " binary file (a paper tape?), not MACRO source", b, b >= 0200 ? " (not ASCII or UTF-8)" : ""), "");
        } else {
            ObjectCode pass1 = new ObjectCode();
            LineWalker first = new LineWalker(1, source, shared, diagnostics, pass1, new Listing());
            first.run();
            object.setPass1Tail(pass1);
            for (Symbol s : shared.symbols.userSymbols()) {
                s.clearUses();
            }
            LineWalker second = new LineWalker(2, source, shared, diagnostics, object, listing);
            second.run();
            wordLines = second.wordLines();
            Diagnostic stop = first.stopReason();
            if (stop != null && second.stopReason() == null) {
                // pass 2 got through (its repeat counts differ), but pass 1 did not define what followed
                diagnostics.add(Diagnostic.Severity.ERROR, stop.line(), stop.col(), "in pass 1: " + stop.message(),
                        stop.sourceLine());
            }
            if (shared.noInput) {
                object.suppressLoader();
            }
        }
        diagnostics.finish();
        Image image = new Image();
        for (ObjectCode.Item item : object.items()) {
            if (item.isStart()) {
                if (item.address() >= 0) {
                    image.setStartAddress(item.address());
                }
            } else {
                image.put(item.address(), item.word());
            }
        }
        boolean errors = diagnostics.hasErrors();
        byte[] rim = errors ? new byte[0] : RimWriter.write(object);
        byte[] bin = errors ? new byte[0] : BinWriter.write(object);
        long nErrors = diagnostics.list().stream().filter(Diagnostic::isError).count();
        String text = listing.render(shared.symbols, (int) nErrors, (int) (diagnostics.list().size() - nErrors));
        return new Assembly(file.toString(), diagnostics.list(), image, shared.symbols, object, rim, bin, text, wordLines);
    }
}
