package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded random programs assembled by us and by a local macro1 binary, tapes compared byte
 * for byte, in both formats. macro1 is not part of this project: point PDP1_MACRO1 at an
 * executable built from its source to run this; skipped otherwise. A failure prints the
 * seed; {@code RandomPrograms.generate(seed)} gives the program back.
 */
@Tag("long")
class Macro1DifferentialTest {

    @TempDir
    Path dir;

    @Test
    void randomProgramsGiveMacro1sTapes() throws IOException, InterruptedException {
        String macro1 = System.getenv("PDP1_MACRO1");
        Assumptions.assumeTrue(macro1 != null && Files.isExecutable(Path.of(macro1)), "PDP1_MACRO1 not set");
        int programs = Integer.getInteger("pdp1.differential.programs", 200);
        for (long seed = 1; seed <= programs; seed++) {
            String source = RandomPrograms.generate(seed);
            Assembly ours = Assembler.assemble(source, "p.mac");
            assertThat(ours.errors()).as("seed %d: our errors\n%s", seed, source).isEmpty();
            byte[] theirs = run(macro1, source, false);
            if (ours.image().startAddress() >= 0) {
                assertThat(ours.binTape()).as("seed %d: block tape\n%s", seed, source).isEqualTo(theirs);
            } else {
                // No start address: macro1 drops the last pass-2 block; where pass 2 changed it
                // (literals, forward references) we punch it after everything else (docs/assembler.md).
                byte[] head = java.util.Arrays.copyOf(theirs, theirs.length - 1);
                assertThat(java.util.Arrays.copyOf(ours.binTape(), head.length))
                        .as("seed %d: block tape up to macro1's end\n%s", seed, source).isEqualTo(head);
            }
            assertThat(run(macro1, source, true)).as("seed %d: RIM tape\n%s", seed, source).isEqualTo(ours.rimTape());
        }
    }

    private byte[] run(String macro1, String source, boolean rim) throws IOException, InterruptedException {
        Path src = dir.resolve("p.mac");
        Files.writeString(src, source, StandardCharsets.ISO_8859_1);
        Path tape = dir.resolve("p.rim");
        Files.deleteIfExists(tape);
        ProcessBuilder pb = rim ? new ProcessBuilder(macro1, "-r", "p.mac") : new ProcessBuilder(macro1, "p.mac");
        Process p = pb.directory(dir.toFile()).redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile()).start();
        try {
            assertThat(p.waitFor()).as("macro1 exit code; its output:\n" + Files.readString(dir.resolve("out.txt"))).isZero();
        } finally {
            p.destroyForcibly();        // still running only when the hang guard interrupted the wait
        }
        return Files.readAllBytes(tape);
    }
}
