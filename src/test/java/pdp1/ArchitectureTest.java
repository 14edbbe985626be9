package pdp1;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.ImportGraph.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pdp1.games.GameProgram;
import pdp1.games.Games;

/**
 * The layering of the main code as a build fact, read from the sources of all three modules:
 * the game engines know nothing of the PDP-1, the emulator knows nothing of the games, the
 * cross-checks or the command line, and no two packages depend on each other (package-info.java
 * of each package says what it may use).
 */
class ArchitectureTest {

    private static final Path ROOT = projectRoot();
    private static final Path ASM = ROOT.resolve("asm/src/main/java");
    private static final Path EMULATOR = ROOT.resolve("emulator/src/main/java");
    private static final Path GAMES = ROOT.resolve("src/main/java");

    private static final String[] PDP1_SIDE = {"pdp1.emu", "pdp1.asm", "pdp1.program", "pdp1.crosscheck", "pdp1.games",
            "pdp1.cli", "pdp1.serve"};
    /** Every registered game's engine package. */
    private static final String[] ENGINES = Games.ALL.stream().map(GameProgram::enginePackage).toArray(String[]::new);
    /** Every registered game's packages: its engine, what plain play needs of its program, its cross-check. */
    private static final String[] GAME_PACKAGES = Games.ALL.stream()
            .flatMap(g -> Stream.of(g.enginePackage(), g.playPackage(), g.crosscheckPackage())).toArray(String[]::new);
    private static final String[] ABOVE_THE_EMULATOR = Stream.concat(Stream.of(GAME_PACKAGES),
            Stream.of("pdp1.program", "pdp1.crosscheck", "pdp1.games", "pdp1.cli", "pdp1.serve")).toArray(String[]::new);

    private final ImportGraph all = ImportGraph.read(ASM, EMULATOR, GAMES);

    @Test
    void theSourcesOfEveryModuleAreRead() {
        // guards the checks below against passing on an empty tree
        assertThat(all.packages()).contains("pdp1.asm", "pdp1.asm.tape", "pdp1.emu", "pdp1.emu.cpu", "pdp1.program",
                "pdp1.crosscheck", "pdp1.games", "pdp1.cli").contains(GAME_PACKAGES);
    }

    @Test
    void theGameEnginesNameNothingOfThePdp1() {
        assertThat(all.uses(within(ENGINES), within(PDP1_SIDE))).isEmpty();
    }

    @Test
    void theEmulatorNamesNoGameCrosscheckOrCommandLine() {
        assertThat(ImportGraph.read(EMULATOR).uses(pkg -> true, within(ABOVE_THE_EMULATOR))).isEmpty();
    }

    @Test
    void whatTheCrosschecksShareNamesNoGame() {
        assertThat(all.uses(pkg -> pkg.equals("pdp1.crosscheck") || pkg.equals("pdp1.program"), within(GAME_PACKAGES)))
                .isEmpty();
    }

    @Test
    void plainPlayNeedsNoGamesCrosscheck() {
        // pdp1.jar kalah runs without the cross-check's classes: the switches and paper sit apart
        String[] play = Games.ALL.stream().map(GameProgram::playPackage).toArray(String[]::new);
        String[] crosschecks = Games.ALL.stream().map(GameProgram::crosscheckPackage).toArray(String[]::new);
        assertThat(all.uses(within(play), within(crosschecks))).isEmpty();
    }

    @Test
    void aGameKnowsNothingOfTheRegistryOrWhatIteratesIt() {
        // the registry points at the games; a game's packages stand alone (docs/games.md)
        assertThat(all.uses(within(GAME_PACKAGES), within("pdp1.games", "pdp1.cli", "pdp1.serve"))).isEmpty();
    }

    @Test
    void theServerAndTheHeadlessConsoleNameNoSwingPanel() {
        // the classroom server runs without a screen: it works the console, not the panel's windows
        assertThat(all.uses(within("pdp1.serve", "pdp1.emu.console"), within("pdp1.emu.panel"))).isEmpty();
    }

    @Test
    void noPackagesDependOnEachOtherInACycle() {
        assertThat(all.cycles()).isEmpty();
    }

    // ---- the checker itself can fail ----

    @Test
    void aPlantedImportOrFullyQualifiedNameIsFound() {
        var planted = ImportGraph.of(Map.of(
                "pdp1/kalah/A.java", "package pdp1.kalah;\nimport pdp1.emu.cpu.Cpu;\nclass A { Cpu c; }",
                "pdp1/kimasai/B.java", "package pdp1.kimasai;\nclass B { Object o = pdp1.cli.Main.class; }",
                "pdp1/kalah/C.java", "package pdp1.kalah;\nimport static pdp1.asm . tape.Tapes.*;\nclass C { }"));
        assertThat(planted.uses(within("pdp1.kalah", "pdp1.kimasai"), within(PDP1_SIDE))).containsExactlyInAnyOrder(
                "pdp1/kalah/A.java (pdp1.kalah) uses pdp1.emu.cpu",
                "pdp1/kimasai/B.java (pdp1.kimasai) uses pdp1.cli",
                "pdp1/kalah/C.java (pdp1.kalah) uses pdp1.asm.tape");
    }

    @Test
    void aNameInACommentOrAStringIsNoDependency() {
        var quiet = ImportGraph.of(Map.of("pdp1/kalah/A.java", """
                package pdp1.kalah;
                /** Unlike {@link pdp1.emu.Machine}, this knows no PDP-1. */
                class A {
                    String s = "pdp1.cli.Main \\" pdp1.asm.Assembler";   // pdp1.crosscheck.Mismatch
                    char q = '"';
                    String t = \"""
                        pdp1.emu.cpu.Cpu
                        \""";
                }
                """));
        assertThat(quiet.uses(pkg -> true, pkg -> true)).isEmpty();
    }

    @Test
    void twoPackagesImportingEachOtherAreACycle() {
        var pair = ImportGraph.of(Map.of(
                "pdp1/emu/Machine.java", "package pdp1.emu; import pdp1.emu.cpu.Cpu; class Machine { }",
                "pdp1/emu/cpu/Cpu.java", "package pdp1.emu.cpu; class Cpu { pdp1.emu.StopReason stop; }"));
        assertThat(pair.cycles()).containsExactly(
                "pdp1.emu -> pdp1.emu.cpu (pdp1/emu/Machine.java) -> pdp1.emu (pdp1/emu/cpu/Cpu.java)");
    }

    @Test
    void aCycleThroughThreePackagesIsFound() {
        var ring = ImportGraph.of(Map.of(
                "pdp1/a/A.java", "package pdp1.a; import pdp1.b.B; class A { }",
                "pdp1/b/B.java", "package pdp1.b; import pdp1.c.C; class B { }",
                "pdp1/c/C.java", "package pdp1.c; import pdp1.a.A; class C { }",
                "pdp1/d/D.java", "package pdp1.d; import pdp1.a.A; class D { }"));
        assertThat(ring.cycles()).containsExactly(
                "pdp1.a -> pdp1.b (pdp1/a/A.java) -> pdp1.c (pdp1/b/B.java) -> pdp1.a (pdp1/c/C.java)");
    }

    /** The checkout: where asm/ and emulator/ sit beside src/ (Maven runs the tests in src/). */
    private static Path projectRoot() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("asm/src/main/java")) && Files.isDirectory(p.resolve("emulator/src/main/java"))) {
                return p;
            }
        }
        throw new IllegalStateException("no checkout (asm/ and emulator/ beside src/) above " + Path.of("").toAbsolutePath());
    }
}
