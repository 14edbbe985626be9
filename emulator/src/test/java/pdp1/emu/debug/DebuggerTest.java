package pdp1.emu.debug;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pdp1.asm.Assembler;
import pdp1.emu.Machine;

class DebuggerTest {

    private final Machine machine = new Machine();
    private final StringWriter text = new StringWriter();
    private final Debugger debugger;
    private final Program program;

    DebuggerTest() throws Exception {
        program = Program.fromAssembly(Assembler.assemble(DebuggerTranscriptTest.resource("sum.mac"), "sum.mac"));
        program.loadInto(machine);
        debugger = new Debugger(machine, program.symbols(), program.start(), new PrintWriter(text, true));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "x nosuch", "x 10000", "x 18", "x loop,begin", "d begin+3", "d begin+3 lac nosuch",
        "d 20000 0", "d loop lac (5", "set ac", "set ac 1000000", "set xy 1", "set pf 100", "set ov 2",
        "set limit 0", "s 0", "s 10001", "s many", "nb loop", "t", "t off", "frobnicate", "c now",
        "g nosuch", "r r", "sym nosuch", "save", "restore /no/such/file"})
    void aBadCommandAnswersOneLineAndChangesNothing(String command) {
        int[] core = machine.core().clone();
        String registers = registers();
        long now = machine.clock().now;

        assertThat(debugger.execute(command)).isTrue();

        assertThat(text.toString()).startsWith("? ").doesNotContain("Exception").hasLineCount(1);
        assertThat(machine.core()).isEqualTo(core);
        assertThat(registers()).isEqualTo(registers);
        assertThat(machine.clock().now).isEqualTo(now);
    }

    @Test
    void examiningChangesNeitherAcNorTheClock() {
        machine.cpu().ac = 0123;
        debugger.execute("x begin,count");
        debugger.execute("l");
        assertThat(machine.cpu().ac).isEqualTo(0123);
        assertThat(machine.clock().now).isZero();
    }

    @Test
    void anAddressAndASlashExaminesTheWordAsInDdt() {
        debugger.execute("x begin+1");
        String examined = text.toString();
        text.getBuffer().setLength(0);
        debugger.execute("begin+1/");
        assertThat(text.toString()).isEqualTo(examined).doesNotStartWith("?");
        text.getBuffer().setLength(0);
        debugger.execute("nosuch/");
        assertThat(text.toString()).startsWith("? ").contains("nosuch");
    }

    @Test
    void depositAcceptsAnInstructionWithSymbols() {
        debugger.execute("d begin+3 lac i count");
        int count = program.symbols().value("count").orElseThrow();
        assertThat(machine.core()[program.start() + 3]).isEqualTo(0210000 | count);
    }

    @Test
    void aStopRequestedWhileNothingRanDoesNotCutTheNextRunShort() {
        machine.requestStop();               // Ctrl-C at the prompt
        debugger.execute("g");
        assertThat(text.toString()).startsWith("halted by hlt");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"x", "l", "d", "b", "g", "c", "s", "r", "set", "t", "save", "sym", "type", "q"})
    void helpHasALineForEveryCommand(String command) {
        debugger.execute("help");
        assertThat(text.toString().lines()).anyMatch(line -> line.startsWith(command + " "));
    }

    @Test
    void helpShowsTheCarriageReturnEscapeLiterally() {
        debugger.execute("help");
        assertThat(text.toString()).contains("(\\n: carriage return)");
    }

    @Test
    void quitEndsTheSession() {
        assertThat(debugger.execute("q")).isFalse();
    }

    @Test
    void traceFileGetsOneLinePerInstruction(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("trace.txt");
        debugger.execute("t " + file);
        debugger.execute("g");
        debugger.execute("t off");
        long lines = Files.readAllLines(file).size();
        assertThat(lines).isEqualTo(machine.instructionsExecuted());
    }

    @Test
    void snapshotRestoresCoreRegistersAndClock(@TempDir Path dir) {
        Path file = dir.resolve("before.snap");
        debugger.execute("save " + file);
        int[] core = machine.core().clone();
        String registers = registers();
        debugger.execute("g");
        assertThat(machine.core()).isNotEqualTo(core);

        debugger.execute("restore " + file);

        assertThat(machine.core()).isEqualTo(core);
        assertThat(registers()).isEqualTo(registers);
        assertThat(machine.clock().now).isZero();
    }

    @Test
    void aCorruptSnapshotIsReportedAndChangesNothing(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("short.snap");
        debugger.execute("save " + file);
        byte[] whole = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(whole, whole.length - 100));
        debugger.execute("g");
        int[] core = machine.core().clone();
        text.getBuffer().setLength(0);

        debugger.execute("restore " + file);

        assertThat(text.toString()).startsWith("? " + file + ": ").hasLineCount(1);
        assertThat(machine.core()).isEqualTo(core);
    }

    private String registers() {
        var c = machine.cpu();
        return java.util.Arrays.toString(new long[] {c.ac, c.io, c.pc, c.ov, c.pf, c.ss, c.tw, c.ta});
    }
}
