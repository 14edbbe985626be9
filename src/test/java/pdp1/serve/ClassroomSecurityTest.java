package pdp1.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The classroom server as a hostile student or a hostile web page would try it (issue 32): what
 * a link shows must not control a machine, and whatever is refused leaves the machine as it was.
 */
class ClassroomSecurityTest {

    @RegisterExtension
    final TestServers servers = new TestServers();
    private ClassroomServer server;

    private void start(String token, int maxMachines) throws Exception {
        server = servers.start(token, maxMachines);
    }

    @Test
    void theWatchIdDoesNotTakeAMachineWhoseTabIsAway() throws Exception {
        start(null, 4);
        server.reconnectGrace(Duration.ofSeconds(60));
        String id;
        String secret;
        try (PageClient owner = new PageClient(PageClient.ws(server, ""), true)) {
            JsonNode hello = owner.await("hello", 10);
            id = hello.path("session").asText();
            secret = hello.path("secret").asText();
            assertThat(secret).as("the owner's secret").hasSizeGreaterThanOrEqualTo(32).isNotEqualTo(id);
            owner.send("{\"type\":\"load\",\"program\":\"hello\"}");
            owner.awaitPaper("hello, world", 30);
            try (PageClient watcher = new PageClient(PageClient.ws(server, "?watch=" + id), true)) {
                JsonNode watched = watcher.await("hello", 10);
                assertThat(watched.has("secret")).as("a watcher is not told the secret").isFalse();
                assertThat(watched.path("readOnly").asBoolean()).isTrue();
            }
        }                                                   // the owner's connection drops
        for (String query : new String[] {"?session=" + id, "?session=" + id + "&secret=" + id,
            "?session=" + id + "&secret=" + secret.substring(1) + "0"}) {
            try (PageClient thief = new PageClient(PageClient.ws(server, query), true)) {
                assertThat(thief.await("error", 10).path("text").asText()).as(query).contains("another tab's");
                assertThat(thief.closed.get(10, TimeUnit.SECONDS)).as(query).isEqualTo(Viewer.NOT_YOURS);
                assertThat(thief.types).as(query).doesNotContain("hello");
            }
        }
        assertThat(server.machineCount()).as("no machine given to the thief").isEqualTo(1);
        try (PageClient back = new PageClient(PageClient.ws(server, "?session=" + id + "&secret=" + secret), true)) {
            JsonNode hello = back.await("hello", 10);
            assertThat(hello.path("session").asText()).as("the owner's machine, kept for it").isEqualTo(id);
            assertThat(hello.path("readOnly").asBoolean()).isFalse();
            back.awaitPaper("hello, world", 10);
        }
    }

    @Test
    void theRoomsListShowsNoSecret() throws Exception {
        start(null, 4);
        try (PageClient owner = new PageClient(PageClient.ws(server, ""), true)) {
            String secret = owner.await("hello", 10).path("secret").asText();
            String room = Http.get(server, "/room", null).body();
            assertThat(room).contains("/watch/").doesNotContain(secret);
        }
    }

    @Test
    void theOwnersSecretTakesItsMachineFromAConnectionNotYetSeenToDrop() throws Exception {
        start(null, 4);
        try (PageClient first = new PageClient(PageClient.ws(server, ""), true)) {
            JsonNode hello = first.await("hello", 10);
            String id = hello.path("session").asText();
            String secret = hello.path("secret").asText();
            try (PageClient again = new PageClient(PageClient.ws(server, "?session=" + id + "&secret=" + secret), true)) {
                assertThat(again.await("hello", 10).path("session").asText()).isEqualTo(id);
                assertThat(first.closed.get(10, TimeUnit.SECONDS)).as("the old connection let go").isEqualTo(Viewer.NOT_YOURS);
                again.send("{\"type\":\"load\",\"program\":\"hello\"}");
                again.awaitPaper("hello, world", 30);
                assertThat(server.machineCount()).isEqualTo(1);
            }
        }
    }

    @Test
    void aPageOfAnotherSiteCannotOpenTheSocket() throws Exception {
        start(null, 4);
        String own = "http://127.0.0.1:" + server.port();
        assertThat(upgrades("http://evil.example")).as("another site").isEqualTo(403);
        assertThat(upgrades("null")).as("a sandboxed page").isEqualTo(403);
        assertThat(upgrades("http://127.0.0.1:1")).as("another port").isEqualTo(403);
        assertThat(upgrades("https://127.0.0.1:" + server.port())).as("another scheme").isEqualTo(403);
        assertThat(upgrades(own)).as("the page's own origin").isEqualTo(101);
        assertThat(server.machineCount()).as("only the page's own socket got a machine").isLessThanOrEqualTo(1);
        HttpResponse<String> refused = Http.get(server, "/ws", "http://evil.example");
        assertThat(refused.body().strip()).contains("a page from http://evil.example may not open it").doesNotContain("\n");
    }

