package pdp1.emu.debug;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pdp1.asm.Assembler;
import pdp1.emu.Machine;

/**
 * Scripted sessions with their expected transcripts, in
 * {@code src/test/resources/debug/NAME.script} and {@code NAME.transcript}.
 * The program is {@code sum.mac}. {@code -Dgolden.update=true} rewrites the
 * transcripts (review the diff before committing).
 */
class DebuggerTranscriptTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"sum", "errors"})
    void sessionMatchesItsTranscript(String name) throws Exception {
        Program program = Program.fromAssembly(Assembler.assemble(resource("sum.mac"), "sum.mac"));
        Machine machine = new Machine();
        program.loadInto(machine);
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        Debugger debugger = new Debugger(machine, program.symbols(), program.start(), out);
        debugger.run(new BufferedReader(new StringReader(resource(name + ".script"))), true);

        Path golden = Path.of("src/test/resources/debug", name + ".transcript");
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(golden, text.toString());
            return;                          // the copy on the classpath is the old one: review the diff
        }
        assertThat(text.toString()).isEqualTo(resource(name + ".transcript"));
    }

    static String resource(String name) throws IOException {
        try (InputStream in = DebuggerTranscriptTest.class.getResourceAsStream("/debug/" + name)) {
            if (in == null) {
                throw new IOException("missing test resource /debug/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
