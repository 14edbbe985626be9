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
 *
 * <p>Control keys steer once the program has read the boxes (its first IOT 11),
 * or from the first key when asked to; until then they are typed like any other,
 * so a game that reads the typewriter (Kalah's pits a-f) still gets them.
 */
public final class StruckControlKeys {

    /** How long one strike holds its switch: about a terminal's auto-repeat delay. */
    public static final long HOLD_US = 300_000;

    private final ControlBoxes boxes;
    private final boolean fromStart;
    /** Per control-box bit (0..17, from the right), when its switch lets go; 0 when up. */
    private final long[] releaseAt = new long[18];

    /**
     * @param fromStart control keys steer from the first strike, not only once the program has
     *                  read the boxes
     */
    public StruckControlKeys(ControlBoxes boxes, boolean fromStart) {
        this.boxes = boxes;
        this.fromStart = fromStart;
    }

    /** A key struck at {@code nowUs}: true (switch held) when it steers, false when it is to be typed. */
    public boolean strike(char key, long nowUs) {
        if (!boxes.steeredBy(key, fromStart)) {
            return false;
        }
        int bits = ControlBoxes.bitsForKey(key);
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
