package pdp1.emu.dev;

/**
 * Receives what the console typewriter puts on paper, as data
 * (docs/emulator.md, "Output is data first"). Called once per code, with
 * primitives only, so the device allocates nothing per character.
 */
@FunctionalInterface
public interface TypewriterSink {

    /** A sink that drops everything. */
    TypewriterSink NONE = (code, upperCase, redRibbon, fromKeyboard, timeUs) -> { };

    /**
     * One code reached the type basket.
     *
     * @param code         the 6-bit Concise code (shift and ribbon codes included)
     * @param upperCase    the case state after this code
     * @param redRibbon    the ribbon colour after this code
     * @param fromKeyboard true for a key strike (the typewriter prints what is typed),
     *                     false for a {@code tyo}
     * @param timeUs       simulated µs of the strike or of the {@code tyo} command
     */
    void character(int code, boolean upperCase, boolean redRibbon, boolean fromKeyboard, long timeUs);
}
