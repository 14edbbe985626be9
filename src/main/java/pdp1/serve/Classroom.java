package pdp1.serve;

import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.websocket.server.ServerUpgradeRequest;
import org.eclipse.jetty.websocket.server.ServerUpgradeResponse;
import org.eclipse.jetty.websocket.server.WebSocketCreator;

/**
 * The machines of a classroom, one for each tab on {@code /ws} (at most {@code maxMachines}),
 * each watched by any tabs on {@code /ws?watch=ID}. A tab's machine is stopped and forgotten when
 * its socket closes; a refused tab (the room full, no such machine) is told why and closed.
 */
final class Classroom implements WebSocketCreator {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final int maxMachines;
    private volatile int maxPerAddress;
    private final boolean realTime;
    private final Consumer<String> log;
    private final Map<String, ConsoleMachine> machines = new ConcurrentHashMap<>();
    private final Uploads uploads = new Uploads();
    private volatile Duration reconnectGrace = Duration.ofSeconds(60);
    private volatile LongSupplier clock = System::nanoTime;   // for the tabs' message limits
    private final ScheduledExecutorService reaper = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "pdp1-classroom-reaper");
        t.setDaemon(true);
        return t;
    });

    /**
     * @param token the classroom's access token, or null (the page adds it to the links it shows)
     * @param log   where the server's one-line notes go (a machine opened, a tab refused)
     */
    Classroom(int maxMachines, String token, boolean realTime, Consumer<String> log) {
        this.maxMachines = maxMachines;
        this.maxPerAddress = maxMachines;
        this.realTime = realTime;
        this.log = log;
    }

    int machineCount() {
        return machines.size();
    }

    /** The machines running now, by name, so that the list keeps its order from one look to the next. */
    List<ConsoleMachine.Summary> summaries() {
        return machines.values().stream().map(ConsoleMachine::summary)
                .sorted(Comparator.comparing(ConsoleMachine.Summary::id)).toList();
    }

    /** A fresh random word for a machine's id, its owner's secret, or a token. */
    static String randomWord(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    @Override
    public Object createWebSocket(ServerUpgradeRequest request, ServerUpgradeResponse response, Callback callback) {
        try {
            org.eclipse.jetty.util.Fields query = Request.extractQueryParameters(request);
            String watch = query.getValue("watch");
            String back = query.getValue("session");
            if (watch != null) {
                return watcher(watch);
            }
            String address = Request.getRemoteAddr(request);
            if (back == null) {
                return console(address);
            }
            Viewer returning = comeBack(back, query.getValue("secret"));
            return returning != null ? returning : console(address);
        } catch (RuntimeException e) {
            log.accept("a tab could not be given a machine: " + e);
            throw e;
        }
    }

    /**
     * A page that lost its connection and asks for its machine again
     * ({@code /ws?session=ID&secret=SECRET}): with the owner's secret it gets the machine back,
     * even from a connection of its own that the server has not yet seen drop; without it, it is
     * refused and the machine stays its owner's. Null when the machine has expired (a new machine).
     */
    private synchronized Viewer comeBack(String id, String secret) {
        ConsoleMachine machine = machines.get(id);
        if (machine == null) {
            return null;
        }
        if (!machine.ownedBy(secret)) {
            log.accept("refused a tab that asked for machine " + id + " without its owner's secret");
            return refused(Viewer.NOT_YOURS, "machine " + id + " is another tab's: only the page that opened it can take it back",
                    "not this tab's machine");
        }
        Viewer[] self = new Viewer[1];
        Viewer owner = new Viewer(false, clock, text -> command(machine, self[0], text), v -> ownerLeft(machine, v));
        self[0] = owner;
        owner.message(Messages.hello(id, machine.secret(), Catalogue.menu(), "/watch/" + id));
        Viewer was = machine.adopt(owner);
        if (was != null) {
            was.close(Viewer.NOT_YOURS, "this machine was taken back by its page in a newer connection");
        }
        log.accept("machine " + id + " taken back by its tab");
        return owner;
    }

    /** A tab told why it gets nothing, and closed with {@code code} (the page does not try again). */
    private Viewer refused(int code, String why, String reason) {
        Viewer tab = new Viewer(true, clock, text -> { }, v -> { });
        tab.message(Messages.error(why));
        tab.closeAfterSending(code, reason);
        return tab;
    }

    /**
     * A new tab's machine, unless the room or the tab's computer has all it may: then a machine
     * whose tab is away (a closed tab in its minute of grace) gives way, that computer's own
     * first, the one away longest; failing that the tab is refused.
     */
    private Viewer console(String address) {
        String id = randomWord(6);
        String secret = randomWord(16);
        ConsoleMachine[] machine = new ConsoleMachine[1];
        Viewer[] self = new Viewer[1];
        Viewer owner = new Viewer(false, clock, text -> command(machine[0], self[0], text), v -> ownerLeft(machine[0], v));
        self[0] = owner;
        synchronized (this) {
            if (machines.size() >= maxMachines && !freeAwayMachine(address) && !freeAwayMachine(null)) {
                log.accept("refused a tab: the classroom is full (" + maxMachines + " machines)");
                return refused(Viewer.CLASSROOM_FULL, "the classroom is full: " + maxMachines
                        + " machines are running (pdp1.jar serve --max-machines N allows more)", "the classroom is full");
            }
            if (machinesAt(address) >= maxPerAddress && !freeAwayMachine(address)) {
                log.accept("refused a tab: " + address + " has " + maxPerAddress + " machines");
                return refused(Viewer.CLASSROOM_FULL, "this computer has " + maxPerAddress + " machines open, the most"
                        + " one computer may have: close one of its tabs first", "too many machines for one computer");
            }
            owner.message(Messages.hello(id, secret, Catalogue.menu(), "/watch/" + id));
            machine[0] = new ConsoleMachine(id, secret, address, owner, realTime, uploads);
            machines.put(id, machine[0]);
        }
        log.accept("machine " + id + " opened for " + address + " (" + machines.size() + " running)");
        return owner;
    }

    private long machinesAt(String address) {
        return machines.values().stream().filter(m -> m.address().equals(address)).count();
    }

    /**
     * Stops the machine whose tab has been away longest, of {@code address} (or of any computer,
     * for null); false when every such machine has its tab.
     */
    private boolean freeAwayMachine(String address) {
        return machines.values().stream()
                .filter(m -> m.ownerless() && (address == null || m.address().equals(address)))
                .min(Comparator.comparingLong(ConsoleMachine::awaySince))
                .map(m -> {
                    log.accept("machine " + m.id() + " freed for a new tab: its own was away");
                    closed(m.id());
                    return true;
                }).orElse(false);
    }

    private Viewer watcher(String id) {
        ConsoleMachine machine = machines.get(id);
        Viewer[] self = new Viewer[1];
        self[0] = new Viewer(true, clock, text -> watcherSaid(machine, self[0], text),
                v -> {
                    if (machine != null) {
                        machine.forget(v);
                    }
                });
        if (machine == null) {
            self[0].message(Messages.error("no machine " + id + " here: its tab was closed, or the link is wrong"));
            self[0].closeAfterSending(Viewer.NO_SUCH_MACHINE, "no such machine");
            return self[0];
        }
        self[0].message(Messages.hello(id, null, Catalogue.menu(), "/watch/" + id));
        machine.watch(self[0]);
        return self[0];
    }

    /** A watcher may turn its sound on and off, and nothing else. */
    private static void watcherSaid(ConsoleMachine machine, Viewer watcher, String text) {
        try {
            if (machine != null && PageMessage.of(text) instanceof PageMessage.Sound s) {
                machine.sound(watcher, s.on());
                return;
            }
        } catch (IllegalArgumentException e) {
            watcher.message(Messages.error(e.getMessage()));
            return;
        }
        watcher.message(Messages.error("this tab only watches: it cannot work the machine"));
    }

    /** A message from a machine's owner: carried out, or refused in an error message. */
    private void command(ConsoleMachine machine, Viewer sender, String text) {
        if (machine == null) {
            return;
        }
        try {
            machine.command(PageMessage.of(text), sender);
        } catch (IllegalArgumentException e) {
            sender.message(Messages.error(e.getMessage()));
        } catch (RuntimeException e) {
            log.accept("machine " + machine.id() + ": a message failed: " + e);
            sender.message(Messages.error("the server could not do that (" + e.getClass().getSimpleName() + ")"));
        }
    }

    /**
     * The owner's socket is gone: a closed tab, or a lost connection. The machine waits
     * {@link #reconnectGrace} for the page to come back ({@link #comeBack}), then is stopped and freed.
     */
    private void ownerLeft(ConsoleMachine machine, Viewer gone) {
        if (machine == null) {
            return;                               // a refused tab: it never had a machine
        }
        machine.ownerGone(gone);
        long awaySince = machine.awaySince();
        try {
            reaper.schedule(() -> {
                if (machine.ownerless() && machine.awaySince() == awaySince) {   // not away again since, with a minute of its own
                    closed(machine.id());
                }
            }, reconnectGrace.toMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            // the server is stopping: every machine is being stopped anyway
        }
    }

    Uploads uploads() {
        return uploads;
    }

    /** Machines one computer (one address) may have at once; at first as many as the room. */
    void maxPerAddress(int n) {
        this.maxPerAddress = n;
    }

    /** The clock of the limits on new tabs' messages (tests stop it). */
    void clock(LongSupplier nanos) {
        this.clock = nanos;
    }

    /** How long a machine whose tab is gone waits for the page to reconnect (default 60 s). */
    void reconnectGrace(Duration grace) {
        this.reconnectGrace = grace;
    }

    private void closed(String id) {
        ConsoleMachine machine = machines.remove(id);
        if (machine != null) {
            machine.stop();
            log.accept("machine " + id + " closed (" + machines.size() + " running)");
        }
    }

    /** How long a stopping server waits for its pages to read that it stops (a page that reads nothing is not waited for longer). */
    private static final Duration TELL_STOPPING = Duration.ofSeconds(1);

    /** Tells every page that the server stops, then stops every machine. */
    void closeAll() {
        List<Viewer> told = machines.values().stream().flatMap(m -> m.serverStopping().stream()).toList();
        long end = System.nanoTime() + TELL_STOPPING.toNanos();
        try {
            while (told.stream().anyMatch(v -> !v.isClosed()) && System.nanoTime() < end) {
                Thread.sleep(10);                  // the pages read why their sockets close
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        reaper.shutdownNow();
        uploads.close();
        machines.keySet().forEach(this::closed);
    }
}
