package pdp1.crosscheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.asm.tape.Image;

/**
 * A PDP-1 program from the jar's /programs/ folder (programs/*.mac in the
 * checkout), assembled once per run: the core image people play, its start
 * address, and its symbols for a harness that needs to find a word in core.
 */
public final class ProgramImage {

    private static final Map<String, ProgramImage> CACHE = new ConcurrentHashMap<>();

    private final String name;
    private final Assembly assembly;
    private final String source;
    /** The words loaded: the assembly's, or a mutant's copy with one word changed. */
    private final Image image;

    private ProgramImage(String name, Assembly assembly, String source, Image image) {
        this.name = name;
        this.assembly = assembly;
        this.source = source;
        this.image = image;
    }

    /**
     * Assembles /programs/{@code fileName} from the classpath (cached).
     *
     * @throws IllegalStateException if it is missing or does not assemble (names the diagnostics)
     */
    public static ProgramImage fromClasspath(String fileName) {
        return CACHE.computeIfAbsent(fileName, ProgramImage::assemble);
    }

    /** The MACRO source of /programs/{@code fileName} on the classpath. */
    public static String source(String fileName) {
        String path = "/programs/" + fileName;
        try (InputStream in = ProgramImage.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("the program " + path + " is not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
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
        return new ProgramImage(fileName, a, text, a.image());
    }

    private static ProgramImage assemble(String fileName) {
        return fromSource(source(fileName), fileName);
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
     * the assembly's source, listing and symbols shared.
     */
    public ProgramImage withWord(int address, int word) {
        if (!image.has(address)) {
            throw new IllegalArgumentException("no word assembled at " + Integer.toOctalString(address));
        }
        Image copy = new Image();
        image.forEach(copy::put);
        copy.setStartAddress(image.startAddress());
        copy.put(address, word);
        return new ProgramImage(name, assembly, source, copy);
    }

    /** The assembly: its symbols and the source line of each word (the image may differ: {@link #withWord}). */
    public Assembly assembly() {
        return assembly;
    }

    /** The MACRO source it was assembled from. */
    public String sourceText() {
        return source;
    }

    /** The address of label {@code symbol}; IllegalStateException naming it if undefined. */
    public int address(String symbol) {
        var value = assembly.symbols().value(symbol);
        if (value.isEmpty()) {
            throw new IllegalStateException(name + " defines no symbol '" + symbol + "'");
        }
        return value.getAsInt();
    }
}
