package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.asm.Assembler;

class DebugCommandTest {

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    private int debug(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "debug";
        System.arraycopy(args, 0, all, 1, args.length);
        return cli.run(all);
    }

    private Path script(String... lines) throws IOException {
        return Files.write(tmp.resolve("session.txt"), java.util.List.of(lines));
    }

    @Test
    void scriptedSessionShowsTheTypewriterBetweenTheAnswers() throws IOException {
        int code = debug(RunCommandTest.program("hello.mac").toString(), "--script", script("g", "x done", "q").toString());

        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out().lines()).containsExactly(
                "pdp1 debugger: hello.mac, 24 words, starts at 0100, 4 symbols; help lists the commands",
                "pdp1> g",
                "hello, world",
                "halted by hlt at 0110 (done)",
                "pdp1> x done",
                "0110  done       760400   -7935  hlt",
                "pdp1> q");
    }

    @Test
    void aTapeHasNoSymbolsButDebugsInOctal() throws IOException {
        Path tape = tmp.resolve("hello.rim");
        Files.write(tape, Assembler.assemble(RunCommandTest.program("hello.mac")).binTape());

        int code = debug(tape.toString(), "--script", script("b 110", "g", "x 110", "q").toString());

        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("no symbols", "hello, world", "breakpoint at 0110",
                "0110             760400   -7935  hlt");
    }

    @Test
    void typedKeysReachTheProgram() throws IOException {
        Path echo = Files.writeString(tmp.resolve("echo.mac"), """
                echo one key
                100/
                go,	tyi
                	tyo
                	hlt
                	start go
                """);
        int code = debug(echo.toString(), "--script", script("type x", "g", "r", "q").toString());

        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("typed 1 key;", "halted by hlt at 0102");
    }

    @Test
    void sourceWithErrorsIsBadInput() throws IOException {
        Path bad = Files.writeString(tmp.resolve("bad.mac"), "bad\n100/\n\tlac nowhere\n");
        int code = debug(bad.toString(), "--script", script("q").toString());
        assertThat(code).isEqualTo(1);
        assertThat(cli.err()).contains("bad.mac:3").contains("nowhere");
    }

    @Test
    void missingScriptIsAnIoError() {
        int code = debug(RunCommandTest.program("hello.mac").toString(), "--script", tmp.resolve("none.txt").toString());
        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: no such file").doesNotContain("Exception");
    }

    @Test
    void aBinaryScriptIsBadInputNamingTheFile() throws IOException {
        Path binary = Files.write(tmp.resolve("tape.rim"), new byte[] {(byte) 0xff, (byte) 0xfe, (byte) 0x80, 0});
        int code = debug(RunCommandTest.program("hello.mac").toString(), "--script", binary.toString());
        assertThat(code).isEqualTo(1);
        assertThat(cli.err()).isEqualTo("pdp1: " + binary + ": not a text file (UTF-8), not a script of commands"
                + System.lineSeparator());
    }

    @Test
    void anUpperCaseMacSuffixIsASourceAsForRun() throws IOException {
        Path upper = Files.copy(RunCommandTest.program("hello.mac"), tmp.resolve("HELLO.MAC"));
        int code = debug(upper.toString(), "--script", script("q").toString());
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).contains("starts at 0100").doesNotContain("no symbols");
    }
}
