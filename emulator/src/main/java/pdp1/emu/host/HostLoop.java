package pdp1.emu.host;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.dev.FioDec;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.Typewriter;

/**
 * The one loop between the machine and the host, used by every command ({@code run}, the games,
 * the panel, the debugger, the cross-check): it runs the machine in slices of simulated time,
 * and between slices it strikes a scripted key when the program waits for one, serves the
 * {@link FrontEnd}s (terminal, window, panel), paces to the wall clock when asked, and ends the
 * run for one of the {@link RunEnd.Kind reasons} a person is told.
 *
 * <p>Build it with the setters, then {@link #run()}; run may be called again after it returns
 * (the panel does, each time RUN lights). Everything happens on the calling thread except
 * {@link #requestStop}, which any thread (a signal handler, a window) may call.
 */
public final class HostLoop {

    /**
     * Simulated time per slice: front ends answer within it (a key, STOP, the next CRT frame),
     * and a wait for a key is seen at most this late. 10 ms is 100 looks a simulated second.
     */
    public static final long SLICE_US = 10_000;

    /**
     * How long a program must go on waiting for a key, with the script used up and nobody to
     * type, before the run ends: long enough for a drawing program to finish several frames
     * (the PNG shows a whole board) and for a program that merely glanced at the keyboard to
     * get on with its work.
     */
    public static final long LAST_WAIT_US = 500_000;

    /** How long one look at a silent pipe waits, in wall ms, before the front ends are served again. */
    static final long PIPE_WAIT_MS = 50;

    private final Machine machine;
    private final Typewriter typewriter;
    private final List<FrontEnd> frontEnds = new ArrayList<>();
    private long limitUs = Long.MAX_VALUE;
    private Pacer pacer;
    /** Paces an unpaced run while it waits for a person's key: nothing to be fast about, no CPU to burn. */
    private final Pacer waitingForPerson = new Pacer();
    private KeyWait keyWait;
    private Runnable waitBegins;
    private Runnable everyWait;
    private KeyFeed script;
    private BooleanSupplier until;
    private boolean endWhenWaiting;
    private volatile String stopAsked;

    /** A loop over {@code machine}; scripted keys go to {@code typewriter} (null: none). */
    public HostLoop(Machine machine, Typewriter typewriter) {
        this.machine = machine;
        this.typewriter = typewriter;
        this.keyWait = typewriter == null ? () -> false : KeyWait.asking(machine, typewriter);
    }

    /** A loop over the standard machine, telling a wait for a key by the program's asking. */
    public static HostLoop on(StandardMachine pdp1) {
        return new HostLoop(pdp1.machine(), pdp1.typewriter())
                .keyWait(KeyWait.asking(pdp1.machine(), pdp1.typewriter(), pdp1.reader(), pdp1.punch()));
    }

    /** Ends the run (TIME_LIMIT) when the clock reaches {@code untilUs}. */
    public HostLoop limit(long untilUs) {
        this.limitUs = untilUs;
        return this;
    }

    /** Keeps simulated time in step with the wall clock (null: as fast as the host can). */
    public HostLoop pacer(Pacer pacerOrNull) {
        this.pacer = pacerOrNull;
        return this;
    }

    /** How to tell that the program waits for a key (default {@link KeyWait#asking}). */
    public HostLoop keyWait(KeyWait wait) {
        this.keyWait = wait;
        return this;
    }

    /** Keys to strike one at a time, each when the program waits for a key. */
    public HostLoop script(KeyFeed keys) {
        this.script = keys;
        return this;
    }

    /** Ends the run (CONDITION) as soon as {@code condition} holds, looked at between slices. */
    public HostLoop until(BooleanSupplier condition) {
        this.until = condition;
        return this;
    }

    /**
     * {@code action} runs each time the program begins to wait for a key and none is at hand: the
     * moment the next key would be struck. A run that then ends for want of keys ran on a little
     * past it ({@link #LAST_WAIT_US}); what is saved here goes on as if the key came at once.
     */
    public HostLoop whenWaitBegins(Runnable action) {
        this.waitBegins = action;
        return this;
    }

    /**
     * {@code action} runs each time the program begins to wait for a key, before a key at hand
     * (scripted) is struck: the moment a person would see the prompt.
     */
    public HostLoop atEveryWait(Runnable action) {
        this.everyWait = action;
        return this;
    }

    /** Ends the run (WAITING_FOR_KEY) as soon as the program waits for a key: for a harness. */
    public HostLoop endWhenWaiting() {
        this.endWhenWaiting = true;
        return this;
    }

