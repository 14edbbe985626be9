package pdp1.emu.host;

/**
 * Something the {@link HostLoop} serves between two slices of simulated time, on the machine's
 * thread: a terminal whose keys go to the typewriter, a CRT window that shows the newest frame,
 * the panel's queue of key presses. It never runs inside the CPU loop.
 */
public interface FrontEnd {

    /**
     * Does this front end's work at simulated time {@code nowUs}.
     *
     * @return why the person ended the run (e.g. "the CRT window was closed"), or null to go on
     */
    String serve(long nowUs);

    /** True when a person can type through it: while it is open, a run never ends for want of keys. */
    default boolean takesKeys() {
        return false;
    }
}
