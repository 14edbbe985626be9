package pdp1.program;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.asm.Symbol;
import pdp1.asm.SymbolTable;
import pdp1.asm.tape.Image;

/**
 * A PDP-1 program from the jar's /programs/ folder (programs/*.mac in the
 * checkout), assembled once per run: the core image people play, its start
 * address, and its symbols for a harness that needs to find a word in core.
 * The build assembles the programs beforehand ({@link PrebuiltImage}); an image
 * made from other bytes than the source on the classpath is not used.
 */
public final class ProgramImage {

    private static final Map<String, ProgramImage> CACHE = new ConcurrentHashMap<>();

    private final String name;
    /** The words loaded: the assembly's, or a mutant's copy with one word changed. */
    private final Image image;
    /** The program's defined names (as the assembler keeps them: six characters) and their values. */
    private final Map<String, Integer> symbols;
    private final String source;
    /** The assembly of the source, made when first asked for (a prebuilt image has none). */
    private final AtomicReference<Assembly> assembly;

    ProgramImage(String name, Image image, Map<String, Integer> symbols, String source) {
        this(name, image, symbols, source, new AtomicReference<>());
    }

    private ProgramImage(String name, Image image, Map<String, Integer> symbols, String source,
            AtomicReference<Assembly> assembly) {
        this.name = name;
        this.image = image;
        this.symbols = Map.copyOf(symbols);
        this.source = source;
        this.assembly = assembly;
    }

    /**
     * /programs/{@code fileName} from the classpath (cached): its prebuilt image when that was
     * made from this very source, else the source assembled now.
     *
     * @throws IllegalStateException if it is missing or does not assemble (names the diagnostics)
     */
    public static ProgramImage fromClasspath(String fileName) {
        return CACHE.computeIfAbsent(fileName, ProgramImage::load);
    }

    /** The MACRO source of /programs/{@code fileName} on the classpath. */
    public static String source(String fileName) {
        return new String(sourceBytes(fileName), StandardCharsets.UTF_8);
    }

    private static byte[] sourceBytes(String fileName) {
        String path = "/programs/" + fileName;
        try (InputStream in = ProgramImage.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("the program " + path + " is not on the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Assembles {@code text} (not cached): for a harness's own tests of a changed program. */
    public static ProgramImage fromSource(String text, String fileName) {
        Assembly a = Assembler.assemble(text, fileName);
        if (a.hasErrors()) {
            throw new IllegalStateException(fileName + " does not assemble:" + System.lineSeparator() + a.report());
        }
        if (a.image().startAddress() < 0) {
            throw new IllegalStateException(fileName + " has no start address ('start' pseudo-op)");
        }
        Map<String, Integer> symbols = new HashMap<>();
        for (Symbol s : a.symbols().userSymbols()) {
            if (s.isDefined()) {
                symbols.put(s.name(), s.value());
            }
        }
        return new ProgramImage(fileName, a.image(), symbols, text, new AtomicReference<>(a));
    }

    private static ProgramImage load(String fileName) {
        byte[] source = sourceBytes(fileName);
        return PrebuiltImage.read(ProgramImage.class.getResourceAsStream(PrebuiltImage.resourceFor(fileName)), source, fileName)
                .orElseGet(() -> fromSource(new String(source, StandardCharsets.UTF_8), fileName));
    }

    public String name() {
        return name;
    }

    public int startAddress() {
        return image.startAddress();
    }

    /** The program in a core of {@code memoryWords} words (unused words 0). */
    public int[] core(int memoryWords) {
        return image.toCore(memoryWords);
    }

    /** The image loaded (for Console.loadImage); not to be changed (see {@link #withWord}). */
    public Image image() {
        return image;
    }

    /** Words the program occupies (its loaded image, variables and tables included). */
    public int wordsUsed() {
        return image.size();
    }

    /**
     * The same program with the word at {@code address} replaced (a mutant): a copy of the image,
     * the source, symbols and assembly shared.
     */
    public ProgramImage withWord(int address, int word) {
        if (!image.has(address)) {
            throw new IllegalArgumentException("no word assembled at " + Integer.toOctalString(address));
        }
        Image copy = new Image();
        image.forEach(copy::put);
        copy.setStartAddress(image.startAddress());
        copy.put(address, word);
        return new ProgramImage(name, copy, symbols, source, assembly);
    }

    /**
     * The assembly of the source: its symbols and the source line of each word (the image may
     * differ: {@link #withWord}); assembled now if the program came prebuilt.
     */
    public Assembly assembly() {
        return assembly.updateAndGet(a -> a != null ? a : Assembler.assemble(source, name));
    }

    /** The MACRO source it was assembled from. */
    public String sourceText() {
        return source;
    }

    /** The address of label {@code symbol}; IllegalStateException naming it if undefined. */
    public int address(String symbol) {
        Integer value = symbols.get(SymbolTable.significant(symbol));
        if (value == null) {
            throw new IllegalStateException(name + " defines no symbol '" + symbol + "'");
        }
        return value;
    }

    /** The defined names and their values (for writing a prebuilt image). */
    Map<String, Integer> symbols() {
        return symbols;
    }
}