    @Test
    void onThisComputerOnlyRequestsForAnotherNameAreRefused() throws Exception {
        start(null, 4);
        for (String host : new String[] {"evil.example", "evil.example:" + 80, "127.0.0.1.evil.example", "192.168.1.20"}) {
            String answer = rawRequest("GET /room HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
            assertThat(answer).as(host).startsWith("HTTP/1.1 421").contains("this computer only").doesNotContain("<table");
        }
        for (String host : new String[] {"127.0.0.1:" + server.port(), "localhost:" + server.port(), "[::1]:" + server.port()}) {
            String answer = rawRequest("GET /room HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n");
            assertThat(answer).as(host).startsWith("HTTP/1.1 200");
        }
    }

    /** The status of a WebSocket handshake on /ws with {@code origin}. */
    private int upgrades(String origin) throws Exception {
        String answer = rawRequest("GET /ws HTTP/1.1\r\nHost: 127.0.0.1:" + server.port() + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                + "Origin: " + origin + "\r\n\r\n");
        return Integer.parseInt(answer.substring(9, 12));
    }

    /** Sends {@code request} as it is and returns what came back until the server closed or 2 s of silence. */
    private String rawRequest(String request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            socket.setSoTimeout(2000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            byte[] buffer = new byte[4096];
            try {
                for (int n; (n = socket.getInputStream().read(buffer)) > 0; ) {
                    got.write(buffer, 0, n);
                    if (got.toString(StandardCharsets.ISO_8859_1).contains("\r\n\r\n") && request.contains("Upgrade: websocket")) {
                        break;                  // the handshake's answer: the socket would stay open
                    }
                }
            } catch (SocketTimeoutException e) {
                // what came is the answer
            }
            return got.toString(StandardCharsets.ISO_8859_1);
        }
    }

    /** A 1 MiB source built to be slow and to fill memory: each line calls a macro that calls one four times. */
    static String fanOut() {
        StringBuilder source = new StringBuilder("fan out\ndefine m a\n\tlaw a\n\tlaw a\n\tlaw a\n\tlaw a\nterminate\n"
                + "define n a\n\tm a\n\tm a\n\tm a\n\tm a\nterminate\n100/\n");
        while (source.length() < ConsoleMachine.MAX_UPLOAD_BYTES - 10) {
            source.append("\tn 1\n");
        }
        return source.toString();
    }

    private static String upload(String name, String source) {
        return "{\"type\":\"upload\",\"name\":\"" + name + "\",\"data\":\""
                + Base64.getEncoder().encodeToString(source.getBytes(StandardCharsets.UTF_8)) + "\"}";
    }

    @Test
    void aHostileUploadIsStoppedAtItsMemoryBudgetAndTheMachineGoesOn() throws Exception {
        start(null, 4);
        server.uploadBudget(new Uploads.Budget(Duration.ofSeconds(600), 32L << 20));
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
            tab.send("{\"type\":\"load\",\"program\":\"hello\"}");
            tab.awaitPaper("hello, world", 30);
            tab.send(upload("fan.mac", fanOut()));
            assertThat(tab.await("error", 60).path("text").asText())
                    .isEqualTo("fan.mac: reading it needed more than 32 MiB of the server's memory, the most an upload may have"
                            + " (assemble it on your own computer: pdp1.jar asm)");
            assertThat(server.lastUploadCost().allocatedBytes()).as("stopped near its budget (700 MB unbounded)")
                    .isLessThan(350L << 20);
            assertThat(tab.types).as("the machine as it was").containsOnlyOnce("clear");
            tab.send(upload("small.mac", "small\n100/\n\tlaw 1234\n\thlt\n\tstart 100\n"));
            assertThat(tab.await("loaded", 60).path("title").asText()).isEqualTo("small.mac");
        }
    }

