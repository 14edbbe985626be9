package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.TestDevice;
import pdp1.emu.time.Event;

/**
 * Stepping a program one memory cycle at a time ends in the same state as running it at full
 * speed: registers, core, clock and instruction count, compared at checkpoints. Random programs
 * (SimhDifferentialTest's, with indirect chains, xct, cal/jda, mul/div or mus/dis, extend mode),
 * and a program whose devices complete during its instructions: a break request lands in
 * fetches, defer and execute cycles (so instructions are cancelled, §3.5) and in IOT waits (IHS).
 */
class CycleEquivalenceTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                          | memory | Type 10 | first seed | programs
        4K with Type 10 mul/div         | 4096   | true    | 1          | 12
        4K with mus/dis                 | 4096   | false   | 1001       | 12
        64K with extend mode (eem/lem)  | 65536  | true    | 2001       | 4
        """)
    void randomProgramsEndAlike(String name, int memory, boolean mulDiv, long firstSeed, int programs) {
        for (long seed = firstSeed; seed < firstSeed + programs; seed++) {
            MachineOptions options = new MachineOptions(memory, mulDiv, false);
            Random random = new Random(seed);
            int[] program = SimhDifferentialTest.randomProgram(random, memory);
            int ac = random.nextInt(01000000);
            int io = random.nextInt(01000000);
            int start = random.nextInt(010000);
            Machine whole = new Machine(options);
            Machine cycles = new Machine(options);
            for (Machine m : new Machine[] {whole, cycles}) {
                System.arraycopy(program, 0, m.core(), 0, program.length);
                m.start(start);
                m.cpu().ac = ac;
                m.cpu().io = io;
            }
            compareAtCheckpoints(whole, cycles, 2_000, 20_000, "seed " + seed);
        }
    }

    @Test
    void aProgramWithBreaksAndWaitsEndsAlike() {
        Machine whole = deviceProgram();
        Machine cycles = deviceProgram();
        compareAtCheckpoints(whole, cycles, 10_000, 200_000, "device program");
        assertThat(whole.clock().now).as("ran to the end").isGreaterThanOrEqualTo(200_000);
        assertThat(whole.core()[070]).as("breaks taken, one a loop").isGreaterThan(500);
        assertThat(whole.cpu().cancelledInstructions).as("instructions cancelled by a break")
                .isGreaterThan(100).isEqualTo(cycles.cpu().cancelledInstructions);
        assertThat(whole.cpu().ihs || whole.core()[1] != 0).isTrue();
    }

    /**
     * A loop of indirect chains, xct, mul, div, jda and two IOTs: device 03 completes 37 µs after
     * each command and requests a break, device 05 is waited for (23 µs), and a ticker requests a
     * break every 97 µs, so requests land anywhere in the loop. The handler at 3 counts breaks in
     * 70 and returns.
     */
    static Machine deviceProgram() {
        Machine m = new Machine();
        m.load(3, 0440070, 0220002, 0200000, 0610001);           // idx 70; lio 2; lac 0; jmp i 1
        m.load(0100, 0010101, 0000102, 0012345, 0000001, 0, 0210100, 0000003, 0400000, 0010111, 0000200);
        m.load(0120, 0, 0260122, 0600122);                       // jda target: dap 122; jmp .
        m.load(0200,
                0210100,            // lac i 100        two defers
                0400103,            // add 103
                0240104,            // dac 104
                0724003,            // device 03: pulse, no wait; it requests a break
                0100105,            // xct 105          (lac i 100)
                0540106,            // mul 106
                0560106,            // div 106
                0760000,            // nop (div skips it)
                0730005,            // device 05, waited for
                0170120,            // jda 120
                0460107,            // isp 107
                0610110);           // jmp i 110        two levels, back to 200
        TestDevice breaking = new TestDevice(m, 03, 37);
        breaking.breakOnCompletion = true;
        breaking.recordCommands = false;
        TestDevice waited = new TestDevice(m, 05, 23);
        waited.recordCommands = false;
        m.attach(breaking);
        m.attach(waited);
        m.start(0200);
        m.cpu().sbm = true;
        Event[] ticker = new Event[1];                           // a clock of its own, every 97 µs
        ticker[0] = new Event("ticker", at -> {
            m.bus().requestBreak(0);
            m.clock().schedule(ticker[0], at + 97);
        });
        m.clock().schedule(ticker[0], 97);
        return m;
    }

    /** Runs one machine whole and steps the other by cycles to each checkpoint, comparing there. */
    private static void compareAtCheckpoints(Machine whole, Machine cycles, long everyUs, long untilUs, String what) {
        for (long t = everyUs; t <= untilUs; t += everyUs) {
            StopReason a = whole.run(t);
            StopReason b = stepTo(cycles, t);
            assertThat(b).as("%s: how the run to %d µs ended", what, t).isEqualTo(a);
            CycleStepTest.assertSameState(cycles, whole);
            if (a != StopReason.TIME_LIMIT) {
                return;
            }
        }
    }

    /** What {@code run(untilUs)} does, one stepCycle at a time. */
    private static StopReason stepTo(Machine m, long untilUs) {
        while (true) {
            if (m.atInstructionBoundary() && m.clock().now >= untilUs) {
                return StopReason.TIME_LIMIT;
            }
            StopReason r = m.stepCycle();
            if (r != StopReason.STEPPED) {
                return r;
            }
        }
    }
}
