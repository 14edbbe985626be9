package pdp1.emu.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import pdp1.emu.time.Event;

/**
 * Every piece of a machine's state, each declared once by the part that owns it: registers
 * (a value of a given width), timers (a device completion that may be pending on the clock) and
 * contents (a buffer of bytes: a tape, the keys queued, the paper). Names are the section's and
 * the item's joined by a dot ({@code TTY.BUF}); the processor's section has no name, so its
 * registers are plain {@code AC}, {@code PC}. Lookups ignore case.
 *
 * <p>The table reads and writes the live machine through the accessors it was given; it holds no
 * values of its own. Built when asked for (a snapshot, a debugger command, a panel), never on the
 * machine's hot path.
 */
public final class StateTable {

    /** Who may see and set a register. */
    public enum Access {
        /** Shown by the debugger's {@code r} and set by its {@code set}: the console's registers and switches. */
        SETTABLE,
        /** Shown, not set: flip-flops a person watches (IOH, the lamps), the clock. */
        SHOWN,
        /** Saved and restored, shown only by {@code r all}: bookkeeping such as when a print began. */
        INTERNAL
    }

    /**
     * A value of {@code bits} bits (1..63), read and written through the machine's own fields.
     * A write outside 0..2^bits-1 is an IllegalArgumentException.
     */
    public record Register(String name, int bits, String description, Access access,
                           LongSupplier reader, LongConsumer writer) {

        public Register {
            if (bits < 1 || bits > 63) {
                throw new IllegalArgumentException(name + ": a register has 1..63 bits, not " + bits);
            }
        }

        public long value() {
            return reader.getAsLong();
        }

        public long max() {
            return (1L << bits) - 1;
        }

        public boolean fits(long v) {
            return v >= 0 && v <= max();
        }

        public void set(long v) {
            if (!fits(v)) {
                throw new IllegalArgumentException(name + " is " + bits + (bits == 1 ? " bit" : " bits")
                        + ", " + Long.toOctalString(v) + " does not fit");
            }
            writer.accept(v);
        }
    }

    /**
     * A device completion: an {@link Event} that may be pending on the machine's clock, never
     * more than {@code horizonUs} after the clock (the device's longest delay): a snapshot with it
     * due later than that, or before the clock, is refused.
     */
    public record Timer(String name, String description, Event event, LongSupplier horizonUs) {
    }

    /**
     * A buffer of at most {@code maxBytes} bytes. The writer may refuse contents that do not
     * make sense with IllegalArgumentException.
     */
    public record Contents(String name, String description, int maxBytes,
                           Supplier<byte[]> reader, Consumer<byte[]> writer) {
    }

    private final List<Register> registers = new ArrayList<>();
    private final List<Timer> timers = new ArrayList<>();
    private final List<Contents> contents = new ArrayList<>();
    private final Map<String, Long> pastTimes = new LinkedHashMap<>();

    /** Adds {@code part}'s section. */
    public StateTable add(Stateful part) {
        part.declareState(section(part.stateSection()));
        return this;
    }

    /** A section whose items are named {@code name.ITEM}, or plain {@code ITEM} when name is empty. */
    public Section section(String name) {
        return new Section(name.isEmpty() ? "" : name + ".");
    }

    public List<Register> registers() {
        return Collections.unmodifiableList(registers);
    }

    public List<Timer> timers() {
        return Collections.unmodifiableList(timers);
    }

    public List<Contents> contents() {
        return Collections.unmodifiableList(contents);
    }

    /**
     * The registers that hold a time never after the clock ({@link Section#pastTime}), each with
     * what its stored value exceeds the time by (1 for a time that may be -1, never).
     */
    public Map<String, Long> pastTimes() {
        return Collections.unmodifiableMap(pastTimes);
    }

    public Optional<Register> register(String name) {
        return registers.stream().filter(r -> r.name().equalsIgnoreCase(name)).findFirst();
    }

    /** The register called {@code name}; an IllegalArgumentException when there is none (a programming error). */
    public Register require(String name) {
        return register(name).orElseThrow(() -> new IllegalArgumentException("no register " + name));
    }

    public Optional<Contents> contents(String name) {
        return contents.stream().filter(c -> c.name().equalsIgnoreCase(name)).findFirst();
    }

    /** The registers a person may set, as their names, for messages. */
    public List<String> settableNames() {
        return registers.stream().filter(r -> r.access() == Access.SETTABLE)
                .map(r -> r.name().toLowerCase(Locale.ROOT)).toList();
    }

    private void checkNew(String name) {
        boolean taken = registers.stream().anyMatch(r -> r.name().equalsIgnoreCase(name))
                || timers.stream().anyMatch(t -> t.name().equalsIgnoreCase(name))
                || contents.stream().anyMatch(c -> c.name().equalsIgnoreCase(name));
        if (taken) {
            throw new IllegalStateException("state item " + name + " declared twice");
        }
    }

    /** Where one part declares its items. */
    public final class Section {
        private final String prefix;

        private Section(String prefix) {
            this.prefix = prefix;
        }

        public Section register(String name, int bits, Access access, String description,
                                LongSupplier reader, LongConsumer writer) {
            String full = prefix + name;
            checkNew(full);
            registers.add(new Register(full, bits, description, access, reader, writer));
            return this;
        }

        /** An int register of up to 31 bits. */
        public Section word(String name, int bits, Access access, String description,
                            IntSupplier reader, IntConsumer writer) {
            return register(name, bits, access, description, reader::getAsInt, v -> writer.accept((int) v));
        }

        /** A one-bit flip-flop. */
        public Section flag(String name, Access access, String description,
                            BooleanSupplier reader, Consumer<Boolean> writer) {
            return register(name, 1, access, description, () -> reader.getAsBoolean() ? 1 : 0, v -> writer.accept(v != 0));
        }

        /** A count or a time that starts at -1 ("never"): stored as value + 1 in 63 bits. */
        public Section moment(String name, Access access, String description,
                              LongSupplier reader, LongConsumer writer) {
            return register(name, 63, access, description, () -> reader.getAsLong() + 1, v -> writer.accept(v - 1));
        }

        /** A timer due at most {@code horizonUs} after the clock ({@link Timer}). */
        public Section timer(String name, String description, Event event, LongSupplier horizonUs) {
            String full = prefix + name;
            checkNew(full);
            timers.add(new Timer(full, description, event, horizonUs));
            return this;
        }

        /**
         * A time in µs at which something last happened, so never after the clock; -1 (never)
         * when {@code never} is true, stored as value + 1 as {@link #moment} does. A snapshot with it
         * after the clock is refused.
         */
        public Section pastTime(String name, boolean never, Access access, String description,
                                LongSupplier reader, LongConsumer writer) {
            pastTimes.put(prefix + name, never ? 1L : 0L);
            return never ? moment(name, access, description, reader, writer)
                    : register(name, 63, access, description, reader, writer);
        }

        public Section contents(String name, int maxBytes, String description,
                                Supplier<byte[]> reader, Consumer<byte[]> writer) {
            String full = prefix + name;
            checkNew(full);
            contents.add(new Contents(full, description, maxBytes, reader, writer));
            return this;
        }
    }
}
