/**
 * The PDP-1 processor: {@link pdp1.emu.cpu.Cpu} holds the registers, the cycle loop and the
 * opcode switch; one class per instruction group follows one section of docs/machine.md:
 * {@link pdp1.emu.cpu.Arithmetic} (§2.4, §2.5, §3.3), {@link pdp1.emu.cpu.SkipGroup} (§2.7),
 * {@link pdp1.emu.cpu.ShiftGroup} (§2.8), {@link pdp1.emu.cpu.OperateGroup} (§2.9),
 * {@link pdp1.emu.cpu.Iot} (§2.10, §3.4), {@link pdp1.emu.cpu.SequenceBreak} (§4.11),
 * {@link pdp1.emu.cpu.Disassembler} (docs/assembler.md §5.9). The translating engine
 * ({@link pdp1.emu.cpu.Engine}, the default) runs hot basic blocks as JVM bytecode:
 * {@link pdp1.emu.cpu.Translator}, {@link pdp1.emu.cpu.BlockPlan},
 * {@link pdp1.emu.cpu.BlockCompiler}, {@link pdp1.emu.cpu.BlockCache} (docs/emulator.md,
 * "The translator").
 *
 * <h2>Registers (§1.2), as {@code int} fields of {@code Cpu}</h2>
 * <ul>
 * <li>AC, accumulator, 18 bits; bit 0 (0400000) is the sign, numbers are ones' complement.</li>
 * <li>IO, in-out register, 18 bits; all programmed I/O data; the low half of AC:IO for
 *     shifts, mul and div.</li>
 * <li>PC, program counter, 16 bits: EPC (memory field, bits 12-15 of the int, 0170000) and a
 *     12-bit address (07777) that wraps within its field (§1.3).</li>
 * <li>OV, overflow, 1 bit: set by add/sub overflow, cleared by {@code szo} and START (§2.4).</li>
 * <li>PF, program flags 1-6, 6 bits, PF1 = 040 ... PF6 = 001 (SIMH's layout).</li>
 * <li>SS, sense switches 1-6, 6 bits, SS1 = 040 ... SS6 = 001.</li>
 * <li>TW, test word switches, 18 bits (read by {@code lat}).</li>
 * <li>TA, address switches, 16 bits (field switches and 12-bit address).</li>
 * <li>EXD, extend mode (Type 15), 1 bit: single-level 16-bit indirection (§4.12).</li>
 * <li>SBM, sequence-break mode, 1 bit ({@code esm}/{@code lsm}, §4.11).</li>
 * <li>IOH, I/O halt, 1 bit: an IOT is waiting for its completion pulse (§2.10).</li>
 * <li>IOS, I/O synchronizer, 1 bit: a completion pulse has arrived.</li>
 * <li>IHS, I/O halt save, 1 bit: a break interrupted an I/O halt; when the IOT is fetched again
 *     it waits without re-issuing its command (§3.4).</li>
 * </ul>
 * MA/MB (memory address and buffer) and IR (bits 0-4 of the instruction) live in locals of the
 * opcode switch while the machine runs at full speed; stepping one memory cycle
 * ({@code Cpu.stepCycle}, §3.2) leaves them, with the CYC, DF1 and break-counter flip-flops, in
 * fields for the console's lamps. Time is charged in whole 5 µs cycles (fetch, each defer,
 * execute, break) plus the mul/div stretch, on the machine's {@link pdp1.emu.time.Clock}.
 *
 * <p>It depends on {@code pdp1.emu.time} and {@code pdp1.emu.io} only (and on ASM, which writes
 * the blocks' class files): the machine
 * ({@code pdp1.emu.Machine}) uses the CPU, never the other way round, so a run's
 * {@link pdp1.emu.cpu.StopReason} is defined here.
 */
package pdp1.emu.cpu;
