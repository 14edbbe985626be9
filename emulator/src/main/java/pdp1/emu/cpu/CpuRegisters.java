package pdp1.emu.cpu;

import pdp1.emu.state.StateTable.Access;
import pdp1.emu.state.StateTable.Section;
import pdp1.emu.state.Stateful;

/**
 * The processor's part of the state table (package-info lists the registers, docs/machine.md
 * §1.2): the registers and console switches, the flip-flops, the lamps' view of the last memory
 * cycle, the sequence break system, the clock and the instruction count.
 */
public final class CpuRegisters implements Stateful {

    private final Cpu cpu;

    public CpuRegisters(Cpu cpu) {
        this.cpu = cpu;
    }

    @Override
    public String stateSection() {
        return "";
    }

    @Override
    public void declareState(Section s) {
        Cpu c = cpu;
        s.word("PC", 16, Access.SETTABLE, "program counter: memory field (bits 12-15) and address", () -> c.pc, v -> c.pc = v)
         .word("AC", 18, Access.SETTABLE, "accumulator", () -> c.ac, v -> c.ac = v)
         .word("IO", 18, Access.SETTABLE, "in-out register", () -> c.io, v -> c.io = v)
         .word("OV", 1, Access.SETTABLE, "overflow", () -> c.ov, v -> c.ov = v)
         .word("PF", 6, Access.SETTABLE, "program flags, PF1 = 40 ... PF6 = 1", () -> c.pf, v -> c.pf = v)
         .word("SS", 6, Access.SETTABLE, "sense switches, SS1 = 40 ... SS6 = 1", () -> c.ss, v -> c.ss = v)
         .word("TW", 18, Access.SETTABLE, "test word switches", () -> c.tw, v -> c.tw = v)
         .word("TA", 16, Access.SETTABLE, "address switches, extension included", () -> c.ta, v -> c.ta = v)
         .flag("EXTSW", Access.SETTABLE, "the EXTEND switch: START sets EXD when it is up",
                 () -> c.extendSwitch, v -> c.extendSwitch = v)
         .flag("EXD", Access.SETTABLE, "extend mode", () -> c.extend, v -> c.extend = v)
         .flag("SBM", Access.SETTABLE, "sequence break mode", () -> c.sbm, v -> c.sbm = v)
         .flag("IOH", Access.SHOWN, "I/O halt: an IOT waits for its completion pulse", () -> c.ioh, v -> c.ioh = v)
         .flag("IOS", Access.SHOWN, "I/O synchronizer: a completion pulse came", () -> c.ios, v -> c.ios = v)
         .flag("IHS", Access.SHOWN, "I/O halt save: a break interrupted the wait of the IOT at IHSA",
                 () -> c.ihs, v -> c.ihs = v)
         .word("IHSA", 16, Access.SHOWN, "where that IOT is", () -> c.ihsAddress, v -> c.ihsAddress = v)
         .word("MA", 16, Access.SHOWN, "memory address of the last cycle (lamps)", () -> c.ma, v -> c.ma = v)
         .word("MB", 18, Access.SHOWN, "memory buffer of the last cycle (lamps)", () -> c.mb, v -> c.mb = v)
         .word("IR", 5, Access.SHOWN, "instruction register, bits 0-4 (lamps)", () -> c.ir, v -> c.ir = v)
         .flag("CYC", Access.SHOWN, "the next cycle belongs to the instruction under way (lamp)", () -> c.cyc, v -> c.cyc = v)
         .flag("DF", Access.SHOWN, "the next cycle is a defer cycle (lamp)", () -> c.df, v -> c.df = v)
         .word("BC", 2, Access.SHOWN, "the break cycle that comes next, 0 if none (lamps)", () -> c.bc, v -> c.bc = v)
         .flag("LAMPS", Access.INTERNAL, "MA, MB, IR and the cycle lamps are the last cycle's, not a full-speed run's",
                 c::lampsExact, c::setLampsExact)
         .word("MDNS", 10, Access.INTERNAL, "ns of Type 10 mul/div time not yet on the clock (0-999)",
                 () -> c.stretchNs, v -> c.stretchNs = v)
         .register("CLOCK", 63, Access.SHOWN, "simulated µs since power-on", () -> c.clock().now, v -> c.clock().now = v)
         .register("INSNS", 63, Access.SHOWN, "instructions executed", c::instructionsExecuted, c::setInstructionsExecuted)
         .pastTime("KEYASK", true, Access.INTERNAL, "µs of the last look for a key strike (szf 1, cks), for the host loop",
                 () -> c.keyboardAskedUs, v -> c.keyboardAskedUs = v)
         .pastTime("KEYASK0", true, Access.INTERNAL, "µs of the look before that",
                 () -> c.keyboardAskedBeforeUs, v -> c.keyboardAskedBeforeUs = v);
        c.sequenceBreak().declareState(s);
    }
}
