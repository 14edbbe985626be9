package pdp1.emu.front;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import pdp1.emu.dev.PointRing;

/**
 * Milliseconds per rendered frame: a full 65 536-point ring of points scattered over the tube,
 * at every intensity level, 50 µs apart (the display's 20 000 points a second: the last 2 s,
 * 40 000 points, are drawn) and 30 µs apart (all 65 536 within the 2 s). Not a test; run it with
 * {@code java -cp emulator/target/classes:emulator/target/test-classes
 * pdp1.emu.front.PhosphorBenchmark [SIZE...]} after {@code mvn -q test-compile -pl emulator}.
 * Reports this thread's CPU time, which other processes on the machine do not inflate.
 */
public final class PhosphorBenchmark {

    private PhosphorBenchmark() {
    }

    public static void main(String[] args) {
        int[] sizes = args.length == 0 ? new int[] {768}
                : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int size : sizes) {
            for (long apartUs : new long[] {50, 30}) {
                PointRing ring = scattered(apartUs);
                long now = ring.timeUs(ring.size() - 1);
                Phosphor tube = new Phosphor(size);
                for (int i = 0; i < 50; i++) {
                    tube.render(ring, now);                         // warm up the JIT
                }
                int frames = 100;
                long cpu = threads.getCurrentThreadCpuTime();
                long wall = System.nanoTime();
                for (int i = 0; i < frames; i++) {
                    tube.render(ring, now);
                }
                double cpuMs = (threads.getCurrentThreadCpuTime() - cpu) / 1e6 / frames;
                double wallMs = (System.nanoTime() - wall) / 1e6 / frames;
                System.out.printf("%d px, 65536 points %d us apart: %.1f ms/frame CPU (%.1f ms wall)%n",
                        size, apartUs, cpuMs, wallMs);
            }
        }
    }

    private static PointRing scattered(long apartUs) {
        PointRing ring = new PointRing(65536);
        long seed = 1;
        for (int i = 0; i < ring.capacity(); i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            int x = (int) ((seed >>> 20) % 1000) - 500;
            int y = (int) ((seed >>> 40) % 1000) - 500;
            ring.point(x, y, (int) (seed >>> 61), i * apartUs);
        }
        return ring;
    }
}
