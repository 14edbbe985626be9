package pdp1.emu.cpu;

import pdp1.emu.time.Clock;

/**
 * The PDP-1 processor: registers, the instruction cycle and the opcode switch
 * (docs/machine.md §2, §3, §7). Registers are described in {@code package-info.java}.
 *
 * <p>Each instruction charges whole 5 µs cycles on the shared {@link Clock} (§3.2): the fetch
 * (cycle 0), one defer cycle per level of indirection, and the execute cycle (cycle 1) for
 * instructions with an operand; mul/div add their stretch (§3.3); an IOT wait adds re-fetch
 * cycles (§3.4); a sequence break costs 3 cycles (§3.5). {@code xct}'s cycle 1 is the executed
 * instruction's fetch, so {@code xct} costs 5 µs (+5 per defer) plus the executed instruction.
 *
 * <p>Memory: addresses are 16 bits (field + 12). Reading memory that is not installed gives 0
 * and writing it does nothing (as SIMH's bounds checks).
 *
 * <p>Sequence breaks are taken between instructions only, never in the middle of one (the
 * mid-instruction break of §3.5 is not modelled; see {@link SequenceBreak}).
 *
 * <p>Safety stops that are not hardware: more than {@link #XCT_MAX} nested {@code xct}
 * (XCT_LOOP) and more than {@link #INDIRECT_MAX} levels of indirection (INDIRECT_LOOP); SIMH has
 * the same kind of stops at 16. They are much higher here so that no real program meets them.
 */
public final class Cpu {

    public static final int WORD = Arithmetic.WORD;
    public static final int FIELD = 0170000;        // EPC part of a 16-bit address
    public static final int ADDRESS = 07777;        // address within a field
    public static final int ADDRESS16 = 0177777;    // field + address
    static final int INDIRECT = 010000;             // bit 5
    static final long CYCLE_US = Clock.CYCLE_US;
    private static final int CYCLE = (int) CYCLE_US;

    public static final int XCT_MAX = 64;
    public static final int INDIRECT_MAX = 64;
    /** The console STOP request is looked at every 1024 steps (a volatile read costs in the loop). */
    private static final long STOP_POLL_MASK = 1023;

    // IR values (word bits 0-4), named by mnemonic (§2.2). IR 00, 05, 06, 17 and 36 are illegal
    // and stop the machine (§2.11, as AAP and MAME). IR 05 includes op 12, jfd, which only the
    // F-16A card lists (§2.2, §9 item 10) and SIMH does not implement: illegal here too.
    static final int AND = 001, IOR = 002, XOR = 003, XCT = 004, CAL_JDA = 007;
    static final int LAC = 010, LIO = 011, DAC = 012, DAP = 013, DIP = 014, DIO = 015, DZM = 016;
    static final int ADD = 020, SUB = 021, IDX = 022, ISP = 023, SAD = 024, SAS = 025;
    static final int MUL = 026, DIV = 027, JMP = 030, JSP = 031;
    static final int SKP = 032, SFT = 033, LAW = 034, IOT = 035, OPR = 037;

    /** IR values whose bit 5 means indirection: and ... dis, xct, jmp, jsp (not cal/jda). */
    static final int DEFERRABLE = (1 << AND) | (1 << IOR) | (1 << XOR) | (1 << XCT)
            | (1 << LAC) | (1 << LIO) | (1 << DAC) | (1 << DAP) | (1 << DIP) | (1 << DIO) | (1 << DZM)
            | (1 << ADD) | (1 << SUB) | (1 << IDX) | (1 << ISP) | (1 << SAD) | (1 << SAS)
            | (1 << MUL) | (1 << DIV) | (1 << JMP) | (1 << JSP);

