package pdp1.cli;

import pdp1.emu.Machine;
import pdp1.emu.state.StateListing;

/**
 * The {@code run --dump} format: every register of the state table a line ({@code pc 000111},
 * {@code tty.buf 00}; the clock and counts in decimal), every timer, then core eight words a line.
 */
final class CoreDump {

    private CoreDump() {
    }

    static String of(Machine m) {
        StringBuilder b = new StringBuilder(StateListing.oneALine(m.state()));
        int[] core = m.core();
        b.append("core ").append(core.length).append(" words\n");
        for (int a = 0; a < core.length; a += 8) {
            b.append(octal(a, 6)).append(':');
            for (int i = a; i < a + 8 && i < core.length; i++) {
                b.append(' ').append(octal(core[i], 6));
            }
            b.append('\n');
        }
        return b.toString();
    }

    static String octal(int value, int digits) {
        String s = Integer.toOctalString(value);
        return s.length() >= digits ? s : "0".repeat(digits - s.length()) + s;
    }
}
