package pdp1.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * Writes pdp1.jar's man pages, one a command and subcommand, in AsciiDoc, from the commands'
 * whole models (picocli-codegen's {@link ManPageGenerator}), so they cannot fall behind the
 * help. The build runs it (src/pom.xml, exec-maven-plugin, into target/man) and turns the
 * pages into troff (asciidoctor). It sits with the tests so that picocli-codegen, a test-scoped
 * dependency, stays out of the jar.
 */
public final class ManPages {

    private ManPages() {
    }

    /** Writes the pages into {@code dir}, created if need be. */
    static void write(Path dir) throws IOException {
        int exit = ManPageGenerator.generateManPage(dir.toFile(), null, new boolean[0], true,
                Main.wholeModel().getCommandSpec());
        if (exit != 0) {
            throw new IOException("the man page generator failed (" + exit + ") writing into " + dir);
        }
    }

    /** {@code ManPages DIR}. */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: ManPages DIR");
        }
        write(new File(args[0]).toPath());
    }
}
