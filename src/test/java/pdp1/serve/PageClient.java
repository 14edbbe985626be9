package pdp1.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A tab as the tests see it: a WebSocket (the JDK's client) that keeps what the server sends,
 * the JSON messages and the display frames, and waits for what a test expects, with a bound.
 */
final class PageClient implements WebSocket.Listener, AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A display frame, decoded as the page decodes it. */
    record Frame(double timeUs, float speed, int[] lamps, int flags, int points, int[] xs, int[] ys, long arrivedNanos) {
    }

    final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
    final BlockingQueue<Frame> frames = new LinkedBlockingQueue<>();
    final CompletableFuture<Integer> closed = new CompletableFuture<>();
    final StringBuilder paper = new StringBuilder();
    /** The type of every JSON message received, in order (await takes messages off the queue, not from here). */
    final java.util.List<String> types = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Sound samples received (binary messages of type 2), and the loudest of them. */
    final java.util.concurrent.atomic.AtomicLong soundSamples = new java.util.concurrent.atomic.AtomicLong();
    volatile int peakSample;
    private final StringBuilder text = new StringBuilder();
    private ByteBuffer binary = ByteBuffer.allocate(0);
    private final WebSocket socket;
    private final boolean reading;

    /** @param reading false: a tab that never reads what it is sent (the server must not wait for it) */
    PageClient(URI uri, boolean reading) throws Exception {
        this.reading = reading;
        this.socket = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10))
                .buildAsync(uri, this).get(10, TimeUnit.SECONDS);
    }

    static URI ws(ClassroomServer server, String query) {
        return URI.create("ws://127.0.0.1:" + server.port() + "/ws" + query);
    }

    void send(String json) throws Exception {
        socket.sendText(json, true).get(10, TimeUnit.SECONDS);
    }

    /** The next message of {@code type}, skipping others; fails after {@code seconds}. */
    JsonNode await(String type, double seconds) throws InterruptedException {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            JsonNode m = messages.poll(50, TimeUnit.MILLISECONDS);
            if (m != null && m.path("type").asText().equals(type)) {
                return m;
            }
        }
        throw new AssertionError("no \"" + type + "\" message within " + seconds + " s; paper so far: " + paper);
    }

    /** The first frame that {@code test} accepts; fails after {@code seconds}. */
    Frame awaitFrame(Predicate<Frame> test, double seconds) throws InterruptedException {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            Frame f = frames.poll(50, TimeUnit.MILLISECONDS);
            if (f != null && test.test(f)) {
                return f;
            }
        }
        throw new AssertionError("no such frame within " + seconds + " s");
    }

    /** Waits until the paper holds {@code wanted}; fails after {@code seconds}. */
    void awaitPaper(String wanted, double seconds) throws InterruptedException {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            synchronized (paper) {
                if (paper.indexOf(wanted) >= 0) {
                    return;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the paper has no \"" + wanted + "\" after " + seconds + " s: " + paper);
    }

    /** The last {@code n} characters of the paper. */
    String paperTail(int n) {
        synchronized (paper) {
            return paper.substring(Math.max(0, paper.length() - n));
        }
    }

    /** Characters on the paper so far. */
    int paperLength() {
        synchronized (paper) {
            return paper.length();
        }
    }

    /** Waits until {@code wanted} is on the paper past {@code from}; false after {@code seconds}. */
    boolean awaitPaperAfter(int from, String wanted, double seconds) throws InterruptedException {
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (System.nanoTime() < end) {
            synchronized (paper) {
                if (paper.indexOf(wanted, from) >= 0) {
                    return true;
                }
            }
            Thread.sleep(1);
        }
        return false;
    }

    /**
     * How far the machine's simulated time is behind the wall clock since its first frame, in
     * seconds (0 when it keeps pace; the frames it sent are drained and their times kept).
     */
    double lagSeconds() {
        Frame f;
        while ((f = frames.poll()) != null) {
            long wall = f.arrivedNanos();
            if (firstFrameSim < 0) {
                firstFrameSim = f.timeUs();
                firstFrameWall = wall;
            }
            lastLag = Math.max(lastLag, (wall - firstFrameWall) / 1e9 - (f.timeUs() - firstFrameSim) / 1e6);
        }
        return lastLag;
    }

    private double firstFrameSim = -1;
    private long firstFrameWall;
    private double lastLag;

    @Override
    public void onOpen(WebSocket webSocket) {
        webSocket.request(reading ? Long.MAX_VALUE : 1);
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        text.append(data);
        if (last) {
            try {
                JsonNode m = JSON.readTree(text.toString());
                if (m.path("type").asText().equals("paper")) {
                    synchronized (paper) {
                        paper.append(m.path("text").asText());
                    }
                }
                types.add(m.path("type").asText());
                messages.add(m);
            } catch (Exception e) {
                messages.add(JSON.createObjectNode().put("type", "unreadable").put("text", text.toString()));
            }
            text.setLength(0);
        }
        return null;
    }

    @Override
    public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
        ByteBuffer joined = ByteBuffer.allocate(binary.remaining() + data.remaining());
        joined.put(binary).put(data).flip();
        binary = joined;
        if (last) {
            ByteBuffer message = binary.order(ByteOrder.LITTLE_ENDIAN);
            if (message.get(0) == ConsoleMachine.SOUND_TYPE) {
                int n = message.getInt(4);
                for (int i = 0; i < n; i++) {
                    peakSample = Math.max(peakSample, Math.abs(message.getShort(8 + 2 * i)));
                }
                soundSamples.addAndGet(n);
            } else {
                frames.add(decode(message));
            }
            binary = ByteBuffer.allocate(0);
        }
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
        closed.complete(statusCode);
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        closed.complete(-1);
    }

    private static Frame decode(ByteBuffer b) {
        int type = b.get();
        if (type != DisplayFrame.TYPE) {
            throw new AssertionError("a binary message of type " + type);
        }
        b.get();
        b.getShort();
        int n = b.getInt();
        double time = b.getDouble();
        float speed = b.getFloat();
        int[] lamps = new int[10];
        for (int i = 0; i < lamps.length; i++) {
            lamps[i] = b.getInt();
        }
        int flags = b.getInt();
        int[] xs = new int[n];
        int[] ys = new int[n];
        for (int i = 0; i < n; i++) {
            xs[i] = b.getShort();
            ys[i] = b.getShort();
            b.getInt();
        }
        return new Frame(time, speed, lamps, flags, n, xs, ys, System.nanoTime());
    }

    @Override
    public void close() {
        socket.abort();
    }
}
