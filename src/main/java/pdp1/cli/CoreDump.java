package pdp1.cli;

import pdp1.emu.Machine;
import pdp1.emu.cpu.Cpu;

/** The {@code run --dump} format: one register a line, then core eight words a line, all octal. */
final class CoreDump {

    private CoreDump() {
    }

    static String of(Machine m) {
        Cpu c = m.cpu();
        StringBuilder b = new StringBuilder();
        b.append("pc ").append(octal(c.pc, 6)).append('\n');
        b.append("ac ").append(octal(c.ac, 6)).append('\n');
        b.append("io ").append(octal(c.io, 6)).append('\n');
        b.append("ov ").append(c.ov).append('\n');
        b.append("pf ").append(octal(c.pf, 2)).append('\n');
        b.append("ss ").append(octal(c.ss, 2)).append('\n');
        b.append("tw ").append(octal(c.tw, 6)).append('\n');
        b.append("sbm ").append(c.sbm ? 1 : 0).append('\n');
        b.append("exd ").append(c.extend ? 1 : 0).append('\n');
        b.append("clock_us ").append(m.clock().now).append('\n');
        b.append("instructions ").append(m.instructionsExecuted()).append('\n');
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
