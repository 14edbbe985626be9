package pdp1.emu.console;


/**
 * What the console lamps show at one moment, sampled from the machine once per
 * frame (never per instruction). Reused: {@code sample} overwrites the fields.
 * Registers use the reference's widths (docs/machine.md §1.2): PC and MA 16
 * bits (field + 12), MB, AC, IO, TW 18, IR 5, PF and SS 6 (PF1/SS1 = 040).
 * {@code cycle}, {@code defer} and {@code breakCounter} are the CYC, DF1 and
 * break-counter flip-flops (BRK1 lit for 1 and 3, BRK2 for 2 and 3).
 */
public final class Lamps {
    public int pc, ma, mb, ac, io, ir;
    public int pf, ss, tw, ta, breakCounter;
    public boolean ov, run, cycle, defer, ioHalt, ioSync, sbm, extend, readIn;
    public boolean singleStep, singleInst;

    /** Sense switch or program flag {@code n}'s bit: SS1 and PF1 are the 040 bit, SS6 and PF6 the 001 bit (SIMH convention, docs/machine.md §1.2). */
    public static int bitOf(int n) {
        return 1 << (6 - n);
    }
}
