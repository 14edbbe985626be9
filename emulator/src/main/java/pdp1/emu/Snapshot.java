package pdp1.emu;

import java.io.BufferedOutputStream;
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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import org.apache.commons.io.input.BoundedInputStream;
import pdp1.asm.BoundedFile;
import pdp1.emu.cpu.Cpu;
import pdp1.emu.cpu.SequenceBreak;

/**
 * Saves and restores a machine: options, registers and switches, break state, the clock and
 * the instruction count, and all of core. Device state is NOT included: on restore the
 * attached devices are start-cleared (idle, no pending events).
 *
 * <p>Format (big-endian, as {@link DataOutputStream} writes it):
 * <pre>
 *   8 bytes  magic "PDP1SNAP"
 *   int      format version (2)
 *   int      memory words; byte mul/div; byte 16-channel breaks
 *   long     clock (µs); long instructions executed
 *   int x 9  AC IO PC OV PF SS TW TA IHS-address
 *   byte     flags: 1 EXD, 2 SBM, 4 IOH, 8 IOS, 16 IHS, 32 EXTEND switch
 *   byte x 2 one-channel break request, in progress; int x 3 channels enabled, requested, active
 *   int x N  core, N = memory words, each 0..0777777
 *   4 bytes  end mark "END."
 *   int      CRC-32 of every byte before it
 * </pre>
 * A file is read whole (at most {@link #MAX_BYTES}) and checked completely before anything is
 * restored: its structure, its checksum (a flipped bit anywhere is refused), then every field's
 * range. A short, foreign, damaged or out-of-range file gives an IOException naming the file and
 * the reason, and the machine is left as it was.
 */
public final class Snapshot {

