package pdp1.serve;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import pdp1.emu.debug.Program;

/**
 * Reads the uploaded programs (assembles a source, decodes a tape) on a thread of its own, off
 * Jetty's request threads, one upload at a time, each within a budget of the server's CPU time
 * and of memory allocated: a source built to be slow or to fill memory (macro fan-out, nested
 * repeats, 100 000 labels) is stopped when it passes either (the assembler stops at an
 * interrupt) and refused in one sentence, and the machines keep their cores meanwhile.
 */
final class Uploads implements AutoCloseable {

    /** What one upload may cost: the CPU time of its reading and the bytes it may allocate. */
    record Budget(Duration cpu, long allocatedBytes) {
        /**
         * Kalah's source (37 KB) takes 0.1 s and 5 MB on a cold JVM; a hostile 1 MiB source took
         * 0.3-2 s and 150-700 MB (issue 32). Twenty times Kalah's CPU, 25 times its memory.
         */
        static final Budget DEFAULT = new Budget(Duration.ofSeconds(2), 128L << 20);
    }

    /** What the last upload read cost (for the tests and the server's notes). */
    record Cost(long cpuNanos, long allocatedBytes) {
    }

    /** How often the budget is checked: a hostile source gets this much more than its budget, at most. */
    private static final long CHECK_MS = 10;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final ThreadPoolExecutor worker = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(), daemon("pdp1-upload"));
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(daemon("pdp1-upload-budget"));
    private final Set<Job> running = ConcurrentHashMap.newKeySet();
    private volatile Budget budget = Budget.DEFAULT;
    private volatile Cost lastCost = new Cost(0, 0);

    Uploads() {
        watchdog.scheduleWithFixedDelay(this::checkBudgets, CHECK_MS, CHECK_MS, TimeUnit.MILLISECONDS);
    }

    void budget(Budget b) {
        this.budget = b;
    }

    Cost lastCost() {
        return lastCost;
    }

    /**
     * Reads {@code bytes} as {@link Program#fromBytes} does, later, on the upload thread: then
     * {@code read} gets the program, or {@code refused} the sentence that says why not.
     */
    void read(String name, byte[] bytes, Consumer<Program> read, Consumer<String> refused) {
        worker.execute(new Job(name, bytes, read, refused));
    }

    @Override
    public void close() {
        watchdog.shutdownNow();
        worker.shutdownNow();
    }

    private void checkBudgets() {
        Budget b = budget;
        for (Job job : running) {
            job.check(b);
        }
    }

    private final class Job implements Runnable {
        private final String name;
        private final byte[] bytes;
        private final Consumer<Program> read;
        private final Consumer<String> refused;
        private Thread thread;
        private long cpuAtStart;
        private long allocatedAtStart;
        private boolean done;
        private String overBudget;

        Job(String name, byte[] bytes, Consumer<Program> read, Consumer<String> refused) {
            this.name = name;
            this.bytes = bytes;
            this.read = read;
            this.refused = refused;
        }

        @Override
        public void run() {
            synchronized (this) {
                thread = Thread.currentThread();
                cpuAtStart = cpu(thread);
                allocatedAtStart = allocated(thread);
            }
            running.add(this);
            Program program = null;
            String refusal = null;
            try {
                program = Program.fromBytes(bytes, Path.of(name));
            } catch (Program.BadProgramException e) {
                refusal = e.getMessage();
            } catch (RuntimeException e) {
                refusal = name + ": the server could not read it (" + e.getClass().getSimpleName() + ")";
            } finally {
                running.remove(this);
                synchronized (this) {
                    done = true;
                    lastCost = new Cost(cpu(thread) - cpuAtStart, allocated(thread) - allocatedAtStart);
                    if (overBudget != null) {
                        refusal = overBudget;
                    }
                }
                Thread.interrupted();              // an interrupt meant for this upload only
            }
            if (refusal != null) {
                refused.accept(refusal);
            } else {
                read.accept(program);
            }
            program = null;
            giveBackMemory(lastCost);
        }

        /** On the watchdog's thread: stops the reading (an interrupt) once it passes the budget. */
        synchronized void check(Budget b) {
            if (done || overBudget != null || thread == null) {
                return;
            }
            long cpu = cpu(thread) - cpuAtStart;
            long allocated = allocated(thread) - allocatedAtStart;
            if (cpu > b.cpu().toNanos()) {
                overBudget = name + ": reading it took more than " + seconds(b.cpu()) + " of the server's time, the most"
                        + " an upload may have (assemble it on your own computer: pdp1.jar asm)";
            } else if (allocated > b.allocatedBytes()) {
                overBudget = name + ": reading it needed more than " + (b.allocatedBytes() >> 20) + " MiB of the server's"
                        + " memory, the most an upload may have (assemble it on your own computer: pdp1.jar asm)";
            } else {
                return;
            }
            thread.interrupt();
        }
    }

    /**
     * After a reading that allocated much, a full collection, here on the upload thread between
     * two readings, when least is live (its pause is then 20-40 ms): one a second at most while
     * a stream of uploads waits, and always after the last. Without it the JVM keeps the heap it
     * grew for them (2.8 GB resident after twenty hostile uploads, issue 32); with it the heap
     * shrinks back to what is live.
     */
    private void giveBackMemory(Cost cost) {
        heavySinceCollection |= cost.allocatedBytes() > COLLECT_AFTER_BYTES;
        long now = System.nanoTime();
        if (heavySinceCollection && (worker.getQueue().isEmpty() || now - lastCollection > COLLECT_EVERY_NS)) {
            heavySinceCollection = false;
            lastCollection = now;
            System.gc();
        }
    }

    /** Allocations of a reading after which the heap is collected: six Kalahs' worth. */
    private static final long COLLECT_AFTER_BYTES = 32L << 20;
    private static final long COLLECT_EVERY_NS = 1_000_000_000L;
    private boolean heavySinceCollection;             // these two on the upload thread only
    private long lastCollection = System.nanoTime();

    private static String seconds(Duration d) {
        return String.format(Locale.ROOT, "%.3g s", d.toNanos() / 1e9);
    }

    /** The thread's CPU time, or the wall clock where the JVM cannot tell it. */
    private static long cpu(Thread t) {
        long ns = THREADS.isThreadCpuTimeSupported() ? THREADS.getThreadCpuTime(t.getId()) : -1;
        return ns >= 0 ? ns : System.nanoTime();
    }

    /** The bytes the thread has allocated so far, or 0 where the JVM cannot tell (then the CPU budget alone holds). */
    private static long allocated(Thread t) {
        if (THREADS instanceof com.sun.management.ThreadMXBean sun && sun.isThreadAllocatedMemorySupported()) {
            return Math.max(0, sun.getThreadAllocatedBytes(t.getId()));
        }
        return 0;
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }
}
