package pdp1.serve;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/** A refused request's answer: its status and one plain-text sentence, nothing of the server's make. */
final class Refusal {

    private Refusal() {
    }

    /** Writes the refusal; true, as a handler that took the request returns. */
    static boolean write(Response response, Callback callback, int status, String sentence) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.write(true, ByteBuffer.wrap((sentence + "\n").getBytes(StandardCharsets.UTF_8)), callback);
        return true;
    }
}
