package pdp1.serve;

import java.util.function.LongSupplier;

/**
 * A token bucket: {@code perSecond} events a second on average, up to {@code burst} at once.
 * A tab's messages pass through one, so that a page made to flood the server (a script, a held
 * key on a fast machine) is refused instead of filling the machine's queue.
 */
final class RateLimit {

    private final double perNano;
    private final double burst;
    private final LongSupplier clock;
    private double tokens;
    private long last;

    /** @param clock nanoseconds, as {@link System#nanoTime} (tests give their own) */
    RateLimit(double perSecond, int burst, LongSupplier clock) {
        this.perNano = perSecond / 1e9;
        this.burst = burst;
        this.clock = clock;
        this.tokens = burst;
        this.last = clock.getAsLong();
    }

    /** True, and one event counted, if one may happen now. */
    synchronized boolean take() {
        long now = clock.getAsLong();
        tokens = Math.min(burst, tokens + (now - last) * perNano);
        last = now;
        if (tokens < 1) {
            return false;
        }
        tokens--;
        return true;
    }
}
