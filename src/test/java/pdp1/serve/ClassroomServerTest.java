package pdp1.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The classroom server without a browser: a tab gets a machine, the menu's programs run and
 * print, the console keys work, a watcher sees the same machine, and what should be refused is
 * (no token, the room full, a malformed message, a bad upload) while the rest goes on.
 */
class ClassroomServerTest {

    private final List<String> log = new ArrayList<>();
    private ClassroomServer server;

    @RegisterExtension
    final TestServers servers = new TestServers();

    private ClassroomServer start(String token, int maxMachines) throws Exception {
        server = servers.start(token, maxMachines, note -> {
            synchronized (log) {
                log.add(note);
            }
        });
        return server;
    }

    @Test
    void aTabGetsAMachineAndKalahPlaysInIt() throws Exception {
        start(null, 4);
        server.reconnectGrace(java.time.Duration.ofMillis(100));   // freed soon after its tab
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            JsonNode hello = tab.await("hello", 10);
            assertThat(hello.path("readOnly").asBoolean()).isFalse();
            assertThat(hello.path("programs").toString()).contains("\"kalah\"", "\"kimasai\"", "\"squares\"");
            tab.send("{\"type\":\"load\",\"program\":\"kalah\"}");
            assertThat(tab.await("loaded", 10).path("title").asText()).startsWith("Kalah");
            tab.awaitPaper("south? ", 60);
            tab.send("{\"type\":\"key\",\"char\":\"c\"}");       // into the store: South again
            tab.awaitPaper("south? c  stores s 1 n 0\nsouth? ", 60);
            tab.send("{\"type\":\"key\",\"char\":\"d\"}");
            tab.awaitPaper("north plays", 60);
            PageClient.Frame board = tab.awaitFrame(f -> f.points() > 0, 20);
            assertThat(board.flags() & DisplayFrame.RUN).as("RUN lit").isNotZero();
            assertThat(board.timeUs()).isPositive();
            assertThat(tab.types).as("Kalah never reads the control boxes: its keys stay the typewriter's")
                    .doesNotContain("controlBoxes");
        }
        long end = System.nanoTime() + 10_000_000_000L;
        while (server.machineCount() > 0 && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(server.machineCount()).as("freed with its tab").isZero();
        while (machineThreads() > 0 && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(machineThreads()).as("its thread ended").isZero();
    }

    @Test
    void consoleKeysWorkTheMachine() throws Exception {
        start(null, 4);
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
            String source = "a test\n100/\n\tlaw 1234\n\thlt\n\tstart 100\n";
            tab.send("{\"type\":\"upload\",\"name\":\"t.mac\",\"data\":\""
                    + Base64.getEncoder().encodeToString(source.getBytes()) + "\"}");
            tab.await("loaded", 10);
            tab.send("{\"type\":\"switch\",\"bank\":\"address\",\"bit\":11,\"up\":true}");   // TA 0100
            tab.send("{\"type\":\"switch\",\"bank\":\"address\",\"bit\":17,\"up\":true}");   // TA 0101
            tab.send("{\"type\":\"press\",\"key\":\"EXAMINE\"}");
            PageClient.Frame examined = tab.awaitFrame(f -> f.lamps()[3] == 0760400, 10);  // AC = C(101), hlt
            assertThat(examined.lamps()[9]).as("TA").isEqualTo(0101);
            assertThat(examined.lamps()[1]).as("MA").isEqualTo(0101);
            tab.send("{\"type\":\"switch\",\"bank\":\"address\",\"bit\":17,\"up\":false}");
            tab.send("{\"type\":\"press\",\"key\":\"START\"}");
            PageClient.Frame halted = tab.awaitFrame(f -> f.lamps()[3] == 01234 && (f.flags() & DisplayFrame.RUN) == 0, 10);
            assertThat(halted.lamps()[0]).as("PC after the hlt").isEqualTo(0102);
            assertThat(tab.await("status", 10).path("text").asText()).isNotEmpty();
        }
    }

