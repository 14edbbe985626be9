package pdp1.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.Timeout;

/**
 * The classroom's load: {@link #TABS} tabs against one server, each machine at the real PDP-1's
 * speed, each tab a scripted student playing Kalah. Measures, for the closing note and
 * docs/classroom.md (a benchmark, no timed assertion): the CPU the machines take, the largest lag
 * of a machine's simulated time behind the wall clock, and the latency from a key sent to its
 * echo on the paper. Tagged long: {@code mvn verify -pl src -am -Dpdp1.excludedGroups=none
 * -Dtest=ClassroomLoadBenchmark -Dsurefire.failIfNoSpecifiedTests=false}; the figures go to
 * target/classroom-load.txt.
 */
@Tag("long")
@Timeout(900)
class ClassroomLoadBenchmark {

    static final int TABS = Integer.getInteger("pdp1.load.tabs", 30);
    /** How long the students play once the banner is printed, wall seconds. */
    static final int PLAY_SECONDS = Integer.getInteger("pdp1.load.seconds", 120);

    @Test
    void thirtyStudentsPlayKalahAtOnce(TestReporter report) throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (ClassroomServer server = new ClassroomServer("127.0.0.1", 0, null, TABS, true, note -> { })) {
            server.start();
            List<PageClient> tabs = new ArrayList<>();
            for (int i = 0; i < TABS; i++) {
                PageClient tab = new PageClient(PageClient.ws(server, ""), true);
                tab.await("hello", 30);
                tab.send("{\"type\":\"load\",\"program\":\"kalah\"}");
                tabs.add(tab);
            }
            for (PageClient tab : tabs) {
                tab.awaitPaper("south? ", 300);            // the banner, at 10 characters a second
            }
            tabs.forEach(tab -> tab.frames.clear());        // the lag is counted from here on
            long cpuBefore = machineCpuNanos(threads);
            long processBefore = processCpuNanos();
            long wallBefore = System.nanoTime();
            List<Long> latenciesUs = new ArrayList<>();
            double worstLagS = 0;
            long end = wallBefore + PLAY_SECONDS * 1_000_000_000L;
            int move = 0;
            while (System.nanoTime() < end) {
                for (PageClient tab : tabs) {
                    String paper = tab.paperTail(20);
                    if (!paper.endsWith("? ")) {
                        continue;                              // the PDP-1 is thinking or typing
                    }
                    String key = paper.endsWith("game? ") ? "y" : String.valueOf("fedcba".charAt(move++ % 6));
                    int before = tab.paperLength();
                    long sent = System.nanoTime();
                    tab.send("{\"type\":\"key\",\"char\":\"" + key + "\"}");
                    if (tab.awaitPaperAfter(before, key, 10)) {
                        latenciesUs.add((System.nanoTime() - sent) / 1000);
                    }
                }
                for (PageClient tab : tabs) {
                    worstLagS = Math.max(worstLagS, tab.lagSeconds());
                }
                Thread.sleep(500);                            // a student thinks
            }
            double wallS = (System.nanoTime() - wallBefore) / 1e9;
            double cpuS = (machineCpuNanos(threads) - cpuBefore) / 1e9;
            double processS = (processCpuNanos() - processBefore) / 1e9;
            long[] sorted = latenciesUs.stream().mapToLong(Long::longValue).sorted().toArray();
            String figures = String.format(Locale.ROOT,
                    "classroom load: %d tabs playing Kalah at real speed for %.0f s on %d cores%n"
                            + "machine threads' CPU: %.3f s per machine per wall second (%.1f%% of a core each, %.0f%% of a core for all)%n"
                            + "the whole process (server, Jetty, the %d clients): %.0f%% of a core%n"
                            + "largest lag of simulated time behind the wall clock: %.3f s%n"
                            + "key to paper latency: p50 %.1f ms, p95 %.1f ms, max %.1f ms (%d keys)%n",
                    TABS, wallS, Runtime.getRuntime().availableProcessors(),
                    cpuS / TABS / wallS, 100 * cpuS / TABS / wallS, 100 * cpuS / wallS,
                    TABS, 100 * processS / wallS, worstLagS,
                    percentile(sorted, 50) / 1e3, percentile(sorted, 95) / 1e3,
                    sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e3, sorted.length);
            Files.writeString(Path.of("target", "classroom-load.txt"), figures);
            report.publishEntry("classroom load", figures);
            assertThat(sorted).as("keys echoed").isNotEmpty();
            tabs.forEach(PageClient::close);
        }
    }

    private static long machineCpuNanos(ThreadMXBean threads) {
        long total = 0;
        for (ThreadInfo t : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (t != null && t.getThreadName().startsWith("pdp1-machine")) {
                total += Math.max(0, threads.getThreadCpuTime(t.getThreadId()));
            }
        }
        return total;
    }

    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return 0;
    }

    private static long percentile(long[] sorted, int p) {
        if (sorted.length == 0) {
            return 0;
        }
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }
}
