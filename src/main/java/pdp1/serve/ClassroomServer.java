package pdp1.serve;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.function.Consumer;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ResourceHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.resource.ResourceFactory;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;

/**
 * The classroom's web server, on Jetty 12: the page (the jar's {@code /web/} files, with
 * {@code /watch/ID} showing the same page), the WebSocket {@code /ws} that gives each tab a
 * machine ({@link Classroom}), and, when a token is set, the refusal of every request without it.
 */
public final class ClassroomServer implements AutoCloseable {

    /** The largest message a tab may send: an upload of 1 MiB, in base64, with room to spare. */
    static final long MAX_MESSAGE_BYTES = 2L << 20;
    /** A socket that says nothing for this long (not even the page's keep-alive) is closed. */
    static final Duration IDLE_TIMEOUT = Duration.ofMinutes(30);

    private final Server server;
    private final ServerConnector connector;
    private final Classroom classroom;
    private final String token;
    private volatile String joinLink;
    private volatile String roomKey;

    /**
     * @param bind        the address to listen on (127.0.0.1: this computer only)
     * @param port        the port, 0 for any free one
     * @param token       required in every request's query ({@code token=...}), or null for none
     * @param maxMachines machines at most, one per tab
     * @param realTime    machines at the real PDP-1's speed (false: as fast as they go, for tests)
     * @param log         the server's one-line notes
     */
    public ClassroomServer(String bind, int port, String token, int maxMachines, boolean realTime, Consumer<String> log) {
        this.token = token;
        this.server = new Server();
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);          // no "Server: Jetty(12...)": a version tells an attacker what to try
        http.setSendXPoweredBy(false);
        this.connector = new ServerConnector(server, new HttpConnectionFactory(http));
        connector.setHost(bind);
        connector.setPort(port);
        server.addConnector(connector);
        this.classroom = new Classroom(maxMachines, token, realTime, log);

