package pdp1.emu.dev;

/**
 * Receives the points the Type 30 display intensifies, as data
 * (docs/emulator.md, "Output is data first"); primitives only, so the device
 * allocates nothing per point.
 */
@FunctionalInterface
public interface DisplaySink {

    DisplaySink NONE = (x, y, level, timeUs) -> { };

    /**
     * One point.
     *
     * @param x      -511..+511, +X to the right (both ones'-complement zeros are 0)
     * @param y      -511..+511, +Y up
     * @param level  brightness 0 (dimmest) .. 7 (brightest), see {@link Type30Display#level}
     * @param timeUs simulated µs of the {@code dpy} command
     */
    void point(int x, int y, int level, long timeUs);
}
