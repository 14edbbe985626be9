package pdp1.emu.host;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import pdp1.emu.dev.FioDec;

/**
 * Keys a script types (a --keys text, a file, a pipe), handed out one at a time: the
 * {@link HostLoop} strikes the next only when the program waits for a key. Read lazily, so an
 * endless pipe is never read whole; a carriage return followed by a newline is one key.
 */
public final class KeyFeed {

    /** {@link #next()} when the script has no more keys. */
    public static final int END = -1;

    private final Reader in;
    private final String source;
    private long position;
    private int last = END;

    private KeyFeed(Reader in, String source) {
        this.in = in;
        this.source = source;
    }

    /** The keys of {@code text}; {@code source} names it in messages (e.g. "--keys"). */
    public static KeyFeed of(String text, String source) {
        return new KeyFeed(new StringReader(text), source);
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

    /** Keys read from {@code in} as they are needed (a pipe blocks until its writer types). */
    public static KeyFeed reading(Reader in, String source) {
        return new KeyFeed(in, source);
    }

    /** The next key, or {@link #END}; blocks while a pipe has nothing yet. */
    public int next() throws IOException {
        int c = read();
        if (c == '\n' && last == '\r') {
            c = read();                          // CR LF is one carriage return
        }
        last = c;
        return c;
    }

    private int read() throws IOException {
        int c = in.read();
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
