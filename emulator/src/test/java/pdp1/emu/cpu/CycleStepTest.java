package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.emu.TestMachines.octal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.TestDevice;
import pdp1.emu.TestMachines;

/**
 * One memory cycle at a time (the console's SINGLE STEP, docs/machine.md §3.2): after each cycle
 * MA, MB, IR and the CYC and DF flip-flops hold what the gate-level model [AAP] leaves at the end
 * of that cycle, and each cycle takes its 5 µs (the execute cycle of mul/div its stretch too).
 * The tables are written from that model: a fetch leaves MA = its address, MB = the instruction;
 * a defer cycle MA = the pointer's address, MB = the pointer; an execute cycle MA = the operand's
 * address, MB = the word read or written (after {@code mul} the magnitude of C(Y), after
 * {@code div} the remainder, 0 on overflow); xct's cycle 1 is the executed word's fetch. CYC is
 * lit when the next cycle belongs to the same instruction (or is a break), DF when it is a defer.
 * Every row also checks that the cycles end in the state one whole-instruction step leaves; the
 * timing tables of MemoryReferenceTest, JumpAndIndirectTest and MulDivTest do the same on each of
 * their rows ({@link #stepsAlikeByCycles}), so the cycles' times add up to theirs.
 */
class CycleStepTest {

    /** One cycle as the lamps show it: "MA MB IR flags µs", flags C (CYC) and D (DF) or '-'. */
    static String cycle(Machine m, long us) {
        Cpu c = m.cpu();
        return String.format("%04o %06o %02o %s%s %d", c.ma, c.mb, c.ir, c.cyc ? "C" : "-", c.df ? "D" : "-", us);
    }

    /** Steps one instruction (or break entry, or wait cycle) cycle by cycle, describing each. */
    static List<String> cycles(Machine m) {
        List<String> seen = new ArrayList<>();
        do {
            long t0 = m.clock().now;
            StopReason r = m.stepCycle();
            assertThat(r).isIn(StopReason.STEPPED, StopReason.HALT);
            seen.add(cycle(m, m.clock().now - t0));
        } while (!m.atInstructionBoundary());
        return seen;
    }

