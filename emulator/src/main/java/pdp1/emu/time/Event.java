package pdp1.emu.time;

/**
 * Something a device will do at a simulated time: a reader line arriving, a
 * typewriter character finished, a display point intensified. An event is
 * made once per device and re-armed with {@link Clock#schedule}; nothing is
 * allocated per operation.
 */
public final class Event {

    /** What happens when the event falls due; {@code at} is its due time in µs. */
    @FunctionalInterface
    public interface Action {
        void fire(long at);
    }

    final String name;
    final Action action;
    long at;
    long sequence;      // order of scheduling, breaks ties between equal due times
    boolean pending;

    public Event(String name, Action action) {
        this.name = name;
        this.action = action;
    }

    public boolean isPending() {
        return pending;
    }

    /** Due time in simulated µs; meaningful only while pending. */
    public long dueAt() {
        return at;
    }

    public String name() {
        return name;
    }

    @Override
    public String toString() {
        return pending ? name + "@" + at + "us" : name + " (idle)";
    }
}
