package pdp1.emu.dev;

import pdp1.emu.io.Device;

/**
 * The two Spacewar! control boxes on IOT 11, docs/machine.md §4.10: the
 * instruction ORs the switch state into IO (Spacewar clears IO first).
 * Ship 1 = bits 14-17, ship 2 = bits 0-3, each rotate CCW, rotate CW,
 * thrust, fire. The state is volatile: a window's key listener may set it
 * while the machine runs on another thread. A host gives the boxes keys only
 * once the program has {@linkplain #read read} them (or when the user asks,
 * {@link #steeredBy}): until then a key struck is a typewriter key (Kalah's
 * pits a-f are Spacewar!'s a s d f).
 */
public final class ControlBoxes implements Device {

    /** IOT code. */
    public static final int CONTROL_BOXES = 011;

    public static final int SHIP2_CCW = 0400000, SHIP2_CW = 0200000, SHIP2_THRUST = 0100000, SHIP2_FIRE = 0040000;
    public static final int SHIP1_CCW = 0000010, SHIP1_CW = 0000004, SHIP1_THRUST = 0000002, SHIP1_FIRE = 0000001;
    /** Every switch of both boxes. */
    public static final int ALL = SHIP2_CCW | SHIP2_CW | SHIP2_THRUST | SHIP2_FIRE | SHIP1_CCW | SHIP1_CW | SHIP1_THRUST | SHIP1_FIRE;

    private volatile int switches;
    private volatile boolean read;

    @Override
    public int[] iotCodes() {
        return new int[] {CONTROL_BOXES};
    }

    @Override
    public int iot(int instruction, int io, long now) {
        read = true;
        return io | switches;
    }

    /** Whether the program has read the boxes (IOT 11) since this machine was made. */
    public boolean read() {
        return read;
    }

    public void press(int bits) {
        switches |= bits;
    }

    public void release(int bits) {
        switches &= ~bits;
    }

    public int switches() {
        return switches;
    }

    /**
     * The bits a keyboard key works, SIMH's layout: a s d f for ship 1
     * (CW, CCW, thrust, fire), k l ; ' for ship 2; 0 for any other key.
     */
    public static int bitsForKey(char key) {
        return switch (Character.toLowerCase(key)) {
            case 'a' -> SHIP1_CW;
            case 's' -> SHIP1_CCW;
            case 'd' -> SHIP1_THRUST;
            case 'f' -> SHIP1_FIRE;
            case 'k' -> SHIP2_CW;
            case 'l' -> SHIP2_CCW;
            case ';' -> SHIP2_THRUST;
            case '\'' -> SHIP2_FIRE;
            default -> 0;
        };
    }

    /**
     * Whether {@code key} works a switch now rather than being typed: a control key, once the
     * program has read the boxes, or from the start when the user asked for that.
     */
    public boolean steeredBy(char key, boolean fromStart) {
        return bitsForKey(key) != 0 && (fromStart || read);
    }

    @Override
    public int status() {
        return 0;
    }

    @Override
    public void startClear() {
        // Switches are inputs: START does not move them.
    }
}
