package pdp1.emu;

import java.util.ArrayList;
import java.util.List;
import pdp1.emu.cpu.Cpu;
import pdp1.emu.cpu.CpuOwner;
import pdp1.emu.cpu.CpuRegisters;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.cpu.TraceSink;
import pdp1.emu.io.Device;
import pdp1.emu.io.IoBus;
import pdp1.emu.state.StateTable;
import pdp1.emu.state.Stateful;
import pdp1.emu.time.Clock;

/**
 * A PDP-1: core memory, the processor, the simulated clock and the IOT bus with its devices,
 * plus the console operations (docs/machine.md §1.4) and run control. Build one, attach
 * devices (give them {@link #bus()} and {@link #clock()}), load core, {@link #start}, {@link #run}.
 */
public final class Machine implements CpuOwner {

    /** EXAMINE performs a lac cycle, DEPOSIT a dac cycle (docs/machine.md §1.4). */
    private static final int IR_LAC = 010, IR_DAC = 012;

    private final MachineOptions options;
    private final Clock clock = new Clock();
    private final int[] core;
    private final Cpu cpu;
    private final List<Stateful> otherState = new ArrayList<>();

    public Machine(MachineOptions options) {
        this.options = options;
        this.core = new int[options.memoryWords()];
        this.cpu = new Cpu(core, clock, options.mulDiv(), options.sixteenChannelBreaks());
    }

    public Machine() {
        this(MachineOptions.standard());
    }

    public MachineOptions options() {
        return options;
    }

    @Override
    public Cpu cpu() {
        return cpu;
    }

    public Clock clock() {
        return clock;
    }

    /**
     * The memory, {@code options().memoryWords()} 18-bit words; address = field * 4096 + address.
     * Whoever takes it may write it, so the next run looks at the translator's blocks again
     * ({@link Cpu#coreLent}): take it afresh for each write between runs, never keep it to write
     * into later.
     */
    public int[] core() {
        cpu.coreLent();
        return core;
    }

    /** The lines devices drive: completion pulse, break request, program flags. */
    public IoBus bus() {
        return cpu.iot();
    }

    /**
     * Adds a part with state that is no device (the typewriter's paper) to {@link #state()};
     * a device that is {@link Stateful} is in it by being attached.
     */
    public void addState(Stateful part) {
        otherState.add(part);
    }

    /**
     * The state table: the processor's registers, then every attached device's and every part's
     * added by {@link #addState}, in that order. Built anew each call (not for the hot path).
     */
    public StateTable state() {
        StateTable table = new StateTable().add(new CpuRegisters(cpu));
        for (Device d : cpu.iot().devices()) {
            if (d instanceof Stateful part) {
                table.add(part);
            }
        }
        otherState.forEach(table::add);
        return table;
    }

    /** Registers the device's IOT codes (a clash is an IllegalArgumentException) and status bits. */
    public void attach(Device device) {
        cpu.iot().attach(device);
    }

    /** Runs until a stop or until the clock reaches {@code untilUs} (TIME_LIMIT). */
    public StopReason run(long untilUs) {
        return cpu.run(untilUs, Long.MAX_VALUE, true);
    }

    /**
     * Runs {@code n} steps (INSTRUCTION_LIMIT), or until a stop. A step is an instruction, a
     * break entry, or one iteration of an IOT wait (which jumps to the next device event).
     */
    public StopReason runInstructions(long n) {
        return cpu.run(Long.MAX_VALUE, n, true);
    }

    /**
     * Exactly one instruction; while an IOT waits, one 5 µs re-fetch; when a break is due, the
     * break entry. Returns STEPPED, or the stop it met.
     */
    public StopReason step() {
        long before = clock.now;
        StopReason r = cpu.run(Long.MAX_VALUE, 1, false);
        if (r == StopReason.STOPPED && clock.now == before) {
            // a STOP requested before the step (Ctrl-C at a prompt), used up doing nothing: a
            // step is one instruction anyway, so it runs it
            r = cpu.run(Long.MAX_VALUE, 1, false);
        }
        return r == StopReason.INSTRUCTION_LIMIT ? StopReason.STEPPED : r;
    }

