package pdp1.emu.host;

import java.util.function.LongSupplier;

/**
 * Keeps simulated time in step with wall time for a person watching
 * (docs/emulator.md, "Time is simulated": pacing is the front end's business). The run loop
 * calls {@link #pace} between slices; the pacer sleeps while the simulation is
 * ahead of the wall clock. When the host falls behind (a slow machine, a
 * debugger pause) by more than {@link #MAX_LAG_NS} it forgets the debt
 * instead of racing to catch up. Tests and batch runs simply use no pacer.
 */
public final class Pacer {

    /** Behind by more than this: re-anchor instead of catching up. */
    static final long MAX_LAG_NS = 250_000_000L;

    /** How the pacer waits; a test substitutes one that moves a fake clock. */
    @FunctionalInterface
    public interface Sleeper {
        void sleepNanos(long nanos) throws InterruptedException;
    }

    private final double speed;
    private final LongSupplier wallNanos;
    private final Sleeper sleeper;
    private boolean anchored;
    private long wallAnchorNs;
    private long simAnchorUs;

    /** Real time (speed 1) on the host clock. */
    public Pacer() {
        this(1.0, System::nanoTime, nanos -> Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000)));
    }

    /** @param speed simulated seconds per wall second (2.0 = twice as fast as a PDP-1) */
    public Pacer(double speed, LongSupplier wallNanos, Sleeper sleeper) {
        if (!(speed > 0)) {
            throw new IllegalArgumentException("speed must be positive, got " + speed);
        }
        this.speed = speed;
        this.wallNanos = wallNanos;
        this.sleeper = sleeper;
    }

    /** Sleeps until the wall clock reaches simulated time {@code simNowUs}. */
    public void pace(long simNowUs) {
        long wall = wallNanos.getAsLong();
        if (!anchored) {
            anchor(wall, simNowUs);
            return;
        }
        long due = wallAnchorNs + (long) ((simNowUs - simAnchorUs) * 1000.0 / speed);
        long ahead = due - wall;
        if (ahead > 0) {
            try {
                sleeper.sleepNanos(ahead);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        } else if (-ahead > MAX_LAG_NS) {
            anchor(wall, simNowUs);
        }
    }

    /** Forget the past, e.g. after the program waited for the user. */
    public void reset() {
        anchored = false;
    }

    private void anchor(long wall, long simNowUs) {
        anchored = true;
        wallAnchorNs = wall;
        simAnchorUs = simNowUs;
    }
}
