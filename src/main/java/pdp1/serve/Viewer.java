package pdp1.serve;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * One browser tab's socket and what waits to be sent to it. The machine's thread only hands
 * things over ({@link #frame}, {@link #paper}, {@link #message}) and never waits: one send is in
 * flight at a time, a newer display frame replaces one not yet sent (a slow tab sees fewer
 * frames, the machine never slows down), and paper and messages wait their turn. A tab so slow
 * that its backlog passes {@link #MAX_BACKLOG_CHARS} is closed, so nothing grows without bound.
 * Public only because Jetty calls its listener methods by reflection.
 */
public final class Viewer implements Session.Listener.AutoDemanding {

    /** Paper and messages held for a tab that does not read: a book's worth, then it is closed. */
    static final int MAX_BACKLOG_CHARS = 1 << 20;

    private final boolean readOnly;
    private final Consumer<String> onText;
    private final Consumer<Viewer> onClose;
    private Session session;
    private boolean sending;
    private boolean closed;
    private byte[] pendingFrame;
    private final Deque<String> messages = new ArrayDeque<>();
    private final StringBuilder paperText = new StringBuilder();
    private final StringBuilder paperRibbon = new StringBuilder();
    private long backlogChars;
    private final Deque<byte[]> sound = new ArrayDeque<>();
    private long soundBytes;
    private volatile boolean wantsSound;
    private long framesDropped;
    private String closeAfterSending;
    private int closeCode;

    /** A tab's messages: a steady 60 a second at most (keys, switches, a game's controls), 200 at once. */
    static final int MESSAGES_PER_SECOND = 60, MESSAGE_BURST = 200;

    private final RateLimit incoming;
    private final RateLimit refusals;            // "too many messages" is said once a second at most

    /**
     * @param clock   nanoseconds, for the limit of the tab's messages ({@link System#nanoTime}; tests give their own)
     * @param onText  what the tab sent (a JSON text), on a Jetty thread
     * @param onClose when the socket is gone, however it went
     */
    Viewer(boolean readOnly, LongSupplier clock, Consumer<String> onText, Consumer<Viewer> onClose) {
        this.readOnly = readOnly;
        this.onText = onText;
        this.onClose = onClose;
        this.incoming = new RateLimit(MESSAGES_PER_SECOND, MESSAGE_BURST, clock);
        this.refusals = new RateLimit(1, 1, clock);
    }

    boolean readOnly() {
        return readOnly;
    }

    /** Frames replaced before they were sent: a measure of how slow the tab is. */
    synchronized long framesDropped() {
        return framesDropped;
    }

    @Override
    public void onWebSocketOpen(Session opened) {
        synchronized (this) {
            session = opened;
        }
        pump();
    }

    @Override
    public void onWebSocketText(String message) {
        if (incoming.take()) {
            onText.accept(message);
        } else if (refusals.take()) {
            message(Messages.error("too many messages: a page may send " + MESSAGES_PER_SECOND
                    + " a second; the ones over that were not carried out"));
        }
    }

    @Override
    public void onWebSocketBinary(ByteBuffer payload, Callback callback) {
        callback.succeed();
        message(Messages.error("the page sends text, not binary"));
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason) {
        gone();
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        gone();
    }

    /** The newest display frame (a watcher's marked read-only already); one not yet sent is dropped for it. */
    void frame(byte[] frame) {
        synchronized (this) {
            if (closed) {
                return;
            }
            if (pendingFrame != null) {
                framesDropped++;
            }
            pendingFrame = frame;
        }
        pump();
    }

    /** True once the tab asked for the flags' sound ({@code {"type":"sound","on":true}}). */
    boolean wantsSound() {
        return wantsSound;
    }

    void wantSound(boolean on) {
        wantsSound = on;
        if (!on) {
            synchronized (this) {
                sound.clear();
                soundBytes = 0;
            }
        }
    }

    /**
     * A block of sound (a binary message, {@link ConsoleMachine#SOUND_RATE}); when more than
     * {@link #MAX_SOUND_BYTES} wait, the oldest are dropped: a slow tab hears gaps, the machine
     * keeps its pace.
     */
    void sound(byte[] block) {
        synchronized (this) {
            if (closed || !wantsSound) {
                return;
            }
            sound.add(block);
            soundBytes += block.length;
            while (soundBytes > MAX_SOUND_BYTES && sound.size() > 1) {
                soundBytes -= sound.poll().length;
            }
        }
        pump();
    }

    /** Sound held for a tab at most: a second of it. */
    static final int MAX_SOUND_BYTES = 2 * ConsoleMachine.SOUND_RATE;

    /** Printed characters and their ribbons ('r' or 'b'), in order; never dropped. */
    void paper(CharSequence text, CharSequence ribbon) {
        synchronized (this) {
            if (closed) {
                return;
            }
            paperText.append(text);
            paperRibbon.append(ribbon);
            backlogChars += text.length();
        }
        checkBacklog();
        pump();
    }

    /** A JSON message, sent before the next frame. */
    void message(String json) {
        synchronized (this) {
            if (closed) {
                return;
            }
            messages.add(json);
            backlogChars += json.length();
        }
        checkBacklog();
        pump();
    }

    /** Close codes after which the page does not try again (docs/classroom.md). */
    static final int NOT_YOURS = 4403, NO_SUCH_MACHINE = 4404, CLASSROOM_FULL = 4429;
    /** The server is stopping (WebSocket's "going away"): the page tries again, for it may come back. */
    static final int GOING_AWAY = 1001;

    /** True once the socket is gone. */
    synchronized boolean isClosed() {
        return closed;
    }

    /** Closes the socket with {@code code} once what is queued now is sent: a refusal the tab should read first. */
    void closeAfterSending(int code, String reason) {
        synchronized (this) {
            closeCode = code;
            closeAfterSending = reason;
        }
        pump();
    }

    /** Closes the socket from this side (the tab is told why). */
    void close(int code, String reason) {
        Session s;
        synchronized (this) {
            s = session;
        }
        if (s != null && s.isOpen()) {
            s.close(code, reason, Callback.NOOP);
        }
        gone();
    }

    private void checkBacklog() {
        boolean tooMuch;
        synchronized (this) {
            tooMuch = backlogChars > MAX_BACKLOG_CHARS;
        }
        if (tooMuch) {
            close(1008, "the page did not keep up: reload it");
        }
    }

    /** Sends the next thing waiting, unless a send is in flight. */
    private void pump() {
        Session s;
        String text = null;
        byte[] binary = null;
        synchronized (this) {
            if (closed || sending || session == null || !session.isOpen()) {
                return;
            }
            if (!messages.isEmpty()) {
                text = messages.poll();
                backlogChars -= text.length();
            } else if (paperText.length() > 0) {
                text = Messages.paper(paperText, paperRibbon);
                backlogChars -= paperText.length();
                paperText.setLength(0);
                paperRibbon.setLength(0);
            } else if (!sound.isEmpty()) {
                binary = sound.poll();
                soundBytes -= binary.length;
            } else if (pendingFrame != null) {
                binary = pendingFrame;
                pendingFrame = null;
            } else if (closeAfterSending != null) {
                session.close(closeCode, closeAfterSending, Callback.NOOP);
                return;
            } else {
                return;
            }
            sending = true;
            s = session;
        }
        Callback done = Callback.from(this::sent, failure -> gone());
        if (text != null) {
            s.sendText(text, done);
        } else {
            s.sendBinary(ByteBuffer.wrap(binary), done);
        }
    }

    private void sent() {
        synchronized (this) {
            sending = false;
        }
        pump();
    }

    private void gone() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            pendingFrame = null;
            messages.clear();
            sound.clear();
            paperText.setLength(0);
            paperRibbon.setLength(0);
        }
        onClose.accept(this);
    }
}
