package pdp1.emu.console;


import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import pdp1.emu.Machine;
import pdp1.emu.Snapshot;
import pdp1.emu.state.StateTable;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.cpu.Cpu;
import pdp1.emu.dev.ReadInException;
import pdp1.emu.dev.ReadingProgress;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.TapeReader;
import pdp1.emu.host.HostLoop;
import pdp1.emu.host.RunEnd;

/**
 * The console's logic (docs/machine.md §1.4): the switches and the keys as
 * operations on a {@link Machine}, and the lamps sampled from it. It does no
 * threading and no drawing: the window calls it on the machine's thread, a
 * test calls it directly.
 *
 * <p>SINGLE STEP: START and CONTINUE do one memory cycle (a fetch, a defer or
 * execute cycle, a break cycle, a re-fetch of a waiting IOT) and stop; MA, MB,
 * IR and the CYC, DEF and BRK lamps then show that cycle's end (docs/machine.md
 * §3.2). SINGLE INST: they finish the instruction under way, or do the next
 * one, cycle by cycle, and stop at its end: an IOT that waits ends when its
 * device's pulse has come (up to {@link #SINGLE_INST_WAIT_US} a press).
 */
public final class FrontPanel {

    /** READ IN from the reader (the devices' {@code Console::readIn}). */
    @FunctionalInterface
    public interface ReadIn {
        /** Reads the tape in (§4.6) and returns where its {@code jmp} starts the program. */
        int readIn() throws ReadInException;
    }

    private final Machine machine;
    private final ReadIn readIn;
    private final TapeReader reader;
    private final LampRegisters lampRegisters;
    private volatile boolean running;
    private volatile boolean singleStep;
    private volatile boolean singleInst;
    /** SINGLE INST waits at most this much simulated time for an IOT's device in one press (a typewriter character: 0.1 s). */
    static final long SINGLE_INST_WAIT_US = 1_000_000;

    /** The status line counts a tape's lines in hundreds: it changes four times a second at 400 lines a second. */
    static final int STATUS_LINES = 100;

    private volatile String status = "ready";
    /** The tape READ IN is reading, while its line stands on the status line; else null. */
    private volatile ReadingProgress reading;

    /** The console of {@code pdp1}: READ IN reads its reader's tape, and the status line follows the reading. */
    public static FrontPanel of(StandardMachine pdp1) {
        return new FrontPanel(pdp1.machine(), pdp1.console()::readIn, pdp1.reader());
    }

    /** @param readIn the READ IN key's action, or null when no tape is mounted */
    public FrontPanel(Machine machine, ReadIn readIn) {
        this(machine, readIn, null);
    }

    private FrontPanel(Machine machine, ReadIn readIn, TapeReader reader) {
        this.machine = machine;
        this.readIn = readIn;
        this.reader = reader;
        this.lampRegisters = new LampRegisters(machine.state());
    }

    public Machine machine() {
        return machine;
    }

    /** True while the RUN lamp is lit: the machine thread keeps the machine running. */
    public boolean isRunning() {
        return running;
    }

    /**
     * One line for the window: the last stop in machine terms; after READ IN, while the program
     * reads on from the tape (a loader's blocks, at 400 lines a second), how far it has got.
     * Asked by one thread at a time (the window's timer, or the classroom's machine thread).
     */
    public String status() {
        ReadingProgress tape = reading;
        if (tape == null || !running) {
            return status;
        }
        return tape.reading(machine.clock().now) ? tape.line(STATUS_LINES) : "read in " + tape.tapeName() + "; running";
    }

    /** Puts a note of the window's own on the status line (the sound toggle's answer). */
    public void note(String text) {
        say(text);
    }

    /** Puts {@code text} on the status line, in place of any tape being read in. */
    private void say(String text) {
        reading = null;
        status = text;
    }

    /**
     * Saves the whole machine to {@code file} (the SAVE button, Ctrl-S); call it on the machine's
     * thread, between slices. The status line says what happened; nothing is thrown.
     */
    public void save(Path file, Map<String, String> notes) {
        try {
            Snapshot.save(machine, file, notes, "SAVE");
            say("saved the machine at " + String.format(Locale.ROOT, "%.6f", machine.clock().now / 1e6)
                    + " s to " + file);
        } catch (IOException e) {
            say(e.getMessage());                  // "SAVE: cannot write FILE: the reason"
        }
    }

