package pdp1.crosscheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;

/**
 * A PDP-1 program from the jar's /programs/ folder (programs/*.mac in the
 * checkout), assembled once per run: the core image people play, its start
 * address, and its symbols for a harness that needs to find a word in core.
 */
public final class ProgramImage {

    private static final Map<String, ProgramImage> CACHE = new ConcurrentHashMap<>();

    private final String name;
    private final Assembly assembly;

    private ProgramImage(String name, Assembly assembly) {
        this.name = name;
        this.assembly = assembly;
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
        return new ProgramImage(fileName, a);
    }

    private static ProgramImage assemble(String fileName) {
        return fromSource(source(fileName), fileName);
    }

    public String name() {
        return name;
    }

    public int startAddress() {
        return assembly.image().startAddress();
    }

    /** The program in a core of {@code memoryWords} words (unused words 0). */
    public int[] core(int memoryWords) {
        return assembly.image().toCore(memoryWords);
    }

    /** The assembled image (for Console.loadImage). */
    public pdp1.asm.tape.Image image() {
        return assembly.image();
    }

    /** Words the program occupies (its loaded image, variables and tables included). */
    public int wordsUsed() {
        return assembly.image().size();
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
