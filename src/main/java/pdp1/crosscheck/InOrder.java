package pdp1.crosscheck;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/**
 * Independent jobs 0..n-1 done on several threads at once and taken in their order: whoever
 * hears the results (a run's totals, its progress) hears the same for any number of threads.
 * The threads are daemons, so that Ctrl-C ends the JVM with jobs under way.
 */
public final class InOrder {

    private InOrder() {
    }

    /**
     * Does {@code job(0) .. job(count - 1)} on {@code threads} threads, at most twice as many
     * under way as threads; hands each result to {@code done} in the jobs' order, on this thread.
     *
     * @param name the threads' name
     * @throws IllegalStateException if interrupted, or a job threw (its cause attached)
     */
    public static <T> void run(String name, int count, int threads, IntFunction<T> job, Consumer<T> done) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
        try {
            Deque<Future<T>> underWay = new ArrayDeque<>();
            int submitted = 0;
            for (int i = 0; i < count; i++) {
                while (submitted < count && underWay.size() < 2 * threads) {
                    int index = submitted++;
                    underWay.add(pool.submit(() -> job.apply(index)));
                }
                done.accept(underWay.remove().get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(name + " was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a thread of " + name + " failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
