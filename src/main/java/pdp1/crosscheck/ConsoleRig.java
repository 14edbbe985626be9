package pdp1.crosscheck;

import pdp1.emu.Machine;
import pdp1.emu.dev.DisplaySink;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.Transcript;
import pdp1.emu.dev.Typewriter;
import pdp1.emu.host.HostLoop;
import pdp1.emu.host.KeyWait;
import pdp1.emu.host.RunEnd;
import pdp1.program.ProgramImage;

/**
 * A PDP-1 with its console typewriter and Type 30 display, running one
 * program image unpaced, for a harness: set the switches, start, run until
 * the program waits for a key, read what it typed and drew, type keys.
 *
 * <p>"Waiting for a key" is a word of the program (its address given by the
 * caller, e.g. kalah.mac's {@code kwait}) being non-zero while the keyboard has
 * nothing queued: the program sets the word before it polls the keyboard and
 * clears it when it reads a key, so a harness never guesses from timing. The
 * machine runs on the {@link HostLoop}, as in every command.
 */
public final class ConsoleRig {

    /** How a run ended. */
    public enum Outcome { WAITING, HALTED, TIME_LIMIT, SILENT }

    private final Machine machine;
    private final Typewriter typewriter;
    private final StandardMachine pdp1;
    private final Transcript paper;
    private final PrintedLines lines;
    private final PointLog points = new PointLog();

    /** Loads {@code program} into a standard machine, sets the switches, presses START; the paper: the program's text. */
    public ConsoleRig(ProgramImage program, int senseSwitches, int testWord) {
        this(program, senseSwitches, testWord, false);
    }

    /**
     * As {@link #ConsoleRig(ProgramImage, int, int)}; with {@code keysOnPaper} the paper also shows
     * the keys struck, as the typewriter prints them (docs/machine.md §4.2): the paper a person reads.
     */
    public ConsoleRig(ProgramImage program, int senseSwitches, int testWord, boolean keysOnPaper) {
        paper = new Transcript(keysOnPaper);
        lines = new PrintedLines(paper);
        pdp1 = StandardMachine.create();
        machine = pdp1.machine();
        typewriter = pdp1.typewriter();
        typewriter.addSink(paper);
        pdp1.display().addSink(points);
        setSwitches(senseSwitches, testWord);
        pdp1.console().loadImage(program.image());       // and START at its start address
    }

    /** Sense switches (SS1 = 040 ... SS6 = 001) and the test word, as on the console. */
    public void setSwitches(int senseSwitches, int testWord) {
        machine.cpu().ss = senseSwitches & 077;
        machine.cpu().tw = testWord & 0777777;
    }

    /**
     * Runs until the word at {@code waitFlag} is non-zero with no key pending,
     * the machine halts, or {@code maxUs} of simulated time have passed.
     *
     * @throws IllegalStateException if the machine stops for another reason (an illegal instruction...)
     */
    public Outcome runUntilWaiting(int waitFlag, long maxUs) {
        KeyWait flag = KeyWait.flagWord(machine, typewriter, waitFlag);
        RunEnd end = new HostLoop(machine, typewriter).keyWait(() -> flag.waiting() && !pdp1.display().touching())
                .endWhenWaiting().limit(machine.clock().now + maxUs).run();
        return outcome(end);
    }

    /**
     * As {@link #runUntilWaiting(int, long)}, and also ends ({@link Outcome#SILENT}) once the program
     * has typed nothing for a stretch of {@code silenceUs}: a program that computes on and on without
     * a word (a mutant in a loop) is caught in one or two stretches rather than at {@code maxUs}. A
     * silence shorter than {@code silenceUs} never ends the run; one of twice that always does.
     */
    public Outcome runUntilWaiting(int waitFlag, long maxUs, long silenceUs) {
        long end = machine.clock().now + maxUs;
        while (true) {
            int typed = paper.length();
            Outcome outcome = runUntilWaiting(waitFlag, Math.min(silenceUs, end - machine.clock().now));
            if (outcome != Outcome.TIME_LIMIT || machine.clock().now >= end) {
                return outcome;
            }
            if (paper.length() == typed) {
                return Outcome.SILENT;
            }
        }
    }

    /** Runs {@code us} more simulated µs (e.g. to let the program draw a few frames); false if it halted. */
    public boolean runFor(long us) {
        RunEnd end = new HostLoop(machine, typewriter).keyWait(() -> false).limit(machine.clock().now + us).run();
        return outcome(end) != Outcome.HALTED;
    }

    private Outcome outcome(RunEnd end) {
        return switch (end.kind()) {
            case WAITING_FOR_KEY -> Outcome.WAITING;
            case TIME_LIMIT -> Outcome.TIME_LIMIT;
            default -> {
                if (end.halted()) {
                    yield Outcome.HALTED;
                }
                throw new IllegalStateException("the machine stopped: " + end.describe(machine));
            }
        };
    }

    /** Strikes these keys (ASCII) one after another, as a patient typist. */
    public void type(String keys) {
        typewriter.type(keys);
    }

    /**
     * Touches the CRT with the light pen at (x, y) as a person's click does
     * ({@link pdp1.emu.dev.Type30Display#touch}); until the touch is over the program is
     * not taken to wait for a key.
     */
    public void touchPen(int x, int y) {
        pdp1.display().touch(x, y);
    }

    /** The console typewriter (e.g. to watch the codes typed). */
    public Typewriter typewriter() {
        return typewriter;
    }

    /** The typewriter's paper, line by line. */
    public PrintedLines lines() {
        return lines;
    }

    /** Adds a receiver of every point the display draws, besides {@link #points()}. */
    public void addDisplaySink(DisplaySink sink) {
        pdp1.display().addSink(sink);
    }

    /** The points drawn (clear it before a look). */
    public PointLog points() {
        return points;
    }

    /** Everything the program typed so far. */
    public String paper() {
        return paper.text();
    }

    public Machine machine() {
        return machine;
    }

    /** Simulated µs since power-on. */
    public long nowUs() {
        return machine.clock().now;
    }
}