    // ---- switches: read by the program at any time (lat, szs), so they live in Cpu -----

    /** Flips test word switch {@code bit} (DEC bit 0-17). */
    public void toggleTestWord(int bit) {
        machine.cpu().tw ^= 1 << (17 - checkBit(bit, 0));
    }

    /** Flips address switch {@code bit} (DEC bit 2-17: extension 2-5, address 6-17). */
    public void toggleAddress(int bit) {
        machine.cpu().ta ^= 1 << (17 - checkBit(bit, 2));
    }

    /** Flips sense switch {@code n} (1-6; SS1 = 040). */
    public void toggleSense(int n) {
        if (n < 1 || n > 6) {
            throw new IllegalArgumentException("sense switches are 1-6, not " + n);
        }
        machine.cpu().ss ^= Lamps.bitOf(n);
    }

    public void setTestWord(int word) {
        machine.cpu().tw = word & 0777777;
    }

    public void setAddress(int address) {
        machine.cpu().ta = address & 0177777;
    }

    // ---- keys -------------------------------------------------------------------------

    public void press(ConsoleKey key) {
        Cpu cpu = machine.cpu();
        switch (key) {
            case START -> {
                machine.start(cpu.ta);
                go();
            }
            case START_SBM -> {
                machine.startWithBreaks(cpu.ta);
                go();
            }
            case STOP -> {
                if (running) {
                    running = false;
                    say("stopped at " + octal(cpu.pc, 4));
                }
            }
            case CONTINUE -> go();
            case EXAMINE -> {
                running = false;
                int word = machine.examine(cpu.ta);
                say("examined " + octal(cpu.ta, 4) + ": " + octal(word, 6));
            }
            case DEPOSIT -> {
                running = false;
                machine.deposit(cpu.ta, cpu.tw);
                say("deposited " + octal(cpu.tw, 6) + " at " + octal(cpu.ta, 4));
            }
            case READ_IN -> readIn();
            case SINGLE_STEP -> singleStep = !singleStep;
            case SINGLE_INST -> singleInst = !singleInst;
        }
    }

    /** READ IN, then the machine runs from the tape's start, as on the console (§4.6). */
    private void readIn() {
        running = false;
        if (readIn == null) {
            say("no tape in the reader");
            return;
        }
        try {
            int start = readIn.readIn();
            go();
            say("read in; started at " + octal(start, 4));
            if (running && reader != null && ReadingProgress.worthShowing(reader)) {
                reading = new ReadingProgress(reader);     // the loader reads on: say how far
            }
        } catch (ReadInException e) {
            say(e.getMessage());
        }
    }

    /**
     * While RUN is lit, runs the machine on {@code loop} (the caller gave it its front ends and
     * limit); then puts RUN out, unless a key pressed meanwhile already did, and says why it stopped.
     * STOP from another thread is {@link HostLoop#requestStop} on the same loop.
     *
     * @return how the run ended, or null when RUN was not lit
     */
    public RunEnd run(HostLoop loop) {
        if (!running) {
            return null;
        }
        RunEnd end = loop.run();
        if (running) {
            running = false;
            if (end.kind() == RunEnd.Kind.MACHINE_STOP) {
                stopped(end.stop());
            } else {
                say("stopped at " + octal(machine.cpu().pc, 4));
            }
        }
        return end;
    }

    private void go() {
        if (singleInst || singleStep) {
            running = false;
            long began = machine.clock().now;
            StopReason stop = machine.stepCycle();
            // SINGLE INST: to the instruction's end, an IOT's wait for its device included; a real
            // device works on while the operator looks, ours only while the machine's time runs
            while (stop == StopReason.STEPPED && !singleStep && (!machine.atInstructionBoundary()
                    || machine.cpu().ioh && machine.clock().now - began < SINGLE_INST_WAIT_US)) {
                stop = machine.stepCycle();
            }
            if (stop != StopReason.STEPPED) {
                stopped(stop);
            } else if (singleStep) {
                say("cycle done at MA " + octal(machine.cpu().ma, 4) + "; next: " + nextCycle(machine.cpu()));
            } else if (machine.cpu().ioh) {
                say("waiting at " + octal(machine.cpu().pc, 4) + " for its I/O; CONTINUE waits on");
            } else {
                say("stepped to " + octal(machine.cpu().pc, 4));
            }
        } else {
            running = true;
            say("running");
        }
    }

