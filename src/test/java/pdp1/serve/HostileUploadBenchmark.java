package pdp1.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.Timeout;

/**
 * The server's memory under a stream of hostile uploads (issue 32): {@link #TABS} tabs each
 * send {@link #EACH} uploads of a 1 MiB macro fan-out, one after the other, each refused at its
 * budget; the process's resident memory is sampled before, during and 5 s after. A benchmark
 * (Linux's /proc; no assertion on the figures), tagged long: {@code mvn verify -pl src -am
 * -Dpdp1.excludedGroups=none -Dtest=HostileUploadBenchmark -Dsurefire.failIfNoSpecifiedTests=false};
 * the figures go to target/hostile-uploads.txt.
 */
@Tag("long")
@Timeout(900)
class HostileUploadBenchmark {

    static final int TABS = 4;
    static final int EACH = 10;

    @Test
    void aStreamOfHostileUploadsLeavesTheServerNearItsSize(TestReporter report) throws Exception {
        String upload = "{\"type\":\"upload\",\"name\":\"fan.mac\",\"data\":\""
                + Base64.getEncoder().encodeToString(ClassroomSecurityTest.fanOut().getBytes()) + "\"}";
        try (ClassroomServer server = new ClassroomServer("127.0.0.1", 0, null, TABS, true, note -> { })) {
            server.start();
            Thread.sleep(2000);
            long before = residentKiB();
            AtomicLong peak = new AtomicLong(before);
            ExecutorService pool = Executors.newFixedThreadPool(TABS);
            List<Future<Integer>> refused = new ArrayList<>();
            long start = System.nanoTime();
            for (int t = 0; t < TABS; t++) {
                refused.add(pool.submit(() -> {
                    int n = 0;
                    try (PageClient tab = new PageClient(PageClient.ws(server, ""), true)) {
                        tab.await("hello", 30);
                        for (int i = 0; i < EACH; i++) {
                            tab.send(upload);
                            if (tab.await("error", 300).path("text").asText().startsWith("fan.mac: reading it")) {
                                n++;
                            }
                        }
                    }
                    return n;
                }));
            }
            int total = 0;
            for (Future<Integer> f : refused) {
                while (!f.isDone()) {
                    peak.accumulateAndGet(residentKiB(), Math::max);
                    Thread.sleep(100);
                }
                total += f.get();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            pool.shutdown();
            Thread.sleep(5000);
            long after = residentKiB();
            String figures = String.format(Locale.ROOT, "hostile uploads: %d tabs x %d of a 1 MiB macro fan-out, %d refused"
                    + " at their budget in %.1f s%nresident memory: %d MB before, %d MB at most during, %d MB 5 s after%n",
                    TABS, EACH, total, seconds, before / 1024, peak.get() / 1024, after / 1024);
            Files.writeString(Path.of("target", "hostile-uploads.txt"), figures);
            report.publishEntry("hostile-uploads", figures);
            System.out.print(figures);
            assertThat(total).as("every one refused at its budget").isEqualTo(TABS * EACH);
        }
    }

    /** This process's resident set, from Linux's /proc (0 elsewhere). */
    private static long residentKiB() throws Exception {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return 0;
        }
        return Files.readAllLines(status).stream().filter(l -> l.startsWith("VmRSS:"))
                .mapToLong(l -> Long.parseLong(l.replaceAll("\\D", ""))).findFirst().orElse(0);
    }
}
