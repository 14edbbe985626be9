package pdp1.emu.front;

import java.io.Closeable;
import java.io.IOException;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.NonBlockingReader;
import pdp1.emu.dev.FioDec;
import pdp1.emu.dev.Typewriter;

/**
 * The person at the console typewriter: the host terminal in raw mode (JLine),
 * every key a strike on the emulated keyboard. A daemon thread blocks on the
 * terminal and queues the keys (a timed read does not time out with every
 * JLine terminal provider, and a blocked machine would print nothing); the run
 * loop calls {@link #pump} between slices, on the machine's thread, so the
 * typewriter is never touched from two threads. Ctrl-C or Ctrl-D asks the run
 * to stop (the console STOP switch, as far as the terminal is concerned).
 */
public final class TerminalKeyboard implements Closeable {

    private static final int CTRL_C = 3, CTRL_D = 4;

    private final Terminal terminal;
    private final Attributes saved;
    private final NonBlockingReader reader;
    private final ConcurrentLinkedQueue<Integer> keys = new ConcurrentLinkedQueue<>();
    private volatile boolean stopAsked;
    private volatile boolean closed;

    private TerminalKeyboard(Terminal terminal) {
        this.terminal = terminal;
        this.saved = terminal.enterRawMode();
        this.reader = terminal.reader();
        // Ctrl-C as a signal (raw mode may leave ISIG on): stop the run, restore the terminal.
        terminal.handle(Terminal.Signal.INT, signal -> stopAsked = true);
        Thread listener = new Thread(this::listen, "terminal-keys");
        listener.setDaemon(true);
        listener.start();
    }

    /** The listener thread: blocking reads, each key queued for {@link #pump}. */
    private void listen() {
        try {
            int c;
            while (!closed && (c = reader.read()) >= 0) {
                keys.add(c);
            }
        } catch (IOException e) {
            // the terminal went away or was closed: no more keys
        }
        if (!closed) {
            stopAsked = true;                    // end of input: nobody is left to type
        }
    }

    /** Opens the process's terminal in raw mode. */
    public static TerminalKeyboard open() throws IOException {
        Terminal t = TerminalBuilder.builder().system(true).jna(false).jansi(false).build();
        return new TerminalKeyboard(t);
    }

    /** True when the terminal can show ANSI colours (not a "dumb" terminal). */
    public boolean supportsAnsi() {
        return !Terminal.TYPE_DUMB.equals(terminal.getType()) && !Terminal.TYPE_DUMB_COLOR.equals(terminal.getType());
    }

    /** True when the terminal takes UTF-8 (from its locale), so the card's glyphs can be shown. */
    public boolean supportsUnicode() {
        return java.nio.charset.StandardCharsets.UTF_8.equals(terminal.encoding());
    }

    /** Moves every key pressed since the last call onto the typewriter's keyboard queue. */
    public void pump(Typewriter typewriter) throws IOException {
        pump(typewriter, null, 0);
    }

    /**
     * As {@link #pump(Typewriter)}, but control keys (when {@code controls} is not null) work
     * the control boxes at simulated time {@code nowUs} instead of the typewriter.
     */
    public void pump(Typewriter typewriter, StruckControlKeys controls, long nowUs) throws IOException {
        Integer key;
        while ((key = keys.poll()) != null) {
            int c = key;
            if (c == CTRL_C || c == CTRL_D) {
                stopAsked = true;
                return;
            }
            char ch = (char) c;
            if (controls != null && controls.strike(ch, nowUs)) {
                continue;
            }
            if (FioDec.fromAscii(ch) == FioDec.NONE) {
                terminal.puts(org.jline.utils.InfoCmp.Capability.bell);
                terminal.flush();
                continue;                        // no such key on a Soroban: ignored
            }
            typewriter.type(String.valueOf(ch));
        }
    }

    /** True once the person pressed Ctrl-C or Ctrl-D. */
    public boolean stopAsked() {
        return stopAsked;
    }

    public java.io.PrintWriter writer() {
        return terminal.writer();
    }

    @Override
    public void close() throws IOException {
        closed = true;
        terminal.setAttributes(saved);
        terminal.close();
    }
}