    private static final byte[] MAGIC = "PDP1SNAP".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] END = "END.".getBytes(StandardCharsets.US_ASCII);
    private static final int VERSION = 2;
    /** The largest snapshot: a 64K machine's core and its registers, with room to spare. */
    public static final int MAX_BYTES = 4 * MachineOptions.MAX_WORDS + 1024;
    /** The latest clock a snapshot may hold: 10^9 simulated seconds, as run's --max-time. */
    static final long MAX_CLOCK_US = 1_000_000_000L * 1_000_000L;

    private Snapshot() {
    }

    public static void save(Machine m, Path file) throws IOException {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
            save(m, out);
        }
    }

    public static void save(Machine m, OutputStream stream) throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        write(m, body);
        stream.write(sealed(body.toByteArray()));
        stream.flush();
    }

    private static void write(Machine m, OutputStream stream) throws IOException {
        DataOutputStream out = new DataOutputStream(stream);
        Cpu cpu = m.cpu();
        MachineOptions o = m.options();
        out.write(MAGIC);
        out.writeInt(VERSION);
        out.writeInt(o.memoryWords());
        out.writeBoolean(o.mulDiv());
        out.writeBoolean(o.sixteenChannelBreaks());
        out.writeLong(m.clock().now);
        out.writeLong(cpu.instructionsExecuted());
        for (int register : new int[] {cpu.ac, cpu.io, cpu.pc, cpu.ov, cpu.pf, cpu.ss, cpu.tw, cpu.ta, cpu.ihsAddress}) {
            out.writeInt(register);
        }
        out.writeByte((cpu.extend ? 1 : 0) | (cpu.sbm ? 2 : 0) | (cpu.ioh ? 4 : 0) | (cpu.ios ? 8 : 0)
                | (cpu.ihs ? 16 : 0) | (cpu.extendSwitch ? 32 : 0));
        SequenceBreak sbs = cpu.sequenceBreak();
        out.writeBoolean(!sbs.sixteenChannels() && sbs.requestPending());
        out.writeBoolean(!sbs.sixteenChannels() && sbs.inProgress());
        out.writeInt(sbs.enabledChannels());
        out.writeInt(sbs.requestedChannels());
        out.writeInt(sbs.activeChannels());
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

    /** A new machine with the options and state saved in {@code file}. */
    public static Machine load(Path file) throws IOException {
        return load(new ByteArrayInputStream(readBounded(file)), file.toString());
    }

    /** A new machine from a snapshot stream; {@code name} is used in error messages. */
    public static Machine load(InputStream stream, String name) throws IOException {
        Reader r = new Reader(whole(stream, name), name);
        MachineOptions options = r.header();
        Machine m = new Machine(options);
        r.body(m);
        return m;
    }

    /**
     * Restores {@code file} into an existing machine (its devices stay attached and are
     * start-cleared). The snapshot's options must equal the machine's.
     */
    public static void restore(Machine m, Path file) throws IOException {
        restore(m, new ByteArrayInputStream(readBounded(file)), file.toString());
    }

    public static void restore(Machine m, InputStream stream, String name) throws IOException {
        Reader r = new Reader(whole(stream, name), name);
        MachineOptions options = r.header();
        if (!options.equals(m.options())) {
            throw new IOException(name + ": snapshot of a different machine (" + options
                    + "), this one is " + m.options());
        }
        r.body(m);
    }

    /** The file's bytes, read the one bounded way (a FIFO as it is written, /dev/zero refused). */
    private static byte[] readBounded(Path file) throws IOException {
        BoundedFile.Read read = BoundedFile.read(file, MAX_BYTES, "a snapshot");
        if (read.bytes() == null) {
            throw new IOException(file + ": " + read.refusal());
        }
        return read.bytes();
    }

    /** The stream's bytes, at most {@link #MAX_BYTES} of them. */
    private static byte[] whole(InputStream stream, String name) throws IOException {
        byte[] bytes = stream.readNBytes(MAX_BYTES + 1);
        if (bytes.length > MAX_BYTES) {
            throw new IOException(name + ": too large for a snapshot (more than " + MAX_BYTES + " bytes)");
        }
        return bytes;
    }

    /** Reads the format, counting bytes so errors can say where. */
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
            boolean mulDiv = bool();
            boolean sixteen = bool();
            try {
                return new MachineOptions(words, mulDiv, sixteen);
            } catch (IllegalArgumentException e) {
                throw new IOException(name + ": corrupt at byte " + at + ": " + e.getMessage());
            }
        }

        void body(Machine m) throws IOException {
            long now = longValue();
            long instructions = longValue();
            int[] registers = new int[9];
            for (int i = 0; i < registers.length; i++) {
                registers[i] = integer();
            }
            int flags = unsignedByte();
            boolean request = bool();
            boolean inProgress = bool();
            int enabled = integer();
            int requests = integer();
            int active = integer();
            int[] core = new int[m.core().length];
            int wideAt = -1;
            for (int a = 0; a < core.length; a++) {
                core[a] = integer();
                if ((core[a] & ~Cpu.WORD) != 0 && wideAt < 0) {
                    wideAt = a;
                }
            }
            byte[] end = bytes(END.length);
            if (!Arrays.equals(end, END)) {
                throw new IOException(name + ": corrupt at byte " + (counted.getCount() - END.length) + ": no end mark");
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
            check(now >= 0 && now <= MAX_CLOCK_US, "clock " + now + " µs is outside 0.." + MAX_CLOCK_US);
            check(instructions >= 0, "instruction count " + instructions + " is negative");
            String[] names = {"AC", "IO", "PC", "OV", "PF", "SS", "TW", "TA", "IHS address"};
            int[] limits = {Cpu.WORD, Cpu.WORD, Cpu.ADDRESS16, 1, 077, 077, Cpu.WORD, Cpu.ADDRESS16, Cpu.ADDRESS16};
            for (int i = 0; i < registers.length; i++) {
                check(registers[i] >= 0 && registers[i] <= limits[i], names[i] + " " + Integer.toOctalString(registers[i])
                        + " is out of range (at most " + Integer.toOctalString(limits[i]) + ")");
            }
            check(flags < 64, "flags " + Integer.toOctalString(flags) + " has unknown bits");
            for (int mask : new int[] {enabled, requests, active}) {
                check((mask & ~0177777) == 0, "break channels " + Integer.toOctalString(mask) + " is not 16 bits");
            }
            if (wideAt >= 0) {
                check(false, "word " + Integer.toOctalString(core[wideAt]) + " at address "
                        + Integer.toOctalString(wideAt) + " is not 18 bits");
            }

            Cpu cpu = m.cpu();
            cpu.startClear();                          // devices idle, their events cancelled
            m.clock().now = now;
            cpu.setInstructionsExecuted(instructions);
            cpu.ac = registers[0];
            cpu.io = registers[1];
            cpu.pc = registers[2];
            cpu.ov = registers[3];
            cpu.pf = registers[4];
            cpu.ss = registers[5];
            cpu.tw = registers[6];
            cpu.ta = registers[7];
            cpu.ihsAddress = registers[8];
            cpu.extend = (flags & 1) != 0;
            cpu.sbm = (flags & 2) != 0;
            cpu.ioh = (flags & 4) != 0;
            cpu.ios = (flags & 8) != 0;
            cpu.ihs = (flags & 16) != 0;
            cpu.extendSwitch = (flags & 32) != 0;
            cpu.sequenceBreak().restore(request, inProgress, enabled, requests, active);
            System.arraycopy(core, 0, m.core(), 0, core.length);
        }

        /** A field out of range in a sound file: written by something else, or by a bug. */
        private void check(boolean fine, String what) throws IOException {
            if (!fine) {
                throw new IOException(name + ": out of range: " + what);
            }
        }

        private byte[] bytes(int n) throws IOException {
            byte[] b = new byte[n];
            try {
                in.readFully(b);
            } catch (EOFException e) {
                throw truncated();
            }
            return b;
        }

        private int integer() throws IOException {
            try {
                return in.readInt();
            } catch (EOFException e) {
                throw truncated();
            }
        }

        private long longValue() throws IOException {
            try {
                return in.readLong();
            } catch (EOFException e) {
                throw truncated();
            }
        }

        private int unsignedByte() throws IOException {
            int b = in.read();
            if (b < 0) {
                throw truncated();
            }
            return b;
        }

        private boolean bool() throws IOException {
            return unsignedByte() != 0;
        }

        private IOException truncated() {
            return new IOException(name + ": truncated at byte " + counted.getCount());
        }
    }
}