    @Test
    void aProgramThatReadsTheControlBoxesIsToldToItsTabsOnce() throws Exception {
        start(null, 4);
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            JsonNode hello = tab.await("hello", 10);
            tab.send(upload("boxes.mac", READS_THE_BOXES, ""));
            tab.await("loaded", 10);
            tab.send("{\"type\":\"switch\",\"bank\":\"address\",\"bit\":11,\"up\":true}");   // TA 0100
            tab.awaitFrame(f -> f.lamps()[9] == 0100, 10);
            assertThat(tab.types).as("not before the program runs").doesNotContain("controlBoxes");
            tab.send("{\"type\":\"press\",\"key\":\"START\"}");
            tab.await("controlBoxes", 10);
            try (PageClient watcher = new PageClient(PageClient.ws(server, "?watch=" + hello.path("session").asText()), true)) {
                watcher.await("controlBoxes", 10);              // a tab that comes later is told too
            }
            tab.awaitFrame(f -> true, 10);
            tab.awaitFrame(f -> true, 10);
            assertThat(tab.types.stream().filter("controlBoxes"::equals).count()).as("once").isEqualTo(1);
            tab.send("{\"type\":\"load\",\"program\":\"hello\"}");
            tab.awaitPaper("hello, world", 30);
            assertThat(tab.types.stream().filter("controlBoxes"::equals).count()).as("not for the next program").isEqualTo(1);
        }
    }

    /** Spacewar! 3.1 needs a machine without the Type 10: an upload may ask for one. */
    @Test
    void anUploadWithoutMulDivRunsTheMulOpcodeAsTheMusStep() throws Exception {
        start(null, 4);
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
            int[] withType10 = multiplied(tab, "");
            int[] withSteps = multiplied(tab, ",\"mulDiv\":false");
            assertThat(withType10).as("AC, IO with mul").containsExactly(multipliedAtHome(true));
            assertThat(withSteps).as("AC, IO with mus").containsExactly(multipliedAtHome(false));
            assertThat(withSteps).isNotEqualTo(withType10);
            tab.send("{\"type\":\"load\",\"program\":\"hello\",\"mulDiv\":\"no\"}");
            assertThat(tab.await("error", 10).path("text").asText()).contains("mulDiv", "true or false");
        }
    }

    /** A program that loops on IOT 11, reading the control boxes into a cleared IO as Spacewar! does (BrowserTest uploads it too). */
    static final String READS_THE_BOXES = "reads the boxes\n100/\n\tcli\n\tiot 11\n\tjmp 100\n\tstart 100\n";
    /** A program whose AC at its halt (0103) tells mul from the mus step (BrowserTest uploads it too). */
    static final String MULTIPLIES = "a multiply\n100/\n\tlac a\n\tlio b\n\tmul b\n\thlt\na,\t3\nb,\t5\n\tstart 100\n";

    /** The page's upload message of {@code source}, with {@code extra} fields (",\"mulDiv\":false"). */
    private static String upload(String name, String source, String extra) {
        return "{\"type\":\"upload\",\"name\":\"" + name + "\",\"data\":\""
                + Base64.getEncoder().encodeToString(source.getBytes()) + "\"" + extra + "}";
    }

    /** Uploads {@link #MULTIPLIES} with {@code extra} fields, STARTs it and gives AC and IO at its halt. */
    private static int[] multiplied(PageClient tab, String extra) throws Exception {
        tab.send(upload("mul.mac", MULTIPLIES, extra));
        tab.await("loaded", 10);
        tab.send("{\"type\":\"press\",\"key\":\"START\"}");
        PageClient.Frame halted = tab.awaitFrame(f -> f.lamps()[0] == 0104 && (f.flags() & DisplayFrame.RUN) == 0, 10);
        return new int[] {halted.lamps()[3], halted.lamps()[4]};
    }

    /** AC and IO at the halt of {@link #MULTIPLIES} run here, on a machine with or without the Type 10. */
    static int[] multipliedAtHome(boolean mulDiv) {
        pdp1.emu.dev.StandardMachine m = pdp1.emu.dev.StandardMachine.create(
                pdp1.emu.MachineOptions.standard().withMulDiv(mulDiv));
        pdp1.asm.Assembler.assemble(MULTIPLIES, "mul.mac").image().forEach((address, word) -> m.machine().core()[address] = word);
        m.machine().cpu().pc = 0100;
        m.machine().run(1_000_000);
        return new int[] {m.machine().cpu().ac, m.machine().cpu().io};
    }

    /** docs/classroom.md, "A first lesson", steps 1 and 2, as the page sends them. */
    @Test
    void theFirstLessonChangesHelloIntoCello() throws Exception {
        start(null, 4);
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
            tab.send("{\"type\":\"load\",\"program\":\"hello\"}");
            tab.awaitPaper("hello, world", 30);
            awaitStatus(tab, "halted at 0110");
            for (int bit : new int[] {11, 14, 16}) {
                tab.send("{\"type\":\"switch\",\"bank\":\"address\",\"bit\":" + bit + ",\"up\":true}");
            }
            tab.send("{\"type\":\"press\",\"key\":\"EXAMINE\"}");
            awaitStatus(tab, "examined 0112: 000070");
            for (int bit : new int[] {12, 13, 16, 17}) {
                tab.send("{\"type\":\"switch\",\"bank\":\"testword\",\"bit\":" + bit + ",\"up\":true}");
            }
            tab.send("{\"type\":\"press\",\"key\":\"DEPOSIT\"}");
            awaitStatus(tab, "deposited 000063 at 0112");
            tab.send("{\"type\":\"press\",\"key\":\"CONTINUE\"}");
            tab.awaitPaper("hello, world\ncello, world\n", 30);
        }
    }

    private static void awaitStatus(PageClient tab, String wanted) throws InterruptedException {
        long end = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < end) {
            if (tab.await("status", 10).path("text").asText().equals(wanted)) {
                return;
            }
        }
        throw new AssertionError("no status \"" + wanted + "\"");
    }

    @Test
    void aWatcherSeesTheMachineAndCannotWorkIt() throws Exception {
        start(null, 4);
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            String id = tab.await("hello", 10).path("session").asText();
            tab.send("{\"type\":\"load\",\"program\":\"hello\"}");
            tab.awaitPaper("hello, world", 30);
            try (PageClient watcher = new PageClient(PageClient.ws(server, "?watch=" + id), true)) {
                assertThat(watcher.await("hello", 10).path("readOnly").asBoolean()).isTrue();
                watcher.awaitPaper("hello, world", 10);
                PageClient.Frame f = watcher.awaitFrame(x -> true, 10);
                assertThat(f.flags() & DisplayFrame.READ_ONLY).isNotZero();
                watcher.send("{\"type\":\"press\",\"key\":\"START\"}");
                assertThat(watcher.await("error", 10).path("text").asText()).contains("only watches");
            }
        }
        try (PageClient nobody = new PageClient(PageClient.ws(server, "?watch=nosuch"), true)) {
            assertThat(nobody.await("error", 10).path("text").asText()).contains("no machine nosuch");
            assertThat(nobody.closed.get(10, TimeUnit.SECONDS)).isEqualTo(Viewer.NO_SUCH_MACHINE);
        }
    }

    @Test
    void aTabThatAsksForSoundHearsTheFlags() throws Exception {
        start(null, 4);
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            String id = tab.await("hello", 10).path("session").asText();
            tab.send("{\"type\":\"sound\",\"on\":true}");
            // a tone that never ends (the menu's tune is over in a moment at full speed, before a watcher joins)
            String tone = "a tone\n100/\na,\tstf 1\n\tlaw i 77\n\tdac c\n\tisp c\n\tjmp .-1\n\tclf 1\n"
                    + "\tlaw i 77\n\tdac c\n\tisp c\n\tjmp .-1\n\tjmp a\nc,\t0\n\tstart a\n";
            tab.send("{\"type\":\"upload\",\"name\":\"tone.mac\",\"data\":\""
                    + Base64.getEncoder().encodeToString(tone.getBytes()) + "\"}");
            tab.await("loaded", 10);
            tab.send("{\"type\":\"press\",\"key\":\"START\"}");
            try (PageClient watcher = new PageClient(PageClient.ws(server, "?watch=" + id), true)) {
                watcher.await("hello", 10);
                watcher.send("{\"type\":\"sound\",\"on\":true}");
                long end = System.nanoTime() + 30_000_000_000L;
                while ((tab.soundSamples.get() < ConsoleMachine.SOUND_RATE || watcher.soundSamples.get() == 0)
                        && System.nanoTime() < end) {
                    Thread.sleep(20);
                }
                assertThat(tab.soundSamples.get()).as("a second of the tune").isGreaterThanOrEqualTo(ConsoleMachine.SOUND_RATE);
                assertThat(tab.peakSample).as("not silence").isGreaterThan(1000);
                assertThat(watcher.soundSamples.get()).as("a watcher may listen").isPositive();
            }
        }
    }

    @Test
    void aPageThatLostItsConnectionGetsItsMachineBack() throws Exception {
        start(null, 4);
        server.reconnectGrace(java.time.Duration.ofSeconds(30));
        String id;
        String secret;
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            JsonNode hello = tab.await("hello", 10);
            id = hello.path("session").asText();
            secret = hello.path("secret").asText();
            tab.send("{\"type\":\"load\",\"program\":\"hello\"}");
            tab.awaitPaper("hello, world", 30);
        }                                                   // the connection drops
        try (PageClient back = new PageClient(PageClient.ws(server, "?session=" + id + "&secret=" + secret), true)) {
            JsonNode hello = back.await("hello", 10);
            assertThat(hello.path("session").asText()).as("the same machine").isEqualTo(id);
            assertThat(hello.path("readOnly").asBoolean()).isFalse();
            back.awaitPaper("hello, world", 10);
            assertThat(back.await("loaded", 10).path("title").asText()).startsWith("hello");
        }
    }

    @Test
    void aMachineWhoseTabDoesNotComeBackIsFreed() throws Exception {
        start(null, 4);
        server.reconnectGrace(java.time.Duration.ofMillis(200));
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
        }
        long end = System.nanoTime() + 10_000_000_000L;
        while (server.machineCount() > 0 && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertThat(server.machineCount()).isZero();
    }

    @Test
    void withATokenEveryRequestWithoutItIsRefused() throws Exception {
        start("s3cret", 4);
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://127.0.0.1:" + server.port() + "/";
        HttpResponse<String> refused = http.send(HttpRequest.newBuilder(URI.create(base)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(refused.body()).contains("needs its access token");
        HttpResponse<String> page = http.send(HttpRequest.newBuilder(URI.create(base + "?token=s3cret")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("set-cookie")).get().asString().contains("pdp1-classroom=s3cret");
        assertThat(connects(PageClient.ws(server, ""))).as("a socket without the token").isFalse();
        try (PageClient tab = new PageClient(PageClient.ws(server, "?token=s3cret"), true)) {
            assertThat(tab.await("hello", 10).path("watch").asText()).as("the page adds its token").startsWith("/watch/")
                    .doesNotContain("token");
        }
    }

    @Test
    void theJoinPageShowsTheLinkAndItsCodeBehindTheToken() throws Exception {
        start("s3cret", 4);
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://127.0.0.1:" + server.port() + "/join";
        assertThat(http.send(HttpRequest.newBuilder(URI.create(base)).build(), HttpResponse.BodyHandlers.ofString())
                .statusCode()).as("without the token").isEqualTo(403);
        HttpResponse<String> asked = http.send(HttpRequest.newBuilder(URI.create(base + "?token=s3cret")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(asked.statusCode()).isEqualTo(200);
        assertThat(asked.body()).as("before serve names the room's address: the one asked at")
                .contains("http://127.0.0.1:" + server.port() + "/?token=s3cret", "<svg ");
        server.joinLink("http://192.168.1.20:" + server.port() + "/?token=s3cret&x=<i>");
        String page = http.send(HttpRequest.newBuilder(URI.create(base + "?token=s3cret")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        assertThat(page).contains("http://192.168.1.20:" + server.port() + "/?token=s3cret&amp;x=&lt;i&gt;")
                .contains(JoinCode.of("http://192.168.1.20:" + server.port() + "/?token=s3cret&x=<i>").svg())
                .doesNotContain("<i>");
    }

    @Test
    void theRoomsListNamesEachMachineWithAWatchLinkForTheTeacherAlone() throws Exception {
        start("s3cret", 4);
        server.roomKey("teacher");
        HttpClient http = HttpClient.newHttpClient();
        String room = "http://127.0.0.1:" + server.port() + "/room?token=s3cret";
        try (PageClient tab = new PageClient(PageClient.ws(server, "?token=s3cret"), true)) {
            String id = tab.await("hello", 10).path("session").asText();
            tab.send("{\"type\":\"load\",\"program\":\"hello\"}");
            tab.awaitPaper("hello, world", 30);
            HttpResponse<String> student = http.send(HttpRequest.newBuilder(URI.create(room)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(student.statusCode()).as("with the token but not the key").isEqualTo(403);
            assertThat(student.body()).contains("the teacher's");
            String page = "";
            for (int tries = 0; tries < 100 && !page.contains("halted at"); tries++) {   // the status line, as last sent
                page = http.send(HttpRequest.newBuilder(URI.create(room + "&key=teacher")).build(),
                        HttpResponse.BodyHandlers.ofString()).body();
                Thread.sleep(50);
            }
            assertThat(page).contains("1 running", "<td class=\"id\">" + id + "</td>", "hello",
                    "halted at 0110", "tab open", "href=\"/watch/" + id + "?token=s3cret\"", "href=\"/join?token=s3cret\"");
        }
    }

    @Test
    void aFullRoomRefusesTheNextTabAndServesTheOthers() throws Exception {
        start(null, 2);
        try (PageClient a = new PageClient(PageClient.ws(server, ""), true);
             PageClient b = new PageClient(PageClient.ws(server, ""), true);
             PageClient c = new PageClient(PageClient.ws(server, ""), true)) {
            a.await("hello", 10);
            b.await("hello", 10);
            assertThat(c.await("error", 10).path("text").asText()).contains("the classroom is full", "2 machines");
            assertThat(c.closed.get(10, TimeUnit.SECONDS)).isEqualTo(Viewer.CLASSROOM_FULL);
            a.send("{\"type\":\"load\",\"program\":\"hello\"}");
            a.awaitPaper("hello, world", 30);
        }
    }

    @Test
    void malformedMessagesAndBadUploadsAreToldAndTheMachineGoesOn() throws Exception {
        start(null, 4);
        try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
            tab.await("hello", 10);
            for (String bad : new String[] {"not json", "[1,2]", "{\"type\":\"fly\"}", "{\"type\":\"press\",\"key\":\"LAUNCH\"}",
                "{\"type\":\"load\",\"program\":\"spacewar\"}", "{\"type\":\"key\",\"char\":\"\"}",
                "{\"type\":\"upload\",\"name\":\"x.mac\",\"data\":\"!!!\"}"}) {
                tab.send(bad);
                assertThat(tab.await("error", 10).path("text").asText()).as(bad).isNotBlank();
            }
            String source = "a test\n100/\n\tlac (5\n\thlt\n";
            tab.send("{\"type\":\"upload\",\"name\":\"bad.mac\",\"data\":\""
                    + Base64.getEncoder().encodeToString(source.getBytes()) + "\"}");
            String error = tab.await("error", 10).path("text").asText();
            assertThat(error).contains("bad.mac:3:", "error:", "^");
            byte[] huge = new byte[ConsoleMachine.MAX_UPLOAD_BYTES + 1];
            tab.send("{\"type\":\"upload\",\"name\":\"huge.rim\",\"data\":\"" + Base64.getEncoder().encodeToString(huge) + "\"}");
            assertThat(tab.await("error", 10).path("text").asText()).contains("huge.rim", "1048577 bytes, more than the 1048576 an upload may have");
            byte[] tape = {(byte) 0200, 1, 2, 3};
            tab.send("{\"type\":\"upload\",\"name\":\"bad.rim\",\"data\":\"" + Base64.getEncoder().encodeToString(tape) + "\"}");
            assertThat(tab.await("error", 10).path("text").asText()).contains("bad.rim");
            tab.send("{\"type\":\"load\",\"program\":\"hello\"}");
            tab.awaitPaper("hello, world", 30);
        }
    }

    @Test
    void aTabThatNeverReadsDoesNotHoldUpTheMachine() throws Exception {
        start(null, 4);
        try (PageClient sleeper = new PageClient(PageClient.ws(server, ""), false);
             PageClient reader = new PageClient(PageClient.ws(server, ""), true)) {
            sleeper.send("{\"type\":\"load\",\"program\":\"squares\"}");
            reader.await("hello", 10);
            reader.send("{\"type\":\"load\",\"program\":\"squares\"}");
            PageClient.Frame first = reader.awaitFrame(f -> f.points() > 0, 20);
            PageClient.Frame later = reader.awaitFrame(f -> f.timeUs() > first.timeUs() + 5e6, 60);
            assertThat(later.points()).isPositive();
            assertThat(server.machineCount()).isEqualTo(2);
        }
    }

    private static long machineThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("pdp1-machine")).count();
    }

    private static boolean connects(URI uri) {
        try {
            new PageClient(uri, true).close();
            return true;
        } catch (Exception e) {
            return false;
        }
    }
}
