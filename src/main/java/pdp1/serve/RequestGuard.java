package pdp1.serve;

import java.net.URI;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.http.HttpURI;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Refuses, in one sentence, the requests a hostile web page could make through a student's or
 * the teacher's browser. A server on this computer only answers requests addressed to a
 * loopback name or address (a page of another site that renamed itself to 127.0.0.1, DNS
 * rebinding, sends its own name as the Host). The socket {@code /ws} is opened only by the
 * classroom's own page: a browser names the page's origin, which must be this server's, the
 * scheme, name and port the request came to; a client that is no browser sends none.
 */
final class RequestGuard extends Handler.Wrapper {

    private static final Pattern IPV4_LOOPBACK = Pattern.compile("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}");
    private static final Set<String> LOOPBACK_NAMES = Set.of("localhost", "::1", "0:0:0:0:0:0:0:1");

    private final boolean loopbackOnly;
    private final String bindName;

    /**
     * @param loopbackOnly the server listens on a loopback address: only loopback names are answered
     * @param bind         the address it listens on, as the printed URL names it
     */
    RequestGuard(Handler next, boolean loopbackOnly, String bind) {
        super(next);
        this.loopbackOnly = loopbackOnly;
        this.bindName = unbracketed(bind.toLowerCase(Locale.ROOT));
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        HttpURI uri = request.getHttpURI();
        String host = uri.getHost() == null ? "" : unbracketed(uri.getHost().toLowerCase(Locale.ROOT));
        if (loopbackOnly && !isLoopbackName(host)) {
            return Refusal.write(response, callback, HttpStatus.MISDIRECTED_REQUEST_421, "This PDP-1 classroom serves "
                    + "this computer only: open it as http://127.0.0.1 or http://localhost, not as " + printable(host) + ".");
        }
        String origin = request.getHeaders().get(HttpHeader.ORIGIN);
        if (origin != null && Request.getPathInContext(request).equals("/ws") && !sameOrigin(origin, uri, request.isSecure())) {
            return Refusal.write(response, callback, HttpStatus.FORBIDDEN_403, "The classroom's socket is for its own "
                    + "page: a page from " + printable(origin) + " may not open it.");
        }
        return super.handle(request, response, callback);
    }

    private boolean isLoopbackName(String host) {
        return LOOPBACK_NAMES.contains(host) || IPV4_LOOPBACK.matcher(host).matches() || host.equals(bindName);
    }

    /** True when {@code origin} is the scheme, name and port this request came to. */
    static boolean sameOrigin(String origin, HttpURI asked, boolean secure) {
        URI o;
        try {
            o = new URI(origin);
        } catch (java.net.URISyntaxException e) {
            return false;                        // "null" (a sandboxed page, a file) or nonsense
        }
        if (o.getScheme() == null || o.getHost() == null || asked.getHost() == null) {
            return false;
        }
        String scheme = o.getScheme().toLowerCase(Locale.ROOT);
        String askedScheme = secure ? "https" : "http";
        return scheme.equals(askedScheme)
                && unbracketed(o.getHost().toLowerCase(Locale.ROOT)).equals(unbracketed(asked.getHost().toLowerCase(Locale.ROOT)))
                && port(o.getPort(), scheme) == port(asked.getPort(), askedScheme);
    }

    private static int port(int port, String scheme) {
        return port > 0 ? port : scheme.equals("https") ? 443 : 80;
    }

    private static String unbracketed(String host) {
        return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
    }

    /** A name from a request, cut short and without control characters, for a refusal. */
    private static String printable(String text) {
        String cut = text.length() > 80 ? text.substring(0, 80) + "..." : text;
        return cut.replaceAll("\\p{Cntrl}", "?");
    }
}
