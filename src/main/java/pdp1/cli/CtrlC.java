package pdp1.cli;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A summary of the work so far when Ctrl-C (SIGINT) stops a long command: a JVM shutdown hook
 * runs {@code summary}, and the JVM then exits 130 as it would without it. The summary runs on
 * the hook's thread while the work goes on, so it must read state the worker publishes safely.
 * Close it when the command finishes: then nothing is printed on the way out.
 */
final class CtrlC implements AutoCloseable {

    /** The exit status of a JVM stopped by SIGINT (128 + 2), for the commands' help. */
    static final String EXIT_CODE = "130:stopped by Ctrl-C; what was done so far is printed";

    private final Runnable summary;
    /** Set by the first of: the summary, the command's end. */
    private final AtomicBoolean over = new AtomicBoolean();
    private volatile boolean fired;
    private final Thread hook = new Thread(this::fire, "pdp1 ctrl-c summary");

    private CtrlC(Runnable summary) {
        this.summary = summary;
    }

    /** Installs the hook until {@link #close}. */
    static CtrlC onInterrupt(Runnable summary) {
        CtrlC c = new CtrlC(summary);
        Runtime.getRuntime().addShutdownHook(c.hook);
        return c;
    }

    /** What the hook does (tests call it directly): the summary, once, unless the command finished. */
    void fire() {
        if (over.compareAndSet(false, true)) {
            fired = true;
            summary.run();
        }
    }

    /** The summary has begun: the worker should print nothing more, the JVM is on its way out. */
    boolean fired() {
        return fired;
    }

    @Override
    public void close() {
        over.set(true);
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down already: the hook finds the command finished and prints nothing
        }
    }
}
