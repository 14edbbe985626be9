package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.cli.RunCommandTest.program;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import picocli.CommandLine;

/**
 * The commands on the one host loop: keys from a pipe or a file struck when the program asks,
 * the end of a run that waits for a key nobody will strike, the loader's choices, the notes.
 */
class HostLoopCommandsTest {

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    @Test
    void runTypesPipedInputWhenTheProgramAsks() {
        int code = cli.input("xyz.").run("run", program("echo.mac").toString());
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).isEqualTo("xxyyzz..");
        assertThat(cli.err()).startsWith("pdp1: halted at 0117 (hlt)");
    }

    @Test
    void runEndsWhenTheProgramWaitsForAKeyAndThePipeIsEmpty() {
        int code = cli.input("ab").run("run", program("echo.mac").toString());
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).isEqualTo("aabb");
        assertThat(cli.err()).startsWith("pdp1: the program waits for a key and there are no more keys, PC 010");
    }

    /** Kalah read in from its RIM tape: the key must not be struck during READ IN, when the program's clf would lose it. */
    @Test
    void keysOfATapesRunComeAfterReadInAndWhileTheProgramComputesNoneIsLost() throws IOException {
        Path tape = tmp.resolve("k.rim");
        assertThat(cli.run("asm", program("kalah.mac").toString(), "--rim", "-o", tape.toString())).isZero();
        Path keys = Files.writeString(tmp.resolve("k.txt"), "cab");
        int code = cli.run("run", tape.toString(), "--sense", "6", "--fast", "--display", "none",
                "--tty-in", keys.toString(), "--max-time", "600");
        assertThat(code).as(cli.err()).isZero();
        // c sows into the store (South again), a ends on South's side (North moves, in silence), then b
        assertThat(cli.out()).contains("south? c", "south? a", "south? b");
        assertThat(cli.err()).contains("no more keys");
    }

    @Test
    void aSourceIsKnownByItsTextWhateverItsName() throws IOException {
        Path text = Files.copy(program("hello.mac"), tmp.resolve("hello.txt"));
        int code = cli.run("run", text.toString(), "--max-time", "10");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).isEqualTo("hello, world" + System.lineSeparator());
    }

    @Test
    void aDrawingProgramWithNowhereToShowGetsANote() {
        int code = cli.run("run", program("squares.mac").toString(), "--max-time", "0.1");
        assertThat(code).isZero();
        assertThat(cli.err()).startsWith("pdp1: note: the program draws on the CRT, which is not shown here")
                .contains("--display png:FILE");
    }

    @Test
    void theNoteWaitsForTheEndOfTheLineBeingTyped() throws IOException {
        Path source = Files.writeString(tmp.resolve("midline.mac"), "draws mid-line\n100/\n"
                + "go,\tlio a\n\ttyo\n\tlio b\n\ttyo\n\tcla\n\tcli\n\tdpy\n"
                + "\tlio c\n\ttyo\n\tlio cr\n\ttyo\n\thlt\n"
                + "a,\t61\nb,\t62\nc,\t63\ncr,\t77\n\tstart go\n");
        StringWriter both = new StringWriter();   // the paper and the notes, as a terminal shows them
        String[] args = {"run", source.toString(), "--max-time", "10"};
        CommandLine cl = Main.commandLine(new ByteArrayInputStream(new byte[0]), false, args);
        cl.setOut(new PrintWriter(both, true));
        cl.setErr(new PrintWriter(both, true));
        assertThat(cl.execute(args)).as(both.toString()).isZero();
        assertThat(both.toString()).startsWith("abc" + System.lineSeparator() + "pdp1: note: the program draws on the CRT");
    }

    @Test
    void noNoteWhenThePersonAskedForNoDisplay() {
        assertThat(cli.run("run", program("squares.mac").toString(), "--max-time", "0.1", "--display", "none")).isZero();
        assertThat(cli.err()).doesNotContain("note");
    }

    @Test
    void aPngThatCannotBeWrittenIsSaidBeforeTheRun() {
        Path png = tmp.resolve("missing").resolve("x.png");
        assertThat(cli.run("run", program("hello.mac").toString(), "--display", "png:" + png)).isEqualTo(2);
        assertThat(cli.err()).contains("no such directory").doesNotContain("hello, world");
        assertThat(cli.out()).isEmpty();
    }

    /**
     * A tape of two parts: a RIM part whose program reads one more word with rpb. The debugger
     * loads the first part and leaves the rest in the reader, as READ IN would.
     */
    @Test
    void debugLeavesTheRestOfATapeInTheReader() throws IOException {
        Assembly first = Assembler.assemble("reads on\n100/\ngo,\trpb\n\tdio 200\n\thlt\n\tstart go\n", "part1.mac");
        byte[] rim = first.rimTape();
        byte[] tape = new byte[rim.length + 3];
        System.arraycopy(rim, 0, tape, 0, rim.length);
        tape[rim.length] = (byte) 0201;                   // the word 010203, three frames with channel 8
        tape[rim.length + 1] = (byte) 0202;
        tape[rim.length + 2] = (byte) 0203;
        Path file = Files.write(tmp.resolve("two-parts.rim"), tape);
        Path script = Files.write(tmp.resolve("s.txt"), List.of("g", "x 200", "q"));

        int code = cli.run("debug", file.toString(), "--script", script.toString());

        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("halted by hlt at 0102").contains("010203");
    }

    @Test
    void theDebuggerSaysWhenTheProgramWaitsForAKey() throws IOException {
        Path script = Files.write(tmp.resolve("s.txt"), List.of("g", "type a.", "c", "q"));
        int code = cli.run("debug", program("echo.mac").toString(), "--script", script.toString());
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).containsPattern("waiting for a key at 010[12] \\(wait").contains("aa..", "halted by hlt");
    }
}
