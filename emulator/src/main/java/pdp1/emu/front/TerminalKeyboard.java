package pdp1.emu.front;

import java.io.Closeable;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.InfoCmp;
import org.jline.utils.NonBlockingReader;
import pdp1.emu.dev.FioDec;
import pdp1.emu.dev.Typewriter;
import pdp1.emu.host.FrontEnd;

/**
 * The person at the console typewriter: the host terminal in raw mode (JLine), every key a
 * strike on the emulated keyboard. A daemon thread blocks on the terminal and queues the keys (a
 * timed read does not time out with every JLine terminal provider, and a blocked machine would
 * print nothing); the host loop {@link #serve serves} it between slices, on the machine's thread,
 * so the typewriter is never touched from two threads. Ctrl-C or Ctrl-D ends the run (the
 * console STOP switch, as far as the terminal is concerned).
 *
 * <p>Ctrl-Z suspends the program as any other: the shell puts the terminal back in its own
 * (cooked) mode; on {@code fg} (SIGCONT) raw mode is set again, or keys would come only after
 * Enter, echoed twice.
 */
public final class TerminalKeyboard implements Closeable, FrontEnd {

    private static final int CTRL_C = 3, CTRL_D = 4;

    private final Terminal terminal;
    private final Attributes saved;
    private final Typewriter typewriter;
    private final StruckControlKeys controls;
    private final NonBlockingReader reader;
    private final ConcurrentLinkedQueue<Integer> keys = new ConcurrentLinkedQueue<>();
    private volatile boolean stopAsked;
    private volatile boolean closed;

    private TerminalKeyboard(Terminal terminal, Typewriter typewriter, StruckControlKeys controls) {
        this.terminal = terminal;
        this.typewriter = typewriter;
        this.controls = controls;
        this.saved = terminal.enterRawMode();
        this.reader = terminal.reader();
        // Ctrl-C as a signal (raw mode may leave ISIG on): stop the run, restore the terminal.
        terminal.handle(Terminal.Signal.INT, signal -> stopAsked = true);
        terminal.handle(Terminal.Signal.CONT, signal -> resumed());
        Thread listener = new Thread(this::listen, "terminal-keys");
        listener.setDaemon(true);
        listener.start();
    }

    /**
     * Opens the process's terminal in raw mode; its keys go to {@code typewriter}, or work the
     * control boxes through {@code controlsOrNull} when they are control keys.
     */
    public static TerminalKeyboard open(Typewriter typewriter, StruckControlKeys controlsOrNull) throws IOException {
        Terminal t = TerminalBuilder.builder().system(true).jna(false).jansi(false).build();
        return new TerminalKeyboard(t, typewriter, controlsOrNull);
    }

    /** As {@link #open(Typewriter, StruckControlKeys)} on a given terminal (a test's). */
    static TerminalKeyboard on(Terminal terminal, Typewriter typewriter) {
        return new TerminalKeyboard(terminal, typewriter, null);
    }

    /** Back from Ctrl-Z: the shell left the terminal cooked. */
    private void resumed() {
        if (!closed) {
            terminal.enterRawMode();
        }
    }

    /** The listener thread: blocking reads, each key queued for {@link #serve}. */
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

    /** True when the terminal can show ANSI colours (not a "dumb" terminal). */
    public boolean supportsAnsi() {
        return !Terminal.TYPE_DUMB.equals(terminal.getType()) && !Terminal.TYPE_DUMB_COLOR.equals(terminal.getType());
    }

    /** True when the terminal takes UTF-8 (from its locale), so the card's glyphs can be shown. */
    public boolean supportsUnicode() {
        return StandardCharsets.UTF_8.equals(terminal.encoding());
    }

    /**
     * Moves every key pressed since the last call onto the typewriter (control keys onto the
     * control boxes, held for a while from {@code nowUs}); a key the typewriter lacks rings the bell.
     */
    @Override
    public String serve(long nowUs) {
        Integer key;
        while (!stopAsked && (key = keys.poll()) != null) {
            int c = key;
            if (c == CTRL_C || c == CTRL_D) {
                stopAsked = true;
                break;
            }
            char ch = (char) c;
            if (controls != null && controls.strike(ch, nowUs)) {
                continue;
            }
            if (FioDec.fromAscii(ch) == FioDec.NONE) {
                terminal.puts(InfoCmp.Capability.bell);
                terminal.flush();
                continue;                        // no such key on a Soroban: ignored
            }
            typewriter.type(String.valueOf(ch));
        }
        if (controls != null) {
            controls.releaseDue(nowUs);
        }
        return stopAsked ? "stopped at the console" : null;
    }

    @Override
    public boolean takesKeys() {
        return true;
    }

    /** The terminal's own writer (raw mode: lines need a carriage return, which it adds). */
    public PrintWriter writer() {
        return terminal.writer();
    }

    @Override
    public void close() throws IOException {
        closed = true;
        terminal.setAttributes(saved);
        terminal.close();
    }
}
