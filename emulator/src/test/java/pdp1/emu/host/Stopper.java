package pdp1.emu.host;

/** A test's other thread that asks a run to stop after a while, as a person or a signal would. */
public final class Stopper {

    private Stopper() {
    }

    /** Started: {@code loop.requestStop(why)} after {@code millis} ms of wall time. Join it after the run. */
    public static Thread after(long millis, HostLoop loop, String why) {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            loop.requestStop(why);
        }, "test stopper");
        t.start();
        return t;
    }
}
