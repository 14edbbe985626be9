package pdp1.emu.cpu;

/**
 * Told each time the program flags change (stf, clf, or a device setting a flag), with the
 * simulated µs of the instruction that changed them: what drives the sound of flags 1-4, as the
 * amplifiers wired to them heard it. Called on the machine's thread; it must not block for long.
 */
@FunctionalInterface
public interface ProgramFlagSink {

    /** @param pf the flags now, PF1 = 040 ... PF6 = 001 */
    void flagsChanged(int pf, long timeUs);
}