    // --- the registers (see package-info) ---
    public int ac;
    public int io;
    public int pc;
    public int ov;
    public int pf;
    public int ss;
    public int tw;
    public int ta;
    public boolean extend;
    public boolean sbm;
    public boolean ioh;
    public boolean ios;
    /** I/O halt save: a break interrupted the wait of the IOT fetched at {@link #ihsAddress}. */
    public boolean ihs;
    public int ihsAddress;
    /** Console EXTEND switch: START sets EXD when it is up (§1.4). */
    public boolean extendSwitch;
    /**
     * Simulated µs of the last instruction that looked for a key strike (a skip on program
     * flag 1, or cks), -1 before any. Not machine state: the host loop reads it to tell that a
     * program waits for a key; nothing in the machine depends on it.
     */
    public long keyboardAskedUs = -1;
    /** The look for a key strike before the last one ({@link #keyboardAskedUs}), -1 before any. */
    public long keyboardAskedBeforeUs = -1;

    /** The program looked for a key strike (szf 1, cks) at {@code nowUs}. */
    void askedForKey(long nowUs) {
        keyboardAskedBeforeUs = keyboardAskedUs;
        keyboardAskedUs = nowUs;
    }

    final int[] core;
    private final int memoryWords;
    private final Clock clock;
    private final boolean mulDiv;
    final SequenceBreak sbs;
    final Iot iot;

    // --- state of the instruction being executed ---
    private int deferCycles;       // defer cycles of the last indirect address resolved
    private StopReason stop;       // set by an instruction that stops the machine
    private int traceEa;           // EA of the top-level instruction, -1 if none

    // --- run control ---
    private long instructions;
    private volatile boolean stopRequested;
    private final boolean[] breakpoints = new boolean[ADDRESS16 + 1];
    private int breakpointCount;
    private int resumeAt = -1;     // a breakpoint we stopped at: not checked again at once
    private TraceSink trace;
    private int stopAddress;
    private int stopWord;

    public Cpu(int[] core, Clock clock, boolean mulDiv, boolean sixteenChannelBreaks) {
        this.core = core;
        this.memoryWords = core.length;
        this.clock = clock;
        this.mulDiv = mulDiv;
        this.sbs = new SequenceBreak(sixteenChannelBreaks);
        this.iot = new Iot(this);
    }

    /** Simulated µs now (for the instruction groups' own bookkeeping). */
    long now() {
        return clock.now;
    }

    public SequenceBreak sequenceBreak() {
        return sbs;
    }

    /** The clock the cycles are charged to: the machine's. */
    public Clock clock() {
        return clock;
    }

    public Iot iot() {
        return iot;
    }

    public long instructionsExecuted() {
        return instructions;
    }

    public void setInstructionsExecuted(long n) {
        instructions = n;
    }

    /** Address of the instruction that stopped the machine (HALT, ILLEGAL_INSTRUCTION ...). */
    public int stopAddress() {
        return stopAddress;
    }

    /** The word fetched at {@link #stopAddress()}. */
    public int stopWord() {
        return stopWord;
    }

    /** Saved-PC word (§2.2): OV in bit 0, EXD in bit 1, then the 16-bit PC. */
    public int savedPcWord() {
        return (ov << 17) | (extend ? 1 << 16 : 0) | pc;
    }

    /** The next address within the same field: 7777 wraps to 0000 of the field (§1.3). */
    public static int nextAddress(int a) {
        return (a & FIELD) | ((a + 1) & ADDRESS);
    }

    int read(int address) {
        return address < memoryWords ? core[address] : 0;
    }

    void write(int address, int word) {
        if (address < memoryWords) {
            core[address] = word;
        }
    }

    // --- console ---

    /**
     * START's clearing part (§1.4): OV, IOH/IOS/IHS, the break system, EXD, SBM; PF kept.
     * A STOP pressed while the machine was idle is forgotten: START begins a new run.
     */
    public void startClear() {
        stopRequested = false;
        ov = 0;
        ioh = false;
        ios = false;
        ihs = false;
        sbm = false;
        extend = false;
        sbs.startClear();
        iot.startClear();
        resumeAt = -1;
    }

