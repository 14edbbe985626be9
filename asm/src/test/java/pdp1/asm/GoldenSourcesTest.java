package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pdp1.asm.tape.Image;

/**
 * One small source per feature in src/test/resources/golden/, with the words it must
 * assemble to, written by hand from the reference (NAME.words: "address word  comment",
 * "start address", # comments). A mismatch names the first differing address.
 */
class GoldenSourcesTest {

    /** The diagnostics a golden source is meant to give. */
    private static final Map<String, List<String>> WARNINGS = Map.of("locations",
            List.of("locations.mac:10:2: warning: the location went past 7777: this word is assembled at 0000"));

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"expressions", "text", "literals", "macros", "repeat", "locations",
        "variables", "numbers", "microcode"})
    void assemblesToTheWordsWrittenDownByHand(String name) throws IOException {
        Assembly a = Assembler.assemble(resource(name + ".mac"), name + ".mac");
        assertThat(a.diagnostics()).as(a.report()).extracting(Diagnostic::toString)
                .containsExactlyElementsOf(WARNINGS.getOrDefault(name, List.of()));

        Map<Integer, Integer> expected = new TreeMap<>();
        int start = Image.NO_START;
        for (String line : resource(name + ".words").split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f[0].isEmpty() || f[0].startsWith("#")) {
                continue;
            }
            if (f[0].equals("start")) {
                start = Integer.parseInt(f[1], 8);
            } else {
                expected.put(Integer.parseInt(f[0], 8), Integer.parseInt(f[1], 8));
            }
        }
        Map<Integer, Integer> actual = new TreeMap<>();
        a.image().forEach(actual::put);
        for (var e : expected.entrySet()) {
            assertThat(actual.get(e.getKey())).as("word at %04o", e.getKey()).isEqualTo(e.getValue());
        }
        assertThat(actual.keySet()).as("addresses assembled").isEqualTo(expected.keySet());
        assertThat(a.image().startAddress()).as("start address").isEqualTo(start);
    }

    static String resource(String name) throws IOException {
        try (InputStream in = GoldenSourcesTest.class.getResourceAsStream("/golden/" + name)) {
            assertThat(in).as(name).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
