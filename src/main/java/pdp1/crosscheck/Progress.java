package pdp1.crosscheck;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.MathContext;

/**
 * The progress line of a long run: sessions (or mutants) done and how many a second, on stderr.
 * On a terminal the line is rewritten in place with {@code \r}; otherwise (a
 * log, CI) a line is printed at most every {@link #LOG_EVERY_NS} and at the end.
 * Thread-safe: a Ctrl-C summary may {@link #stop} it while the run goes on.
 */
public final class Progress {

    static final long LOG_EVERY_NS = 10_000_000_000L;
    private static final long REDRAW_EVERY_NS = 200_000_000L;

    private final PrintWriter out;
    private final boolean terminal;
    private final String what;
    private final String unit;
    private final int total;
    private final long startNs = System.nanoTime();
    private long lastShownNs = startNs;
    private boolean stopped;

    /**
     * @param what     the run's name, e.g. "crosscheck kalah"
     * @param total    sessions in the run
     * @param out      usually the command's error stream
     * @param terminal true to rewrite one line with carriage returns
     */
    public Progress(String what, int total, PrintWriter out, boolean terminal) {
        this(what, "sessions", total, out, terminal);
    }

    /** As {@link #Progress(String, int, PrintWriter, boolean)}, counting {@code unit} (e.g. "mutants"). */
    public Progress(String what, String unit, int total, PrintWriter out, boolean terminal) {
        this.what = what;
        this.unit = unit;
        this.total = total;
        this.out = out;
        this.terminal = terminal;
    }

    /** Progress on {@code err}, rewritten in place when a person is watching (a console). */
    public static Progress on(PrintWriter err, String what, int total) {
        return on(err, what, "sessions", total);
    }

    /** As {@link #on(PrintWriter, String, int)}, counting {@code unit}. */
    public static Progress on(PrintWriter err, String what, String unit, int total) {
        return new Progress(what, unit, total, err, System.console() != null);
    }

    /** Sessions (or mutants) in the run. */
    public int total() {
        return total;
    }

    /** Reports {@code done} sessions; shows the line if it is time to. */
    public synchronized void update(int done) {
        long now = System.nanoTime();
        long every = terminal ? REDRAW_EVERY_NS : LOG_EVERY_NS;
        if (!stopped && now - lastShownNs >= every) {
            lastShownNs = now;
            show(done, false);
        }
    }

    /** The last line, always shown (unless stopped), ending the line. */
    public synchronized void finish(int done) {
        if (!stopped) {
            show(done, true);
        }
    }

    /**
     * Shows nothing more. On a terminal it first ends the line being rewritten (where the
     * terminal echoed ^C), so that a summary printed next starts on a fresh line.
     */
    public synchronized void stop() {
        if (!stopped && terminal) {
            out.println();
            out.flush();
        }
        stopped = true;
    }

    /** {@code count} (sessions, or games) per second since the start. */
    public double perSecond(long count) {
        double seconds = (System.nanoTime() - startNs) / 1e9;
        return seconds <= 0 ? 0 : count / seconds;
    }

    String line(int done) {
        return String.format("%s: %d/%d %s, %s %s/s", what, done, total, unit, rate(perSecond(done)), unit);
    }

    /**
     * A rate with three significant digits (1.48, 0.0731, 213), so that short runs can be
     * compared; no exponent, and a point whatever the locale.
     */
    public static String rate(double perSecond) {
        return BigDecimal.valueOf(perSecond).round(new MathContext(3)).stripTrailingZeros().toPlainString();
    }

    private void show(int done, boolean last) {
        if (terminal) {
            out.print("\r" + line(done) + (last ? System.lineSeparator() : ""));
        } else {
            out.println(line(done));
        }
        out.flush();
    }
}
