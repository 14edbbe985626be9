package pdp1.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The classroom server under the load of a hostile or careless student: tabs opened and closed
 * by the hundred, connections that send their headers a byte at a time, a tab that never reads,
 * and the server stopped with SIGTERM. Each bound is in work (cycles, machines, threads); the
 * wall-time limits are generous guards for a busy machine.
 */
class ClassroomRobustnessTest {

    @RegisterExtension
    final TestServers servers = new TestServers();
    private ClassroomServer server;

    private void start(int maxMachines) throws Exception {
        server = servers.start(null, maxMachines);
    }

    @Test
    void twoHundredTabsOpenedAndClosedLeaveNoMachineAndNoThreadBehind() throws Exception {
        start(4);
        server.reconnectGrace(Duration.ofMillis(50));
        cycle(10);                                            // Jetty's pool and the JIT warmed up
        awaitMachines(0);
        int machineThreadsBefore = threads("pdp1-machine");
        int serverThreadsBefore = serverThreads();
        cycle(200);
        awaitMachines(0);
        long end = System.nanoTime() + 60_000_000_000L;
        while ((threads("pdp1-machine") > machineThreadsBefore || serverThreads() > serverThreadsBefore + 4)
                && System.nanoTime() < end) {
            Thread.sleep(50);
        }
        // at most as many: a machine thread of an earlier test may still have been ending when counted before
        assertThat(threads("pdp1-machine")).as("machine threads").isLessThanOrEqualTo(machineThreadsBefore);
        assertThat(serverThreads()).as("the server's threads, %d before", serverThreadsBefore)
                .isLessThanOrEqualTo(serverThreadsBefore + 4);
    }

    /** {@code n} tabs, one after another: each gets its machine, then closes at once. */
    private void cycle(int n) throws Exception {
        for (int i = 0; i < n; i++) {
            try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
                assertThat(tab.await("hello", 20).path("readOnly").asBoolean()).as("tab " + i).isFalse();
            }
        }
    }

    private void awaitMachines(int n) throws InterruptedException {
        long end = System.nanoTime() + 60_000_000_000L;
        while (server.machineCount() != n && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(server.machineCount()).as("machines").isEqualTo(n);
    }

    private static int threads(String prefix) {
        return (int) Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith(prefix)).count();
    }

    /** Jetty's pool and scheduler and the classroom's own threads (not the test's clients'). */
    private static int serverThreads() {
        return (int) Thread.getAllStackTraces().keySet().stream().map(Thread::getName)
                .filter(n -> n.startsWith("qtp") || n.startsWith("pdp1-") || n.startsWith("Scheduler")).count();
    }

    @Test
    void slowHeadersAndATabThatNeverReadsDoNotHoldUpAnotherTab() throws Exception {
        start(8);
        List<Socket> slow = new ArrayList<>();
        try (PageClient sleeper = new PageClient(PageClient.ws(server, ""), false)) {
            sleeper.send("{\"type\":\"load\",\"program\":\"squares\"}");   // points by the thousand, never read
            for (int i = 0; i < 100; i++) {                                  // requests whose headers never end
                Socket s = new Socket("127.0.0.1", server.port());
                s.getOutputStream().write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".getBytes(StandardCharsets.ISO_8859_1));
                slow.add(s);
            }
            try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
                tab.await("hello", 20);
                for (int round = 0; round < 3; round++) {
                    for (Socket s : slow) {
                        s.getOutputStream().write('x');                     // a byte now and then
                    }
                    tab.send("{\"type\":\"load\",\"program\":\"hello\"}");
                    tab.await("clear", 20);
                    int from = tab.paperLength();
                    assertThat(tab.awaitPaperAfter(from, "hello, world", 60)).as("round " + round).isTrue();
                }
                PageClient.Frame first = tab.awaitFrame(f -> true, 20);
                tab.send("{\"type\":\"load\",\"program\":\"squares\"}");
                PageClient.Frame later = tab.awaitFrame(f -> f.timeUs() > 1e6 && f.points() > 0, 60);
                assertThat(later.timeUs()).as("its machine ran a simulated second").isGreaterThan(first.timeUs() - 1);
            }
        } finally {
            for (Socket s : slow) {
                s.close();
            }
        }
    }

    @Test
    void sigtermTellsThePagesAndStopsTheServer() throws Exception {
        String javaCommand = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process serve = new ProcessBuilder(javaCommand, "-cp", System.getProperty("java.class.path"), "pdp1.cli.Main",
                "serve", "--port", "0").redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(serve.getInputStream(), StandardCharsets.UTF_8));
            Pattern at = Pattern.compile("is at http://127\\.0\\.0\\.1:(\\d+)/");
            int port = -1;
            for (String line; port < 0 && (line = out.readLine()) != null; ) {
                Matcher m = at.matcher(line);
                if (m.find()) {
                    port = Integer.parseInt(m.group(1));
                }
            }
            assertThat(port).as("the server's port").isPositive();
            try (PageClient tab = new PageClient(URI.create("ws://127.0.0.1:" + port + "/ws"), true)) {
                JsonNode hello = tab.await("hello", 20);
                try (PageClient watcher = new PageClient(URI.create("ws://127.0.0.1:" + port + "/ws?watch="
                        + hello.path("session").asText()), true)) {
                    watcher.await("hello", 20);
                    serve.toHandle().destroy();                      // SIGTERM (Process.destroy would close its output)
                    for (PageClient page : new PageClient[] {tab, watcher}) {
                        assertThat(page.await("error", 20).path("text").asText()).contains("server was stopped");
                        assertThat(page.closed.get(20, TimeUnit.SECONDS)).isEqualTo(Viewer.GOING_AWAY);
                    }
                }
            }
            assertThat(serve.waitFor(30, TimeUnit.SECONDS)).as("the server ended").isTrue();
            assertThat(serve.exitValue()).as("128 + SIGTERM").isEqualTo(143);
            StringBuilder rest = new StringBuilder();
            for (String line; (line = out.readLine()) != null; ) {
                rest.append(line).append('\n');
            }
            assertThat(rest).contains("pdp1 serve: stopped").doesNotContain("Exception");
        } finally {
            serve.destroyForcibly();
        }
    }

    /** A tab away twice has its whole grace the second time, not what was left of the first's. */
    @Test
    void aTabAwayTwiceHasAWholeGraceTheSecondTime() throws Exception {
        start(4);
        long grace = 10_000_000_000L;
        server.reconnectGrace(Duration.ofNanos(grace));
        String query;
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            JsonNode hello = tab.await("hello", 20);
            query = "?session=" + hello.path("session").asText() + "&secret=" + hello.path("secret").asText();
        }
        long firstAway = System.nanoTime();                 // (the server saw it a little later)
        try (PageClient back = new PageClient(PageClient.ws(server, query), true)) {
            back.await("hello", 20);
            Thread.sleep(grace / 2_000_000);
        }
        long secondAway = System.nanoTime();
        long end = firstAway + grace + 1_000_000_000L;     // the first absence's grace is over, surely
        while (System.nanoTime() < end) {
            Thread.sleep(50);
        }
        Assumptions.assumeTrue(System.nanoTime() < secondAway + grace - 1_000_000_000L,
                "the machine was too busy to leave a window between the two graces");
        assertThat(server.machineCount()).as("kept through its second grace").isEqualTo(1);
    }
}
