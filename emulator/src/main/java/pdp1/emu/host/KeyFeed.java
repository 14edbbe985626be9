package pdp1.emu.host;

import java.io.IOException;
import java.io.Reader;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import pdp1.emu.dev.FioDec;

/**
 * Keys a script types (a --keys text, a file, a pipe), handed out one at a time: the
 * {@link HostLoop} strikes the next only when the program waits for a key. A carriage return
 * followed by a newline is one key.
 *
 * <p>A pipe is read on a daemon thread into a short queue, so the loop waits for it only a
 * little at a time (a stop or a signal still ends the run while the writer is silent), and an
 * endless pipe is never read whole.
 */
public final class KeyFeed {

    /** {@link #poll()} when the script has no more keys. */
    public static final int END = -1;
    /** {@link #poll()} when a pipe has no key yet but may send more. */
    public static final int NOT_YET = -2;

    /** Keys read ahead from a pipe. */
    private static final int READ_AHEAD = 256;

    private final String source;
    private final String text;           // a text given whole, or null for a pipe
    private final BlockingQueue<Integer> piped;
    private volatile IOException readFailure;
    private int next;                    // index into text
    private long position;
    private int last = END;

    private KeyFeed(String text, BlockingQueue<Integer> piped, String source) {
        this.text = text;
        this.piped = piped;
        this.source = source;
    }

    /** The keys of {@code text}; {@code source} names it in messages (e.g. "--keys"). */
    public static KeyFeed of(String text, String source) {
        return new KeyFeed(text, null, source);
    }

    /**
     * As {@link #of}, checked first: every character must be a key of the typewriter.
     *
     * @throws IllegalArgumentException naming the first character that is not, as {@link #noSuchKey} does
     */
    public static KeyFeed checked(String text, String source) {
        for (int i = 0; i < text.length(); i++) {
            if (FioDec.fromAscii(text.charAt(i)) == FioDec.NONE) {
                throw new IllegalArgumentException(noSuchKey(source, i + 1, text.charAt(i)));
            }
        }
        return of(text, source);
    }

    /** The words for a character of a script that the typewriter has no key for. */
    static String noSuchKey(String source, long position, char ch) {
        String shown = Character.isISOControl(ch) ? "a control character" : "'" + ch + "'";
        return String.format("%s: character %d is %s (U+%04X): the typewriter has no such key",
                source, position, shown, (int) ch);
    }

    /** Keys read from {@code in} as they come (a pipe: its writer may be slow, or silent). */
    public static KeyFeed reading(Reader in, String source) {
        KeyFeed feed = new KeyFeed(null, new ArrayBlockingQueue<>(READ_AHEAD), source);
        Thread reader = new Thread(() -> feed.pump(in), "key-feed " + source);
        reader.setDaemon(true);
        reader.start();
        return feed;
    }

    private void pump(Reader in) {
        try {
            int c;
            while ((c = in.read()) != END) {
                piped.put(c);
            }
            piped.put(END);
        } catch (IOException e) {
            readFailure = e;
            piped.offer(END);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The next key, {@link #END}, or (a pipe that sent nothing for {@code waitMs}) {@link #NOT_YET}.
     *
     * @throws IOException when reading the pipe failed
     */
    public int poll(long waitMs) throws IOException, InterruptedException {
        int c = read(waitMs);
        if (c == '\n' && last == '\r') {
            c = read(waitMs);                    // CR LF is one carriage return
        }
        if (c != NOT_YET) {
            last = c;
        }
        return c;
    }

    private int read(long waitMs) throws IOException, InterruptedException {
        int c;
        if (text != null) {
            c = next < text.length() ? text.charAt(next++) : END;
        } else {
            Integer k = piped.poll(waitMs, TimeUnit.MILLISECONDS);
            if (k == null) {
                return NOT_YET;
            }
            if (k == END) {
                piped.add(END);                  // the end stays the end
            }
            c = k;
            if (c == END && readFailure != null) {
                throw readFailure;
            }
        }
        if (c != END) {
            position++;
        }
        return c;
    }

    /** Characters read so far, counting from 1: the position of the last key handed out. */
    public long position() {
        return position;
    }

    /** What the keys come from, for messages. */
    public String source() {
        return source;
    }
}
