package pdp1.serve;

import java.util.function.Consumer;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A test's classroom server on a free port of 127.0.0.1, machines flat out, stopped after the
 * test: {@code @RegisterExtension final TestServers servers = new TestServers();}.
 */
final class TestServers implements AfterEachCallback {

    private ClassroomServer server;

    /** A started server; {@code log} gets its notes. */
    ClassroomServer start(String token, int maxMachines, Consumer<String> log) throws Exception {
        server = new ClassroomServer("127.0.0.1", 0, token, maxMachines, false, log);
        server.start();
        return server;
    }

    ClassroomServer start(String token, int maxMachines) throws Exception {
        return start(token, maxMachines, note -> { });
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (server != null) {
            server.close();
            server = null;
        }
    }
}
