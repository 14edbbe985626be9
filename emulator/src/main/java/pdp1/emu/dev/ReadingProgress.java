package pdp1.emu.dev;

/**
 * Whether the reader is still reading a tape, and how far it has got, for a line a person
 * watches while a long tape loads at 400 lines a second (Spacewar!'s takes 21 s). The reading
 * has ended when the whole tape has passed the head, or when the head has not moved for
 * {@link #STILL_US} of simulated time (a loader that leaves the tape's trailing blank lines).
 * Asked by one thread at a time; the reader's position is read as a lamp would be.
 */
public final class ReadingProgress {

    /** How long the tape may stand still, in simulated µs, before the reading counts as over. */
    public static final long STILL_US = 1_000_000;

    private final TapeReader reader;
    private int lastPosition = -1;
    private long lastMoveUs;
    private boolean over;

    public ReadingProgress(TapeReader reader) {
        this.reader = reader;
    }

    /** Whether the tape in {@code reader} has a second or more of lines left to read: worth a line. */
    public static boolean worthShowing(TapeReader reader) {
        return (reader.length() - reader.position()) * TapeReader.LINE_US >= STILL_US;
    }

    /** Whether the reading goes on at simulated time {@code nowUs}; once false, it stays over. */
    public boolean reading(long nowUs) {
        int position = reader.position();
        if (position != lastPosition) {
            lastPosition = position;
            lastMoveUs = nowUs;
        }
        over = over || reader.atEnd() || nowUs - lastMoveUs >= STILL_US;
        return !over;
    }

    /** {@code reading spacewar.rim: 2417 of 8570 lines}. */
    public String line() {
        return line(1);
    }

    /**
     * As {@link #line()}, the lines read rounded down to a multiple of {@code step}: a line that
     * changes a few times a second, not at every line of the tape (a status sent to a browser).
     */
    public String line(int step) {
        int read = reader.position() / step * step;
        return "reading " + reader.tapeName() + ": " + read + " of " + reader.length() + " lines";
    }

    public String tapeName() {
        return reader.tapeName();
    }
}
