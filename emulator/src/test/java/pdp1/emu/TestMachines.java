package pdp1.emu;

/** Machines for tests: no devices, no pacing, words loaded where a test says. */
public final class TestMachines {

    private TestMachines() {
    }

    /** 4K, Type 10 mul/div, one-channel breaks, nothing attached. */
    public static Machine bare() {
        return new Machine();
    }

    public static Machine bare(MachineOptions options) {
        return new Machine(options);
    }

    /** A bare machine with {@code words} at {@code address} and PC there. */
    public static Machine withProgram(int address, int... words) {
        Machine m = bare();
        m.load(address, words);
        m.cpu().pc = address;
        return m;
    }

    /** An octal table cell ("777777", " 0200 ") as an int. */
    public static int octal(String cell) {
        return Integer.parseInt(cell.trim(), 8);
    }
}
