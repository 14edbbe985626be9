package pdp1.emu.state;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import pdp1.emu.state.StateTable.Register;

/**
 * The state table as text, the one way the debugger's {@code r} and {@code run --dump} show it:
 * a register as octal of its width (a 63-bit count or time in decimal), a timer as when it is due,
 * a buffer as its size.
 */
public final class StateListing {

    private StateListing() {
    }

    /** Octal with as many digits as the width needs (PC 16 bits: 6), or decimal for 63 bits. */
    public static String value(Register r) {
        long v = r.value();
        if (r.bits() == 63) {
            return Long.toString(v);
        }
        String s = Long.toOctalString(v);
        int digits = (r.bits() + 2) / 3;
        return s.length() >= digits ? s : "0".repeat(digits - s.length()) + s;
    }

    /** Lines of {@link #sections} are wrapped before this many characters. */
    public static final int WIDTH = 80;

    /**
     * A section a paragraph ({@code TTY  BUF 00  UC 0 ...}; the processor's without a label),
     * each item as {@code NAME value}, wrapped at {@link #WIDTH} with the rest indented.
     *
     * @param which     the registers to show
     * @param devices   timers and buffers too
     * @param shown     a register's value as shown (the debugger adds a PC's label)
     */
    public static List<String> sections(StateTable table, Predicate<Register> which, boolean devices,
                                        Function<Register, String> shown) {
        Map<String, List<String>> bySection = new LinkedHashMap<>();
        for (Register r : table.registers()) {
            if (which.test(r)) {
                bySection.computeIfAbsent(section(r.name()), k -> new ArrayList<>()).add(item(r.name()) + " " + shown.apply(r));
            }
        }
        if (devices) {
            for (StateTable.Timer t : table.timers()) {
                bySection.computeIfAbsent(section(t.name()), k -> new ArrayList<>()).add(item(t.name())
                        + (t.event().isPending() ? " due at " + t.event().dueAt() + " us" : " idle"));
            }
            for (StateTable.Contents c : table.contents()) {
                int n = c.reader().get().length;
                bySection.computeIfAbsent(section(c.name()), k -> new ArrayList<>()).add(item(c.name())
                        + " " + n + (n == 1 ? " byte" : " bytes"));
            }
        }
        List<String> lines = new ArrayList<>();
        bySection.forEach((section, items) -> wrap(section.isEmpty() ? "" : section + "  ", items, lines));
        return lines;
    }

    private static void wrap(String label, List<String> items, List<String> lines) {
        String indent = " ".repeat(label.length());
        StringBuilder line = new StringBuilder(label);
        for (String item : items) {
            if (line.length() > label.length() && line.length() + 2 + item.length() > WIDTH) {
                lines.add(line.toString());
                line = new StringBuilder(indent);
            }
            if (line.length() > label.length()) {
                line.append("  ");
            }
            line.append(item);
        }
        lines.add(line.toString());
    }

    /** Every register a line, {@code name value} in lower case, then every timer: a file to compare. */
    public static String oneALine(StateTable table) {
        StringBuilder b = new StringBuilder();
        for (Register r : table.registers()) {
            b.append(r.name().toLowerCase(Locale.ROOT)).append(' ').append(value(r)).append('\n');
        }
        for (StateTable.Timer t : table.timers()) {
            b.append(t.name().toLowerCase(Locale.ROOT)).append(' ')
                    .append(t.event().isPending() ? "due " + t.event().dueAt() : "idle").append('\n');
        }
        return b.toString();
    }

    private static String section(String name) {
        int dot = name.indexOf('.');
        return dot < 0 ? "" : name.substring(0, dot);
    }

    private static String item(String name) {
        return name.substring(name.indexOf('.') + 1);
    }
}
