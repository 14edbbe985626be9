package pdp1.emu.io;

/**
 * A peripheral on the IOT lines (docs/machine.md §2.10). The CPU core knows
 * no device: it dispatches an IOT by its device code (instruction bits 12-17)
 * to the device that answers it.
 *
 * <p>A device never writes CPU fields. It answers the command pulse through
 * the return value (the new IO), and later, from its own {@code Event}s, gives
 * the completion pulse, a break request or a program flag through the
 * {@link IoBus} it was built with.
 */
public interface Device {

    /** Device codes (instruction bits 12-17, 00-77 octal) this device answers. */
    int[] iotCodes();

    /**
     * The command pulse: called once per IOT instruction (an IOT that waits is
     * re-fetched while it waits, but its command is issued only once).
     *
     * @param instruction the whole 18-bit IOT word (wait bit 5, pulse bit 6,
     *                    sub-function bits 7-11, device bits 12-17)
     * @param io          IO before the IOT
     * @param now         simulated µs at the command pulse
     * @return IO after the IOT
     */
    int iot(int instruction, int io, long now);

    /** This device's bits of the {@code cks} status word (§4.1), already in place. */
    int status();

    /** Console START / power on: back to the idle state, events cancelled. */
    void startClear();

    /**
     * True when the program asked for a completion pulse: bit 6 differs from
     * bit 5 (§2.10). 730007 yes (and waits), 724007 yes (no wait), 720007 no.
     */
    static boolean wantsCompletionPulse(int instruction) {
        return ((instruction >>> 12) & 1) != ((instruction >>> 11) & 1);
    }
}