    public void requestStop() {
        stopRequested = true;
    }

    public void setTrace(TraceSink sinkOrNull) {
        trace = sinkOrNull;
    }

    public void addBreakpoint(int address) {
        if (!breakpoints[address & ADDRESS16]) {
            breakpoints[address & ADDRESS16] = true;
            breakpointCount++;
        }
    }

    public void removeBreakpoint(int address) {
        if (breakpoints[address & ADDRESS16]) {
            breakpoints[address & ADDRESS16] = false;
            breakpointCount--;
        }
    }

    public void clearBreakpoints() {
        java.util.Arrays.fill(breakpoints, false);
        breakpointCount = 0;
    }

    // --- the run loop ---

    /**
     * Runs until a stop, until {@code clock.now >= untilUs} (TIME_LIMIT) or until {@code maxSteps}
     * steps (INSTRUCTION_LIMIT). A step is one instruction, one break entry, or one re-fetch
     * iteration of a waiting IOT. With {@code jumpWaits} a waiting IOT moves the clock straight
     * to the next device event (rounded up to its 5 µs re-fetch grid), else by one cycle.
     */
    public StopReason run(long untilUs, long maxSteps, boolean jumpWaits) {
        final Clock clock = this.clock;
        long steps = 0;
        while (true) {
            if (clock.now >= clock.nextEventAt()) {
                clock.fireDue();
            }
            if ((steps & STOP_POLL_MASK) == 0 && stopRequested) {
                stopRequested = false;
                return StopReason.STOPPED;
            }
            if (clock.now >= untilUs) {
                return StopReason.TIME_LIMIT;
            }
            if (steps >= maxSteps) {
                return StopReason.INSTRUCTION_LIMIT;
            }
            steps++;
            if (sbm && sbs.wanted) {
                breakCycles();
                continue;
            }
            if (ioh) {
                StopReason r = waitCycle(untilUs, jumpWaits);
                if (r != null) {
                    return r;
                }
                continue;
            }
            if (breakpointCount != 0 && breakpoints[pc & ADDRESS16] && pc != resumeAt) {
                resumeAt = pc;
                return StopReason.BREAKPOINT;
            }
            if (resumeAt >= 0) {
                resumeAt = -1;
            }
            StopReason r = trace == null ? execute() : executeTraced();
            if (r != null) {
                return r;
            }
        }
    }

    /** Break entry (§4.11): 3 cycles; a waiting IOT is remembered in IHS (§3.4). */
    private void breakCycles() {
        if (ioh) {
            ihs = true;
            ihsAddress = pc;
            ioh = false;
        }
        sbs.enter(this);
        clock.now += SequenceBreak.ENTRY_CYCLES * CYCLE_US;
    }

    /**
     * One iteration of an I/O halt: the IOT at PC is re-fetched every 5 µs until IOS. When no
     * event is pending no pulse can ever come: IO_HANG (SIMH's STOP_WAIT).
     */
    private StopReason waitCycle(long untilUs, boolean jump) {
        if (!ios) {
            if (!clock.hasPending()) {
                return StopReason.IO_HANG;
            }
            long target = clock.now + CYCLE_US;
            if (jump) {
                long due = Math.min(clock.nextEventAt(), untilUs);
                if (due > target) {
                    target = clock.now + (due - clock.now + CYCLE_US - 1) / CYCLE_US * CYCLE_US;
                }
            }
            clock.now = target;
            if (clock.now >= clock.nextEventAt()) {
                clock.fireDue();
            }
            if (!ios) {
                return null;
            }
        }
        ioh = false;
        ios = false;
        pc = nextAddress(pc);
        return null;
    }

    private StopReason execute() {
        int at = pc & ADDRESS16;
        int word = read(at);
        pc = nextAddress(at);
        instructions++;
        clock.now += perform(word, at);
        if (stop != null) {
            return stopped(at, word);
        }
        return null;
    }

