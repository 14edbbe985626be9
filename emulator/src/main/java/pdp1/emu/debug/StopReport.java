package pdp1.emu.debug;

import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.cpu.Disassembler;
import pdp1.emu.host.RunEnd;

/** Why the machine stopped, in machine terms and with labels: {@code halted at 0123 (done+2)}. */
final class StopReport {

    private StopReport() {
    }

    /** How a {@code g} or {@code c} ended. */
    static String describe(RunEnd end, Machine machine, WordFormat format, long limitUs) {
        String at = format.addressWithLabel(machine.cpu().pc);
        return switch (end.kind()) {
            case MACHINE_STOP -> describe(end.stop(), machine, format, limitUs);
            case TIME_LIMIT -> describe(StopReason.TIME_LIMIT, machine, format, limitUs);
            case NO_MORE_KEYS, WAITING_FOR_KEY -> "waiting for a key at " + at + " (type TEXT strikes keys; c continues)";
            case STOPPED, CONDITION, BAD_KEY -> "stopped at " + at;
        };
    }

    static String describe(StopReason stop, Machine machine, WordFormat format, long limitUs) {
        String at = format.addressWithLabel(machine.cpu().pc);
        int stopAddress = machine.cpu().stopAddress();     // the instruction that stopped it
        return switch (stop) {
            case HALT -> "halted by " + Disassembler.disassemble(machine.cpu().stopWord())
                    + " at " + format.addressWithLabel(stopAddress);
            case BREAKPOINT -> "breakpoint at " + at;
            case STOPPED -> "stopped at " + at;
            case STEPPED, INSTRUCTION_LIMIT -> "at " + at;
            case TIME_LIMIT -> "still running at " + at + " after " + seconds(limitUs)
                    + " s simulated (set limit SECONDS to change; c continues)";
            case ILLEGAL_INSTRUCTION -> "illegal instruction " + WordFormat.word(machine.cpu().stopWord())
                    + " at " + format.addressWithLabel(stopAddress);
            case IO_HANG -> "I/O wait at " + at + ": no device will complete";
            case XCT_LOOP -> "xct nested too deeply at " + format.addressWithLabel(stopAddress);
            case INDIRECT_LOOP -> "indirect chain too long at " + format.addressWithLabel(stopAddress);
        };
    }

    private static String seconds(long us) {
        return us % 1_000_000 == 0 ? Long.toString(us / 1_000_000) : Double.toString(us / 1e6);
    }
}
