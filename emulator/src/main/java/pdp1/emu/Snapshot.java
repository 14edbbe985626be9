package pdp1.emu;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.zip.CRC32;
import org.apache.commons.io.input.BoundedInputStream;
import pdp1.asm.BoundedFile;
import pdp1.emu.cpu.Cpu;
import pdp1.emu.file.OutputFile;
import pdp1.emu.state.StateTable;
import pdp1.emu.time.Event;

/**
 * The whole machine saved to bytes and put back: every item of its {@link StateTable} (the
 * processor's registers and flip-flops, the break system, the clock, and each device's registers,
 * pending completions and buffers: the tape in the reader and its position, what was punched, the
 * keys queued, the typewriter's paper) and all of core. A machine restored from a snapshot runs on
 * exactly as the saved one would have: the same output, the same cycle count.
 *
 * <p>Format, version 3 (big-endian, as {@link DataOutputStream} writes it; docs/emulator.md,
 * "Snapshots"):
 * <pre>
 *   8 bytes  magic "PDP1SNAP"
 *   int      format version (3)
 *   int      memory words; byte mul/div; byte 16-channel breaks
 *   int      K; K x (UTF key, UTF text)                          notes: who saved it, which program
 *   int      R; R x (UTF name, byte bits, long value)            the registers
 *   int      T; T x (UTF name, int order or -1 if idle, long due µs)  the timers
 *   int      C; C x (UTF name, int length, bytes)                the contents
 *   int x N  core, N = memory words, each 0..0777777
 *   4 bytes  end mark "END."
 *   int      CRC-32 of every byte before it
 * </pre>
 * A timer's order is its place among the pending ones in the order they were scheduled, which
 * decides between completions due at the same µs.
 *
 * <p>A file is read whole (at most {@link #MAX_BYTES}) and checked completely before anything is
 * restored: its structure, its checksum (a flipped bit anywhere is refused), that it names exactly
 * this machine's items with their widths, and every value's range. Should a device still refuse a
 * value (a reader position past its tape), the machine is put back as it was. Every failure is an
 * IOException naming the file and the reason.
 */
public final class Snapshot {