    private StopReason executeTraced() {
        int at = pc & ADDRESS16;
        int ov0 = ov;
        int ac0 = ac;
        int io0 = io;
        int pf0 = pf;
        int word = read(at);
        StopReason r = execute();
        int ea = traceEa;
        trace.instruction(at, ov0, ac0, io0, pf0, word, ea, ea < 0 ? -1 : read(ea));
        return r;
    }

    private StopReason stopped(int at, int word) {
        StopReason r = stop;
        stop = null;
        stopAddress = at;
        stopWord = word;
        return r;
    }

    /**
     * Executes {@code word}, fetched at {@code at}: cycle 0, the defer cycles, cycle 1. An
     * {@code xct} loops here with the executed word; PC already points after the fetched word,
     * so skips under {@code xct} skip relative to the {@code xct} (§2.3).
     *
     * @return the time it took in µs: whole cycles, plus the mul/div stretch
     */
    private int perform(int word, int at) {
        int depth = 0;
        int cycles = 0;
        int stretchUs = 0;
        traceEa = -1;
        while (true) {
            cycles++;                                            // cycle 0 (or xct's cycle 1)
            int op = word >>> 13;
            int y = (pc & FIELD) | (word & ADDRESS);             // MA <- field | Y
            if ((word & INDIRECT) != 0 && ((DEFERRABLE >>> op) & 1) != 0) {
                if (op == JMP && (pc & FIELD) == 0 && sbs.returnFrom(this, word)) {
                    return (cycles + 1) * CYCLE;                 // jmp i 1 ends the break
                }
                y = defer(y);
                cycles += deferCycles;
                if (stop != null) {
                    return cycles * CYCLE;
                }
            }
            if (depth == 0 && ((DEFERRABLE >>> op) & 1) != 0) {
                traceEa = y;
            }
            switch (op) {
                case AND -> {
                    ac &= read(y);
                    cycles++;
                }
                case IOR -> {
                    ac |= read(y);
                    cycles++;
                }
                case XOR -> {
                    ac ^= read(y);
                    cycles++;
                }
                case XCT -> {
                    if (++depth > XCT_MAX) {
                        stop = StopReason.XCT_LOOP;
                        return cycles * CYCLE;
                    }
                    word = read(y);
                    continue;                                    // its fetch is our cycle 1
                }
                case CAL_JDA -> {
                    calJda(word);
                    cycles++;
                }
                case LAC -> {
                    ac = read(y);
                    cycles++;
                }
                case LIO -> {
                    io = read(y);
                    cycles++;
                }
                case DAC -> {
                    write(y, ac);
                    cycles++;
                }
                case DAP -> {
                    write(y, (read(y) & 0770000) | (ac & ADDRESS));
                    cycles++;
                }
                case DIP -> {
                    write(y, (read(y) & ADDRESS) | (ac & 0770000));
                    cycles++;
                }
                case DIO -> {
                    write(y, io);
                    cycles++;
                }
                case DZM -> {
                    write(y, 0);
                    cycles++;
                }
                case ADD -> {
                    int r = Arithmetic.add(ac, read(y));
                    ac = r & WORD;
                    ov |= r >>> 18;
                    cycles++;
                }
                case SUB -> {
                    int r = Arithmetic.sub(ac, read(y));
                    ac = r & WORD;
                    ov |= r >>> 18;
                    cycles++;
                }
                case IDX -> {
                    ac = Arithmetic.increment(read(y));
                    write(y, ac);
                    cycles++;
                }
                case ISP -> {
                    ac = Arithmetic.increment(read(y));
                    write(y, ac);
                    if ((ac & Arithmetic.SIGN) == 0) {
                        pc = nextAddress(pc);
                    }
                    cycles++;
                }
                case SAD -> {
                    if (ac != read(y)) {
                        pc = nextAddress(pc);
                    }
                    cycles++;
                }
                case SAS -> {
                    if (ac == read(y)) {
                        pc = nextAddress(pc);
                    }
                    cycles++;
                }
                case MUL -> {
                    stretchUs += multiply(read(y));
                    cycles++;
                }
                case DIV -> {
                    stretchUs += divide(read(y));
                    cycles++;
                }
                case JMP -> pc = y;
                case JSP -> {
                    ac = savedPcWord();
                    pc = y;
                }
                case SKP -> SkipGroup.execute(this, word);
                case SFT -> {
                    if (!ShiftGroup.execute(this, word)) {
                        stop = StopReason.ILLEGAL_INSTRUCTION;
                    }
                }
                case LAW -> ac = (word & INDIRECT) != 0 ? (word & ADDRESS) ^ WORD : word & ADDRESS;
                case IOT -> iot.execute(word, at, clock.now + cycles * CYCLE + stretchUs);
                case OPR -> {
                    if (OperateGroup.execute(this, word)) {
                        stop = StopReason.HALT;
                    }
                }
                default -> stop = StopReason.ILLEGAL_INSTRUCTION;   // IR 00, 05, 06, 17, 36
            }
            return cycles * CYCLE + stretchUs;
        }
    }

