package pdp1.emu.cpu;

/**
 * The skip group, op 64/65 (docs/machine.md §2.7): the selected conditions are ORed, bit 5
 * inverts the whole result, {@code szo} clears OV whether or not it skips. 5 µs.
 * Bit 6 ({@code sni}, PDP-1D only) is ignored, as on a standard PDP-1.
 */
public final class SkipGroup {

    static final int INVERT = 010000;
    static final int SPI = 002000;
    static final int SZO = 001000;
    static final int SMA = 000400;
    static final int SPA = 000200;
    static final int SZA = 000100;

    /** Switch/flag number n (0-7) -> mask in SS or PF: 1 = 040 ... 6 = 001, 7 = all (§4.9). */
    static final int[] SELECT = {0, 040, 020, 010, 004, 002, 001, 077};

    private SkipGroup() {
    }

    /** Whether {@code word} skips with the given registers (before {@code szo} clears OV). */
    public static boolean skips(int word, int ac, int io, int ov, int ss, int pf) {
        int switches = SELECT[(word >>> 3) & 7];
        int flags = SELECT[word & 7];
        boolean skip = ((word & SPI) != 0 && (io & Arithmetic.SIGN) == 0)
                || ((word & SZO) != 0 && ov == 0)
                || ((word & SMA) != 0 && (ac & Arithmetic.SIGN) != 0)
                || ((word & SPA) != 0 && (ac & Arithmetic.SIGN) == 0)
                || ((word & SZA) != 0 && ac == 0)
                || (switches != 0 && (ss & switches) == 0)
                || (flags != 0 && (pf & flags) == 0);
        return skip ^ ((word & INVERT) != 0);
    }

    static void execute(Cpu cpu, int word) {
        int flags = word & 7;
        if (flags == 1 || flags == 7) {
            cpu.askedForKey(cpu.now());              // szf 1: has a key been struck?
        }
        if (skips(word, cpu.ac, cpu.io, cpu.ov, cpu.ss, cpu.pf)) {
            cpu.pc = Cpu.nextAddress(cpu.pc);
        }
        if ((word & SZO) != 0) {
            cpu.ov = 0;
        }
    }
}
