package pdp1.emu.debug;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.asm.tape.Image;
import pdp1.asm.Symbol;
import pdp1.asm.tape.TapeFormatException;
import pdp1.asm.tape.Tapes;
import pdp1.emu.Machine;

/**
 * A program to debug or to put on the console: its words, start address and
 * symbols, from a MACRO source (assembled here, with symbols) or from a tape
 * image (no symbols). The tape bytes are kept so the reader can READ IN.
 *
 * @param tape the paper tape: the file itself, or the assembled block-loader tape
 */
public record Program(String name, Image image, Symbols symbols, byte[] tape) {

    /** The program in {@code file} could not be used: errors in the source or a bad tape. */
    public static final class BadProgramException extends Exception {
        public BadProgramException(String message) {
            super(message, null, false, false);
        }
    }

    /** Whether {@code file} is read as MACRO source: its name ends in .mac, in any case (as {@code run} decides). */
    public static boolean isSource(Path file) {
        Path name = file.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".mac");
    }

    /** Reads a {@code .mac} source (assembling it) or a tape. */
    public static Program load(Path file) throws IOException, BadProgramException {
        String name = file.getFileName().toString();
        if (isSource(file)) {
            return fromAssembly(Assembler.assemble(file));
        }
        byte[] tape = Files.readAllBytes(file);
        try {
            return new Program(name, Tapes.read(tape, name), Symbols.NONE, tape);
        } catch (TapeFormatException e) {
            throw new BadProgramException(e.getMessage());
        }
    }

    /** An assembled program; its errors, rendered with their source lines, if it has any. */
    public static Program fromAssembly(Assembly assembly) throws BadProgramException {
        if (assembly.hasErrors()) {
            throw new BadProgramException(assembly.report().stripTrailing());
        }
        Map<String, Integer> names = new HashMap<>();
        Map<String, Integer> labels = new HashMap<>();
        for (Symbol s : assembly.symbols().userSymbols()) {
            if (s.isDefined()) {
                names.put(s.name(), s.value());
                if (s.kind() == Symbol.Kind.LABEL || s.isVariable()) {
                    labels.put(s.name(), s.value());
                }
            }
        }
        String name = Path.of(assembly.fileName()).getFileName().toString();
        return new Program(name, assembly.image(), new Symbols(names, labels), assembly.binTape());
    }

    /** Where the program starts, or -1 when the tape does not say. */
    public int start() {
        return image.startAddress();
    }

    /** Puts the words into core (field 0), as a fast load without READ IN. */
    public void loadInto(Machine machine) {
        int[] core = machine.core();
        image.forEach((address, word) -> core[address] = word);
    }
}