    /**
     * Exactly one memory cycle (the console's SINGLE STEP, docs/machine.md §3.2): a fetch, a
     * defer or execute cycle, a break cycle, or a re-fetch of a waiting IOT. The CPU's MA, MB, IR,
     * CYC, DF and BC then show that cycle's end. Returns STEPPED, or the stop it met.
     */
    public StopReason stepCycle() {
        return cpu.stepCycle();
    }

    /** True when no instruction or break entry is half done by {@link #stepCycle}. */
    public boolean atInstructionBoundary() {
        return cpu.atInstructionBoundary();
    }

    /** Console STOP; may be called from any thread. The run returns STOPPED. */
    public void requestStop() {
        cpu.requestStop();
    }

    public void addBreakpoint(int address) {
        cpu.addBreakpoint(address);
    }

    public void removeBreakpoint(int address) {
        cpu.removeBreakpoint(address);
    }

    public void clearBreakpoints() {
        cpu.clearBreakpoints();
    }

    public void setTrace(TraceSink sinkOrNull) {
        cpu.setTrace(sinkOrNull);
    }

    public long instructionsExecuted() {
        return cpu.instructionsExecuted();
    }

    /** START's clearing part (§1.4): OV, IOH/IOS, break system, EXD, SBM off, devices idle; PF kept. */
    public void startClear() {
        cpu.startClear();
    }

    /** START: start-clear, PC <- address (16 bits: field + 12), EXD from the EXTEND switch; SBM off. */
    public void start(int address) {
        startClear();
        cpu.pc = address & Cpu.ADDRESS16;
        cpu.extend = cpu.extendSwitch;
    }

    /** START in the other direction: as {@link #start}, then SBM <- 1 (§1.4, AAP). */
    public void startWithBreaks(int address) {
        start(address);
        cpu.sbm = true;
    }

    /**
     * The word at {@code address} (memory not installed reads 0), read as a lamp or a check reads
     * it: no console cycle, and core is not lent out ({@link #core()}), so the translator's blocks
     * are not looked at again for it.
     */
    public int word(int address) {
        int a = address & Cpu.ADDRESS16;
        return a < core.length ? core[a] : 0;
    }

    /**
     * EXAMINE: AC <- C(address); one 5 µs cycle, shown as a {@code lac} cycle (IR 10, MB the
     * word). Memory not installed reads 0. An instruction half done by {@link #stepCycle} is
     * given up and will be fetched again.
     */
    public int examine(int address) {
        int a = address & Cpu.ADDRESS16;
        cpu.ac = a < core.length ? core[a] : 0;
        cpu.consoleCycle(a, cpu.ac, IR_LAC);
        clock.now += Clock.CYCLE_US;
        return cpu.ac;
    }

    /** DEPOSIT: C(address) <- word (the test-word path); one 5 µs cycle, shown as a {@code dac} cycle. */
    public void deposit(int address, int word) {
        int a = address & Cpu.ADDRESS16;
        if (a < core.length) {
            core[a] = word & Cpu.WORD;
            cpu.coreLent();
        }
        cpu.consoleCycle(a, word, IR_DAC);
        clock.now += Clock.CYCLE_US;
    }

    /** Writes words into core from {@code address} on (a test and loader convenience; no time). */
    public void load(int address, int... words) {
        if (address < 0 || address + words.length > core.length) {
            throw new IllegalArgumentException("cannot load " + words.length + " words at "
                    + Integer.toOctalString(address) + ": memory is " + core.length + " words");
        }
        for (int i = 0; i < words.length; i++) {
            core[address + i] = words[i] & Cpu.WORD;
        }
        cpu.coreLent();
    }
}
