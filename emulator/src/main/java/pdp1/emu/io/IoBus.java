package pdp1.emu.io;

/**
 * What a device may do to the processor, and nothing more (docs/machine.md §2.10, §4.11).
 * The CPU side implements it; tests may use a recording fake.
 */
public interface IoBus {

    /** The completion pulse (IOS): ends an IOT wait, or is remembered for a later {@code ioh}. */
    void completionPulse();

    /**
     * The completion pulse that also carries data into IO, as the reader does
     * for {@code rpa}/{@code rpb} issued with a pulse (§4.4): IO gets
     * {@code word}, then the pulse is given.
     */
    void completionPulseWithIo(int word);

    /** A sequence-break request on {@code channel} (0 on the standard one-channel system). */
    void requestBreak(int channel);

    /** Program flag {@code flag} (1-6) to 1: a key strike sets PF1, a light-pen hit PF3. */
    void setProgramFlag(int flag);
}
