package pdp1.emu.dev;

import java.util.function.IntSupplier;
import pdp1.emu.io.Device;
import pdp1.emu.state.StateTable.Access;
import pdp1.emu.state.StateTable.Section;
import pdp1.emu.state.Stateful;
import pdp1.emu.io.IoBus;
import pdp1.emu.time.Clock;
import pdp1.emu.time.Event;

/**
 * The Type 30 precision CRT, docs/machine.md §4.8: {@code dpy} (IOT 07)
 * intensifies one point at X = AC bits 0-9, Y = IO bits 0-9 (10-bit ones'
 * complement, origin at the centre), brightness from instruction bits 9-11.
 *
 * <p>The device reads AC through an {@link IntSupplier} (the Device interface
 * hands it only IO); it never writes CPU state.
 *
 * <p>±0: both zeros are plotted at 0, i.e. SIMH's mapping (n ≥ 0 → 511 + n,
 * n &lt; 0 → 511 − |n| on a 0..1022 raster), so coordinates run −511..+511.
 * Brightness: the 3-bit field is signed, order 3 > 2 > 1 > 0 > 7 > 6 > 5 > 4
 * (MW, AAP); {@link #level} maps it to 0..7 with 7 brightest.
 *
 * <p>Timing: a {@code dpy} that waits takes {@link #POINT_US}, 50 µs, in all: 20 000
 * points a second [T30]. The completion pulse, if asked for, comes
 * {@link #COMPLETION_US} after the command; with the IOT's own cycle before it and the
 * re-fetch that sees the pulse after it (§3.4), that is 50 µs (§3.6). The display
 * requests no break (§4.11).
 *
 * <p>Light pen (Type 32): when a pen is held to the screen ({@link #holdLightPen})
 * and a dpy intensifies a point within its field of view, status bit 0
 * (400000) and program flag 3 are set (SIMH, AAP; whether PF3 is set on the
 * real machine is unconfirmed, docs/machine.md §9.7). Status bit 0 is cleared at every dpy.
 * A person's click is a {@link #touchLightPen touch}: the pen held for a stretch of simulated
 * time from the next point shown, so that what the program sees does not depend on how fast the
 * host runs or how long a finger stays down.
 */
public final class Type30Display implements Device, Stateful {

    /** IOT code. */
    public static final int DPY = 07;

    /** A waiting dpy, fetch to the next instruction: 50 µs, 20 000 points/s [T30], docs/machine.md §3.6. */
    public static final long POINT_US = 50;

    /**
     * Command to completion pulse: 35 µs of deflection, then 4 µs to intensify and finish (AAP's
     * gate-level model, as built with its Type 33 logic), so that {@link #POINT_US} holds (§3.6).
     */
    public static final long COMPLETION_US = 39;

    /**
     * A person's touch of the screen (a click or a tap on the picture): the pen sees points up to
     * this far in x and in y (display units, half a Kalah pit's width) ...
     */
    public static final int TOUCH_RADIUS = 24;
    /** ... for this long of simulated time: three frames of a board redrawn 15 times a second. */
    public static final long TOUCH_US = 200_000;

    /** cks bit 0: the light pen saw the last point (§4.1). */
    public static final int STATUS_LIGHT_PEN = 0400000;

    private final Clock clock;
    private final IoBus bus;
    private final IntSupplier ac;
    private final Event pointDone = new Event("display point", this::pointCompleted);
    private DisplaySink[] sinks = new DisplaySink[0];
    // The pen: volatile, a window's mouse may move it while the machine runs.
    private volatile boolean penHeld;
    private volatile int penX;
    private volatile int penY;
    private volatile int penRadius;
    // A touch asked for by a person (the window, the panel, the classroom page) or a harness:
    // begun at the next dpy, held until penUntil on the simulated clock.
    private volatile long touchUs;
    private long penUntil = -1;
    private boolean penSaw;        // status bit 0

    public Type30Display(Clock clock, IoBus bus, IntSupplier ac) {
        this.clock = clock;
        this.bus = bus;
        this.ac = ac;
    }

    public void addSink(DisplaySink sink) {
        sinks = java.util.Arrays.copyOf(sinks, sinks.length + 1);
        sinks[sinks.length - 1] = sink;
    }

    /** The signed value of a 10-bit ones'-complement coordinate in word bits 0-9; −0 → 0. */
    public static int coordinate(int word) {
        int n = (word >>> 8) & 01777;
        return (n & 01000) != 0 ? -(~n & 0777) : n;
    }

    /** Brightness 0..7 (7 brightest) of a dpy instruction: bits 9-11 as a signed field. */
    public static int level(int instruction) {
        return (((instruction >>> 6) & 7) + 4) & 7;
    }

    @Override
    public String stateSection() {
        return "DPY";
    }

    @Override
    public void declareState(Section s) {
        s.flag("PEN", Access.SHOWN, "the light pen saw the last point: cks bit 0", () -> penSaw, v -> penSaw = v)
         .timer("POINT", "the point being shown is done (when the dpy asked for a pulse)", pointDone, () -> COMPLETION_US);
    }

    @Override
    public int[] iotCodes() {
        return new int[] {DPY};
    }

    @Override
    public int iot(int instruction, int io, long now) {
        int x = coordinate(ac.getAsInt());
        int y = coordinate(io);
        int level = level(instruction);
        for (DisplaySink s : sinks) {
            s.point(x, y, level, now);
        }
        long touch = touchUs;
        if (touch > 0) {
            touchUs = 0;
            penUntil = now + touch;
        }
        boolean touching = now < penUntil;
        if (!touching && penUntil >= 0) {
            penUntil = -1;
            penHeld = false;                         // the touch is over
        }
        penSaw = penHeld && Math.abs(x - penX) <= penRadius && Math.abs(y - penY) <= penRadius;
        if (penSaw) {
            bus.setProgramFlag(3);
        }
        if (Device.wantsCompletionPulse(instruction)) {
            clock.schedule(pointDone, now + COMPLETION_US);
        }
        return io;
    }

    private void pointCompleted(long at) {
        bus.completionPulse();
    }

    /** Holds the light pen at (x, y), seeing points up to {@code radius} away in x and y. */
    public void holdLightPen(int x, int y, int radius) {
        penX = x;
        penY = y;
        penRadius = radius;
        penHeld = true;
    }

    public void releaseLightPen() {
        penHeld = false;
    }

    /**
     * Touches the screen with the light pen at (x, y), seeing points up to {@code radius} away,
     * for {@code us} µs of simulated time from the next point shown: long enough for a program
     * that draws its picture again and again to see it once in every place the pen covers.
     */
    public void touchLightPen(int x, int y, int radius, long us) {
        if (us <= 0) {
            throw new IllegalArgumentException("a touch lasts some time, not " + us + " µs");
        }
        holdLightPen(x, y, radius);
        touchUs = us;
    }

    /** A person's touch (a click or a tap on the picture) at (x, y): {@link #TOUCH_RADIUS}, {@link #TOUCH_US}. */
    public void touch(int x, int y) {
        touchLightPen(x, y, TOUCH_RADIUS, TOUCH_US);
    }

    /** Whether a touch is asked for or still going on (on the simulated clock). */
    public boolean touching() {
        return touchUs > 0 || clock.now < penUntil;
    }

    @Override
    public int status() {
        return penSaw ? STATUS_LIGHT_PEN : 0;
    }

    @Override
    public void startClear() {
        clock.cancel(pointDone);
        penSaw = false;
        touchUs = 0;
        penUntil = -1;
    }
}