    private static Machine machine(boolean mulDiv, String instr, String ac, String io, String c100, String c101,
                                   String c102) {
        Machine m = new Machine(MachineOptions.standard().withMulDiv(mulDiv));
        m.load(0200, octal(instr), 0760400);
        m.load(0100, octal(c100), octal(c101), octal(c102));
        m.cpu().pc = 0200;
        m.cpu().ac = octal(ac);
        m.cpu().io = octal(io);
        return m;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                | Type 10 | instr  | AC     | IO     | C(100) | C(101) | C(102) | µs | cycles: MA MB IR flags µs
        lac                   | true    | 200100 | 000000 | 000000 | 123456 | 0      | 0      | 10 | 0200 200100 10 C- 5; 0100 123456 10 -- 5
        and                   | true    | 020100 | 707070 | 000000 | 770077 | 0      | 0      | 10 | 0200 020100 01 C- 5; 0100 770077 01 -- 5
        add                   | true    | 400100 | 000001 | 000000 | 000002 | 0      | 0      | 10 | 0200 400100 20 C- 5; 0100 000002 20 -- 5
        dac: MB is AC         | true    | 240100 | 135246 | 000000 | 000000 | 0      | 0      | 10 | 0200 240100 12 C- 5; 0100 135246 12 -- 5
        dap: the merged word  | true    | 260100 | 777777 | 000000 | 123456 | 0      | 0      | 10 | 0200 260100 13 C- 5; 0100 127777 13 -- 5
        dio: MB is IO         | true    | 320100 | 000000 | 246135 | 000000 | 0      | 0      | 10 | 0200 320100 15 C- 5; 0100 246135 15 -- 5
        dzm                   | true    | 340100 | 000001 | 000000 | 777777 | 0      | 0      | 10 | 0200 340100 16 C- 5; 0100 000000 16 -- 5
        idx: the new value    | true    | 440100 | 000000 | 000000 | 000007 | 0      | 0      | 10 | 0200 440100 22 C- 5; 0100 000010 22 -- 5
        isp -1 to +0          | true    | 460100 | 000000 | 000000 | 777776 | 0      | 0      | 10 | 0200 460100 23 C- 5; 0100 000000 23 -- 5
        sas                   | true    | 520100 | 123456 | 000000 | 123456 | 0      | 0      | 10 | 0200 520100 25 C- 5; 0100 123456 25 -- 5
        jmp                   | true    | 600300 | 000000 | 000000 | 0      | 0      | 0      | 5  | 0200 600300 30 -- 5
        jsp                   | true    | 620300 | 000000 | 000000 | 0      | 0      | 0      | 5  | 0200 620300 31 -- 5
        jmp i: one defer      | true    | 610100 | 000000 | 000000 | 000300 | 0      | 0      | 10 | 0200 610100 30 CD 5; 0100 000300 30 -- 5
        jsp i                 | true    | 630100 | 000000 | 000000 | 000300 | 0      | 0      | 10 | 0200 630100 31 CD 5; 0100 000300 31 -- 5
        jmp i, two levels     | true    | 610100 | 000000 | 000000 | 010101 | 000300 | 0      | 15 | 0200 610100 30 CD 5; 0100 010101 30 CD 5; 0101 000300 30 -- 5
        lac i: a chain        | true    | 210100 | 000000 | 000000 | 010101 | 000102 | 555555 | 20 | 0200 210100 10 CD 5; 0100 010101 10 CD 5; 0101 000102 10 C- 5; 0102 555555 10 -- 5
        dac i: one level      | true    | 250100 | 444444 | 000000 | 000102 | 0      | 0      | 15 | 0200 250100 12 CD 5; 0100 000102 12 C- 5; 0102 444444 12 -- 5
        jda: MB is the old AC | true    | 170100 | 004444 | 000000 | 0      | 0      | 0      | 10 | 0200 170100 07 C- 5; 0100 004444 07 -- 5
        cal: 100 is its MA    | true    | 160123 | 004444 | 000000 | 0      | 0      | 0      | 10 | 0200 160123 07 C- 5; 0100 004444 07 -- 5
        xct of lac            | true    | 100100 | 000000 | 000000 | 200101 | 000007 | 0      | 15 | 0200 100100 04 C- 5; 0100 200101 10 C- 5; 0101 000007 10 -- 5
        xct of cla            | true    | 100100 | 000001 | 000000 | 760200 | 0      | 0      | 10 | 0200 100100 04 C- 5; 0100 760200 37 -- 5
        xct i of lac          | true    | 110100 | 000000 | 000000 | 000101 | 200102 | 000007 | 20 | 0200 110100 04 CD 5; 0100 000101 04 C- 5; 0101 200102 10 C- 5; 0102 000007 10 -- 5
        xct of xct of jmp     | true    | 100100 | 000000 | 000000 | 100101 | 600300 | 0      | 15 | 0200 100100 04 C- 5; 0100 100101 04 C- 5; 0101 600300 30 -- 5
        mul: MB is abs C(Y)   | true    | 540100 | 000003 | 000000 | 777772 | 0      | 0      | 13 | 0200 540100 26 C- 5; 0100 000005 26 -- 8
        div: MB the remainder | true    | 560100 | 000000 | 000035 | 000003 | 0      | 0      | 35 | 0200 560100 27 C- 5; 0100 000002 27 -- 30
        div overflow: MB 0    | true    | 560100 | 000005 | 000000 | 000003 | 0      | 0      | 11 | 0200 560100 27 C- 5; 0100 000000 27 -- 6
        mus                   | false   | 540100 | 000000 | 000001 | 000005 | 0      | 0      | 10 | 0200 540100 26 C- 5; 0100 000005 26 -- 5
        dis                   | false   | 560100 | 000000 | 000003 | 000005 | 0      | 0      | 10 | 0200 560100 27 C- 5; 0100 000005 27 -- 5
        sza: skip group       | true    | 640100 | 000000 | 000000 | 0      | 0      | 0      | 5  | 0200 640100 32 -- 5
        ral 1s: shift group   | true    | 661001 | 000001 | 000000 | 0      | 0      | 0      | 5  | 0200 661001 33 -- 5
        law                   | true    | 700123 | 000000 | 000000 | 0      | 0      | 0      | 5  | 0200 700123 34 -- 5
        cla: operate group    | true    | 760200 | 000001 | 000000 | 0      | 0      | 0      | 5  | 0200 760200 37 -- 5
        """)
    void cyclesOfOneInstruction(String name, boolean mulDiv, String instr, String ac, String io, String c100,
                                String c101, String c102, long us, String expected) {
        Machine stepped = machine(mulDiv, instr, ac, io, c100, c101, c102);
        Machine whole = machine(mulDiv, instr, ac, io, c100, c101, c102);

        List<String> seen = cycles(stepped);
        assertThat(whole.step()).isEqualTo(StopReason.STEPPED);

        assertThat(String.join("; ", seen)).isEqualTo(expected);
        assertThat(stepped.clock().now).as("the cycles' µs add up to the instruction's").isEqualTo(us);
        assertSameState(stepped, whole);
    }

    @Test
    void extendModeDefersOnceThroughASixteenBitPointer() {
        Machine m = new Machine(MachineOptions.standard().withMemoryWords(8192));
        m.load(0200, 0210100);                                   // lac i 100
        m.load(0100, 0010500);                                   // -> field 1, 0500
        m.load(010500, 0654321);
        m.cpu().pc = 0200;
        m.cpu().extend = true;
        assertThat(cycles(m)).containsExactly("0200 210100 10 CD 5", "0100 010500 10 C- 5", "10500 654321 10 -- 5");
        assertThat(m.cpu().ac).isEqualTo(0654321);
    }

    @Test
    void anIotWaitIsOneReFetchCycleAfterAnotherUntilThePulse() {
        Machine m = TestMachines.withProgram(0200, 0730003, 0760400);   // tyo with wait; hlt
        m.attach(new TestDevice(m, 03, 20));
        assertThat(cycles(m)).as("the IOT's own cycle").containsExactly("0200 730003 35 -- 5");
        List<String> waits = new ArrayList<>();
        while (m.cpu().ioh) {
            waits.addAll(cycles(m));
        }
        assertThat(waits).as("4 cycles to the pulse, and the one that sees it").containsExactly("0200 730003 35 -- 5",
                "0200 730003 35 -- 5", "0200 730003 35 -- 5", "0200 730003 35 -- 5", "0200 730003 35 -- 5");
        assertThat(m.cpu().pc).isEqualTo(0201);
        assertThat(cycles(m)).containsExactly("0201 760400 37 -- 5");
        assertThat(m.clock().now).as("DeviceTimingTest's 5 + 5 (ceil(T/5) + 1) + 5").isEqualTo(35);
    }

    @Test
    void aBreakEntryIsThreeCyclesThroughTheBreakCounter() {
        Machine m = TestMachines.withProgram(0200, 0760000);    // nop
        m.cpu().sbm = true;
        m.cpu().ac = 0111111;
        m.cpu().io = 0222222;
        m.bus().requestBreak(0);
        List<String> seen = new ArrayList<>();
        List<Integer> pcs = new ArrayList<>();
        do {
            m.stepCycle();
            seen.add(cycle(m, 5) + " BC" + m.cpu().bc);
            pcs.add(m.cpu().pc);
        } while (!m.atInstructionBoundary());
        assertThat(seen).containsExactly("0000 111111 00 C- 5 BC2", "0001 000200 00 C- 5 BC3",
                "0002 222222 00 -- 5 BC0");
        assertThat(pcs).containsExactly(01, 02, 03);
        assertThat(m.core()).startsWith(0111111, 0200, 0222222);
        assertThat(m.cpu().ac).isEqualTo(0200);
        assertThat(m.clock().now).isEqualTo(15);
    }

    @Test
    void aBreakDueAtTheEndOfAnInstructionLightsCycAndTheBreakCounter() {
        Machine m = TestMachines.withProgram(0200, 0200100);    // lac 100
        m.cpu().sbm = true;
        m.stepCycle();
        m.bus().requestBreak(0);
        m.stepCycle();
        assertThat(m.atInstructionBoundary()).isTrue();
        assertThat(m.cpu().cyc).as("CYC: a break cycle comes next").isTrue();
        assertThat(m.cpu().bc).isEqualTo(1);
    }

    @Test
    void jmpI1EndingABreakIsAFetchAndOneDefer() {
        Machine m = TestMachines.withProgram(0200, 0760000);
        m.load(3, 0610001);
        m.cpu().sbm = true;
        m.bus().requestBreak(0);
        m.step();                                                // the break entry
        assertThat(cycles(m)).containsExactly("0003 610001 30 CD 5", "0001 000200 30 -- 5");
        assertThat(m.cpu().pc).isEqualTo(0200);
        assertThat(m.cpu().sequenceBreak().inProgress()).isFalse();
    }

    @Test
    void registersChangeOnlyInTheLastCycle() {
        Machine m = TestMachines.withProgram(0200, 0230100);    // lio i 100
        m.load(0100, 0101, 0555555);
        m.stepCycle();
        assertThat(m.cpu().pc).as("PC counts in the fetch").isEqualTo(0201);
        m.stepCycle();
        assertThat(m.cpu().io).as("IO after the defer cycle").isZero();
        m.stepCycle();
        assertThat(m.cpu().io).isEqualTo(0555555);
        assertThat(m.instructionsExecuted()).isEqualTo(1);
    }

    @Test
    void runAndStepFinishAnInstructionLeftHalfDone() {
        Machine m = TestMachines.withProgram(0200, 0210100, 0760400); // lac i 100; hlt
        m.load(0100, 0101, 07);
        m.stepCycle();                                           // the fetch
        assertThat(m.step()).isEqualTo(StopReason.STEPPED);      // the rest of lac i
        assertThat(m.cpu().ac).isEqualTo(07);
        assertThat(m.clock().now).isEqualTo(15);
        m.cpu().pc = 0200;
        m.stepCycle();
        m.stepCycle();                                           // fetch and defer
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.HALT);
        assertThat(m.clock().now).isEqualTo(15 + 15 + 5);
        assertThat(m.instructionsExecuted()).isEqualTo(3);
    }

    @Test
    void startAndExamineGiveUpTheInstructionUnderWay() {
        Machine m = TestMachines.withProgram(0200, 0200100);
        m.stepCycle();
        m.examine(0100);
        assertThat(m.atInstructionBoundary()).isTrue();
        assertThat(m.cpu().pc).as("fetched again on CONTINUE").isEqualTo(0200);
        assertThat(m.cpu().ma).isEqualTo(0100);
        assertThat(m.cpu().ir).as("EXAMINE is a lac cycle").isEqualTo(010);
        m.stepCycle();
        m.start(0300);
        assertThat(m.atInstructionBoundary()).isTrue();
        assertThat(m.cpu().pc).isEqualTo(0300);
    }

    @Test
    void aHaltShowsItsFetch() {
        Machine m = TestMachines.withProgram(0200, 0760400);
        assertThat(m.stepCycle()).isEqualTo(StopReason.HALT);
        assertThat(cycle(m, 5)).isEqualTo("0200 760400 37 -- 5");
        assertThat(m.cpu().pc).isEqualTo(0201);
    }

    /**
     * The machine {@code setup} builds, stepped one instruction whole and, built again, stepped
     * cycle by cycle: the same time and the same state. The existing timing tables call this on
     * every row, so the cycles' times add up to theirs.
     */
    static void stepsAlikeByCycles(Supplier<Machine> setup) {
        Machine whole = setup.get();
        Machine cycles = setup.get();
        long t0 = whole.clock().now;
        StopReason r = whole.step();
        long us = whole.clock().now - t0;
        StopReason c;
        do {
            c = cycles.stepCycle();
        } while (c == StopReason.STEPPED && !cycles.atInstructionBoundary());
        assertThat(c).as("stepped by cycles").isEqualTo(r);
        assertThat(cycles.clock().now - t0).as("the cycles' µs").isEqualTo(us);
        assertSameState(cycles, whole);
    }

    static void assertSameState(Machine a, Machine b) {
        Cpu x = a.cpu();
        Cpu y = b.cpu();
        assertThat(new long[] {x.ac, x.io, x.pc, x.ov, x.pf, x.extend ? 1 : 0, x.sbm ? 1 : 0, x.ioh ? 1 : 0,
            x.ios ? 1 : 0, x.ihs ? 1 : 0, a.clock().now, a.instructionsExecuted()})
                .as("AC IO PC OV PF EXD SBM IOH IOS IHS clock instructions")
                .containsExactly(y.ac, y.io, y.pc, y.ov, y.pf, y.extend ? 1 : 0, y.sbm ? 1 : 0, y.ioh ? 1 : 0,
                        y.ios ? 1 : 0, y.ihs ? 1 : 0, b.clock().now, b.instructionsExecuted());
        assertThat(a.core()).as("core").isEqualTo(b.core());
        assertThat(x.sequenceBreak().inProgress()).isEqualTo(y.sequenceBreak().inProgress());
        assertThat(x.sequenceBreak().requestPending()).isEqualTo(y.sequenceBreak().requestPending());
    }
}
