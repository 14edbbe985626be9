package pdp1.cli;

import java.io.PrintWriter;
import pdp1.emu.dev.ReadingProgress;
import pdp1.emu.dev.TapeReader;
import pdp1.emu.host.FrontEnd;

/**
 * A line on standard error while the reader reads a long tape at its real 400 lines a second
 * (Spacewar!'s takes 21 s): {@code reading spacewar.rim: 2400 of 8400 lines}, redrawn in place
 * about once a second at a terminal, else said once at the start and once at the end. It ends
 * when the reading does ({@link ReadingProgress}). A tape with less than a second left to read
 * (one put straight into core, its trailing blank line left) gets no line: there is nothing to
 * wait for ({@link ReadingProgress#worthShowing}).
 */
final class TapeProgress implements FrontEnd {

    /** How often the line is redrawn, in simulated µs. */
    static final long EVERY_US = 1_000_000;

    private final ReadingProgress progress;
    private final PrintWriter err;
    private final boolean inPlace;
    private long lastShownUs = Long.MIN_VALUE;
    private boolean done;

    TapeProgress(TapeReader reader, PrintWriter err, boolean inPlace) {
        this.progress = new ReadingProgress(reader);
        this.err = err;
        this.inPlace = inPlace;
    }

    @Override
    public String serve(long nowUs) {
        if (done) {
            return null;
        }
        boolean finished = !progress.reading(nowUs);
        boolean first = lastShownUs == Long.MIN_VALUE;
        if (finished || first || inPlace && nowUs - lastShownUs >= EVERY_US) {
            err.print((inPlace && !first ? "\r" : "") + progress.line());
            err.print(finished || !inPlace ? System.lineSeparator() : "");
            err.flush();
            lastShownUs = nowUs;
        }
        done = finished;
        return null;
    }
}
