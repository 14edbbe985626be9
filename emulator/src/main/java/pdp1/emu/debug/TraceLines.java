package pdp1.emu.debug;

import java.io.IOException;
import java.io.UncheckedIOException;
import pdp1.emu.cpu.Disassembler;
import pdp1.emu.cpu.TraceSink;

/**
 * Writes one line per instruction in the column order of SIMH's
 * {@code show cpu history} (architecture.md, "--trace"): PC OV AC IO PF EA
 * instruction [operand], registers as they were before the instruction, e.g.
 * {@code 000105 0 000000 000000 00 000114 lac 114 000000}. It allocates per
 * line; only a traced run pays for that.
 */
final class TraceLines implements TraceSink {

    private final Appendable out;
    private final StringBuilder line = new StringBuilder(80);

    TraceLines(Appendable out) {
        this.out = out;
    }

    @Override
    public void instruction(int pc, int ov, int ac, int io, int pf, int instruction, int ea, int operand) {
        line.setLength(0);
        octal(pc, 6).append(' ').append(ov).append(' ');
        octal(ac, 6).append(' ');
        octal(io, 6).append(' ');
        octal(pf, 2).append(' ');
        if (ea >= 0) {
            octal(ea, 6);
        } else {
            line.append("      ");
        }
        line.append(' ').append(Disassembler.disassemble(instruction));
        if (operand >= 0) {
            line.append(' ');
            octal(operand, 6);
        }
        line.append(System.lineSeparator());
        try {
            out.append(line);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private StringBuilder octal(int value, int digits) {
        String s = Integer.toOctalString(value);
        for (int i = s.length(); i < digits; i++) {
            line.append('0');
        }
        return line.append(s);
    }
}