    /**
     * Multi-level indirection (§2.3): in normal mode follow pointers within the current field
     * while bit 5 is set; in extend mode one level, a 16-bit pointer. One defer cycle per level.
     */
    private int defer(int y) {
        if (extend) {
            deferCycles = 1;
            return read(y) & ADDRESS16;
        }
        int field = pc & FIELD;
        int levels = 0;
        int pointer;
        do {
            if (levels == INDIRECT_MAX) {
                stop = StopReason.INDIRECT_LOOP;
                break;
            }
            levels++;
            pointer = read(y);
            y = field | (pointer & ADDRESS);
        } while ((pointer & INDIRECT) != 0);
        deferCycles = levels;
        return y;
    }

    /**
     * {@code cal} (bit 5 = 0): C(100) <- AC, AC <- saved PC, PC <- 101, in the current field
     * (SIMH, MAME; AAP uses field 0 in extend mode, docs/machine.md §8). {@code jda Y} (bit 5 = 1, no
     * indirection): C(Y) <- AC, AC <- saved PC, PC <- Y+1. Both 10 µs.
     */
    private void calJda(int word) {
        int field = pc & FIELD;
        int y = (word & INDIRECT) != 0 ? field | (word & ADDRESS) : field | 0100;
        write(y, ac);
        ac = savedPcWord();
        pc = nextAddress(y);
        traceEa = y;
    }

    /** op 54: {@code mul} with the Type 10 option, else {@code mus} (§2.5); returns the stretch. */
    private int multiply(int y) {
        long pair;
        int stretchUs = 0;
        if (mulDiv) {
            pair = Arithmetic.multiply(ac, y);
            stretchUs = Arithmetic.multiplyStretchUs(Arithmetic.multiplierOnes(ac));
        } else {
            pair = Arithmetic.multiplyStep(ac, io, y);
        }
        ac = (int) (pair >>> 18) & WORD;
        io = (int) pair & WORD;
        return stretchUs;
    }

    /**
     * op 56: {@code div} with the Type 10 option (skips unless overflow), else {@code dis};
     * returns the stretch.
     */
    private int divide(int y) {
        if (!mulDiv) {
            long pair = Arithmetic.divideStep(ac, io, y);
            ac = (int) (pair >>> 18) & WORD;
            io = (int) pair & WORD;
            return 0;
        }
        long r = Arithmetic.divide(ac, io, y);
        if (r == Arithmetic.DIVIDE_OVERFLOW) {
            return Arithmetic.DIVIDE_OVERFLOW_STRETCH_US;
        }
        ac = (int) (r >>> 18) & WORD;
        io = (int) r & WORD;
        pc = nextAddress(pc);
        return Arithmetic.divideStretchUs((int) (r >>> 36));
    }
}
