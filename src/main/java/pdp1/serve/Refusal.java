package pdp1.serve;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * A refused request's answer: its status and one plain-text sentence, nothing of the server's
 * make or version. Also the server's error page ({@link #ERRORS}), for what Jetty refuses itself
 * (a file not found, a malformed request), in place of Jetty's HTML page.
 */
final class Refusal {

    private Refusal() {
    }

    /** The server's error handler: the sentence a handler gave, or the status's own words. */
    static final Request.Handler ERRORS = (request, response, callback) -> {
        int status = response.getStatus();
        Object message = request.getAttribute(ErrorHandler.ERROR_MESSAGE);
        String sentence = message instanceof String m && !m.isBlank() ? m : status + " " + HttpStatus.getMessage(status);
        return write(response, callback, status, sentence);
    };

    /** Writes the refusal; true, as a handler that took the request returns. */
    static boolean write(Response response, Callback callback, int status, String sentence) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.write(true, ByteBuffer.wrap((sentence + "\n").getBytes(StandardCharsets.UTF_8)), callback);
        return true;
    }
}