    public HostLoop frontEnd(FrontEnd frontEnd) {
        frontEnds.add(frontEnd);
        return this;
    }

    /** Ends the run in progress (STOPPED, with these words) within one instruction; any thread. */
    public void requestStop(String why) {
        stopAsked = why;
        machine.requestStop();
    }

    /** Runs until one of the {@link RunEnd.Kind reasons}; front ends are served between slices. */
    public RunEnd run() {
        stopAsked = null;
        if (pacer != null) {
            pacer.reset();                       // the time before this run was no run
        }
        long waitingSince = -1;
        boolean wasWaiting = false;
        while (true) {
            long now = machine.clock().now;
            if (stopAsked != null) {
                return RunEnd.stopped(stopAsked);
            }
            if (until != null && until.getAsBoolean()) {
                return RunEnd.of(RunEnd.Kind.CONDITION);
            }
            if (now >= limitUs) {
                return RunEnd.of(RunEnd.Kind.TIME_LIMIT);
            }
            if (keyWait.waiting()) {
                if (!wasWaiting && everyWait != null) {
                    everyWait.run();
                }
                wasWaiting = true;
                if (endWhenWaiting) {
                    return RunEnd.of(RunEnd.Kind.WAITING_FOR_KEY);
                }
                int key = script == null ? KeyFeed.END : nextKey();
                while (key == KeyFeed.NOT_YET) {
                    // a silent pipe: the machine stands still until it speaks, so the same keys
                    // give the same run however fast they come; a stop or a front end may end it
                    RunEnd ended = stopAsked != null ? RunEnd.stopped(stopAsked) : serveFrontEnds();
                    if (ended != null) {
                        return ended;
                    }
                    key = nextKey();
                }
                if (key >= 0) {
                    RunEnd bad = strike(key);
                    if (bad != null) {
                        return bad;
                    }
                    waitingSince = -1;
                    continue;                    // struck: run on until it is read
                }
                if (key == KeyFeed.END) {
                    script = null;
                }
                if (waitingSince < 0) {
                    waitingSince = now;
                    if (waitBegins != null) {
                        waitBegins.run();
                    }
                } else if (now - waitingSince >= LAST_WAIT_US && !someoneCanType()) {
                    return RunEnd.of(RunEnd.Kind.NO_MORE_KEYS);
                }
            } else {
                waitingSince = -1;
                wasWaiting = false;
            }
            StopReason stop = machine.run(Math.min(limitUs, now + SLICE_US));
            if (stop == StopReason.STOPPED && stopAsked == null && machine.clock().now == now) {
                continue;        // a STOP left over from before this run, used up doing nothing
            }
            if (stop == StopReason.STOPPED) {
                return RunEnd.stopped(stopAsked != null ? stopAsked : "stopped");
            }
            if (stop != StopReason.TIME_LIMIT) {
                return RunEnd.machine(stop);
            }
            RunEnd ended = serveFrontEnds();
            if (ended != null) {
                return ended;
            }
            if (pacer != null) {
                pacer.pace(machine.clock().now);
            } else if (waitingSince >= 0 && someoneCanType()) {
                waitingForPerson.pace(machine.clock().now);
            } else {
                waitingForPerson.reset();
            }
        }
    }

    private RunEnd serveFrontEnds() {
        for (FrontEnd f : frontEnds) {
            String why = f.serve(machine.clock().now);
            if (why != null) {
                return RunEnd.stopped(why);
            }
        }
        return null;
    }

    /** The script's next key, END, or NOT_YET after a short wait for a silent pipe. */
    private int nextKey() {
        try {
            return script.poll(PIPE_WAIT_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return KeyFeed.END;
        } catch (IOException e) {
            throw new UncheckedIOException(script.source() + ": " + e.getMessage(), e);
        }
    }

    /** Strikes a key of the script; a key the typewriter lacks ends the run (BAD_KEY). */
    private RunEnd strike(int key) {
        char ch = (char) key;
        if (FioDec.fromAscii(ch) == FioDec.NONE) {
            return RunEnd.badKey(KeyFeed.noSuchKey(script.source(), script.position(), ch));
        }
        typewriter.type(String.valueOf(ch));
        return null;
    }

    /** Someone may still type: a front end takes keys. */
    private boolean someoneCanType() {
        for (FrontEnd f : frontEnds) {
            if (f.takesKeys()) {
                return true;
            }
        }
        return false;
    }
}
