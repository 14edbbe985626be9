package pdp1.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.IModelTransformer;

/**
 * The PDP-1 programs the jar holds (programs/*.mac in the checkout), run by name from any
 * directory: {@code run music}, {@code asm kalah -o k.rim}. A name with no directory in it that is
 * no existing file names the bundled program NAME.mac (or NAME itself when it ends in .mac); an
 * existing file of that name wins. The build lists the programs in /programs/index.txt
 * ({@code pdp1.program.PrebuiltImage}), which {@code --help} shows.
 */
final class BundledPrograms {

    /** What a command's help says of the bundled programs (its footer gets the list: {@link Listed}). */
    static final String HELP = "A bare NAME that is no existing file runs the bundled program NAME.mac (an existing "
            + "file of that name wins).";

    private BundledPrograms() {
    }

    /** A bundled program: the name it has in messages ("music.mac") and its source text. */
    record Source(Path name, byte[] bytes) {
    }

    /** The bundled program {@code argument} names, or empty when it is a file's name or names none. */
    static Optional<Source> named(Path argument) throws IOException {
        if (argument.getParent() != null || argument.getFileName() == null
                || Files.exists(argument, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        String name = argument.getFileName().toString();
        String fileName = name.endsWith(".mac") ? name : name + ".mac";
        try (InputStream in = BundledPrograms.class.getResourceAsStream("/programs/" + fileName)) {
            return in == null ? Optional.empty() : Optional.of(new Source(Path.of(fileName), in.readAllBytes()));
        }
    }

    /** The names of the bundled programs, without .mac, as the build listed them (none if it did not). */
    static List<String> names() {
        try (InputStream in = BundledPrograms.class.getResourceAsStream("/programs/index.txt")) {
            if (in == null) {
                return List.of();                         // classes built by something other than Maven
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(line -> !line.isBlank()).map(line -> line.strip().replaceFirst("\\.mac$", "")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Adds the list of bundled programs to a command's help footer, when its model is built. */
    static final class Listed implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            List<String> names = names();
            if (!names.isEmpty()) {
                String[] footer = spec.usageMessage().footer();
                String[] listed = Arrays.copyOf(footer, footer.length + 2);
                listed[footer.length] = "%nBundled programs (give the NAME alone):";
                listed[footer.length + 1] = "  " + String.join(", ", names);
                spec.usageMessage().footer(listed);
            }
            return spec;
        }
    }
}
