package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import pdp1.asm.Assembler;
import pdp1.emu.dev.ReadingProgress;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.host.HostLoop;

/** The line that tells a person the reader is reading, while a block tape loads at 400 lines a second. */
class TapeProgressTest {

    private final StringWriter err = new StringWriter();

    /** READ IN of a block tape: the RIM part by the console, the blocks by the loader on the CPU. */
    private StandardMachine readingBlockTape() throws Exception {
        StandardMachine pdp1 = StandardMachine.create();
        byte[] tape = Assembler.assemble(RunCommandTest.program("kalah.mac")).binTape();
        pdp1.reader().load(tape, "kalah.rim");
        pdp1.console().readIn();
        return pdp1;
    }

    @Test
    void atATerminalTheLineIsRedrawnInPlaceUntilTheTapeIsRead() throws Exception {
        StandardMachine pdp1 = readingBlockTape();
        HostLoop loop = HostLoop.on(pdp1).frontEnd(new TapeProgress(pdp1.reader(), new PrintWriter(err), true));
        loop.until(() -> err.toString().endsWith(System.lineSeparator())).limit(60_000_000).run();

        String text = err.toString();
        int length = pdp1.reader().length();
        assertThat(text).startsWith("reading kalah.rim: ").contains("\rreading kalah.rim: ")
                .endsWith(" of " + length + " lines" + System.lineSeparator());
        assertThat(text.split(System.lineSeparator(), -1)).as("one line, redrawn").hasSize(2);
    }

    @Test
    void aTapeWithUnderASecondLeftIsNotWorthALine() throws Exception {
        StandardMachine pdp1 = readingBlockTape();
        assertThat(ReadingProgress.worthShowing(pdp1.reader())).as("a block tape at READ IN").isTrue();
        pdp1.reader().load(new byte[399], "short.rim");
        assertThat(ReadingProgress.worthShowing(pdp1.reader())).as("399 lines, just under a second").isFalse();
        pdp1.reader().load(new byte[400], "second.rim");
        assertThat(ReadingProgress.worthShowing(pdp1.reader())).as("400 lines").isTrue();
        pdp1.reader().load(new byte[8570], "spacewar.rim", 8569);
        assertThat(ReadingProgress.worthShowing(pdp1.reader())).as("put into core, one blank line left").isFalse();
    }

    @Test
    void elsewhereItIsSaidAtTheStartAndAtTheEnd() throws Exception {
        StandardMachine pdp1 = readingBlockTape();
        HostLoop loop = HostLoop.on(pdp1).frontEnd(new TapeProgress(pdp1.reader(), new PrintWriter(err), false));
        loop.limit(60_000_000).until(() -> err.toString().lines().count() == 2).run();

        assertThat(err.toString()).doesNotContain("\r");
        assertThat(err.toString().lines().toList().get(1)).matches("reading kalah.rim: \\d+ of \\d+ lines");
    }
}
