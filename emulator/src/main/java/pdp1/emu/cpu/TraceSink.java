package pdp1.emu.cpu;

/**
 * Receives one call per executed instruction, after it ran, with the registers as they were
 * before it (the columns of SIMH's {@code show cpu history}: PC OV AC IO PF EA IR [operand]).
 * The CPU hands over ints only; a sink may allocate, the CPU does not.
 */
@FunctionalInterface
public interface TraceSink {

    /**
     * @param pc          address of the instruction (16 bits)
     * @param ov          OV before it
     * @param ac          AC before it
     * @param io          IO before it
     * @param pf          program flags before it
     * @param instruction the instruction word
     * @param ea          effective address (memory-reference instructions), else -1
     * @param operand     C(EA) after the instruction (memory-reference instructions), else -1
     */
    void instruction(int pc, int ov, int ac, int io, int pf, int instruction, int ea, int operand);
}
