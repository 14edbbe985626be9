package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** {@code pdp1.jar serve}'s refusals: a bad option or a port that cannot be had is one line, exit 2. */
class ServeCommandTest {

    @Test
    void badOptionsAreUsageErrors() {
        for (String[] args : new String[][] {{"--port", "70000"}, {"--port", "-1"}, {"--max-machines", "0"},
            {"--max-per-computer", "0"}}) {
            CliRun cli = new CliRun();
            assertThat(cli.run(prepend("serve", args))).as(String.join(" ", args)).isEqualTo(2);
            assertThat(cli.err()).as(String.join(" ", args)).contains("must be").doesNotContain("Exception");
        }
    }

    @Test
    void aBindAddressThatIsNotThisComputersIsSaidAsSuch() {
        // 203.0.113.0/24 is TEST-NET-3 (RFC 5737): an address, but no computer's; .invalid never resolves (RFC 2606)
        for (String[] bind : new String[][] {{"203.0.113.254", "is not an address of this computer"},
                {"999.1.1.1", "is not an address, nor a name"}, {"nosuchhost.invalid", "is not an address, nor a name"}}) {
            CliRun cli = new CliRun();
            assertThat(cli.run("serve", "--bind", bind[0], "--port", "0")).as(bind[0]).isEqualTo(2);
            assertThat(cli.err()).as(bind[0]).startsWith("pdp1: --bind " + bind[0] + " " + bind[1])
                    .doesNotContain("another --port").doesNotContain("Exception");
        }
    }

    @Test
    void aPortInUseIsSaidInOneLine() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            CliRun cli = new CliRun();
            int code = cli.run("serve", "--port", Integer.toString(taken.getLocalPort()));
            assertThat(code).isEqualTo(2);
            assertThat(cli.err()).startsWith("pdp1: cannot listen on 127.0.0.1:" + taken.getLocalPort())
                    .contains("another --port?").doesNotContain("\tat ");
            assertThat(cli.err().lines().count()).isEqualTo(1);
        }
    }

    private static String[] prepend(String first, String[] rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }
}
