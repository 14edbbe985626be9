package pdp1.emu.debug;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import pdp1.asm.Assembler;
import pdp1.asm.BoundedFile;
import pdp1.asm.Assembly;
import pdp1.asm.tape.Image;
import pdp1.asm.Symbol;
import pdp1.asm.tape.TapeFormatException;
import pdp1.asm.tape.Tapes;
import pdp1.emu.Machine;
import pdp1.emu.dev.TapeReader;

/**
 * A program to run, debug or put on the console: its words, start address and symbols, from a
 * MACRO source (assembled here, with symbols) or from a tape image (no symbols). The one loader
 * of {@code run}, {@code debug} and {@code panel}: the same file is read the same way by all
 * three, with the same checks (the assembler's diagnostics; a tape's frames and checksums).
 *
 * @param tape       the paper tape: the file itself, or the assembled block-loader tape
 * @param framesUsed how many frames of the tape the image came from (the rest is the program's)
 * @param warnings   the assembler's warnings, rendered with their lines ("" for a tape or none)
 */
public record Program(String name, Image image, Symbols symbols, byte[] tape, int framesUsed, String warnings) {

    /** How much of a file is looked at to tell a source from a tape. */
    private static final int SNIFF_BYTES = 4096;

    /** The program in {@code file} could not be used: errors in the source or a bad tape. */
    public static final class BadProgramException extends Exception {
        private final boolean inSource;

        public BadProgramException(String message, boolean inSource) {
            super(message, null, false, false);
            this.inSource = inSource;
        }

        /** True for the assembler's diagnostics (file:line:col: ...), false for a tape's fault. */
        public boolean inSource() {
            return inSource;
        }
    }

    /** The largest program read: a source or a tape, far above any historic one (under 1 MiB). */
    public static final int MAX_BYTES = 16 << 20;

    /**
     * Whether a file is MACRO source: its name ends in .mac (in any case), or it holds text:
     * UTF-8 with no control character but tab, newline, carriage return and form feed (its first
     * {@value #SNIFF_BYTES} bytes are looked at). A paper tape is never text: its leader is blank
     * frames (NUL) and its data frames have channel 8 punched (a byte of 0200 or more).
     */
    static boolean isSource(String name, byte[] content) {
        if (name.toLowerCase(Locale.ROOT).endsWith(".mac")) {
            return true;
        }
        byte[] head = content.length > SNIFF_BYTES ? java.util.Arrays.copyOf(content, SNIFF_BYTES) : content;
        return head.length > 0 && isText(head);
    }

    private static boolean isText(byte[] head) {
        for (byte b : head) {
            if (b >= 0 && b < 040 && b != '\t' && b != '\n' && b != '\r' && b != '\f' || b == 0177) {
                return false;
            }
        }
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(head, 0, utf8Boundary(head)));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    /** The length of {@code head} without a UTF-8 sequence that the sniff cut in two. */
    private static int utf8Boundary(byte[] head) {
        int end = head.length;
        for (int back = 1; back <= 3 && end - back >= 0; back++) {
            int b = head[end - back] & 0xff;
            if (b >= 0xc0) {
                return end - back;           // a lead byte: its sequence may be incomplete
            }
            if (b < 0x80) {
                break;
            }
        }
        return end;
    }

    /**
     * Reads a source (assembling it) or a tape (decoding it, checksums verified), at most
     * {@link #MAX_BYTES}, once: a FIFO is read as it is written.
     */
    public static Program load(Path file) throws IOException, BadProgramException {
        BoundedFile.Read read = BoundedFile.read(file, MAX_BYTES, "a program (a source or a tape)");
        if (read.bytes() == null) {
            throw new BadProgramException(file + ": " + read.refusal(), false);
        }
        return fromBytes(read.bytes(), file);
    }

    /**
     * A program from bytes already read with a bound (an upload): a source (by its name or its
     * text) assembled, else a tape decoded; {@code file} names it in messages.
     */
    public static Program fromBytes(byte[] bytes, Path file) throws BadProgramException {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        if (isSource(name, bytes)) {
            return fromAssembly(Assembler.assemble(bytes, file));
        }
        byte[] tape = bytes;
        if (tape.length == 0) {
            throw new BadProgramException(name + ": the tape is empty", false);
        }
        try {
            Tapes.Part part = Tapes.readPart(tape, name);
            return new Program(name, part.image(), Symbols.NONE, tape, part.framesUsed(), "");
        } catch (TapeFormatException e) {
            throw new BadProgramException(e.getMessage(), false);
        }
    }

    /** An assembled program; its errors, rendered with their source lines, if it has any. */
    public static Program fromAssembly(Assembly assembly) throws BadProgramException {
        if (assembly.hasErrors()) {
            throw new BadProgramException(assembly.report().stripTrailing(), true);
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
        byte[] tape = assembly.binTape();
        // Its core image is what READ IN of its tape loads: up to the first start, the rest of
        // the tape left for the program to read, as for a tape file.
        Tapes.Part part;
        try {
            part = Tapes.readPart(tape, name);
        } catch (TapeFormatException e) {
            throw new IllegalStateException("the assembler punched a tape it cannot read: " + e.getMessage(), e);
        }
        Image loaded = new Image();                  // the program's words, not the loader's
        part.image().forEach((address, word) -> {
            if (assembly.image().has(address)) {
                loaded.put(address, word);
            }
        });
        loaded.setStartAddress(part.image().startAddress());
        return new Program(name, loaded, new Symbols(names, labels), tape, part.framesUsed(), assembly.report());
    }

    /** True when it was assembled here (it has symbols, and its tape was punched from it). */
    public boolean assembled() {
        return symbols != Symbols.NONE;
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

    /** Puts the whole tape in the reader, for READ IN. */
    public void mount(TapeReader reader) {
        reader.load(tape, tapeName());
    }

    /**
     * Puts the tape in the reader past the part {@link #loadInto} took, as READ IN and the block
     * loader would have left it: a tape of several parts goes on with the next.
     */
    public void mountRest(TapeReader reader) {
        reader.load(tape, tapeName(), framesUsed);
    }

    /** The tape's name in messages: the file's, or {@code NAME.rim} for a source. */
    private String tapeName() {
        return assembled() ? name.replaceFirst("(?i)\\.mac$", "") + ".rim" : name;
    }
}
