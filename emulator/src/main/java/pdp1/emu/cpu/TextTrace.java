package pdp1.emu.cpu;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Writes one line per instruction in the column order of SIMH's {@code show cpu history}
 * (PC OV AC IO PF EA instruction [operand]), all octal, registers as before the instruction:
 * <pre>
 * 000200 0 000001 000000 00 000100 lac 100 000001
 * 000201 0 000001 000000 00        cla
 * </pre>
 * EA and the operand (C(EA) after the instruction) are shown for memory-reference instructions
 * only; otherwise the EA column is blank, as in SIMH, so the columns line up.
 */
public final class TextTrace implements TraceSink {

    private final Appendable out;
    private final StringBuilder line = new StringBuilder(64);

    public TextTrace(Appendable out) {
        this.out = out;
    }

    @Override
    public void instruction(int pc, int ov, int ac, int io, int pf, int instruction, int ea, int operand) {
        line.setLength(0);
        octal(pc, 6).append(' ');
        octal(ov, 1).append(' ');
        octal(ac, 6).append(' ');
        octal(io, 6).append(' ');
        octal(pf, 2).append(' ');
        if (ea >= 0) {
            octal(ea, 6);
        } else {
            line.append("      ");
        }
        line.append(' ').append(Disassembler.disassemble(instruction));
        if (ea >= 0) {
            line.append(' ');
            octal(operand, 6);
        }
        line.append('\n');
        try {
            out.append(line);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the trace: " + e.getMessage(), e);
        }
    }

    private StringBuilder octal(int value, int digits) {
        for (int shift = 3 * (digits - 1); shift >= 0; shift -= 3) {
            line.append((char) ('0' + ((value >>> shift) & 7)));
        }
        return line;
    }
}
