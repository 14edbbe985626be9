package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import pdp1.serve.ClassroomServer;
import pdp1.serve.JoinCode;

/**
 * {@code pdp1.jar serve}: the classroom PDP-1 (docs/classroom.md). Every browser tab that opens
 * the page gets a PDP-1 of its own, run here at the real machine's speed; the page shows its
 * CRT, typewriter and console. On this computer only by default; {@code --bind 0.0.0.0} opens it
 * to a room, behind a random token that the join link carries.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"The classroom PDP-1: a web server that gives every browser tab a PDP-1 of its own.",
            "The CRT, the typewriter and the console are in the page. Ctrl-C stops it.",
            "/join shows the join link large and as a QR code, for the projector.",
            "/room lists the machines running, each with a link to watch it: the teacher's (serve prints its key)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:stopped", "2:usage error, or the port cannot be had", "130:stopped by Ctrl-C",
            "143:stopped by SIGTERM (kill): the pages are told, as for Ctrl-C"})
public final class ServeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", defaultValue = "8080",
            description = "The port to listen on (default: ${DEFAULT-VALUE}; 0: any free one).")
    int port;

    @Option(names = "--bind", paramLabel = "ADDR", defaultValue = "127.0.0.1", description = {
            "The address to listen on (default: ${DEFAULT-VALUE}, this computer only).",
            "0.0.0.0 for a classroom: every request then needs the join link's token."})
    String bind;

    @Option(names = "--max-machines", paramLabel = "N", defaultValue = "40",
            description = "Machines at most, one per open tab (default: ${DEFAULT-VALUE}).")
    int maxMachines;

    @Option(names = "--max-per-computer", paramLabel = "N", defaultValue = "4", description = {
            "Machines at most for one computer (one address) of the room (default: ${DEFAULT-VALUE});",
            "its next tab takes the machine of one of its closed tabs. Not for --bind 127.0.0.1."})
    int maxPerComputer;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65_535) {
            throw new ParameterException(spec.commandLine(), "--port must be 0..65535, not " + port);
        }
        if (maxMachines < 1 || maxMachines > 1000) {
            throw new ParameterException(spec.commandLine(), "--max-machines must be 1..1000, not " + maxMachines);
        }
        if (maxPerComputer < 1 || maxPerComputer > 1000) {
            throw new ParameterException(spec.commandLine(), "--max-per-computer must be 1..1000, not " + maxPerComputer);
        }
        requireLocalAddress();
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        boolean local = isLoopback(bind);
        String token = local ? null : randomToken();
        ClassroomServer server = new ClassroomServer(bind, port, token, maxMachines, true, note -> {
            err.println("pdp1 serve: " + note);
            err.flush();
        });
        if (!local) {
            server.maxMachinesPerAddress(Math.min(maxPerComputer, maxMachines));   // on this computer alone, every tab is one address
        }
        try {
            server.start();
        } catch (IOException e) {
            err.println("pdp1: cannot listen on " + bind + ":" + port + ": " + e.getMessage()
                    + (port != 0 ? " (another --port?)" : ""));
            return 2;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        try (CtrlC hook = CtrlC.onInterrupt(() -> {
            server.close();
            err.println("pdp1 serve: stopped");
            err.flush();
            stopped.countDown();
        })) {
            String base = "http://" + hostForUrl(bind) + ":" + server.port();
            if (local) {
                out.println("The classroom PDP-1 is at " + base + "/  (open it in a browser; Ctrl-C stops the server)");
                out.println("Its machines, each with a link to watch it: " + base + "/room");
            } else {
                String link = base + "/?token=" + token;
                server.joinLink(link);
                out.println("The classroom PDP-1 is open to the network. Students join at:");
                out.println("  " + link);
                if (System.console() != null) {
                    JoinCode.of(link).terminalLines().forEach(line -> out.println("  " + line));
                }
                out.println("For the projector, the link large and as a QR code to scan: " + base + "/join?token=" + token);
                String key = ClassroomServer.newToken();
                server.roomKey(key);
                out.println("For you alone, the room's machines, each with a link to watch it: "
                        + base + "/room?token=" + token + "&key=" + key);
                out.println("(requests without the token are refused; Ctrl-C stops the server)");
            }
            out.flush();
            stopped.await();
        }
        return 0;
    }

    /**
     * Refuses a --bind that is not an address of this computer, before the server tries it: the
     * server's own error would blame the port.
     */
    private void requireLocalAddress() {
        InetAddress address;
        try {
            address = InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            throw new ParameterException(spec.commandLine(),
                    "--bind " + bind + " is not an address, nor a name this computer can look up");
        }
        try {
            if (!address.isAnyLocalAddress() && NetworkInterface.getByInetAddress(address) == null) {
                throw new ParameterException(spec.commandLine(), "--bind " + bind
                        + " is not an address of this computer (0.0.0.0: every one of them)");
            }
        } catch (SocketException e) {
            // the interfaces cannot be listed: the server's own bind will say what is wrong
        }
    }

    private static boolean isLoopback(String address) {
        try {
            return InetAddress.getByName(address).isLoopbackAddress();
        } catch (IOException e) {
            return false;
        }
    }

    /** The address students type: this computer's first network address when bound to all of them. */
    private static String hostForUrl(String bind) {
        if (!bind.equals("0.0.0.0") && !bind.equals("::")) {
            return bind.contains(":") ? "[" + bind + "]" : bind;
        }
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (nic.isUp() && !nic.isLoopback()) {
                    for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                        if (a instanceof Inet4Address) {
                            return a.getHostAddress();
                        }
                    }
                }
            }
        } catch (SocketException e) {
            // fall through: the name of this computer is the next best thing
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "localhost";
        }
    }

    private static String randomToken() {
        return ClassroomServer.newToken();
    }
}
