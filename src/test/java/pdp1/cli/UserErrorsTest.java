package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** What a person sees of a command's failure, and its exit code. */
class UserErrorsTest {

    @Command(name = "fails", exitCodeList = {"0:ok", "2:usage or I/O error"})
    static final class Fails implements Callable<Integer> {
        private final Exception failure;

        Fails(Exception failure) {
            this.failure = failure;
        }

        @CommandLine.Option(names = "--stack-trace")
        boolean stackTrace;

        @Override
        public Integer call() throws Exception {
            throw failure;
        }
    }

    private final StringWriter err = new StringWriter();

    private int run(Exception failure, String... args) {
        CommandLine cl = new CommandLine(new Fails(failure));
        UserErrors.install(cl);
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void aBugIsAnInternalErrorWithItsOwnExitCode() {
        assertThat(run(new NullPointerException())).isEqualTo(UserErrors.INTERNAL_ERROR).isNotEqualTo(2);
        assertThat(err.toString()).isEqualTo("pdp1: internal error (NullPointerException); rerun with --stack-trace "
                + "to see where, and please report it" + System.lineSeparator());
    }

    @Test
    void anInternalErrorShowsItsStackTraceWhenAsked() {
        assertThat(run(new ArrayIndexOutOfBoundsException("Index 9 out of bounds for length 4"), "--stack-trace"))
                .isEqualTo(UserErrors.INTERNAL_ERROR);
        assertThat(err.toString()).contains("ArrayIndexOutOfBoundsException").contains("\tat ");
    }

    @Test
    void aStatedFailureOrAnIoErrorIsExitTwo() {
        assertThat(run(new IllegalStateException("cannot open the display window: no X11"))).isEqualTo(2);
        assertThat(run(new IOException("disk full"))).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("pdp1: cannot open the display window: no X11" + System.lineSeparator()
                + "pdp1: I/O error: disk full" + System.lineSeparator());
    }

    @Test
    void everyCommandThatListsItsExitCodesListsTheInternalError() {
        CliRun cli = new CliRun();
        for (String command : new String[] {"run", "asm", "kalah", "serve"}) {
            assertThat(cli.run(command, "--help")).isZero();
        }
        assertThat(cli.run("--help")).isZero();
        assertThat(cli.out().split("Exit codes:", -1)).hasSize(6);
        for (String part : cli.out().split("Exit codes:")) {
            if (part.contains("  0 ")) {
                assertThat(part).contains("  70  ", "internal error (a bug: please report it;");
            }
        }
        assertThat(cli.run("run", "--help")).isZero();
        assertThat(cli.out()).containsSubsequence("  2 ", "  70 ", "  130 ", "  143 ");
        CommandLine crosscheck = Main.commandLine("crosscheck", "kalah", "--help").getSubcommands().get("crosscheck");
        assertThat(crosscheck.getSubcommands().get("kalah").getCommandSpec().usageMessage().exitCodeList())
                .containsKey("70");
    }
}
