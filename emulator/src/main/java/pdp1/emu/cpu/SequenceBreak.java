package pdp1.emu.cpu;

import pdp1.emu.state.StateTable.Access;
import pdp1.emu.state.StateTable.Section;

/**
 * The sequence break system (docs/machine.md §4.11, §3.5).
 *
 * <p>Standard one channel: device requests set the request flip-flop (RQ) even while SBM is
 * off; a break is taken before the next fetch when SBM = 1, RQ = 1 and no break is in progress
 * (IP). Entry, 3 cycles = 15 µs: C(0) <- AC, C(1) <- saved-PC word, C(2) <- IO, AC <- saved-PC
 * word (hardware per MAME and AAP; SIMH leaves AC), OV <- 0, EXD <- 0, PC <- 3 in field 0.
 * {@code jmp i 1} in field 0 during a break ends it: OV and EXD from C(1) bits 0-1, PC from its
 * 16-bit address, single level.
 *
 * <p>16-channel option: channel n (0 highest) uses words 4n..4n+3 and returns with
 * {@code jmp i 4n+1}; a device request counts only when the channel is enabled ({@code asc});
 * {@code isb} requests directly; a request is honoured when no channel of the same or higher
 * priority is active.
 *
 * <p>A break is taken between instructions, and also inside a memory-reference instruction
 * at the cycle boundaries the hardware allows (§3.5): the processor asks {@link #wanted} at
 * each such boundary ({@code Cpu.boundary}).
 */
public final class SequenceBreak {

    /** Break entry cost: 3 memory cycles (MAME, AAP; docs/machine.md §9 item 8: not a handbook figure). */
    public static final int ENTRY_CYCLES = 3;

    private final boolean sixteenChannels;

    // One channel: RQ and IP flip-flops.
    private boolean request;
    private boolean inProgress;
    // Sixteen channels: bit n = channel n.
    private int enabled;
    private int requests;
    private int active;

    /** True when a break would be taken if SBM is on: checked before each instruction and at the boundaries of §3.5. */
    boolean wanted;

    SequenceBreak(boolean sixteenChannels) {
        this.sixteenChannels = sixteenChannels;
    }

    public boolean sixteenChannels() {
        return sixteenChannels;
    }

    /** A device's break request (IoBus.requestBreak); channel 0 on the one-channel system. */
    public void request(int channel) {
        if (channel < 0 || channel > 15) {
            throw new IllegalArgumentException("break channel " + channel + ": channels are 0-15");
        }
        if (sixteenChannels) {
            int bit = 1 << channel;
            if ((enabled & bit) != 0) {
                requests |= bit;
            }
        } else {
            request = true;
        }
        update();
    }

    /** {@code cbs}: clears pending and in-progress state; SBM stays (AAP, MAME; docs/machine.md §8). */
    public void clear() {
        request = false;
        inProgress = false;
        requests = 0;
        active = 0;
        update();
    }

    /** START: the whole system back to rest, channels disabled. */
    void startClear() {
        clear();
        enabled = 0;
        update();
    }

    /** {@code dsc}, {@code asc}, {@code isb}, {@code cac} (16-channel, IOT 50-53); channel in bits 6-11. */
    void channelIot(int code, int word) {
        int bit = 1 << ((word >>> 6) & 017);
        switch (code) {
            case Iot.DSC -> enabled &= ~bit;
            case Iot.ASC -> enabled |= bit;
            case Iot.ISB -> requests |= bit;
            default -> enabled = 0;                 // CAC
        }
        update();
    }

    /**
     * Takes the break at its first break cycle: picks the channel, marks it in progress and
     * clears its request. The processor does the three cycles' memory work
     * ({@code Cpu.breakCycle}).
     *
     * @return the channel's block: 0 on the one-channel system, 4n for channel n
     */
    int take() {
        int base = 0;
        if (sixteenChannels) {
            int channel = Integer.numberOfTrailingZeros(requests);
            requests &= ~(1 << channel);
            active |= 1 << channel;
            base = 4 * channel;
        } else {
            request = false;
            inProgress = true;
        }
        update();
        return base;
    }

    /**
     * If {@code word} (a {@code jmp i y}, executed in field 0) ends a break, restores OV, EXD and
     * PC from C(y) and returns true.
     */
    boolean returnFrom(Cpu cpu, int word) {
        int y = word & Cpu.ADDRESS;
        if (sixteenChannels) {
            int channel = y >>> 2;
            if (!cpu.sbm || (y & 3) != 1 || channel > 15 || (active & (1 << channel)) == 0) {
                return false;
            }
            active &= ~(1 << channel);
        } else {
            if (!inProgress || y != 1) {
                return false;
            }
            inProgress = false;
        }
        update();
        int saved = cpu.read(y);
        cpu.ov = saved >>> 17;
        cpu.extend = ((saved >>> 16) & 1) != 0;
        cpu.pc = saved & Cpu.ADDRESS16;
        return true;
    }

    public boolean requestPending() {
        return sixteenChannels ? requests != 0 : request;
    }

    public boolean inProgress() {
        return sixteenChannels ? active != 0 : inProgress;
    }

    public int enabledChannels() {
        return enabled;
    }

    public int requestedChannels() {
        return requests;
    }

    public int activeChannels() {
        return active;
    }

    /** The break system's part of the state table, in the processor's section. */
    void declareState(Section s) {
        s.flag("SBREQ", Access.SHOWN, "one-channel break: a request is waiting", () -> request, v -> {
            request = v;
            update();
        }).flag("SBIP", Access.SHOWN, "one-channel break: a break is in progress", () -> inProgress, v -> {
            inProgress = v;
            update();
        }).word("SBEN", 16, Access.SHOWN, "16-channel break: channels enabled", () -> enabled, v -> {
            enabled = v;
            update();
        }).word("SBRQ", 16, Access.SHOWN, "16-channel break: channels requesting", () -> requests, v -> {
            requests = v;
            update();
        }).word("SBACT", 16, Access.SHOWN, "16-channel break: channels active", () -> active, v -> {
            active = v;
            update();
        });
    }

    /** Restores saved state (snapshots): the one-channel flip-flops and the channel masks. */
    public void restore(boolean request, boolean inProgress, int enabled, int requests, int active) {
        this.request = request;
        this.inProgress = inProgress;
        this.enabled = enabled & 0177777;
        this.requests = requests & 0177777;
        this.active = active & 0177777;
        update();
    }

    private void update() {
        if (sixteenChannels) {
            int highest = Integer.lowestOneBit(requests);
            // honoured only if no channel of the same or higher priority (lower number) is active
            wanted = highest != 0 && (active & ((highest << 1) - 1)) == 0;
        } else {
            wanted = request && !inProgress;
        }
    }
}