    private static final byte[] MAGIC = "PDP1SNAP".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] END = "END.".getBytes(StandardCharsets.US_ASCII);
    private static final int VERSION = 3;
    /** The largest snapshot: a 64K core, two full tapes, the paper and the keys, with room to spare. */
    public static final int MAX_BYTES = 80 << 20;
    /** The note that names the program a snapshot runs: a game resumes only its own. */
    public static final String NOTE_PROGRAM = "program";
    /** The note that names what saved it. */
    public static final String NOTE_SAVED_BY = "saved-by";
    /** The latest clock a snapshot may hold: 10^9 simulated seconds, as run's --max-time. */
    static final long MAX_CLOCK_US = 1_000_000_000L * 1_000_000L;

    private final String name;
    private final MachineOptions options;
    private final Map<String, String> notes;
    private final Map<String, Long> registers;       // upper-case name -> value
    private final Map<String, Integer> bits;
    private final Map<String, long[]> timers;        // name -> {order, due}
    private final Map<String, byte[]> contents;
    private final int[] core;

    private Snapshot(String name, MachineOptions options, Map<String, String> notes, Map<String, Long> registers,
                     Map<String, Integer> bits, Map<String, long[]> timers, Map<String, byte[]> contents, int[] core) {
        this.name = name;
        this.options = options;
        this.notes = notes;
        this.registers = registers;
        this.bits = bits;
        this.timers = timers;
        this.contents = contents;
        this.core = core;
    }

    // ---- saving -------------------------------------------------------------------------

    /**
     * Saves {@code m} to {@code file} through {@link OutputFile} (written beside it, synced and
     * moved into place, so a failed save leaves the old file; a device is written, not replaced).
     * Refused in the middle of an instruction stepped by memory cycles.
     *
     * @param command what saves ("save", "--save-on-exit"), named in the message of a failure
     */
    public static void save(Machine m, Path file, String command) throws IOException {
        save(m, file, Map.of(), command);
    }

    /** As {@link #save(Machine, Path, String)}, with notes ({@link #bytes(Machine, Map)}). */
    public static void save(Machine m, Path file, Map<String, String> notes, String command) throws IOException {
        byte[] bytes;
        try {
            bytes = bytes(m, notes);
        } catch (IOException e) {
            throw new IOException(command + ": cannot save to " + file + ": " + e.getMessage(), e);
        }
        OutputFile.writeWhole(command, file, out -> out.write(bytes));
    }

    public static void save(Machine m, OutputStream stream) throws IOException {
        stream.write(bytes(m));
        stream.flush();
    }

    /** The snapshot of {@code m} as bytes, with no notes. */
    public static byte[] bytes(Machine m) throws IOException {
        return bytes(m, Map.of());
    }

    /**
     * The snapshot of {@code m} as bytes, with {@code notes} kept beside the machine: what saved
     * it and which program it runs, for a command that resumes only its own program.
     */
    public static byte[] bytes(Machine m, Map<String, String> notes) throws IOException {
        if (!m.atInstructionBoundary()) {
            throw new IOException("the machine is in the middle of an instruction (stepped a memory cycle at a time):"
                    + " finish it first (SINGLE INST or CONTINUE)");
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        write(m, m.state(), notes, new DataOutputStream(body));
        return sealed(body.toByteArray());
    }

    private static void write(Machine m, StateTable table, Map<String, String> notes, DataOutputStream out)
            throws IOException {
        MachineOptions o = m.options();
        out.write(MAGIC);
        out.writeInt(VERSION);
        out.writeInt(o.memoryWords());
        out.writeBoolean(o.mulDiv());
        out.writeBoolean(o.sixteenChannelBreaks());
        out.writeInt(notes.size());
        for (Map.Entry<String, String> note : new java.util.TreeMap<>(notes).entrySet()) {
            out.writeUTF(note.getKey());
            out.writeUTF(note.getValue());
        }
        out.writeInt(table.registers().size());
        for (StateTable.Register r : table.registers()) {
            out.writeUTF(r.name());
            out.writeByte(r.bits());
            out.writeLong(r.value());
        }
        List<Event> pending = m.clock().pendingInScheduleOrder();
        for (Event e : pending) {
            if (table.timers().stream().noneMatch(t -> t.event() == e)) {
                throw new IOException("cannot save: " + e.name() + " is pending and belongs to no part of the state table");
            }
        }
        out.writeInt(table.timers().size());
        for (StateTable.Timer t : table.timers()) {
            out.writeUTF(t.name());
            out.writeInt(pending.indexOf(t.event()));
            out.writeLong(t.event().isPending() ? t.event().dueAt() : -1);
        }
        out.writeInt(table.contents().size());
        for (StateTable.Contents c : table.contents()) {
            byte[] data = c.reader().get();
            out.writeUTF(c.name());
            out.writeInt(data.length);
            out.write(data);
        }
        for (int word : m.core()) {
            out.writeInt(word);
        }
        out.write(END);
        out.flush();
    }

    /** Adds the checksum to what {@link #write} produced. */
    private static byte[] sealed(byte[] body) {
        CRC32 crc = new CRC32();
        crc.update(body);
        return ByteBuffer.allocate(body.length + 4).put(body).putInt((int) crc.getValue()).array();
    }

    // ---- reading ------------------------------------------------------------------------

    /** Reads and checks {@code file}'s structure and checksum; nothing is restored yet. */
    public static Snapshot read(Path file) throws IOException {
        BoundedFile.Read read = BoundedFile.read(file, MAX_BYTES, "a snapshot");
        if (read.bytes() == null) {
            throw new IOException(file + ": " + read.refusal());
        }
        return parse(read.bytes(), file.toString());
    }

    /** As {@link #read(Path)} from a stream; {@code name} is used in error messages. */
    public static Snapshot read(InputStream stream, String name) throws IOException {
        byte[] bytes = stream.readNBytes(MAX_BYTES + 1);
        if (bytes.length > MAX_BYTES) {
            throw new IOException(name + ": too large for a snapshot (more than " + MAX_BYTES + " bytes)");
        }
        return parse(bytes, name);
    }

    /** The options of the machine it was saved from: build one like it to restore into. */
    public MachineOptions options() {
        return options;
    }

    /** A note saved with the machine ({@link #bytes(Machine, Map)}), or null. */
    public String note(String key) {
        return notes.get(key);
    }

    /** The name the snapshot was read under (its file), for messages. */
    public String name() {
        return name;
    }

    /** The saved value of a register, by name (any case); null when it has none such. */
    public Long register(String registerName) {
        return registers.get(registerName.toUpperCase(Locale.ROOT));
    }

    /** A new bare machine (no devices) from a snapshot of one. */
    public static Machine load(Path file) throws IOException {
        return read(file).newBareMachine();
    }

    /** A new bare machine from a snapshot stream; {@code name} is used in error messages. */
    public static Machine load(InputStream stream, String name) throws IOException {
        return read(stream, name).newBareMachine();
    }

    private Machine newBareMachine() throws IOException {
        Machine m = new Machine(options);
        restoreInto(m);
        return m;
    }

    /** Restores {@code file} into {@code m}, which must have the same options and devices. */
    public static void restore(Machine m, Path file) throws IOException {
        read(file).restoreInto(m);
    }

    public static void restore(Machine m, InputStream stream, String name) throws IOException {
        read(stream, name).restoreInto(m);
    }

    /**
     * Puts the saved state into {@code m}: checked against its state table first (a machine with
     * other options or devices is refused), then applied; the machine is unchanged on failure.
     */
    public void restoreInto(Machine m) throws IOException {
        if (!options.equals(m.options())) {
            throw new IOException(name + ": snapshot of a different machine (" + options + "), this one is " + m.options());
        }
        StateTable table = m.state();
        check(table);
        m.cpu().abandonCycles();
        byte[] before = bytes(m, Map.of());
        try {
            apply(m, table);
        } catch (IllegalArgumentException refused) {
            Snapshot old = parse(before, "the machine before the restore");
            old.apply(m, m.state());
            throw new IOException(name + ": out of range: " + refused.getMessage());
        }
    }

    /** Everything the table has and the snapshot has, with the same widths and in range. */
    private void check(StateTable table) throws IOException {
        sameNames("register", registers.keySet(), table.registers().stream().map(StateTable.Register::name).toList());
        sameNames("timer", timers.keySet(), table.timers().stream().map(StateTable.Timer::name).toList());
        sameNames("buffer", contents.keySet(), table.contents().stream().map(StateTable.Contents::name).toList());
        for (StateTable.Register r : table.registers()) {
            String key = r.name().toUpperCase(Locale.ROOT);
            int saved = bits.get(key);
            if (saved != r.bits()) {
                throw new IOException(name + ": " + r.name() + " is " + saved + " bits there and " + r.bits() + " here");
            }
            long v = registers.get(key);
            outOfRange(!r.fits(v), r.name() + " " + Long.toOctalString(v) + " is out of range (at most "
                    + Long.toOctalString(r.max()) + ")");
        }
        long clock = registers.get("CLOCK");
        outOfRange(clock > MAX_CLOCK_US, "CLOCK " + clock + " µs is later than any run reaches (" + MAX_CLOCK_US + ")");
        for (Map.Entry<String, Long> p : table.pastTimes().entrySet()) {
            long at = registers.get(p.getKey().toUpperCase(Locale.ROOT)) - p.getValue();
            outOfRange(at > clock, p.getKey() + " (when it last happened) is " + at + " µs, after the clock ("
                    + clock + " µs)");
        }
        Map<String, Long> horizons = new HashMap<>();
        for (StateTable.Timer t : table.timers()) {
            horizons.put(t.name().toUpperCase(Locale.ROOT), t.horizonUs().getAsLong());
        }
        List<Long> orders = new ArrayList<>();
        for (Map.Entry<String, long[]> t : timers.entrySet()) {
            long order = t.getValue()[0];
            long due = t.getValue()[1];
            if (order >= 0) {
                orders.add(order);
                outOfRange(due < clock || due > MAX_CLOCK_US, t.getKey() + " is due at " + due + " µs, the clock is at " + clock);
                long horizon = horizons.getOrDefault(t.getKey(), 0L);
                outOfRange(due - clock > horizon, t.getKey() + " is due " + (due - clock) + " µs after the clock ("
                        + clock + " µs), more than its device ever waits (" + horizon + " µs)");
            } else {
                outOfRange(due != -1, t.getKey() + " is idle and due at " + due);
            }
        }
        orders.sort(null);
        for (int i = 0; i < orders.size(); i++) {
            outOfRange(orders.get(i) != i, "the pending timers' order is not 0.." + (orders.size() - 1));
        }
        for (StateTable.Contents c : table.contents()) {
            int length = contents.get(c.name().toUpperCase(Locale.ROOT)).length;
            outOfRange(length > c.maxBytes(), c.name() + " holds " + length + " bytes, at most " + c.maxBytes());
        }
        for (int a = 0; a < core.length; a++) {
            outOfRange((core[a] & ~Cpu.WORD) != 0, "word " + Integer.toOctalString(core[a]) + " at address "
                    + Integer.toOctalString(a) + " is not 18 bits");
        }
    }

    private void sameNames(String kind, Set<String> saved, List<String> here) throws IOException {
        Set<String> wanted = new HashSet<>();
        for (String n : here) {
            String key = n.toUpperCase(Locale.ROOT);
            wanted.add(key);
            if (!saved.contains(key)) {
                throw new IOException(name + ": has no " + kind + " " + n + ", which this machine has"
                        + " (saved by another version, or from a machine with other devices)");
            }
        }
        for (String n : saved) {
            if (!wanted.contains(n)) {
                throw new IOException(name + ": saved from a machine with a " + kind + " " + n + ", which this one lacks");
            }
        }
    }

    private void outOfRange(boolean bad, String what) throws IOException {
        if (bad) {
            throw new IOException(name + ": out of range: " + what);
        }
    }

    /** Writes the checked values into the machine; a device's refusal is an IllegalArgumentException. */
    private void apply(Machine m, StateTable table) {
        m.clock().cancelAll();
        System.arraycopy(core, 0, m.core(), 0, core.length);
        for (StateTable.Contents c : table.contents()) {
            c.writer().accept(contents.get(c.name().toUpperCase(Locale.ROOT)));
        }
        for (StateTable.Register r : table.registers()) {
            r.set(registers.get(r.name().toUpperCase(Locale.ROOT)));
        }
        StateTable.Timer[] inOrder = new StateTable.Timer[table.timers().size()];
        for (StateTable.Timer t : table.timers()) {
            long[] saved = timers.get(t.name().toUpperCase(Locale.ROOT));
            if (saved[0] >= 0) {
                inOrder[(int) saved[0]] = t;
            }
        }
        for (StateTable.Timer t : inOrder) {
            if (t != null) {
                m.clock().schedule(t.event(), timers.get(t.name().toUpperCase(Locale.ROOT))[1]);
            }
        }
        m.cpu().forgetRunControl();
    }

    /** Reads the format, counting bytes so errors can say where. */
    private static Snapshot parse(byte[] file, String name) throws IOException {
        Reader r = new Reader(file, name);
        MachineOptions options = r.header();
        Map<String, String> notes = new LinkedHashMap<>();
        int n = r.count("notes", 4096);
        for (int i = 0; i < n; i++) {
            String key = r.text();
            if (notes.put(key, r.text()) != null) {
                throw new IOException(name + ": the note " + key + " is there twice");
            }
        }
        Map<String, Long> registers = new LinkedHashMap<>();
        Map<String, Integer> bits = new LinkedHashMap<>();
        n = r.count("registers", 4096);
        for (int i = 0; i < n; i++) {
            String key = r.uniqueName(registers.keySet());
            bits.put(key, r.unsignedByte());
            registers.put(key, r.longValue());
        }
        Map<String, long[]> timers = new LinkedHashMap<>();
        n = r.count("timers", 4096);
        for (int i = 0; i < n; i++) {
            String key = r.uniqueName(timers.keySet());
            timers.put(key, new long[] {r.integer(), r.longValue()});
        }
        Map<String, byte[]> contents = new LinkedHashMap<>();
        n = r.count("buffers", 4096);
        for (int i = 0; i < n; i++) {
            String key = r.uniqueName(contents.keySet());
            contents.put(key, r.bytes(r.count("bytes of " + key, MAX_BYTES)));
        }
        int[] core = new int[options.memoryWords()];
        for (int a = 0; a < core.length; a++) {
            core[a] = r.integer();
        }
        r.endAndChecksum();
        if (!registers.containsKey("CLOCK")) {
            throw new IOException(name + ": has no register CLOCK");
        }
        return new Snapshot(name, options, notes, registers, bits, timers, contents, core);
    }

    private static final class Reader {
        private final byte[] file;
        private final BoundedInputStream counted;      // no bound: Commons IO's byte counter
        private final DataInputStream in;
        private final String name;

        Reader(byte[] file, String name) throws IOException {
            this.file = file;
            this.counted = BoundedInputStream.builder().setInputStream(new ByteArrayInputStream(file)).get();
            this.in = new DataInputStream(counted);
            this.name = name;
        }

        MachineOptions header() throws IOException {
            int head = Math.min(MAGIC.length, file.length);
            if (!Arrays.equals(file, 0, head, MAGIC, 0, head)) {
                throw new IOException(name + ": not a PDP-1 snapshot (no PDP1SNAP header)");
            }
            byte[] magic = bytes(MAGIC.length);
            if (!Arrays.equals(magic, MAGIC)) {
                throw new IOException(name + ": not a PDP-1 snapshot (no PDP1SNAP header)");
            }
            int version = integer();
            if (version != VERSION) {
                throw new IOException(name + ": snapshot format version " + version + ", this program reads " + VERSION);
            }
            long at = counted.getCount();
            int words = integer();
            boolean mulDiv = unsignedByte() != 0;
            boolean sixteen = unsignedByte() != 0;
            try {
                return new MachineOptions(words, mulDiv, sixteen);
            } catch (IllegalArgumentException e) {
                throw corrupt(at, e.getMessage());
            }
        }

        int count(String what, int most) throws IOException {
            long at = counted.getCount();
            int n = integer();
            if (n < 0 || n > most || n > file.length) {
                throw corrupt(at, n + " " + what);
            }
            return n;
        }

        String uniqueName(Set<String> seen) throws IOException {
            long at = counted.getCount();
            String key = text().toUpperCase(Locale.ROOT);
            if (key.isEmpty() || seen.contains(key)) {
                throw corrupt(at, key.isEmpty() ? "an empty name" : key + " twice");
            }
            return key;
        }

        String text() throws IOException {
            long at = counted.getCount();
            try {
                return in.readUTF();
            } catch (EOFException e) {
                throw truncated();
            } catch (IOException e) {
                throw corrupt(at, "a text that is no UTF-8");
            }
        }

        void endAndChecksum() throws IOException {
            byte[] end = bytes(END.length);
            if (!Arrays.equals(end, END)) {
                throw corrupt(counted.getCount() - END.length, "no end mark");
            }
            int sealedLength = (int) counted.getCount();
            int checksum = integer();
            if (in.read() != -1) {
                throw new IOException(name + ": unexpected data after the checksum at byte " + (counted.getCount() - 1));
            }
            CRC32 crc = new CRC32();
            crc.update(file, 0, sealedLength);
            if ((int) crc.getValue() != checksum) {
                throw new IOException(name + ": damaged: its checksum does not match its contents");
            }
        }

        private IOException corrupt(long at, String what) {
            return new IOException(name + ": corrupt at byte " + at + ": " + what);
        }

        byte[] bytes(int n) throws IOException {
            byte[] b = new byte[n];
            try {
                in.readFully(b);
            } catch (EOFException e) {
                throw truncated();
            }
            return b;
        }

        int integer() throws IOException {
            try {
                return in.readInt();
            } catch (EOFException e) {
                throw truncated();
            }
        }

        long longValue() throws IOException {
            try {
                return in.readLong();
            } catch (EOFException e) {
                throw truncated();
            }
        }

        int unsignedByte() throws IOException {
            int b = in.read();
            if (b < 0) {
                throw truncated();
            }
            return b;
        }

        private IOException truncated() {
            return new IOException(name + ": truncated at byte " + counted.getCount());
        }
    }
}
