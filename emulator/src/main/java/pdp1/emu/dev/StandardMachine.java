package pdp1.emu.dev;

import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;

/**
 * A PDP-1 as delivered, with its standard peripherals attached: console
 * typewriter (IOT 03, 04), paper-tape reader (01, 02, 30) and punch (05, 06),
 * Type 30 display (07) and the Spacewar! control boxes (11), plus the console.
 *
 * <p>Output is recorded as data from the start: everything typed goes to
 * {@link #transcript()}, the newest display points to {@link #points()};
 * front ends add their own sinks to the devices.
 */
public final class StandardMachine {

    /** Display points kept: 3 s at the full 20 000 points/s, enough for the phosphor. */
    public static final int POINTS_KEPT = 65_536;

    private final Machine machine;
    private final Typewriter typewriter;
    private final TapeReader reader;
    private final TapePunch punch;
    private final Type30Display display;
    private final ControlBoxes controlBoxes;
    private final Console console;
    private final Transcript transcript = new Transcript(true, Transcript.PAPER_CHARACTERS);
    private final PointRing points = new PointRing(POINTS_KEPT);

    private StandardMachine(MachineOptions options) {
        machine = new Machine(options);
        typewriter = new Typewriter(machine.clock(), machine.bus());
        reader = new TapeReader(machine.clock(), machine.bus());
        punch = new TapePunch(machine.clock(), machine.bus());
        display = new Type30Display(machine.clock(), machine.bus(), () -> machine.cpu().ac);
        controlBoxes = new ControlBoxes();
        console = new Console(machine, reader);
        machine.attach(typewriter);
        machine.attach(reader);
        machine.attach(punch);
        machine.attach(display);
        machine.attach(controlBoxes);
        typewriter.addSink(transcript);
        machine.addState(transcript);
        display.addSink(points);
    }

    /** The standard machine: 4096 words, Type 10 multiply/divide, one-channel sequence break. */
    public static StandardMachine create() {
        return create(MachineOptions.standard());
    }

    public static StandardMachine create(MachineOptions options) {
        return new StandardMachine(options);
    }

    public Machine machine() {
        return machine;
    }

    public Typewriter typewriter() {
        return typewriter;
    }

    public TapeReader reader() {
        return reader;
    }

    public TapePunch punch() {
        return punch;
    }

    public Type30Display display() {
        return display;
    }

    public ControlBoxes controlBoxes() {
        return controlBoxes;
    }

    public Console console() {
        return console;
    }

    /** Everything the typewriter has printed, key strikes included. */
    public Transcript transcript() {
        return transcript;
    }

    /** The newest {@link #POINTS_KEPT} display points. */
    public PointRing points() {
        return points;
    }
}
