package pdp1.emu.front;

import pdp1.emu.dev.ControlBoxes;

/**
 * Spacewar! control boxes worked from a terminal. A terminal sends key strikes,
 * never key releases, so a strike of a control key (the map of
 * {@link ControlBoxes#bitsForKey}) holds its switch for {@link #HOLD_US} of
 * simulated time; a key held down keeps its switch held through the
 * terminal's auto-repeat, with a stutter between the first strike and the
 * first repeat. The display window sees real releases and needs none of this.
 * Used on the machine's thread only: the run loop calls {@link #strike} and
 * {@link #releaseDue} between slices.
 */
public final class StruckControlKeys {

    /** How long one strike holds its switch: about a terminal's auto-repeat delay. */
    public static final long HOLD_US = 300_000;

    private final ControlBoxes boxes;
    /** Per control-box bit (0..17, from the right), when its switch lets go; 0 when up. */
    private final long[] releaseAt = new long[18];

    public StruckControlKeys(ControlBoxes boxes) {
        this.boxes = boxes;
    }

    /** A key struck at {@code nowUs}: true (switch held) when it is a control key. */
    public boolean strike(char key, long nowUs) {
        int bits = ControlBoxes.bitsForKey(key);
        if (bits == 0) {
            return false;
        }
        boxes.press(bits);
        for (int b = 0; b < releaseAt.length; b++) {
            if ((bits & (1 << b)) != 0) {
                releaseAt[b] = nowUs + HOLD_US;
            }
        }
        return true;
    }

    /** Lets go of every switch whose hold has run out by {@code nowUs}. */
    public void releaseDue(long nowUs) {
        for (int b = 0; b < releaseAt.length; b++) {
            if (releaseAt[b] != 0 && releaseAt[b] <= nowUs) {
                boxes.release(1 << b);
                releaseAt[b] = 0;
            }
        }
    }
}
