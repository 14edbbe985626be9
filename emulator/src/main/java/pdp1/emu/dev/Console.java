package pdp1.emu.dev;

import pdp1.asm.tape.Image;
import pdp1.emu.Machine;
import pdp1.emu.cpu.Cpu;
import pdp1.emu.time.Clock;

/**
 * The operator's console, docs/machine.md §1.4: sense switches, test word,
 * address switches (held in the {@link Cpu} fields {@code ss}, {@code tw},
 * {@code ta}), START, STOP, CONTINUE, EXAMINE, DEPOSIT and READ IN.
 *
 * <p>READ IN (§4.6) is done here, as the hardware's read-in mode: binary words
 * are read from the {@link TapeReader} exactly as {@code rpb} reads them, at
 * reader speed (the clock advances 2.5 ms per line, skipped lines included);
 * a {@code dio Y} word is followed by the word to store at Y, in the field of
 * the address extension switches; a {@code jmp Y} ends read-in and starts the
 * program at Y. The reader is left after the {@code jmp}, so a block loader
 * that the RIM part started reads the rest of the tape itself with {@code rpb}.
 *
 * <p>The fast path, {@link #loadImage}, is no console operation: it puts an
 * assembled or decoded image straight into core, in no simulated time.
 */
public final class Console {

    private static final int OP_MASK = 0760000;      // bits 0-4
    private static final int DIO = 0320000, JMP = 0600000;

    private final Machine machine;
    private final TapeReader reader;

    public Console(Machine machine, TapeReader reader) {
        this.machine = machine;
        this.reader = reader;
    }

    // ---- switches ----

    /** Sense switch {@code n} (1-6) up or down; SS1 is 040 ... SS6 is 001 (§4.9, SIMH). */
    public void setSenseSwitch(int n, boolean up) {
        if (n < 1 || n > 6) {
            throw new IllegalArgumentException("sense switches are 1-6, not " + n);
        }
        int bit = 1 << (6 - n);
        Cpu cpu = machine.cpu();
        cpu.ss = up ? cpu.ss | bit : cpu.ss & ~bit;
    }

    public boolean senseSwitch(int n) {
        return (machine.cpu().ss & (1 << (6 - n))) != 0;
    }

    public void setTestWord(int word) {
        machine.cpu().tw = word & 0777777;
    }

    /** Address switches, 16 bits: extension (field) in bits 12-15, address in bits 0-11. */
    public void setAddressSwitches(int address) {
        machine.cpu().ta = address & 0177777;
    }

    // ---- operations ----

    /** START: start-clear and run from the address switches (SBM off). */
    public void start() {
        machine.start(machine.cpu().ta);
    }

    /** START in the other direction: as {@link #start}, with sequence breaks on. */
    public void startWithBreaks() {
        machine.startWithBreaks(machine.cpu().ta);
    }

    /** STOP: the run returns at the end of the current instruction; any thread may call it. */
    public void stop() {
        machine.requestStop();
    }

    /** EXAMINE: AC ← C(address switches). */
    public int examine() {
        return machine.examine(machine.cpu().ta);
    }

    /** DEPOSIT: C(address switches) ← test word. */
    public void deposit() {
        machine.deposit(machine.cpu().ta, machine.cpu().tw);
    }

    /**
     * READ IN from the tape in the reader (§4.6); afterwards the machine is
     * started at the tape's {@code jmp} address, ready to {@link Machine#run}.
     *
     * @return the start address (field included)
     * @throws ReadInException when the tape ends before a {@code jmp}, or a word
     *                         is neither {@code dio} nor {@code jmp}
     */
    public int readIn() throws ReadInException {
        machine.startClear();
        Cpu cpu = machine.cpu();
        Clock clock = machine.clock();
        int[] core = machine.core();
        int field = cpu.ta & 0170000;
        while (true) {
            int at = reader.position();
            int word = readWord(clock);
            int op = word & OP_MASK & ~0010000;       // the indirect bit is ignored
            if (op == JMP) {
                int start = field | (word & 07777);
                machine.start(start);
                return start;
            }
            // Only dio: the Maintenance Manual has the data travel through IO (MAME's note,
            // §4.6); SIMH and MAME also take dac for one old LISP tape, we do not (§8).
            if (op != DIO) {
                throw new ReadInException(String.format("%s: frame %d: read-in expected dio or jmp, found %06o",
                        reader.tapeName(), firstDataFrame(at), word));
            }
            int address = field | (word & 07777);
            int data = readWord(clock);
            if (address >= core.length) {
                throw new ReadInException(String.format("%s: frame %d: read-in address %o is beyond the %d words of core",
                        reader.tapeName(), firstDataFrame(at), address, core.length));
            }
            core[address] = data;
            cpu.io = data;                            // the data travels through IO (MAME)
        }
    }

    private int readWord(Clock clock) throws ReadInException {
        int before = reader.position();
        int word = reader.readBinaryWord();
        if (word < 0) {
            throw new ReadInException(reader.tapeName() + ": frame " + (reader.position() + 1)
                    + ": the tape ended during read-in, before a jmp");
        }
        clock.now += (reader.position() - before) * TapeReader.LINE_US;
        return word;
    }

    /** The frame where the word read from {@code from} on begins (blank leader skipped). */
    /** Frames are counted from 1 in messages, as the tape reader of {@code asm}/{@code debug} counts them. */
    private int firstDataFrame(int from) {
        return reader.firstChannel8Frame(from) + 1;
    }

    // ---- fast path ----

    /**
     * Not hardware: puts {@code image} straight into core (field 0), in no
     * simulated time, and START s at its start address if it has one.
     */
    public void loadImage(Image image) {
        int[] core = machine.core();
        image.forEach((address, word) -> core[address] = word);
        if (image.startAddress() != Image.NO_START) {
            machine.start(image.startAddress());
        }
    }
}
