package pdp1.emu.cpu;

/**
 * The operate group, op 76 (docs/machine.md §2.9). Micro-operations combine and act in a
 * fixed order: clear (cla, cli) -> OR test word / OR saved PC (lat bit, lap) -> program flags
 * -> complement (cma) -> halt. So {@code clc} = {@code cla cma} gives -0. 5 µs.
 * The PDP-1D bits ({@code cmi} 010000, {@code lia} 020, {@code lai} 040) are ignored, as on a
 * standard PDP-1.
 */
public final class OperateGroup {

    static final int CLI = 004000;
    static final int LAT = 002000;
    static final int CMA = 001000;
    static final int HLT = 000400;
    static final int CLA = 000200;
    static final int LAP = 000100;
    static final int SET_FLAG = 000010;

    private OperateGroup() {
    }

    /** Executes the micro-operations; true when {@code hlt} is among them. */
    static boolean execute(Cpu cpu, int word) {
        if ((word & CLA) != 0) {
            cpu.ac = 0;
        }
        if ((word & CLI) != 0) {
            cpu.io = 0;
        }
        if ((word & LAT) != 0) {
            cpu.ac |= cpu.tw;
        }
        if ((word & LAP) != 0) {
            cpu.ac |= cpu.savedPcWord();
        }
        int flags = SkipGroup.SELECT[word & 7];
        int before = cpu.pf;
        if ((word & SET_FLAG) != 0) {
            cpu.pf |= flags;
        } else {
            cpu.pf &= ~flags;
        }
        cpu.flagsWritten(before);
        if ((word & CMA) != 0) {
            cpu.ac ^= Arithmetic.WORD;
        }
        return (word & HLT) != 0;
    }
}
