package pdp1.emu.dev;

import java.nio.charset.StandardCharsets;
import pdp1.emu.io.Device;
import pdp1.emu.state.StateTable.Access;
import pdp1.emu.state.StateTable.Section;
import pdp1.emu.state.Stateful;
import pdp1.emu.io.IoBus;
import pdp1.emu.time.Clock;
import pdp1.emu.time.Event;

/**
 * The photoelectric paper-tape reader, docs/machine.md §4.4: {@code rpa}
 * (IOT 01) reads one line, {@code rpb} (IOT 02) one binary word from three
 * lines with channel 8, {@code rrb} (IOT 30) copies the reader buffer to IO.
 *
 * <p>State: RB, the 18-bit reader buffer; the tape (one byte per line, bit 7 =
 * channel 8) and the position of the next line; status bit 1 (200000) "buffer
 * holds a word not yet taken".
 *
 * <p>Timing: every line that passes the read head takes {@link #LINE_US},
 * including the lines rpb skips. The command works out at once which lines it
 * will consume and schedules its completion that many lines later. At
 * completion, an instruction that asked for a pulse gets RB in IO with the
 * pulse; one that did not (W=C=0) finds RB by rrb, status bit 1 set and a
 * break requested. When the tape runs out the reader just stops: no
 * completion ever comes (a waiting CPU then stops with IO_HANG).
 *
 * <p>Choice: a command issued while a read is under way replaces it (SIMH
 * instead lets rpa toggle the reader clutch off).
 */
public final class TapeReader implements Device, Stateful {

    /** IOT codes. */
    public static final int RPA = 01, RPB = 02, RRB = 030;

    /** cks bit 1: the buffer holds a word not yet taken (§4.1). */
    public static final int STATUS_FULL = 0200000;

    /** 400 lines per second [HB], docs/machine.md §3.6. */
    public static final long LINE_US = 2_500;

    private static final int CHANNEL_8 = 0200;

    private final Clock clock;
    private final IoBus bus;
    private final Event lineIn = new Event("reader line", this::readCompleted);

    private byte[] tape = new byte[0];
    private String tapeName = "(no tape)";
    private int position;          // index of the next line under the read head
    private int rb;                // RB, 18 bits
    private int pendingWord;       // what RB will hold when lineIn fires
    private boolean full;          // status bit 1
    private boolean pulseWanted;

    public TapeReader(Clock clock, IoBus bus) {
        this.clock = clock;
        this.bus = bus;
    }

    /** Puts a tape in the reader, positioned at its first line. */
    public void load(byte[] frames, String name) {
        clock.cancel(lineIn);
        tape = frames.clone();
        tapeName = name;
        position = 0;
    }

    /**
     * Puts a tape in the reader with its first {@code linesRead} lines already past the read head:
     * the part a fast load took into core, so the program reads on from where READ IN would have left it.
     */
    public void load(byte[] frames, String name, int linesRead) {
        load(frames, name);
        position = Math.max(0, Math.min(linesRead, tape.length));
    }

    public String tapeName() {
        return tapeName;
    }

    /** Index of the next line to be read (0 = first line of the tape). */
    public int position() {
        return position;
    }

    /** Lines on the tape. */
    public int length() {
        return tape.length;
    }

    /** True while a read is under way: its completion is still to come. */
    public boolean reading() {
        return lineIn.isPending();
    }

    /** True when every line of the tape has passed the read head. */
    public boolean atEnd() {
        return position >= tape.length;
    }

    @Override
    public String stateSection() {
        return "PTR";
    }

    /** The tape first: the position is checked against it. */
    @Override
    public void declareState(Section s) {
        s.contents("TAPE", MAX_TAPE_BYTES, "the tape in the reader, a line a byte", () -> tape.clone(), t -> tape = t.clone())
         .contents("NAME", 4096, "the tape's name, UTF-8", () -> tapeName.getBytes(StandardCharsets.UTF_8),
                 n -> tapeName = new String(n, StandardCharsets.UTF_8))
         .register("POS", 63, Access.SHOWN, "the next line under the read head, counted from 0", () -> position, v -> {
             if (v > tape.length) {
                 throw new IllegalArgumentException("reader position " + v + " is past the tape's " + tape.length + " lines");
             }
             position = (int) v;
         })
         .word("RB", 18, Access.SETTABLE, "reader buffer", () -> rb, v -> rb = v)
         .word("NEXT", 18, Access.INTERNAL, "what RB holds when the read under way completes", () -> pendingWord, v -> pendingWord = v)
         .flag("FULL", Access.SHOWN, "RB holds a word not taken: cks bit 1", () -> full, v -> full = v)
         .flag("PULSE", Access.INTERNAL, "the read asked for a completion pulse", () -> pulseWanted, v -> pulseWanted = v)
         .timer("LINE", "the read under way completes", lineIn, () -> (long) MAX_TAPE_BYTES * LINE_US);
    }

    /** The longest tape a snapshot holds: the largest program file (16 MiB). */
    public static final int MAX_TAPE_BYTES = 16 << 20;

    @Override
    public int[] iotCodes() {
        return new int[] {RPA, RPB, RRB};
    }

    @Override
    public int iot(int instruction, int io, long now) {
        int code = instruction & 077;
        if (code == RRB) {
            full = false;
            return rb;                          // IO was cleared by the CPU (code 30, §2.10)
        }
        clock.cancel(lineIn);
        pulseWanted = Device.wantsCompletionPulse(instruction);
        int start = position;
        int word = code == RPA ? readLine() : readBinaryWord();
        if (word < 0) {
            return io;                          // tape ran out: the reader stops, no completion
        }
        pendingWord = word;
        clock.schedule(lineIn, now + (position - start) * LINE_US);
        return io;
    }

    private void readCompleted(long at) {
        rb = pendingWord;
        if (pulseWanted) {
            full = false;
            bus.completionPulseWithIo(rb);
        } else {
            full = true;
            bus.requestBreak(0);
        }
    }

    /** Next line, all 8 channels, in bits 10-17; -1 at the end of the tape. */
    private int readLine() {
        return position < tape.length ? tape[position++] & 0377 : -1;
    }

    /**
     * Next binary word: lines without channel 8 are skipped; each of the next
     * three lines with channel 8 gives its channels 1-6, first line in bits 0-5.
     * Returns -1 if the tape ends first (position then stays at the end).
     *
     * <p>Also used by hardware READ IN (see {@link Console#readIn}).
     */
    int readBinaryWord() {
        int word = 0;
        int lines = 0;
        while (lines < 3) {
            if (position >= tape.length) {
                return -1;
            }
            int frame = tape[position++] & 0377;
            if ((frame & CHANNEL_8) != 0) {
                word = (word << 6) | (frame & 077);
                lines++;
            }
        }
        return word;
    }

    /** Index of the first line at or after {@code from} that has channel 8 (for messages). */
    int firstChannel8Frame(int from) {
        int i = from;
        while (i < tape.length && (tape[i] & CHANNEL_8) == 0) {
            i++;
        }
        return i;
    }

    @Override
    public int status() {
        return full ? STATUS_FULL : 0;
    }

    @Override
    public void startClear() {
        clock.cancel(lineIn);
        pulseWanted = false;
        full = false;
    }
}
