package pdp1.emu.state;

/**
 * A part of the machine with state of its own (a device, the typewriter's paper): it declares
 * its registers, pending completions and buffers in a {@link StateTable.Section} of its own.
 */
public interface Stateful {

    /** The section's name, a short upper-case word: {@code TTY}, {@code PTR}. */
    String stateSection();

    /** Declares everything a snapshot needs to put this part back as it was. */
    void declareState(StateTable.Section section);
}
