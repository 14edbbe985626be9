package pdp1.program;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.CRC32C;
import pdp1.asm.tape.Image;

/**
 * A program's image assembled at build time, so that a game starts without assembling its source
 * (0.2 s of CPU for kalah.mac in a fresh JVM; docs/performance.md). The file records the length and
 * CRC-32C of the source it was made from; an image whose source differs from the one on the
 * classpath is not used, so an edited program is assembled again, never silently ignored. CRC-32C
 * rather than SHA-256: a fresh JVM spends 60 ms on SHA-256 of kalah.mac and 5 ms on this; the
 * check guards against edits, not against an attacker, who could as well change the jar.
 *
 * <p>{@link #main} is the build's step (src/pom.xml, process-classes): it writes
 * {@code NAME.mac.image} beside every {@code NAME.mac} in the folder it is given.
 */
public final class PrebuiltImage {

    /** "PDP1IMG" and the format's version, 1. */
    private static final long MAGIC = 0x5044_5031_494D_4701L;

    private PrebuiltImage() {
    }

    /** The classpath resource that holds the prebuilt image of /programs/{@code fileName}. */
    static String resourceFor(String fileName) {
        return "/programs/" + fileName + ".image";
    }

    /**
     * Assembles every {@code *.mac} in the folder {@code args[0]} and writes its image beside it, and
     * their names, sorted, one a line, in index.txt (the list of bundled programs, pdp1.cli.BundledPrograms).
     */
    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args[0]);
        TreeSet<String> names = new TreeSet<>();
        try (var sources = Files.newDirectoryStream(folder, "*.mac")) {
            for (Path mac : sources) {
                names.add(mac.getFileName().toString());
                byte[] source = Files.readAllBytes(mac);
                ProgramImage program = ProgramImage.fromSource(new String(source, StandardCharsets.UTF_8),
                        mac.getFileName().toString());
                try (OutputStream out = Files.newOutputStream(mac.resolveSibling(mac.getFileName() + ".image"))) {
                    write(program, source, out);
                }
            }
        }
        Files.write(folder.resolve("index.txt"), names);
    }

    /** Writes {@code program}, assembled from {@code source}. */
    static void write(ProgramImage program, byte[] source, OutputStream to) throws IOException {
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(to));
        out.writeLong(MAGIC);
        out.writeInt(source.length);
        out.writeInt(checksum(source));
        Image image = program.image();
        out.writeInt(image.startAddress());
        out.writeInt(image.size());
        for (int address = 0; address < Image.SIZE; address++) {
            if (image.has(address)) {
                out.writeShort(address);
                out.writeInt(image.get(address));
            }
        }
        Map<String, Integer> symbols = new TreeMap<>(program.symbols());   // sorted: the same build, the same bytes
        out.writeInt(symbols.size());
        for (Map.Entry<String, Integer> s : symbols.entrySet()) {
            out.writeUTF(s.getKey());
            out.writeInt(s.getValue());
        }
        out.flush();
    }

    /**
     * The image in {@code in} (closed here) if it was made from exactly {@code source}; empty if
     * {@code in} is null, made from other bytes, or not a whole image of this format.
     */
    static Optional<ProgramImage> read(InputStream in, byte[] source, String fileName) {
        if (in == null) {
            return Optional.empty();
        }
        try (DataInputStream data = new DataInputStream(new BufferedInputStream(in))) {
            if (data.readLong() != MAGIC || data.readInt() != source.length || data.readInt() != checksum(source)) {
                return Optional.empty();
            }
            Image image = new Image();
            image.setStartAddress(data.readInt());
            for (int n = data.readInt(); n > 0; n--) {
                image.put(data.readUnsignedShort(), data.readInt());
            }
            Map<String, Integer> symbols = new HashMap<>();
            for (int n = data.readInt(); n > 0; n--) {
                symbols.put(data.readUTF(), data.readInt());
            }
            return data.read() == -1 ? Optional.of(new ProgramImage(fileName, image, symbols, new String(source, java.nio.charset.StandardCharsets.UTF_8))) : Optional.empty();
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();   // a damaged image: the source is assembled instead
        }
    }

    private static int checksum(byte[] source) {
        CRC32C crc = new CRC32C();
        crc.update(source);
        return (int) crc.getValue();
    }
}
