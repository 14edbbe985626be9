package pdp1.kalah;

import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;
import java.util.zip.CRC32C;
import org.apache.commons.io.IOUtils;

/**
 * A complete {@link EndgameDatabase} kept on disk, so it is built once. One file per board width,
 * K and rule set (the seeds per pit do not matter: a board's value depends only on its pits), e.g.
 * {@code kalah-6pits-24seeds-empty-capture.edb}: a 40-byte header, then one byte per board.
 * Header (big-endian): magic {@code PDP1EDB1}, format version, pits, K, rule bits, boards, CRC-32C
 * of the values. A file whose header does not match what is asked for, whose length is wrong or
 * whose values fail the checksum is never used: it is rebuilt, with a one-line notice.
 */
public final class EndgameDatabaseFile {

    /** Raise when the file layout or the meaning of a value changes: older files are rebuilt. */
    static final int VERSION = 1;
    private static final long MAGIC = 0x5044503145444231L;    // "PDP1EDB1"
    static final int HEADER_BYTES = 40;

    private EndgameDatabaseFile() {
    }

    /** The default directory: $XDG_CACHE_HOME/pdp1, else ~/.cache/pdp1. */
    public static Path defaultDirectory() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("pdp1");
    }

    /** The file name of the database of {@code variant}'s rules with at most {@code k} seeds. */
    static String fileName(Variant variant, int k) {
        StringBuilder name = new StringBuilder("kalah-" + variant.pits() + "pits-" + k + "seeds");
        if (variant.emptyCapture()) {
            name.append("-empty-capture");
        }
        if (variant.untilStuck()) {
            name.append("-until-stuck");
        }
        if (variant.noSweep()) {
            name.append("-no-sweep");
        }
        return name.append(".edb").toString();
    }

    /**
     * The complete database of {@code variant}'s rules with at most {@code k} seeds: read from
     * {@code directory} if a good file is there, else built with {@code threads} threads and
     * written there (when {@code directory} is null: built, not kept). Notices and build progress
     * go to {@code progress}.
     */
    static EndgameDatabase obtain(Variant variant, PitIndex index, int k, Path directory, int threads,
                                  Consumer<String> progress) {
        if (directory != null) {
            Path file = directory.resolve(fileName(variant, k));
            if (Files.exists(file)) {
                try {
                    byte[] values = read(file, variant, k, EndgameDatabase.boards(index, k));
                    progress.accept("  endgame database read from " + file);
                    return new EndgameDatabase(variant, index, k, values);
                } catch (BadFile e) {
                    progress.accept("  endgame database " + file + ": " + e.getMessage() + "; rebuilding it");
                }
            }
        }
        long t0 = System.nanoTime();
        EndgameDatabase database = new EndgameDatabase(variant, index, k);
        database.fill(threads, progress);
        progress.accept(String.format("  endgame database built: %d boards in %.1f s", database.size(), (System.nanoTime() - t0) / 1e9));
        if (directory != null) {
            Path file = directory.resolve(fileName(variant, k));
            write(file, variant, k, database.values());
            progress.accept("  endgame database written to " + file);
        }
        return database;
    }

    /** Why a file cannot be used. */
    static final class BadFile extends Exception {
        BadFile(String why) {
            super(why);
        }
    }

    static byte[] read(Path file, Variant variant, int k, long boards) throws BadFile {
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES);
            if (IOUtils.read(in, header) < HEADER_BYTES) {
                throw new BadFile("truncated header");
            }
            header.flip();
            if (header.getLong() != MAGIC) {
                throw new BadFile("not an endgame database file");
            }
            int version = header.getInt();
            if (version != VERSION) {
                throw new BadFile("format version " + version + ", not " + VERSION);
            }
            int pits = header.getInt();
            int seeds = header.getInt();
            int rules = header.getInt();
            long count = header.getLong();
            if (pits != variant.pits() || seeds != k || rules != ruleBits(variant) || count != boards) {
                throw new BadFile("made for other rules or sizes");
            }
            int crc = header.getInt();
            if (in.size() != HEADER_BYTES + boards) {
                throw new BadFile(in.size() + " bytes, not " + (HEADER_BYTES + boards));
            }
            byte[] values = new byte[(int) boards];
            try {
                IOUtils.readFully(in, ByteBuffer.wrap(values));
            } catch (EOFException e) {
                throw new BadFile("truncated");
            }
            if (checksum(values) != crc) {
                throw new BadFile("checksum mismatch");
            }
            return values;
        } catch (IOException e) {
            throw new BadFile("unreadable (" + e.getMessage() + ")");
        }
    }

    /**
     * Writes a new file beside the old one, then renames it over: a crash leaves no half file.
     * (The game engines name nothing of the emulator, so not its OutputFile; a cache needs no fsync:
     * a file a crash damaged fails its checksum and is rebuilt.)
     */
    static void write(Path file, Variant variant, int k, byte[] values) {
        ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES);
        header.putLong(MAGIC).putInt(VERSION).putInt(variant.pits()).putInt(k).putInt(ruleBits(variant))
                .putLong(values.length).putInt(checksum(values)).putInt(0);
        try {
            Files.createDirectories(file.getParent());
            Path temporary = Files.createTempFile(file.getParent(), file.getFileName().toString(), ".tmp");
            try (OutputStream out = Files.newOutputStream(temporary)) {
                out.write(header.array());
                out.write(values);
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the endgame database " + file, e);
        }
    }

    private static int ruleBits(Variant v) {
        return (v.emptyCapture() ? 1 : 0) | (v.untilStuck() ? 2 : 0) | (v.noSweep() ? 4 : 0);
    }

    static int checksum(byte[] values) {
        CRC32C crc = new CRC32C();
        crc.update(values, 0, values.length);
        return (int) crc.getValue();
    }
}
