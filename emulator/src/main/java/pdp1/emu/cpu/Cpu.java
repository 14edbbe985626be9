package pdp1.emu.cpu;

import pdp1.emu.time.Clock;
import pdp1.emu.time.Event;

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
 * <p>Sequence breaks are taken between instructions and, as on the hardware, at the boundary
 * after a memory-reference instruction's fetch or defer cycle (not before a jump's defer cycle):
 * the instruction is cancelled and fetched again after the break (§3.5). Device events are seen
 * at the end of every memory cycle: the run loop looks before each instruction, and an
 * instruction with more cycles looks at its boundaries only when an event falls due there.
 *
 * <p>{@link #stepCycle} steps one memory cycle, for the console's SINGLE STEP, with the same
 * {@code perform}: MA, MB, IR and the cycle flip-flops it leaves are the lamps' (§3.2).
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
    private static final long STOP_POLL_STEPS = 1024;

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

    /** IR values with an execute cycle (cycle 1, §3.2): and ... dis, cal/jda, and xct (its cycle 1 fetches). */
    static final int EXECUTES = DEFERRABLE & ~((1 << JMP) | (1 << JSP)) | (1 << CAL_JDA);

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
    /**
     * ns of Type 10 time not yet on the clock (0-999): mul/div take ns times (§3.3), the clock
     * counts whole µs; the remainder is carried to the next mul/div.
     */
    int stretchNs;
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
    final Clock clock;
    private final boolean mulDiv;
    final SequenceBreak sbs;
    final Iot iot;

    // --- state of the instruction being executed ---
    private StopReason stop;       // set by an instruction that stops the machine
    private int deferCycles;       // defer cycles of the last indirect address resolved
    private int traceEa;           // EA of the top-level instruction, -1 if none
    private boolean cancelled;     // a break cancelled it at a boundary (§3.5): not executed
    long cancelledInstructions;    // how many breaks came in mid-instruction (for tests)

    // --- the lamps' view of the last memory cycle (docs/machine.md §3.2; console.md) ---
    /** MA, MB and IR as the last memory cycle left them; see {@link #lampsExact()}. */
    public int ma;
    public int mb;
    public int ir;
    /**
     * The cycle flip-flops at the end of the last cycle, as the console's lamps show them: CYC,
     * the next cycle belongs to the instruction under way or to a break; DF (DF1), it is a defer
     * cycle; BC, the break cycle that comes next (1-3), 0 if none. Display state: the machine's
     * sequencing is kept in {@link #phase}.
     */
    public boolean cyc;
    public boolean df;
    public int bc;
    private boolean lampsExact;

    // --- memory-cycle stepping (stepCycle) ---
    private static final int AT_BOUNDARY = 0, IN_INSTRUCTION = 1, IN_BREAK = 2;
    private int phase = AT_BOUNDARY;
    private int stepAt;            // the instruction under way: where it was fetched,
    private int stepWord;          // the word,
    private long stepT0;           // when its fetch began,
    private int stepCycles;        // and its cycles stepped so far
    private int stepOv, stepAc, stepIo, stepPf;   // registers before it, for the trace
    private int pausedNextMa;      // MA of the cycle after the last pause
    private boolean pauseDue;      // the pause event fired
    private boolean paused;        // perform returned at the pause
    private final Event pause = new Event("cycle step", at -> pauseDue = true);

    // --- run control ---
    private long instructions;
    volatile boolean stopRequested;
    private final boolean[] breakpoints = new boolean[ADDRESS16 + 1];
    private int breakpointCount;
    private int resumeAt = -1;     // a breakpoint we stopped at: not checked again at once
    private TraceSink trace;
    private ProgramFlagSink flagSink;
    private Translator translator;         // null: the interpreter does every instruction (the default is the translator)
    private long translatedInstructions;
    /**
     * The translator's watch on core, a byte a word: 0 for a word no block was made from;
     * {@link #WATCHED} and up for one, plus the number of blocks in use that depend on the whole
     * word and not only its instruction part (saturating: a full count stays). And a count that
     * goes up whenever an instruction changes bits of a watched word that a block depends on, or
     * a run begins after core was lent out ({@link #coreLent}: whatever wrote core between runs,
     * a loader, a DEPOSIT, a snapshot, is then looked at). A block is compared with core again
     * only when the count has moved since it last was; a dap into a pointer word that every block
     * reads as it runs moves nothing.
     */
    byte[] watch;
    long codeWrites;
    static final byte WATCHED = 1;
    /** Core was handed out (or written by the console) since the last run began. */
    private boolean coreLent = true;

    /**
     * Core may be written from outside the machine before the next run (the machine handed out
     * its array, a loader or DEPOSIT wrote it): that run looks at every block again at its first
     * entry. Only instructions write core during a run, and they tell the watch themselves.
     */
    public void coreLent() {
        coreLent = true;
    }

    /** The translator's word on {@code address}: a block in use was made from it, {@code delta} more or fewer whole. */
    void watchWord(int address, int delta) {
        int w = Math.max(watch[address], WATCHED);
        if (w < Byte.MAX_VALUE) {
            w = Math.max(WATCHED, w + delta);
        }
        watch[address] = (byte) w;
    }
    private int stopAddress;
    private int stopWord;
    // the run's limits while a translated block runs, for its IOTs (blockIot), and the wait
    // steps they took (steps of the run that are no instructions)
    private long blockUntilUs;
    private boolean blockJumpWaits;
    private long blockSteps;
    long blockWaitSteps;

    public Cpu(int[] core, Clock clock, boolean mulDiv, boolean sixteenChannelBreaks) {
        this.core = core;
        this.memoryWords = core.length;
        this.clock = clock;
        this.mulDiv = mulDiv;
        this.sbs = new SequenceBreak(sixteenChannelBreaks);
        this.iot = new Iot(this);
        setEngine(Engine.TRANSLATOR);
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
            int old = core[address];
            core[address] = word;
            // a translated block's word changed: look at blocks again. A word written again with
            // what it held (a subroutine's return set by every call from the same place) is no change
            if (watch != null && watch[address] != 0 && old != word
                    && (watch[address] != WATCHED || ((old ^ word) & BlockPlan.INSTRUCTION_PART) != 0)) {
                codeWrites++;
            }
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
        abandonCycles();
    }

    /** After a snapshot is restored: no STOP pending, no breakpoint to pass over. */
    public void forgetRunControl() {
        stopRequested = false;
        resumeAt = -1;
    }

    public void requestStop() {
        stopRequested = true;
    }

    /** Who hears the program flags change (the sound of flags 1-4), or null for nobody. */
    public void setFlagSink(ProgramFlagSink sinkOrNull) {
        flagSink = sinkOrNull;
    }

    /** After an instruction or a device wrote PF: tells the flag sink when they changed. */
    void flagsWritten(int before) {
        if (flagSink != null && pf != before) {
            flagSink.flagsChanged(pf, clock.now);
        }
    }

    /** Which engine runs the program from now on; the results are the same, bit for bit. */
    public void setEngine(Engine engine) {
        setEngine(engine, Translator.DEFAULT_THRESHOLD);
    }

    /** As {@link #setEngine(Engine)}, a block made after {@code threshold} starts at its address (tests). */
    void setEngine(Engine engine, int threshold) {
        watch = engine == Engine.TRANSLATOR ? new byte[memoryWords] : null;
        translator = engine == Engine.TRANSLATOR ? new Translator(this, threshold) : null;
    }

    public Engine engine() {
        return translator == null ? Engine.INTERPRETER : Engine.TRANSLATOR;
    }

    /** Instructions executed in translated blocks (of {@link #instructionsExecuted()}). */
    public long instructionsTranslated() {
        return translatedInstructions;
    }

    /** Blocks the translator has made since the engine was set (0 for the interpreter). */
    public long blocksTranslated() {
        return translator == null ? 0 : translator.blocksMade();
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
     * to the next device event (rounded up to its 5 µs re-fetch grid), else by one cycle. An
     * instruction or break entry left half done by {@link #stepCycle} is finished first, and
     * counts as the first step.
     */
    public StopReason run(long untilUs, long maxSteps, boolean jumpWaits) {
        final Clock clock = this.clock;
        long steps = 0;
        long nextStopPoll = 0;
        if (coreLent) {                      // core may have been written since the last run
            coreLent = false;
            codeWrites++;
        }
        lampsExact = false;
        if (phase != AT_BOUNDARY) {
            StopReason r = finishCycles();
            if (r != null) {
                return r;
            }
            steps = 1;
        }
        while (true) {
            // an event due by the end of the next fetch: fire what is due, and let the
            // instruction look at its first boundary (perform's look at later ones costs only
            // indirect and xct instructions)
            boolean near = false;
            if (clock.now + CYCLE_US >= clock.nextEventAt()) {
                if (clock.now >= clock.nextEventAt()) {
                    clock.fireDue();
                }
                near = clock.now + CYCLE_US >= clock.nextEventAt();
            }
            if (steps >= nextStopPoll) {
                nextStopPoll = steps + STOP_POLL_STEPS;
                if (stopRequested) {
                    stopRequested = false;
                    return StopReason.STOPPED;
                }
            }
            if (clock.now >= untilUs) {
                return StopReason.TIME_LIMIT;
            }
            if (steps >= maxSteps) {
                return StopReason.INSTRUCTION_LIMIT;
            }
            steps++;
            // a waiting IOT that has its pulse ends with this re-fetch, and the break follows (AAP)
            if (sbm && sbs.wanted && !(ioh && ios)) {
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
            if (translator != null && !near && trace == null && breakpointCount == 0) {
                // a block whose every instruction ends before the next event and the time
                // limit, within the step limit: the interpreter would meet nothing on the way
                Block b = translator.blockAt(pc & ADDRESS16);
                long limitUs = Math.min(clock.nextEventAt() - 1, untilUs);
                if (b != null && clock.now + b.us <= limitUs && steps - 1 + b.entryCount <= maxSteps) {
                    blockUntilUs = untilUs;
                    blockJumpWaits = jumpWaits;
                    blockSteps = maxSteps - steps + 1;
                    blockWaitSteps = 0;
                    long done = b.run(this, limitUs, blockSteps);
                    instructions += done;
                    translatedInstructions += done;
                    if (done > 0) {
                        steps += done - 1 + blockWaitSteps;
                        continue;
                    }                                    // it stopped before its first instruction
                }
            }
            StopReason r = trace == null ? execute(near) : executeTraced(near);
            if (r != null) {
                return r;
            }
        }
    }

    /** Break entry (§4.11): its 3 cycles, with device events seen between them. */
    private void breakCycles() {
        breakCycle(1);
        for (int n = 2; n <= SequenceBreak.ENTRY_CYCLES; n++) {
            if (clock.now >= clock.nextEventAt()) {
                clock.fireDue();
            }
            breakCycle(n);
        }
    }

    /**
     * Break cycle {@code n} (1-3) of a break entry [AAP brkcycle; MAME]: cycle 1 takes the break
     * (a waiting IOT is remembered in IHS, §3.4), C(b) <- AC, AC <- the saved-PC word, OV and EXD
     * <- 0, IR <- 0; cycle 2 C(b+1) <- AC, that word; cycle 3 C(b+2) <- IO. PC counts b+1, b+2,
     * b+3 on the way; b is the channel's block (0 on the one-channel system).
     */
    private void breakCycle(int n) {
        if (n == 1) {
            if (ioh) {
                ihs = true;
                ihsAddress = pc;
                ioh = false;
            }
            int base = sbs.take();
            int saved = savedPcWord();
            ma = base;
            mb = ac;
            write(base, ac);
            ac = saved;
            ov = 0;
            extend = false;
            ir = 0;
            pc = base + 1;
        } else {
            ma = pc;
            mb = n == 2 ? ac : io;
            write(pc, mb);
            pc = pc + 1;
        }
        clock.now += CYCLE_US;
    }

    /**
     * One iteration of an I/O halt: the IOT at PC is re-fetched every 5 µs until IOS. A re-fetch
     * sees IOS only if the pulse came before the cycle began (AAP: IOS is looked at in TP9, the
     * devices are served between cycles), so a pulse that falls due in a re-fetch cycle ends the
     * wait with the next one (§3.4). When no event is pending no pulse can ever come: IO_HANG
     * (SIMH's STOP_WAIT).
     */
    private StopReason waitCycle(long untilUs, boolean jump) {
        boolean seen = ios;
        if (!seen && !clock.hasPending()) {
            return StopReason.IO_HANG;
        }
        long target = clock.now + CYCLE_US;
        if (!seen && jump) {
            long due = Math.min(clock.nextEventAt(), untilUs);
            if (due > target) {
                target = clock.now + (due - clock.now + CYCLE_US - 1) / CYCLE_US * CYCLE_US;
            }
        }
        clock.now = target;
        if (clock.now >= clock.nextEventAt()) {
            clock.fireDue();
        }
        if (seen) {
            ioh = false;
            ios = false;
            pc = nextAddress(pc);
        }
        return null;
    }

    // --- IOTs in translated blocks ---

    /** What {@link #blockIot} tells the block: go on, stop after the IOT, or stop before it. */
    static final int BLOCK_GOES_ON = 0, BLOCK_STOPS_AFTER = 1, BLOCK_STOPS_BEFORE = -1;

    /**
     * The IOT at {@code at} in a translated block, the clock at its fetch: the run loop's look
     * before the step (events due fire; the time and step limits; a break wanted), the
     * interpreter's IOT, then each step of its wait as the run loop does it ({@link #waitCycle}),
     * and the look before the block's next segment ({@link #blockGoesOn}). Whatever the run loop
     * would do otherwise (a break, a limit, IO_HANG, an event in the next segment) stops the block,
     * with PC, the clock and the steps as the interpreter has them at that point, and the run loop
     * goes on from there.
     *
     * @param done      the instructions the block did before this IOT in this call
     * @param nextUs    the time of the block's next segment (after this IOT, up to the next or the end)
     * @param nextCount its instructions; 0: no look needed (the next IOT or the run loop looks)
     * @return {@link #BLOCK_GOES_ON}, {@link #BLOCK_STOPS_AFTER} or {@link #BLOCK_STOPS_BEFORE}
     */
    int blockIot(int at, long done, long nextUs, int nextCount) {
        pc = at;
        if (clock.now >= clock.nextEventAt()) {
            clock.fireDue();
        }
        if (clock.now >= blockUntilUs || done + blockWaitSteps >= blockSteps || sbm && sbs.wanted) {
            return BLOCK_STOPS_BEFORE;
        }
        pc = nextAddress(at);
        iot.execute(read(at), at, clock.now + CYCLE_US);
        clock.now += CYCLE_US;
        long steps = done + 1;
        while (ioh) {
            if (clock.now >= clock.nextEventAt()) {
                clock.fireDue();
            }
            if (clock.now >= blockUntilUs || steps + blockWaitSteps >= blockSteps
                    || !ios && (sbm && sbs.wanted || !clock.hasPending())) {
                return BLOCK_STOPS_AFTER;                // a limit, a break or IO_HANG: the run loop's
            }
            blockWaitSteps++;
            waitCycle(blockUntilUs, blockJumpWaits);
        }
        return nextCount == 0 || blockGoesOn(nextUs, steps + nextCount) ? BLOCK_GOES_ON : BLOCK_STOPS_AFTER;
    }

    /**
     * Whether a translated block may run on for {@code us} µs, up to {@code steps} instructions
     * in this call: what the run loop asks before a block, asked after an IOT or before another
     * pass of a block with IOTs. No event due by their end, the time and step limits, no break
     * wanted, no STOP.
     */
    boolean blockGoesOn(long us, long steps) {
        long end = clock.now + us;
        return end < clock.nextEventAt() && end <= blockUntilUs && steps + blockWaitSteps <= blockSteps
                && !(sbm && sbs.wanted) && !stopRequested;
    }

    private StopReason execute(boolean near) {
        int at = pc & ADDRESS16;
        int word = read(at);
        pc = nextAddress(at);
        instructions++;
        clock.now += perform(word, at, near);
        if (stop != null) {
            return stopped(at, word);
        }
        return null;
    }

    private StopReason executeTraced(boolean near) {
        int at = pc & ADDRESS16;
        int ov0 = ov;
        int ac0 = ac;
        int io0 = io;
        int pf0 = pf;
        int word = read(at);
        cancelled = false;
        StopReason r = execute(near);
        if (!cancelled) {
            int ea = traceEa;
            trace.instruction(at, ov0, ac0, io0, pf0, word, ea, ea < 0 ? -1 : read(ea));
        }
        return r;
    }

    private StopReason stopped(int at, int word) {
        StopReason r = stop;
        stop = null;
        stopAddress = at;
        stopWord = word;
        if (!lampsExact) {
            lamps(at, word, word >>> 13, false, false, 0);     // the stopping word's fetch
            lampsExact = true;
        }
        return r;
    }

    /**
     * Executes {@code word}, fetched at {@code at}: cycle 0, the defer cycles, cycle 1. An
     * {@code xct} loops here with the executed word; PC already points after the fetched word,
     * so skips under {@code xct} skip relative to the {@code xct} (§2.3).
     *
     * <p>Between its memory cycles an instruction looks at the clock: when an event is due by
     * the end of a cycle that is not its last, {@link #boundary} fires it there, and a break may
     * cancel the instruction (§3.5) or the cycle stepper pause it. An instruction changes nothing
     * before its last cycle, so a cancelled or paused one has only read core.
     *
     * @param near an event may fall due by the end of the fetch: look at that boundary too (the
     *     boundaries after it are looked at whenever an event is due there)
     * @return the time it took in µs: whole cycles, plus the mul/div stretch
     */
    private int perform(int word, int at, boolean near) {
        int depth = 0;
        int cycles = 1;                                          // cycle 0, the fetch
        int stretchUs = 0;
        int fetchedAt = at;                                      // MA of that cycle
        traceEa = -1;
        while (true) {
            int op = word >>> 13;
            int y = (pc & FIELD) | (word & ADDRESS);             // MA <- field | Y
            if ((word & INDIRECT) != 0 && ((DEFERRABLE >>> op) & 1) != 0) {
                y = defer(word, y, op, at, fetchedAt, cycles, near);
                cycles += deferCycles;
                if (y < 0) {
                    return cycles * CYCLE;                       // ended, cancelled or paused
                }
            } else if (near && ((EXECUTES >>> op) & 1) != 0
                    && clock.now + cycles * CYCLE >= clock.nextEventAt()
                    && boundary(clock.now + cycles * CYCLE, at, fetchedAt, word, op, false,
                            op == CAL_JDA ? calJdaAddress(word) : y, true)) {
                return cycles * CYCLE;                           // before the execute cycle
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
                    cycles++;                                    // cycle 1: the executed word's fetch
                    fetchedAt = y;
                    word = read(y);
                    near = true;                                 // the run loop's look covered cycle 0 only
                    continue;
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
                    addToAc(read(y));
                    cycles++;
                }
                case SUB -> {
                    subtractFromAc(read(y));
                    cycles++;
                }
                case IDX -> {
                    index(y);
                    cycles++;
                }
                case ISP -> {
                    indexAndSkip(y);
                    cycles++;
                }
                case SAD -> {
                    skipIfDiffers(y);
                    cycles++;
                }
                case SAS -> {
                    skipIfSame(y);
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
                case LAW -> ac = lawValue(word);
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
     * The defer cycles of {@code word} (§2.3), whose address field gives {@code y}, after
     * {@code cycles} cycles of its instruction: in normal mode follow pointers within the current
     * field while bit 5 is set, in extend mode one level with a 16-bit pointer; one cycle a
     * level, counted in {@link #deferCycles}. {@code jmp i 1} ending a break is its one defer
     * cycle. The boundaries before, between and after them are looked at when an event is due
     * ({@code checkFirst}: also the one before the first, which the run loop's look before the
     * instruction covers otherwise).
     *
     * @return the effective address, or -1 when the instruction ended in its defer cycles (the
     *     break returned, or a stop) or was cancelled or paused at a boundary
     */
    private int defer(int word, int y, int op, int at, int fetchedAt, int cycles, boolean checkFirst) {
        deferCycles = 0;
        long t0 = clock.now;
        boolean breakWaits = false;          // wanted at the jump's first boundary, where it may not come in
        if (checkFirst && t0 + cycles * CYCLE >= clock.nextEventAt()) {
            if (boundary(t0 + cycles * CYCLE, at, fetchedAt, word, op, true, y, op < JMP)) {
                return -1;
            }
            breakWaits = sbm && sbs.wanted;
        }
        if (op == JMP && (pc & FIELD) == 0 && sbs.returnFrom(this, word)) {
            deferCycles = 1;                                      // jmp i 1 ends the break
            return -1;
        }
        int pointerAt;
        int pointer;
        int levels = 0;
        if (extend) {
            pointerAt = y;
            pointer = read(y);
            y = pointer & ADDRESS16;
            levels = 1;
        } else {
            int field = pc & FIELD;
            while (true) {
                pointerAt = y;
                pointer = read(y);
                y = field | (pointer & ADDRESS);
                levels++;
                if ((pointer & INDIRECT) == 0) {
                    break;
                }
                if (levels == INDIRECT_MAX) {
                    stop = StopReason.INDIRECT_LOOP;
                    deferCycles = levels;
                    return -1;
                }
                long t = t0 + (cycles + levels) * CYCLE;
                if ((breakWaits || t >= clock.nextEventAt()) && boundary(t, at, pointerAt, pointer, op, true, y, true)) {
                    deferCycles = levels;
                    return -1;
                }
            }
        }
        deferCycles = levels;
        long t = t0 + (cycles + levels) * CYCLE;
        if (op < JMP && t >= clock.nextEventAt() && boundary(t, at, pointerAt, pointer, op, false, y, true)) {
            return -1;                                           // before the execute cycle
        }
        return y;
    }

    /**
     * A memory-cycle boundary inside the instruction fetched at {@code at}, reached only when an
     * event is due by its time {@code t}: a device's, or the cycle stepper's pause. Fires what is
     * due by {@code t}. Then, if a break is wanted and {@code breakPermitted}, the instruction is
     * cancelled: PC back to {@code at}, to be fetched again after the handler returns (§3.5);
     * else a pause ends the stepper's cycle. {@code cycleMa}, {@code cycleMb} and {@code op} are
     * what the cycle just done leaves in MA, MB and IR; {@code nextIsDefer} and {@code nextMa}
     * describe the cycle that would come next.
     *
     * @return true when perform must return at once: cancelled or paused
     */
    private boolean boundary(long t, int at, int cycleMa, int cycleMb, int op, boolean nextIsDefer, int nextMa,
                             boolean breakPermitted) {
        long start = clock.now;
        clock.now = t;
        clock.fireDue();
        clock.now = start;
        if (breakPermitted && sbm && sbs.wanted) {
            pc = at;
            instructions--;
            cancelled = true;
            cancelledInstructions++;
            lamps(cycleMa, cycleMb, op, true, false, 1);
            return true;
        }
        if (pauseDue) {
            pauseDue = false;
            paused = true;
            pausedNextMa = nextMa;
            lamps(cycleMa, cycleMb, op, true, nextIsDefer, 0);
            return true;
        }
        return false;
    }

    // --- memory-cycle stepping (the console's SINGLE STEP) ---

    /**
     * Exactly one memory cycle, as SINGLE STEP does it (docs/machine.md §3.2): a fetch, a defer
     * cycle, an execute cycle (with the mul/div stretch), one break cycle, or one re-fetch of a
     * waiting IOT. Afterwards MA, MB, IR and the cycle flip-flops ({@link #cyc}, {@link #df},
     * {@link #bc}) show what the hardware holds at the end of that cycle. Breakpoints are not
     * looked at.
     *
     * <p>The cycles are the interpreter's own: each step runs {@link #perform} again from the
     * instruction's start on the instruction's clock, and a pause event ends it at the boundary
     * after this step's cycle. The cycles before it only read core, and the events due by then
     * were fired by the earlier steps, so nothing happens twice; the last step performs the
     * instruction as a full-speed run would.
     *
     * @return STEPPED, or the stop the cycle met (HALT, ILLEGAL_INSTRUCTION, IO_HANG ...)
     */
    public StopReason stepCycle() {
        lampsExact = true;
        if (phase == IN_INSTRUCTION) {
            stepCycles++;
            return walk();
        }
        if (phase == IN_BREAK) {
            breakCycle(bc);
            bc = bc == SequenceBreak.ENTRY_CYCLES ? 0 : bc + 1;
            phase = bc == 0 ? AT_BOUNDARY : IN_BREAK;
            endOfCycle();
            return StopReason.STEPPED;
        }
        if (clock.now >= clock.nextEventAt()) {
            clock.fireDue();
        }
        if (sbm && sbs.wanted && !(ioh && ios)) {
            breakCycle(1);
            bc = 2;
            phase = IN_BREAK;
            endOfCycle();
            return StopReason.STEPPED;
        }
        if (ioh) {
            int at = pc & ADDRESS16;
            StopReason r = waitCycle(Long.MAX_VALUE, false);
            if (r != null) {
                return r;
            }
            lamps(at, read(at), read(at) >>> 13, false, false, 0);
            endOfCycle();
            return StopReason.STEPPED;
        }
        stepAt = pc & ADDRESS16;
        stepWord = read(stepAt);
        stepT0 = clock.now;
        stepOv = ov;
        stepAc = ac;
        stepIo = io;
        stepPf = pf;
        pc = nextAddress(stepAt);
        instructions++;
        stepCycles = 1;
        return walk();
    }

    /** True between instructions: no instruction or break entry is half done by {@link #stepCycle}. */
    public boolean atInstructionBoundary() {
        return phase == AT_BOUNDARY;
    }

    /**
     * True when {@link #ma}, {@link #mb}, {@link #ir} and the cycle flip-flops are those of the
     * last memory cycle: after a cycle step, a console EXAMINE or DEPOSIT, or a halt or error
     * stop. A full-speed run does not keep them ({@link #run} makes this false).
     */
    public boolean lampsExact() {
        return lampsExact;
    }

    void setLampsExact(boolean exact) {
        lampsExact = exact;
    }

    /**
     * Gives up an instruction or break entry that {@link #stepCycle} left half done, as a console
     * key other than CONTINUE does: an instruction under way is cancelled (PC back to it, to be
     * fetched again); a break entry stays as far as it got.
     */
    public void abandonCycles() {
        if (phase == IN_INSTRUCTION) {
            pc = stepAt;
            instructions--;
        }
        phase = AT_BOUNDARY;
        bc = 0;
        cyc = false;
        df = false;
    }

    /** A console memory cycle (EXAMINE, DEPOSIT): what it leaves in MA, MB and IR. */
    public void consoleCycle(int address, int word, int op) {
        abandonCycles();
        lampsExact = true;
        lamps(address & ADDRESS16, word & WORD, op, false, false, 0);
    }

    /** The current instruction's cycles up to this step's: to the boundary after it, or to its end. */
    private StopReason walk() {
        long boundaryUs = stepT0 + stepCycles * CYCLE_US;
        clock.now = stepT0;
        clock.schedule(pause, boundaryUs);
        pauseDue = false;
        paused = false;
        cancelled = false;
        int cost = perform(stepWord, stepAt, true);
        clock.cancel(pause);
        pauseDue = false;
        if (paused) {
            clock.now = boundaryUs;
            phase = IN_INSTRUCTION;
            return StopReason.STEPPED;
        }
        clock.now = stepT0 + cost;
        phase = AT_BOUNDARY;
        if (cancelled) {
            return StopReason.STEPPED;
        }
        lastCycleLamps();
        if (trace != null) {
            int ea = traceEa;
            trace.instruction(stepAt, stepOv, stepAc, stepIo, stepPf, stepWord, ea, ea < 0 ? -1 : read(ea));
        }
        if (stop != null) {
            return stopped(stepAt, stepWord);
        }
        endOfCycle();
        return StopReason.STEPPED;
    }

    /**
     * MA, MB and IR after an instruction's last cycle: its fetch for a one-cycle instruction;
     * else the cycle the last pause announced (a defer, an execute cycle or xct's cycle 1), with
     * MB the word that cycle read or wrote. The Type 10 leaves MB holding the magnitude of C(Y)
     * after {@code mul}, and the remainder (0 on overflow) after {@code div} [AAP].
     */
    private void lastCycleLamps() {
        if (stepCycles == 1) {
            lamps(stepAt, stepWord, stepWord >>> 13, false, false, 0);
            return;
        }
        int address = pausedNextMa;
        int word = read(address);
        int op = ir;
        if (df) {
            lamps(address, word, op, false, false, 0);          // the last defer of a jmp or jsp
        } else if (op == XCT) {
            lamps(address, word, word >>> 13, false, false, 0); // cycle 1 fetched a one-cycle word
        } else if (op == MUL && mulDiv) {
            lamps(address, (word & Arithmetic.SIGN) != 0 ? word ^ WORD : word, op, false, false, 0);
        } else if (op == DIV && mulDiv) {
            lamps(address, pc == nextAddress(stepAt) ? 0 : io, op, false, false, 0);
        } else {
            lamps(address, word, op, false, false, 0);
        }
    }

    /** The end of a stepped cycle: events due by now fire; a break due now comes next. */
    private void endOfCycle() {
        if (clock.now >= clock.nextEventAt()) {
            clock.fireDue();
        }
        if (phase == AT_BOUNDARY) {
            cyc = sbm && sbs.wanted;
            df = false;
            bc = cyc ? 1 : 0;
        } else if (phase == IN_BREAK) {
            cyc = true;
            df = false;
        }
    }

    /** Runs the rest of a half-done instruction or break entry, cycle by cycle. */
    private StopReason finishCycles() {
        while (phase != AT_BOUNDARY) {
            StopReason r = stepCycle();
            if (r != StopReason.STEPPED) {
                return r;
            }
        }
        lampsExact = false;
        return null;
    }

    private void lamps(int address, int word, int op, boolean cycle, boolean defer, int breakCycle) {
        ma = address;
        mb = word;
        ir = op;
        cyc = cycle;
        df = defer;
        bc = breakCycle;
    }

    // --- instructions the interpreter and the translator's blocks share (§2.4, §2.6) ---

    /** law: its address part, complemented when bit 5 is set ({@code law i}, a negative number). */
    static int lawValue(int word) {
        return (word & INDIRECT) != 0 ? (word & ADDRESS) ^ WORD : word & ADDRESS;
    }

    /** add: AC <- AC + C(Y) in one's complement; OV set on overflow, never cleared. */
    void addToAc(int word) {
        int r = Arithmetic.add(ac, word);
        ac = r & WORD;
        ov |= r >>> 18;
    }

    /** sub: AC <- AC - C(Y). */
    void subtractFromAc(int word) {
        int r = Arithmetic.sub(ac, word);
        ac = r & WORD;
        ov |= r >>> 18;
    }

    /** idx: C(Y) and AC <- C(Y) + 1. */
    void index(int y) {
        ac = Arithmetic.increment(read(y));
        write(y, ac);
    }

    /** isp: idx, then skip if the result is positive. */
    void indexAndSkip(int y) {
        index(y);
        if ((ac & Arithmetic.SIGN) == 0) {
            pc = nextAddress(pc);
        }
    }

    /** sad: skip if AC differs from C(Y). */
    void skipIfDiffers(int y) {
        if (ac != read(y)) {
            pc = nextAddress(pc);
        }
    }

    /** sas: skip if AC equals C(Y). */
    void skipIfSame(int y) {
        if (ac == read(y)) {
            pc = nextAddress(pc);
        }
    }

    /**
     * {@code cal} (bit 5 = 0): C(100) <- AC, AC <- saved PC, PC <- 101, in the current field
     * (SIMH, MAME; AAP uses field 0 in extend mode, docs/machine.md §8). {@code jda Y} (bit 5 = 1, no
     * indirection): C(Y) <- AC, AC <- saved PC, PC <- Y+1. Both 10 µs.
     */
    void calJda(int word) {
        int y = calJdaAddress(word);
        write(y, ac);
        ac = savedPcWord();
        pc = nextAddress(y);
        traceEa = y;
    }

    /** The address of {@code cal}'s or {@code jda}'s execute cycle: 100 of the current field, or Y. */
    private int calJdaAddress(int word) {
        int field = pc & FIELD;
        return (word & INDIRECT) != 0 ? field | (word & ADDRESS) : field | 0100;
    }

    /**
     * The whole µs a Type 10 stretch of {@code ns} adds to the clock: the ns below a µs are kept
     * in {@link #stretchNs} for the next one, so the total stays exact and every cycle after it
     * still starts on the µs clock (§3.3).
     */
    private int stretchUs(int ns) {
        int t = stretchNs + ns;
        stretchNs = t % 1000;
        return t / 1000;
    }

    /** op 54: {@code mul} with the Type 10 option, else {@code mus} (§2.5); returns the stretch. */
    private int multiply(int y) {
        long pair;
        int stretchUs = 0;
        if (mulDiv) {
            pair = Arithmetic.multiply(ac, y);
            stretchUs = stretchUs(Arithmetic.multiplyStretchNs(Arithmetic.multiplierTimedOnes(ac)));
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
            return stretchUs(Arithmetic.DIVIDE_OVERFLOW_STRETCH_NS);
        }
        ac = (int) (r >>> 18) & WORD;
        io = (int) r & WORD;
        pc = nextAddress(pc);
        return stretchUs(Arithmetic.divideStretchNs((int) (r >>> 36)));
    }
}