    /** The kind of the next memory cycle, as CYC, DEF and the break counter say. */
    private static String nextCycle(Cpu cpu) {
        if (cpu.bc != 0) {
            return "break cycle " + cpu.bc;
        }
        return !cpu.cyc ? "fetch" : cpu.df ? "defer" : "execute";
    }

    private void stopped(StopReason stop) {
        int pc = machine.cpu().pc;
        say(switch (stop) {
            case HALT -> "halted at " + octal(machine.cpu().stopAddress(), 4);
            case STOPPED -> "stopped at " + octal(pc, 4);
            case IO_HANG -> "I/O wait at " + octal(pc, 4) + ": no device will complete";
            default -> stop.name().toLowerCase().replace('_', ' ') + " at " + octal(pc, 4);
        });
    }

    // ---- lamps ------------------------------------------------------------------------

    /**
     * Copies what the lamps show into {@code lamps}. Called from the window's
     * timer while the machine thread runs: the fields are read without locking,
     * as a camera would see real lamps mid-change; a frame may mix two moments.
     */
    public void sample(Lamps lamps) {
        LampRegisters r = lampRegisters;
        lamps.pc = r.read(r.pc);
        lamps.ac = r.read(r.ac);
        lamps.io = r.read(r.io);
        boolean run = running;
        if (!run && r.read(r.exact) != 0) {
            // the last memory cycle: a cycle or instruction step, EXAMINE, DEPOSIT, a halt
            lamps.ma = r.read(r.ma);
            lamps.mb = r.read(r.mb);
            lamps.ir = r.read(r.ir);
            lamps.cycle = r.read(r.cyc) != 0;
            lamps.defer = r.read(r.df) != 0;
            lamps.breakCounter = r.read(r.bc);
        } else {
            // a full-speed run keeps no cycle state: show the fetch at PC, between instructions
            int pc = lamps.pc;
            lamps.ma = pc;
            lamps.mb = machine.word(pc);
            lamps.ir = lamps.mb >>> 13;
            lamps.cycle = false;
            lamps.defer = false;
            lamps.breakCounter = 0;
        }
        lamps.ov = r.read(r.ov) != 0;
        lamps.pf = r.read(r.pf);
        lamps.ss = r.read(r.ss);
        lamps.tw = r.read(r.tw);
        lamps.ta = r.read(r.ta);
        lamps.sbm = r.read(r.sbm) != 0;
        lamps.extend = r.read(r.exd) != 0;
        lamps.ioHalt = r.read(r.ioh) != 0;
        lamps.ioSync = r.read(r.ios) != 0;
        lamps.run = run;
        lamps.singleStep = singleStep;
        lamps.singleInst = singleInst;
    }

    /** The registers the lamps show, found once in the machine's state table by their names. */
    private static final class LampRegisters {
        final StateTable.Register pc, ma, mb, ac, io, ir, cyc, df, bc, exact, ov, pf, ss, tw, ta, sbm, exd, ioh, ios;

        LampRegisters(StateTable table) {
            pc = table.require("PC");
            ma = table.require("MA");
            mb = table.require("MB");
            ac = table.require("AC");
            io = table.require("IO");
            ir = table.require("IR");
            cyc = table.require("CYC");
            df = table.require("DF");
            bc = table.require("BC");
            exact = table.require("LAMPS");
            ov = table.require("OV");
            pf = table.require("PF");
            ss = table.require("SS");
            tw = table.require("TW");
            ta = table.require("TA");
            sbm = table.require("SBM");
            exd = table.require("EXD");
            ioh = table.require("IOH");
            ios = table.require("IOS");
        }

        int read(StateTable.Register r) {
            return (int) r.value();
        }
    }

    private static int checkBit(int bit, int first) {
        if (bit < first || bit > 17) {
            throw new IllegalArgumentException("switch bit must be " + first + "-17, not " + bit);
        }
        return bit;
    }

    private static String octal(int value, int digits) {
        String s = Integer.toOctalString(value);
        return s.length() >= digits ? s : "0".repeat(digits - s.length()) + s;
    }
}