        ResourceHandler files = new ResourceHandler();
        files.setBaseResource(ResourceFactory.of(server).newClassLoaderResource("web/"));
        files.setDirAllowed(false);
        files.setWelcomeFiles("index.html");
        Handler page = new Handler.Wrapper(files) {
            @Override
            public boolean handle(Request request, Response response, Callback callback) throws Exception {
                String path = Request.getPathInContext(request);
                if (path.equals("/") || path.startsWith("/watch/")) {
                    return servePage(response, callback);
                }
                if (path.equals("/join")) {
                    return serveJoinPage(request, response, callback);
                }
                if (path.equals("/room")) {
                    return serveRoomPage(request, response, callback);
                }
                return super.handle(request, response, callback);
            }
        };
        WebSocketUpgradeHandler sockets = WebSocketUpgradeHandler.from(server, container -> {
            container.setMaxTextMessageSize(MAX_MESSAGE_BYTES);
            container.setMaxBinaryMessageSize(64 * 1024);
            container.setIdleTimeout(IDLE_TIMEOUT);
            container.addMapping("/ws", classroom);
        });
        sockets.setHandler(page);
        Handler guarded = token == null ? sockets : new TokenGuard(sockets, token);
        server.setHandler(new RequestGuard(guarded, isLoopback(bind), bind));
        // an error page says the status in plain text and nothing of Java's or Jetty's
        server.setErrorHandler(Refusal.ERRORS);
    }

    /** True when {@code bind} is a loopback address: the server is this computer's only. */
    private static boolean isLoopback(String bind) {
        try {
            return InetAddress.getByName(bind).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;                         // start() will say that it cannot listen there
        }
    }

    /**
     * True if {@code offered} is {@code secret} (a token, a key, an owner's secret): compared in
     * constant time, so that how long a refusal takes tells nothing of how much was right.
     */
    static boolean sameSecret(String secret, String offered) {
        return offered != null && MessageDigest.isEqual(secret.getBytes(StandardCharsets.UTF_8),
                offered.getBytes(StandardCharsets.UTF_8));
    }

    /** A new random access token for a classroom. */
    public static String newToken() {
        return Classroom.randomWord(12);
    }

    /** Starts listening; an IOException says why not (the port is taken, the address is not this computer's). */
    public void start() throws IOException {
        try {
            server.start();
        } catch (IOException e) {
            close();
            throw e;
        } catch (Exception e) {
            close();
            throw new IOException(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage(), e);
        }
    }

    /**
     * The link students open, as the join page shows it (the teacher's terminal names the address
     * the room can reach); until it is set, the page shows the address it was asked at.
     */
    public void joinLink(String link) {
        this.joinLink = link;
    }

    /**
     * The key the room's list asks for besides the token ({@code /room?token=...&key=...}): the
     * teacher's, for the students have the token. Null: the list is open to whoever has the token.
     */
    public void roomKey(String key) {
        this.roomKey = key;
    }

    /** The port it listens on (the one chosen, when 0 was asked for). */
    public int port() {
        return connector.getLocalPort();
    }

    public String token() {
        return token;
    }

    /** How long a machine whose tab lost its connection waits for the page to come back (default 60 s). */
    public ClassroomServer reconnectGrace(Duration grace) {
        classroom.reconnectGrace(grace);
        return this;
    }

    /**
     * Machines one computer (one address) may have at once (default: as many as the room); when
     * it has them all, the next tab takes the machine of one of its tabs that is away, if any.
     */
    public ClassroomServer maxMachinesPerAddress(int n) {
        classroom.maxPerAddress(n);
        return this;
    }

    /** The clock of the limits on tabs' messages, in nanoseconds (tests stop it). */
    ClassroomServer messageClock(java.util.function.LongSupplier nanos) {
        classroom.clock(nanos);
        return this;
    }

    /** The budget of one upload's reading (tests make it small). */
    ClassroomServer uploadBudget(Uploads.Budget budget) {
        classroom.uploads().budget(budget);
        return this;
    }

    /** What the last upload's reading cost. */
    Uploads.Cost lastUploadCost() {
        return classroom.uploads().lastCost();
    }

    /** Machines running now. */
    public int machineCount() {
        return classroom.machineCount();
    }

    @Override
    public void close() {
        classroom.closeAll();
        try {
            server.stop();
        } catch (Exception e) {
            // stopping: nothing more to do about a connector that fails to close
        }
    }

    /** The page for the projector: the join link in large type and as a QR code to scan. */
    private boolean serveJoinPage(Request request, Response response, Callback callback) {
        String link = joinLink;
        if (link == null) {
            HttpURI asked = request.getHttpURI();
            link = asked.getScheme() + "://" + asked.getAuthority() + "/" + (token == null ? "" : "?token=" + token);
        }
        byte[] page = JoinPage.html(link).getBytes(StandardCharsets.UTF_8);
        return writePage(page, response, callback);
    }

    /** An HTML page, never cached: it is made anew, or it comes with a new jar. */
    private static boolean writePage(byte[] page, Response response, Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/html; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        response.write(true, ByteBuffer.wrap(page), callback);
        return true;
    }

    /** The teacher's list of the room's machines, with a watch link for each. */
    private boolean serveRoomPage(Request request, Response response, Callback callback) {
        String key = roomKey;
        if (key != null && !sameSecret(key, Request.extractQueryParameters(request).getValue("key"))) {
            return Refusal.write(response, callback, HttpStatus.FORBIDDEN_403,
                    "The room's list is the teacher's: open the room link that pdp1.jar serve printed.");
        }
        byte[] page = RoomPage.html(classroom.summaries(), token).getBytes(StandardCharsets.UTF_8);
        return writePage(page, response, callback);
    }

    private static boolean servePage(Response response, Callback callback) throws IOException {
        byte[] page;
        try (InputStream in = ClassroomServer.class.getResourceAsStream("/web/index.html")) {
            if (in == null) {
                return Refusal.write(response, callback, HttpStatus.NOT_FOUND_404, "The page is missing from the jar.");
            }
            page = in.readAllBytes();
        }
        return writePage(page, response, callback);
    }

    /**
     * Refuses, with 403 and one sentence, every request that has not the classroom's token: in
     * its query (the join link), or in the cookie set when the join link was opened (so the
     * page's scripts and its socket need not carry it).
     */
    private static final class TokenGuard extends Handler.Wrapper {
        static final String COOKIE = "pdp1-classroom";
        private final String token;

        TokenGuard(Handler next, String token) {
            super(next);
            this.token = token;
        }

        @Override
        public boolean handle(Request request, Response response, Callback callback) throws Exception {
            if (sameSecret(token, Request.extractQueryParameters(request).getValue("token"))) {
                Response.replaceCookie(response, HttpCookie.build(COOKIE, token).path("/").httpOnly(true)
                        .sameSite(HttpCookie.SameSite.STRICT).build());
                return super.handle(request, response, callback);
            }
            for (HttpCookie cookie : Request.getCookies(request)) {
                if (cookie.getName().equals(COOKIE) && sameSecret(token, cookie.getValue())) {
                    return super.handle(request, response, callback);
                }
            }
            return Refusal.write(response, callback, HttpStatus.FORBIDDEN_403,
                    "This classroom PDP-1 needs its access token: open the join link the teacher gave you.");
        }
    }
}