    @Test
    void aHostileUploadIsStoppedAtItsTimeBudget() throws Exception {
        start(null, 4);
        server.uploadBudget(new Uploads.Budget(Duration.ofMillis(20), 1L << 40));
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
            tab.send(upload("fan.mac", fanOut()));
            assertThat(tab.await("error", 60).path("text").asText())
                    .startsWith("fan.mac: reading it took more than 0.0200 s of the server's time");
        }
    }

    @Test
    void aPageHasOneUploadReadAtATime() throws Exception {
        start(null, 4);
        server.uploadBudget(new Uploads.Budget(Duration.ofSeconds(600), 1L << 40));
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
            tab.send(upload("fan.mac", fanOut()));               // a second or more of assembling
            tab.send(upload("small.mac", "small\n100/\n\thlt\n\tstart 100\n"));
            assertThat(tab.await("error", 60).path("text").asText()).isEqualTo(
                    "small.mac: the last upload is still being read; send this one when it is loaded");
            assertThat(tab.await("error", 120).path("text").asText()).as("the fan-out's own errors").startsWith("fan.mac:");
            tab.send(upload("small.mac", "small\n100/\n\thlt\n\tstart 100\n"));
            assertThat(tab.await("loaded", 60).path("title").asText()).isEqualTo("small.mac");
        }
    }

    @Test
    void aComputerHasItsMachinesAndItsClosedTabsDoNotBlockTheRoom() throws Exception {
        start(null, 3);
        server.maxMachinesPerAddress(2);
        server.reconnectGrace(Duration.ofSeconds(600));        // a closed tab's machine waits all through the test
        try (PageClient a = new PageClient(PageClient.ws(server, ""), true);
             PageClient b = new PageClient(PageClient.ws(server, ""), true)) {
            a.await("hello", 10);
            b.await("hello", 10);
            try (PageClient c = new PageClient(PageClient.ws(server, ""), true)) {
                assertThat(c.await("error", 10).path("text").asText()).contains("this computer has 2 machines open");
                assertThat(c.closed.get(10, TimeUnit.SECONDS)).isEqualTo(Viewer.CLASSROOM_FULL);
            }
            a.send("{\"type\":\"load\",\"program\":\"hello\"}");
            a.awaitPaper("hello, world", 30);
        }
        for (int i = 0; i < 10; i++) {                             // a student opening and closing tabs
            try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
                assertThat(tab.await("hello", 10).path("readOnly").asBoolean()).as("tab " + i).isFalse();
            }
        }
        assertThat(server.machineCount()).as("the closed tabs' machines gave way").isLessThanOrEqualTo(2);
    }

    @Test
    void messagesAreParsedStrictlyAndARefusedOneChangesNothing() throws Exception {
        start(null, 4);
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
            tab.send("{\"type\":\"switch\",\"bank\":\"testword\",\"bit\":17,\"up\":true}");   // TW 1
            tab.awaitFrame(f -> f.lamps()[8] == 1, 10);
            String[][] refused = {
                {"{\"type\":\"switch\",\"bank\":\"testword\",\"bit\":17,\"up\":true,\"bit\":16}", "the key \"bit\" twice"},
                {"{\"type\":\"key\",\"char\":\"a\",\"x\":" + "[".repeat(5000) + "]".repeat(5000) + "}", "nested more than 8 deep"},
                {"{\"type\":\"switch\",\"bank\":\"testword\",\"bit\":16,\"up\":true} garbage", "not JSON"},
                {"{\"type\":\"switch\",\"bank\":\"testword\",\"bit\":16,\"up\":true}{}", "not JSON"},
                {"{\"type\":\"switch\",\"bank\":\"sense\",\"bit\":9,\"up\":true}", "from 1 to 6, not 9"},
                {"{\"type\":\"switch\",\"bank\":\"address\",\"bit\":1,\"up\":true}", "from 2 to 17, not 1"},
                {"{\"type\":\"switch\",\"bank\":\"testword\",\"bit\":18,\"up\":true}", "from 0 to 17, not 18"},
                {"{\"type\":\"switch\",\"bank\":\"testword\",\"bit\":16.5,\"up\":true}", "from 0 to 17"},
                {"{\"type\":\"switch\",\"bank\":\"testword\",\"bit\":4294967312,\"up\":true}", "from 0 to 17"},
                {"{\"type\":\"switch\",\"bank\":\"testword\",\"bit\":16,\"up\":\"yes\"}", "true or false"},
                {"{\"type\":\"switch\",\"bank\":\"lamps\",\"bit\":16,\"up\":true}", "no switch bank"},
                {"{\"type\":\"controls\",\"bits\":262144}", "\"bits\" from 0 to"},
                {"{\"type\":\"controls\",\"bits\":16}", "control boxes'"},
                {"{\"type\":\"controls\",\"bits\":-1}", "\"bits\" from 0 to"},
                {"{\"type\":\"key\",\"char\":5}", "\"char\" as a string"},
                {"{\"type\":\"sound\",\"on\":1}", "true or false"},
            };
            for (String[] bad : refused) {
                tab.send(bad[0]);
                assertThat(tab.await("error", 10).path("text").asText()).as(bad[0]).contains(bad[1]);
            }
            tab.send("{\"type\":\"press\",\"key\":\"EXAMINE\"}");     // a frame after every refusal: TW as it was
            PageClient.Frame f = tab.awaitFrame(x -> x.lamps()[9] == 0 && (x.flags() & DisplayFrame.RUN) == 0, 10);
            tab.frames.clear();
            tab.send("{\"type\":\"switch\",\"bank\":\"sense\",\"bit\":6,\"up\":true}");
            PageClient.Frame after = tab.awaitFrame(x -> x.lamps()[7] == 1, 10);
            assertThat(after.lamps()[8]).as("the test word as it was").isEqualTo(1);
            assertThat(f.lamps()[7]).as("no sense switch up before").isZero();
        }
    }

    @Test
    void anUploadsNameIsAFileNamePlainAndShort() throws Exception {
        start(null, 4);
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
            String source = "small\n100/\n\thlt\n\tstart 100\n";
            String[][] refused = {
                {"/", "an upload needs a file name, not \"/\""},
                {"dir/", "an upload needs a file name"},
                {"x".repeat(300_000) + ".mac", "at most 100 characters, not 300004"},
                {"evil\u202egpj.mac", "U+202E"},
                {"bell\u0007.mac", "U+0007"},
                {"line\nbreak.mac", "U+000A"},
            };
            for (String[] bad : refused) {
                String name = Messages.error(bad[0]);                 // the name as a JSON string, escaped
                name = name.substring(name.indexOf("\"text\":") + 7, name.length() - 1);
                tab.send("{\"type\":\"upload\",\"name\":" + name + ",\"data\":\""
                        + Base64.getEncoder().encodeToString(source.getBytes(StandardCharsets.UTF_8)) + "\"}");
                assertThat(tab.await("error", 10).path("text").asText()).as(bad[1]).contains(bad[1]).hasSizeLessThan(300);
            }
            assertThat(tab.types).as("nothing loaded").doesNotContain("loaded");
            tab.send(upload("C:\\\\students\\\\mine.mac", source));
            assertThat(tab.await("loaded", 60).path("title").asText()).isEqualTo("mine.mac");
        }
    }

    @Test
    void aPageThatFloodsTheServerIsToldAndItsMessagesOverTheLimitAreDropped() throws Exception {
        start(null, 4);
        long[] now = {0};
        server.messageClock(() -> now[0]);                         // a stopped clock: the limit counts messages alone
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
            for (int i = 0; i < Viewer.MESSAGE_BURST; i++) {
                tab.send("{\"type\":\"sound\",\"on\":false}");
            }
            tab.send("{\"type\":\"switch\",\"bank\":\"sense\",\"bit\":1,\"up\":true}");   // over the limit
            assertThat(tab.await("error", 10).path("text").asText()).contains("too many messages");
            now[0] += 1_000_000_000L;                                 // a second later: 60 more may come
            tab.send("{\"type\":\"switch\",\"bank\":\"sense\",\"bit\":2,\"up\":true}");
            PageClient.Frame f = tab.awaitFrame(x -> x.lamps()[7] != 0, 10);
            assertThat(f.lamps()[7]).as("sense switch 2 alone: the dropped message changed nothing").isEqualTo(020);
        }
    }

    @Test
    void errorPagesArePlainTextAndNameNoServer() throws Exception {
        start("s3cret", 4);
        server.roomKey("teacher");
        String[][] asked = {{"/", "403"}, {"/nosuch.js?token=s3cret", "404"}, {"/room?token=s3cret&key=teachers", "403"},
            {"/room?token=s3cret&key=", "403"}};
        for (String[] a : asked) {
            HttpResponse<String> answer = Http.get(server, a[0], null);
            assertThat(answer.statusCode()).as(a[0]).isEqualTo(Integer.parseInt(a[1]));
            assertThat(answer.headers().firstValue("content-type")).as(a[0]).get().asString().startsWith("text/plain");
            assertThat(answer.headers().firstValue("server")).as(a[0]).isEmpty();
            assertThat(answer.body().strip()).as(a[0]).doesNotContainIgnoringCase("jetty").doesNotContain("<", "\n");
        }
        String malformed = rawRequest("GET /%zz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        assertThat(malformed).startsWith("HTTP/1.1 400").doesNotContainIgnoringCase("jetty").doesNotContain("<html");
        HttpResponse<String> page = Http.get(server, "/?token=s3cret", null);
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("server")).as("not on a page either").isEmpty();
    }

    @Test
    void secretsAreComparedWhole() {
        assertThat(ClassroomServer.sameSecret("3f9c", "3f9c")).isTrue();
        for (String wrong : new String[] {null, "", "3f9", "3f9c0", "3F9C", "3f9d"}) {
            assertThat(ClassroomServer.sameSecret("3f9c", wrong)).as(String.valueOf(wrong)).isFalse();
        }
    }
}
