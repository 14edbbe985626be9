package pdp1.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.asm.Diagnostic;
import pdp1.asm.tape.Tapes;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pdp1.jar asm}: MACRO source to a paper tape (docs/assembler.md). The default tape is
 * macro1's default, the block-loader format, in a file named like the source with {@code .rim};
 * {@code --rim} punches pure read-in-mode words instead. With any error nothing is written. A
 * tape or listing is written to a temporary file beside it and moved into place when complete,
 * so a failed write leaves nothing behind and an older tape as it was.
 */
@Command(name = "asm", mixinStandardHelpOptions = true,
        description = {"Assemble PDP-1 MACRO source (the macro1 dialect) into a paper tape image.",
            "Default tape: SOURCE with .rim, in macro1's default block-loader format.",
            "A source may have at most " + Assembler.MAX_SOURCE_MIB + " MiB and " + Assembler.MAX_SOURCE_LINES
                + " lines; a FIFO is read as it is written (given up if no program opens it within 10 s)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:assembled (warnings may have been printed)", "1:errors in the source; no tape written",
            "2:usage or I/O error"})
public final class AsmCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "SOURCE.mac", description = "The MACRO source file.")
    Path source;

    @Option(names = "-o", paramLabel = "TAPE", description = "Tape file to write (default: SOURCE with .rim).")
    Path tape;

    @ArgGroup(exclusive = true)
    Format format = new Format();

    static final class Format {
        @Option(names = "--rim", description = "Pure RIM tape: dio/word pairs read by the READ IN switch (macro1 -r).")
        boolean rim;

        @Option(names = "--bin", description = "Block-loader tape: RIM loader, then checksummed blocks (the default).")
        boolean bin;
    }

    @Option(names = "--listing", paramLabel = "FILE", description = "Write the listing (with symbol table and cross reference).")
    Path listing;

    @Override
    public Integer call() throws IOException {
        InputFiles.requireNotDirectory(spec, source);
        PrintWriter err = spec.commandLine().getErr();
        Assembly result = Assembler.assemble(source);
        for (Diagnostic d : result.diagnostics()) {
            err.println(d.render());
        }
        if (listing != null) {
            writeReplacing(listing, out -> out.write(result.listing().getBytes(StandardCharsets.UTF_8)));
        }
        if (result.hasErrors()) {
            err.println(source + ": " + result.errorCount() + " error(s); no tape written");
            err.flush();
            return 1;
        }
        Path out = tape != null ? tape : Tapes.defaultName(source);
        byte[] bytes = format.rim ? result.rimTape() : result.binTape();
        writeReplacing(out, o -> o.write(bytes));
        err.flush();
        return 0;
    }

    /** What goes into a file: written to the stream given. */
    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Writes {@code target} whole or not at all: into a new file beside it, then moved over it.
     * On failure the new file is removed, an existing {@code target} is left as it was, and the
     * message names {@code target}. A device or FIFO ({@code /dev/null}) is written in place.
     */
    static void writeReplacing(Path target, Content content) throws IOException {
        Path real = Files.isSymbolicLink(target) && Files.exists(target) ? target.toRealPath() : target;
        if (Files.isDirectory(real)) {
            throw new IOException(target + " is a directory; give a file name");
        }
        if (Files.exists(real) && !Files.isRegularFile(real)) {
            try (OutputStream out = Files.newOutputStream(real)) {
                content.writeTo(out);
            } catch (IOException e) {
                throw cannotWrite(target, e);
            }
            return;
        }
        Path parent = real.toAbsolutePath().getParent();
        Path temporary = null;
        try {
            temporary = createBeside(parent, real.getFileName().toString());
            try (OutputStream out = Files.newOutputStream(temporary, StandardOpenOption.WRITE)) {
                content.writeTo(out);
            }
            keepPermissions(real, temporary);
            try {
                Files.move(temporary, real, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, real, StandardCopyOption.REPLACE_EXISTING);
            }
            temporary = null;
        } catch (IOException | RuntimeException e) {
            throw cannotWrite(target, e);
        } finally {
            if (temporary != null) {
                Files.deleteIfExists(temporary);
            }
        }
    }

    /** A new, empty file in {@code dir}, created with the usual permissions (not a temp file's 0600). */
    private static Path createBeside(Path dir, String name) throws IOException {
        for (;;) {
            Path p = dir.resolve("." + name + "." + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 16) + ".tmp");
            try {
                Files.newOutputStream(p, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return p;
            } catch (FileAlreadyExistsException e) {
                // another name
            }
        }
    }

    /** A tape written over an older one keeps the older one's permissions. */
    private static void keepPermissions(Path old, Path replacement) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(old, PosixFileAttributeView.class);
        if (view != null && Files.exists(old)) {
            Files.setPosixFilePermissions(replacement, view.readAttributes().permissions());
        }
    }

    private static IOException cannotWrite(Path target, Exception e) {
        String reason = e instanceof NoSuchFileException ? "no such directory"
                : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int colon = reason.lastIndexOf(": ");
        if (e instanceof java.nio.file.FileSystemException && colon >= 0) {
            reason = reason.substring(colon + 2);     // the reason, without the file name the JDK put first
        }
        return new IOException("cannot write " + target + ": " + reason, e);
    }
}
