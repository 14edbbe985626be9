package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code pdp1.jar kimasai} and {@code pdp1.jar crosscheck kimasai} (under a stand-in parent, as Main will mount it). */
class KimasaiCommandsTest {

    @Command(name = "crosscheck")
    static final class Parent {
    }

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.commandLine()
                .addSubcommand(new KimasaiCommand())
                .addSubcommand(new CommandLine(new Parent()).addSubcommand(new CrosscheckKimasaiCommand()));
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void crosscheckOfAFewSeededGamesAgreesAndCountsThem() {
        int code = run("crosscheck", "kimasai", "--games", "2", "--seed", "7");
        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).contains("crosscheck kimasai: 2 games from seed 7, 0 mismatches");
        assertThat(err.toString()).contains("crosscheck kimasai: 2/2 games");
    }

    @Test
    void crosscheckOfZeroGamesIsAUsageError() {
        assertThat(run("crosscheck", "kimasai", "--games", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--games must be at least 1");
    }

    @Test
    void aPersonsMoveIsAnsweredAndTheRunEndsWhenTheKeysDo() {
        int code = run("kimasai", "--keys", "b2", "--display", "none", "--fast", "--depth", "2");
        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).contains("new game").contains("south? b2").contains("north plays ");
        assertThat(err.toString()).contains("no more keys");
    }

    @Test
    void theComputerPlaysAWholeGameAgainstItselfAndStopsOnN() {
        int code = run("kimasai", "--demo", "--depth", "1", "--keys", "n", "--display", "none", "--fast");
        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).containsPattern("(south|north) wins").contains("bye");
        assertThat(err.toString()).contains("halted");
    }

    @Test
    void theCrtGoesToAPngWhenAsked(@TempDir Path dir) {
        Path png = dir.resolve("board.png");
        int code = run("kimasai", "--keys", "b2", "--display", "png:" + png, "--fast", "--depth", "1");
        assertThat(code).as(err.toString()).isZero();
        assertThat(png).isNotEmptyFile();
    }

    @Test
    void twoPlayersAndDemoExcludeEachOther() {
        assertThat(run("kimasai", "--two-players", "--demo")).isEqualTo(2);
        assertThat(err.toString()).contains("exclude each other");
    }

    @Test
    void aDepthOutOfRangeIsAUsageError() {
        assertThat(run("kimasai", "--depth", "16", "--display", "none")).isEqualTo(2);
        assertThat(err.toString()).contains("--depth must be 1..15");
    }
}
