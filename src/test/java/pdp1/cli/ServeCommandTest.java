package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code pdp1.jar serve}'s refusals: a bad option or a port that cannot be had is one line, exit 2. */
@Timeout(60)
class ServeCommandTest {

    @Test
    void badOptionsAreUsageErrors() {
        for (String[] args : new String[][] {{"--port", "70000"}, {"--port", "-1"}, {"--max-machines", "0"}}) {
            CliRun cli = new CliRun();
            assertThat(cli.run(prepend("serve", args))).as(String.join(" ", args)).isEqualTo(2);
            assertThat(cli.err()).as(String.join(" ", args)).contains("must be").doesNotContain("Exception");
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
