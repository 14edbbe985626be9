package pdp1.emu.time;

/**
 * The one simulated clock of the machine, in µs since power-on.
 *
 * <p>The CPU advances {@link #now} by whole 5 µs memory cycles; devices
 * schedule their completions as absolute due times on the same clock
 * (docs/emulator.md, "Time is simulated"). The run loop compares {@code now}
 * with {@link #nextEventAt()} (one long compare) and calls {@link #fireDue()}
 * when an event is due. Events with equal due times fire in the order they
 * were scheduled, so a run is deterministic.
 *
 * <p>A machine has a handful of events (one or two per device), so the
 * pending set is a small array scanned linearly.
 */
public final class Clock {

    /** One memory cycle: 5 µs [HB]. */
    public static final long CYCLE_US = 5;

    /** nextEventAt when nothing is pending. */
    public static final long NEVER = Long.MAX_VALUE;

    /** Simulated time in µs. Only the CPU loop and tests move it forward. */
    public long now;

    private Event[] pending = new Event[8];
    private int count;
    private long nextEventAt = NEVER;
    private int nextIndex;          // where the event due at nextEventAt is (ties: scheduled first)
    private long sequence;

    /** Arms {@code event} to fire at {@code at} µs; re-arming moves it. */
    public void schedule(Event event, long at) {
        if (event.pending) {
            remove(event);
            recomputeNext();
        }
        if (count == pending.length) {
            pending = java.util.Arrays.copyOf(pending, count * 2);
        }
        event.at = at;
        event.sequence = sequence++;
        event.pending = true;
        pending[count++] = event;
        if (at < nextEventAt) {                 // a tie keeps the earlier one, scheduled before
            nextEventAt = at;
            nextIndex = count - 1;
        }
    }

    /** Disarms {@code event}; nothing happens if it is not pending. */
    public void cancel(Event event) {
        if (event.pending) {
            remove(event);
            recomputeNext();
        }
    }

    /** Due time of the earliest pending event, or {@link #NEVER}. */
    public long nextEventAt() {
        return nextEventAt;
    }

    /** True when at least one event is pending. */
    public boolean hasPending() {
        return count > 0;
    }

    /**
     * Fires, in due-time order, every event due at or before {@link #now}.
     * An action may schedule further events; those due by now fire too.
     */
    public void fireDue() {
        while (nextEventAt <= now) {
            Event first = pending[nextIndex];
            removeAt(nextIndex);
            recomputeNext();
            first.action.fire(first.at);
        }
    }

    /** The pending events in the order they were scheduled (which breaks ties between equal due times). */
    public java.util.List<Event> pendingInScheduleOrder() {
        Event[] copy = java.util.Arrays.copyOf(pending, count);
        java.util.Arrays.sort(copy, java.util.Comparator.comparingLong(e -> e.sequence));
        return java.util.List.of(copy);
    }

    /** Cancels everything (power on). Time does not go back. */
    public void cancelAll() {
        for (int i = 0; i < count; i++) {
            pending[i].pending = false;
            pending[i] = null;
        }
        count = 0;
        nextEventAt = NEVER;
    }

    private void remove(Event event) {
        for (int i = 0; i < count; i++) {
            if (pending[i] == event) {
                removeAt(i);
                return;
            }
        }
    }

    private void removeAt(int i) {
        Event event = pending[i];
        pending[i] = pending[--count];
        pending[count] = null;
        event.pending = false;
    }

    /** Finds the event that fires first: the earliest due, of equal ones the first scheduled. */
    private void recomputeNext() {
        long next = NEVER;
        int index = 0;
        for (int i = 0; i < count; i++) {
            Event e = pending[i];
            if (e.at < next || e.at == next && e.sequence < pending[index].sequence) {
                next = e.at;
                index = i;
            }
        }
        nextEventAt = next;
        nextIndex = index;
    }
}
