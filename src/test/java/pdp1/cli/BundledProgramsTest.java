package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.asm.Assembler;

/** The programs the jar holds, named alone from any working directory. */
class BundledProgramsTest {

    @TempDir
    Path dir;

    /** pdp1.jar (its classes) run in a child JVM whose working directory is {@code dir}; its exit code. */
    private int child(Path out, String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "pdp1.cli.Main"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("pdp1.jar " + String.join(" ", args) + " did not end within 60 s");
        }
        return p.exitValue();
    }

    @Test
    void aBundledProgramRunsAndAssemblesByNameInAnotherDirectory() throws Exception {
        Path out = Files.createTempFile("bundled", ".txt");
        try {
            assertThat(child(out, "asm", "kalah", "-o", "k.rim")).as(Files.readString(out)).isZero();
            byte[] expected = Assembler.assemble(ProgramFiles.class.getResourceAsStream("/programs/kalah.mac")
                    .readAllBytes(), Path.of("kalah.mac")).binTape();
            assertThat(dir.resolve("k.rim")).hasBinaryContent(expected);

            assertThat(child(out, "asm", "hello")).as(Files.readString(out)).isZero();
            assertThat(dir.resolve("hello.rim")).as("the tape goes into the working directory").exists();

            assertThat(child(out, "run", "hello.mac", "--fast", "--display", "none", "--max-time", "5"))
                    .as(Files.readString(out)).isZero();
            assertThat(Files.readString(out)).contains("hello, world");
        } finally {
            Files.deleteIfExists(out);
        }
    }

    @Test
    void debugAndPanelTakeABundledProgramByName() throws IOException {
        assertThat(Files.exists(Path.of("hello"))).as("no file named hello where the tests run").isFalse();
        Path script = Files.writeString(dir.resolve("s.txt"), "g\nq\n");
        CliRun cli = new CliRun();
        assertThat(cli.run("debug", "hello", "--script", script.toString())).as(cli.err()).isZero();
        assertThat(cli.out()).contains("pdp1 debugger: hello.mac,").contains("hello, world");
        Path png = dir.resolve("p.png");
        assertThat(cli.run("panel", "kalah", "--png", png.toString())).as(cli.err()).isZero();
        assertThat(png).isNotEmptyFile();
    }

    @Test
    void anExistingFileOfThatNameWins() throws Exception {
        Files.writeString(dir.resolve("hello"), "mine\n100/\n\tlac (7\n\tjmp 100\nconstants\nstart 100\n");
        Path out = Files.createTempFile("bundled", ".txt");
        try {
            assertThat(child(out, "asm", "hello")).as(Files.readString(out)).isZero();
            byte[] mine = Assembler.assemble(Files.readAllBytes(dir.resolve("hello")), Path.of("hello")).binTape();
            assertThat(dir.resolve("hello.rim")).hasBinaryContent(mine);
        } finally {
            Files.deleteIfExists(out);
        }
    }

    @Test
    void aNameWithADirectoryOrNoBundledProgramIsAFileName() {
        CliRun cli = new CliRun();
        assertThat(cli.run("run", "nosuch", "--display", "none")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: no such file: nosuch");
        assertThat(cli.run("run", "nowhere/hello", "--display", "none")).isEqualTo(2);
        assertThat(cli.err()).contains("no such directory");
    }

    @Test
    void theHelpOfEachCommandThatTakesAProgramListsEveryProgramTheBuildBundled() throws IOException {
        List<String> names;
        try (Stream<Path> macs = Files.list(Path.of("..", "programs"))) {
            names = macs.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".mac"))
                    .map(n -> n.substring(0, n.length() - ".mac".length())).sorted().toList();
        }
        assertThat(names).contains("hello", "kalah", "music");
        for (String command : List.of("run", "asm", "debug", "panel")) {
            CliRun cli = new CliRun();
            assertThat(cli.run(command, "--help")).isZero();
            assertThat(cli.out()).as(command).contains("Bundled programs (give the NAME alone):",
                    "  " + String.join(", ", names) + System.lineSeparator());
            assertThat(cli.out()).as(command + ": listed once").containsOnlyOnce("Bundled programs");
        }
        assertThat(new String(BundledPrograms.class.getResourceAsStream("/programs/index.txt").readAllBytes(),
                StandardCharsets.UTF_8).lines().toList()).hasSize(names.size());
    }
}
