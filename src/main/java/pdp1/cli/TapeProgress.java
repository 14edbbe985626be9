package pdp1.cli;

import java.io.PrintWriter;
import pdp1.emu.dev.TapeReader;
import pdp1.emu.host.FrontEnd;

/**
 * A line on standard error while the reader reads a long tape at its real 400 lines a second
 * (Spacewar!'s takes 21 s): {@code reading spacewar.rim: 2400 of 8400 lines}, redrawn in place
 * about once a second at a terminal, else said once at the start and once at the end. It ends
 * when the tape has passed the head, or when the reading stops for a second. A tape with less
 * than a second left to read (one put straight into core, its trailing blank line left) gets
 * no line: there is nothing to wait for.
 */
final class TapeProgress implements FrontEnd {

    /** How often the line is redrawn, and how long a pause ends the reading, in simulated µs. */
    static final long EVERY_US = 1_000_000;

    private final TapeReader reader;
    private final PrintWriter err;
    private final boolean inPlace;
    private int lastPosition = -1;
    private long lastMoveUs;
    private long lastShownUs = Long.MIN_VALUE;
    private boolean done;

    /** Whether the tape in {@code reader} has a second or more of lines left to read. */
    static boolean worthShowing(TapeReader reader) {
        return (reader.length() - reader.position()) * TapeReader.LINE_US >= EVERY_US;
    }

    TapeProgress(TapeReader reader, PrintWriter err, boolean inPlace) {
        this.reader = reader;
        this.err = err;
        this.inPlace = inPlace;
    }

    @Override
    public String serve(long nowUs) {
        if (done) {
            return null;
        }
        int position = reader.position();
        if (position != lastPosition) {
            lastPosition = position;
            lastMoveUs = nowUs;
        }
        boolean finished = reader.atEnd() || nowUs - lastMoveUs >= EVERY_US;
        boolean first = lastShownUs == Long.MIN_VALUE;
        if (finished || first || inPlace && nowUs - lastShownUs >= EVERY_US) {
            err.print((inPlace && !first ? "\r" : "") + line());
            err.print(finished || !inPlace ? System.lineSeparator() : "");
            err.flush();
            lastShownUs = nowUs;
        }
        done = finished;
        return null;
    }

    private String line() {
        return "reading " + reader.tapeName() + ": " + reader.position() + " of " + reader.length() + " lines";
    }
}
