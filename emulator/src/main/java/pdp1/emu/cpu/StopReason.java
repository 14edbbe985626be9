package pdp1.emu.cpu;

/**
 * Why a run returned. Hardware stops (HALT, ILLEGAL_INSTRUCTION), run control (BREAKPOINT,
 * TIME_LIMIT, INSTRUCTION_LIMIT, STEPPED, STOPPED) and the simulator's safety stops
 * (IO_HANG, XCT_LOOP, INDIRECT_LOOP: not hardware, like SIMH's STOP_WAIT, XCT_MAX, IND_MAX).
 */
public enum StopReason {
    /** {@code hlt} executed (docs/machine.md §2.9); PC points after it. */
    HALT,
    /** IR 00, 05, 06, 17, 36 or an undefined shift code (§2.11); PC points after it. */
    ILLEGAL_INSTRUCTION,
    /** PC reached a breakpoint; the instruction there has not run yet. */
    BREAKPOINT,
    /** The simulated clock reached the run's limit. */
    TIME_LIMIT,
    /** The run executed the number of instructions it was given. */
    INSTRUCTION_LIMIT,
    /** {@link pdp1.emu.Machine#step()} finished its one instruction. */
    STEPPED,
    /** Console STOP ({@link pdp1.emu.Machine#requestStop()}). */
    STOPPED,
    /** An IOT waits for a completion pulse and no device event is pending: it would wait forever. */
    IO_HANG,
    /** More than {@link Cpu#XCT_MAX} nested {@code xct}. */
    XCT_LOOP,
    /** More than {@link Cpu#INDIRECT_MAX} levels of indirection. */
    INDIRECT_LOOP;

    /**
     * True for the stops that mean something went wrong: an illegal instruction, or one of the
     * simulator's safety stops (a wait no device will end, an xct or indirect loop). A halt, a
     * breakpoint, a limit or the console's STOP are not errors. The one place this is decided.
     */
    public boolean isError() {
        return switch (this) {
            case ILLEGAL_INSTRUCTION, IO_HANG, XCT_LOOP, INDIRECT_LOOP -> true;
            case HALT, BREAKPOINT, TIME_LIMIT, INSTRUCTION_LIMIT, STEPPED, STOPPED -> false;
        };
    }

    /**
     * One line in machine terms for a person, e.g. {@code halted at 0123 (hlt)},
     * {@code illegal instruction 000000 at 0200}, {@code I/O wait at 0200: no device will complete}.
     */
    public String describe(CpuOwner machine) {
        Cpu cpu = machine.cpu();
        int at = cpu.stopAddress();
        int word = cpu.stopWord();
        return switch (this) {
            case HALT -> "halted at " + address(at) + " (" + Disassembler.disassemble(word) + ")";
            case ILLEGAL_INSTRUCTION -> "illegal instruction " + octal6(word) + " at " + address(at);
            case BREAKPOINT -> "breakpoint at " + address(cpu.pc);
            case TIME_LIMIT -> "time limit reached at " + cpu.clock().now + " µs, PC " + address(cpu.pc);
            case INSTRUCTION_LIMIT -> "instruction limit reached, PC " + address(cpu.pc);
            case STEPPED -> "stepped to " + address(cpu.pc);
            case STOPPED -> "stopped at " + address(cpu.pc);
            case IO_HANG -> "I/O wait at " + address(cpu.pc) + ": no device will complete";
            case XCT_LOOP -> "more than " + Cpu.XCT_MAX + " nested xct at " + address(at);
            case INDIRECT_LOOP -> "more than " + Cpu.INDIRECT_MAX + " levels of indirection at " + address(at);
        };
    }

    /** A 16-bit address in octal, at least 4 digits (field 0 reads 0200, field 1 reads 10200). */
    public static String address(int a) {
        String s = Integer.toOctalString(a);
        return "0000".substring(Math.min(4, s.length())) + s;
    }

    static String octal6(int w) {
        String s = Integer.toOctalString(w);
        return "000000".substring(s.length()) + s;
    }
}
