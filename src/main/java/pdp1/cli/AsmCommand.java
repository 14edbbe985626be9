package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.asm.Diagnostic;
import pdp1.asm.tape.Tapes;
import pdp1.emu.file.OutputFile;
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
            "Default tape: SOURCE with .rim (a bundled program's: in the working directory), in macro1's default "
                + "block-loader format.",
            "A source may have at most " + Assembler.MAX_SOURCE_MIB + " MiB and " + Assembler.MAX_SOURCE_LINES
                + " lines; a FIFO is read as it is written (given up if no program opens it within 10 s)."},
        modelTransformer = BundledPrograms.Listed.class,
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:assembled (warnings may have been printed)", "1:errors in the source; no tape written",
            "2:usage or I/O error"})
public final class AsmCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "SOURCE.mac", description = {"The MACRO source file.", BundledPrograms.HELP})
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
        InputFiles.requireNotDirectory(spec, null, source);
        PrintWriter err = spec.commandLine().getErr();
        Optional<BundledPrograms.Source> bundled = BundledPrograms.named(source);
        Assembly result = bundled.isPresent() ? Assembler.assemble(bundled.get().bytes(), bundled.get().name())
                : Assembler.assemble(source);
        for (Diagnostic d : result.diagnostics()) {
            err.println(d.render());
        }
        if (listing != null) {
            OutputFile.writeWhole(null, listing, out -> out.write(result.listing().getBytes(StandardCharsets.UTF_8)));
        }
        if (result.hasErrors()) {
            err.println(source + ": " + result.errorCount() + " error(s); no tape written");
            err.flush();
            return 1;
        }
        // a bundled program's tape goes into the working directory: "asm kalah" writes kalah.rim
        Path out = tape != null ? tape : Tapes.defaultName(bundled.map(BundledPrograms.Source::name).orElse(source));
        byte[] bytes = format.rim ? result.rimTape() : result.binTape();
        OutputFile.writeWhole(null, out, o -> o.write(bytes));
        err.flush();
        return 0;
    }
}
