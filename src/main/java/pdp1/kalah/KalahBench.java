package pdp1.kalah;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;

/**
 * Speed figures for docs/kalah-engine.md: nodes per second of {@link Pdp1Search} and
 * {@link StrongEngine} on Kalah(6,4) positions from a seeded random game, by CPU time of this
 * thread (the wall clock lies on a shared machine). Run:
 * {@code java -cp src/target/classes pdp1.kalah.KalahBench [pdp1Depth] [strongMillis]}.
 */
public final class KalahBench {

    private KalahBench() {
    }

    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 9;
        long millis = args.length > 1 ? Long.parseLong(args[1]) : 2000;
        Variant v = Variant.STANDARD;
        Position[] positions = positions(v, 20, 1959L);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();

        Pdp1Search pdp1 = new Pdp1Search(v);
        for (Position p : positions) {
            pdp1.decision(p, new Pdp1Search.Level(0, Integer.MAX_VALUE, Math.min(depth, 6)));               // warm-up for the JIT
        }
        long n0 = pdp1.nodes();
        long t0 = cpu.getCurrentThreadCpuTime();
        for (Position p : positions) {
            pdp1.decision(p, new Pdp1Search.Level(0, Integer.MAX_VALUE, depth));
        }
        report("Pdp1Search depth " + depth, pdp1.nodes() - n0, cpu.getCurrentThreadCpuTime() - t0);

        StrongEngine strong = new StrongEngine(v);
        long sn = 0;
        long st = cpu.getCurrentThreadCpuTime();
        int deepest = 0;
        for (int i = 0; i < 5; i++) {
            StrongEngine.Choice c = strong.choose(positions[i * 4], millis);
            sn += c.nodes();
            deepest = Math.max(deepest, c.depth());
        }
        report("StrongEngine " + millis + " ms/move (depth up to " + deepest + ")", sn, cpu.getCurrentThreadCpuTime() - st);
    }

    private static void report(String what, long nodes, long cpuNanos) {
        System.out.printf("%-45s %,14d nodes %8.2f cpu-s %,12d nodes/cpu-s%n",
                what, nodes, cpuNanos / 1e9, (long) (nodes / Math.max(1e-9, cpuNanos / 1e9)));
    }

    /** Positions along a seeded random game, none over. */
    private static Position[] positions(Variant v, int count, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Position[] out = new Position[count];
        int n = 0;
        while (n < count) {
            Position p = Kalah.start(v);
            while (!p.isOver() && n < count) {
                out[n++] = p;
                int[] legal = Kalah.legalMoves(p);
                p = Kalah.play(p, legal[r.nextInt(legal.length)]);
            }
        }
        return out;
    }
}
