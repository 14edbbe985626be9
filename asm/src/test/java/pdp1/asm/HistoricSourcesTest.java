package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import pdp1.asm.tape.Image;
import pdp1.asm.tape.Tapes;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Historic sources against the tapes macro1 made of them, byte for byte. The files are never
 * committed: point PDP1_HISTORIC_DIR at a local directory holding NAME.mac and NAME.rim pairs
 * (e.g. simh PDP1/spacewar1). Skipped when the variable is unset.
 */
class HistoricSourcesTest {

    @TestFactory
    Stream<DynamicTest> everyHistoricSourceGivesMacro1sTape() throws IOException {
        String dir = System.getenv("PDP1_HISTORIC_DIR");
        Assumptions.assumeTrue(dir != null && Files.isDirectory(Path.of(dir)), "PDP1_HISTORIC_DIR not set");
        List<Path> sources;
        try (Stream<Path> files = Files.list(Path.of(dir))) {
            sources = files.filter(p -> p.toString().endsWith(".mac"))
                    .filter(p -> Files.exists(tapeOf(p))).sorted().toList();
        }
        return sources.stream().map(src -> DynamicTest.dynamicTest(src.getFileName().toString(), () -> {
            byte[] expected = Files.readAllBytes(tapeOf(src));
            Assembly a = Assembler.assemble(src);
            assertThat(a.errors()).as(a.report()).isEmpty();
            byte[] actual = isBlockTape(expected) ? a.binTape() : a.rimTape();
            assertThat(firstDifference(expected, actual)).as("first differing byte (-1: identical)").isEqualTo(-1);
            Image read = Tapes.read(expected, tapeOf(src).toString());
            a.image().forEach((addr, word) -> assertThat(read.get(addr)).as("word at %04o", addr).isEqualTo(word));
            assertThat(read.startAddress()).isEqualTo(a.image().startAddress());
        }));
    }

    static Path tapeOf(Path source) {
        String name = source.getFileName().toString();
        return source.resolveSibling(name.substring(0, name.length() - 4) + ".rim");
    }

    /** A block tape begins, after its leader, with {@code dio 7751}: the loader. */
    static boolean isBlockTape(byte[] tape) {
        int i = 0;
        while (i < tape.length && tape[i] == 0) {
            i++;
        }
        return i + 2 < tape.length && (tape[i] & 077) == 032 && (tape[i + 1] & 077) == 077 && (tape[i + 2] & 077) == 051;
    }

    static int firstDifference(byte[] a, byte[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }
}
