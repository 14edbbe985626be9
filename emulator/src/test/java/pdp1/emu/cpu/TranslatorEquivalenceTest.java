package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.time.Event;

/**
 * The translator does what the interpreter does: the same program on two machines, one
 * interpreting and one translating (its blocks made after 1 to 4 starts, so nearly everything
 * runs translated), run in the same random slices of steps and of time; after every slice the
 * registers, the clock, the instruction count, the stop and the whole of core are equal.
 * Random programs (SimhDifferentialTest's: self-modifying by nature, with indirect chains, xct,
 * cal/jda, mul/div or mus/dis, extend mode), some with a ticker requesting breaks, and the
 * program with devices and breaks of CycleEquivalenceTest.
 */
class TranslatorEquivalenceTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                          | memory | Type 10 | first seed | programs
        4K with Type 10 mul/div         | 4096   | true    | 1          | 400
        4K with mus/dis                 | 4096   | false   | 5001       | 300
        64K with extend mode (eem/lem)  | 65536  | true    | 9001       | 300
        """)
    void randomProgramsRunAlike(String name, int memory, boolean mulDiv, long firstSeed, int programs) {
        long translated = 0;
        for (long seed = firstSeed; seed < firstSeed + programs; seed++) {
            MachineOptions options = new MachineOptions(memory, mulDiv, false);
            Random random = new Random(seed);
            int[] program = SimhDifferentialTest.randomProgram(random, Math.min(memory, 010000));
            int ac = random.nextInt(01000000);
            int io = random.nextInt(01000000);
            int start = random.nextInt(010000);
            int threshold = 1 + random.nextInt(4);
            long tickEveryUs = random.nextInt(3) == 0 ? 20 + random.nextInt(200) : 0;
            Machine interpreted = new Machine(options);
            Machine translating = new Machine(options);
            translating.cpu().setEngine(Engine.TRANSLATOR, threshold);
            for (Machine m : new Machine[] {interpreted, translating}) {
                System.arraycopy(program, 0, m.core(), 0, program.length);
                m.start(start);
                m.cpu().ac = ac;
                m.cpu().io = io;
                if (tickEveryUs > 0) {
                    ticker(m, tickEveryUs);
                }
            }
            compareSlices(interpreted, translating, new Random(seed * 31 + 7), 20_000, "seed " + seed);
            translated += translating.cpu().blocksTranslated();
        }
        assertThat(translated).as("blocks made in all").isGreaterThan(programs * 5L);
    }

    @Test
    void aProgramWithDevicesAndBreaksRunsAlike() {
        Machine interpreted = CycleEquivalenceTest.deviceProgram();
        Machine translating = CycleEquivalenceTest.deviceProgram();
        translating.cpu().setEngine(Engine.TRANSLATOR, 2);
        compareSlices(interpreted, translating, new Random(17), 200_000, "device program");
        assertThat(translating.cpu().blocksTranslated()).isPositive();
        assertThat(interpreted.cpu().cancelledInstructions).isEqualTo(translating.cpu().cancelledInstructions)
                .isGreaterThan(10);
    }

    @Test
    void aLoopThatRewritesItsOwnNextInstructionRunsAlike() {
        // 100: lac 103; add 111; dac 103 (the next instruction: law k becomes law k+1);
        //      law 0; dac 112; isp 113; jmp 100; hlt
        int[] words = {0200103, 0400111, 0240103, 0700000, 0240112, 0460113, 0600100, 0760400};
        Machine[] pair = startedAt0100(m -> {
            m.load(0100, words);
            m.load(0111, 1, 0, 0777777 - 500);
        });
        Machine interpreted = pair[0];
        Machine translating = pair[1];
        compareSlices(interpreted, translating, new Random(5), 1_000_000, "self-modifying loop");
        assertThat(interpreted.cpu().stopAddress()).as("ran to its hlt").isEqualTo(0107);
        assertThat(translating.core()[0112]).as("the last law's value, one a pass").isGreaterThan(400);
        assertThat(translating.cpu().blocksTranslated()).as("the law's address part read as it runs: a few blocks")
                .isBetween(2L, 10L);
    }

    @Test
    void indirectOperandsInAndOutOfExtendModeRunAlike() {
        // 077 eem; 100 lac i 110 (a pointer to 020500: field 0's 0500 in normal mode); add i 114
        // (a chain of two); dac 112; isp 113; jmp 100; hlt. Then lem and the same again.
        Machine interpreted = new Machine(MachineOptions.standard().withMemoryWords(32768));
        Machine translating = new Machine(MachineOptions.standard().withMemoryWords(32768));
        translating.cpu().setEngine(Engine.TRANSLATOR, 1);
        for (Machine m : new Machine[] {interpreted, translating}) {
            m.load(077, 0724074, 0210110, 0410114, 0240112, 0460113, 0600101, 0720074, 0600101);
            m.load(0110, 020500, 0, 0, 0777777 - 300, 010115, 0116, 5);
            m.load(0500, 0456);
            m.load(020500, 0123);
            m.start(077);
        }
        compareSlices(interpreted, translating, new Random(9), 100_000, "extend mode");
        assertThat(translating.cpu().instructionsTranslated()).as("some ran translated").isPositive();
    }

    /** 100 lac 110; add 111; dac 110; jmp 100: one block, going round. */
    private static void addLoop(Machine m) {
        m.load(0100, 0200110, 0400111, 0240110, 0600100);
        m.load(0111, 3);
    }

    @Test
    void coreWrittenBetweenRunsIsSeen() {
        // between runs the loop's add becomes a sub (as a DEPOSIT, a loader or a debugger would
        // write it), then back: through the array core() hands out, by load, by deposit
        Machine[] pair = startedAt0100(TranslatorEquivalenceTest::addLoop);
        Machine interpreted = pair[0];
        Machine translating = pair[1];
        for (int round = 1; round <= 6; round++) {
            for (Machine m : new Machine[] {interpreted, translating}) {
                assertThat(m.cpu().run(Long.MAX_VALUE, 400, true)).isEqualTo(StopReason.INSTRUCTION_LIMIT);
                assertThat(m.cpu().pc).as("whole passes: back at the block's start").isEqualTo(0100);
            }
            CycleStepTest.assertSameState(translating, interpreted);
            assertThat(translating.core()).as("round %d", round).isEqualTo(interpreted.core());
            for (Machine m : new Machine[] {interpreted, translating}) {
                m.cpu().run(Long.MAX_VALUE, 4, true);      // one pass: the looks above are forgotten
                int word = round % 2 == 1 ? 0420111 : 0400111;         // sub 111, add 111
                switch (round % 3) {
                    case 0 -> m.core()[0101] = word;
                    case 1 -> m.load(0101, word);
                    default -> m.deposit(0101, word);
                }
            }
        }
        assertThat(translating.cpu().instructionsTranslated()).isPositive();
    }

    @Test
    void runsAfterRunsWithNothingLentOutCompareNoBlock() {
        // the loop in slices, core never handed out between them: no run begins by counting a write
        Machine[] pair = startedAt0100(TranslatorEquivalenceTest::addLoop);
        Machine translating = pair[1];
        translating.cpu().run(Long.MAX_VALUE, 400, true);
        long before = translating.cpu().codeWrites;
        for (int slice = 0; slice < 5; slice++) {
            translating.run(translating.clock().now + 100);
            assertThat(translating.word(0101)).as("a word read, not lent").isEqualTo(0400111);
        }
        assertThat(translating.cpu().codeWrites).as("code writes counted over five runs").isEqualTo(before);
        translating.core();
        translating.run(translating.clock().now + 100);
        assertThat(translating.cpu().codeWrites).as("after core was handed out").isEqualTo(before + 1);
    }

    @Test
    void aReturnSetAgainToTheSamePlaceLeavesTheBlocksAlone() {
        // 100 jsp 110; isp 120; jmp 100; hlt. 110 dap 112; idx 121; 112 jmp . (set to 101 by
        // every call, the same value each time: no block needs looking at again)
        Machine[] pair = startedAt0100(m -> {
            m.load(0100, 0620110, 0460120, 0600100, 0760400);
            m.load(0110, 0260112, 0440121, 0600112);
            m.load(0120, 0777777 - 500);
        });
        Machine interpreted = pair[0];
        Machine translating = pair[1];
        assertCompareWithoutCodeChanges(interpreted, translating, 0103);
        assertThat(translating.core()[0121]).as("calls").isEqualTo(500);
    }

    @Test
    void anXctWhoseAddressPartChangesStaysTheInterpretersWord() {
        // 100 lac 106; xor 110; dac 106 (xct 120 and xct 121 in turn); isp 111; jmp 106; hlt;
        // 106 xct .; jmp 100. 120 idx 122; idx 123
        Machine[] pair = startedAt0100(m -> {
            m.load(0100, 0200106, 0060110, 0240106, 0460111, 0600106, 0760400, 0100120, 0600100);
            m.load(0110, 1, 0777777 - 500);
            m.load(0120, 0440122, 0440123);
        });
        Machine interpreted = pair[0];
        Machine translating = pair[1];
        assertCompareWithoutCodeChanges(interpreted, translating, 0105);
        assertThat(translating.core()[0122] + translating.core()[0123]).as("xcts, one a pass but the last").isEqualTo(499);
    }

    /** Runs both to the hlt at {@code hlt} in one run each; the translator's blocks were never looked at again. */
    private static void assertCompareWithoutCodeChanges(Machine interpreted, Machine translating, int hlt) {
        long before = translating.cpu().codeWrites;
        for (Machine m : new Machine[] {interpreted, translating}) {
            assertThat(m.cpu().run(Long.MAX_VALUE, 100_000, true)).isEqualTo(StopReason.HALT);
            assertThat(m.cpu().stopAddress()).isEqualTo(hlt);
        }
        CycleStepTest.assertSameState(translating, interpreted);
        assertThat(translating.core()).isEqualTo(interpreted.core());
        assertThat(translating.cpu().instructionsTranslated()).as("some ran translated").isPositive();
        assertThat(translating.cpu().codeWrites - before).as("changes to translated code, the run's start included")
                .isLessThanOrEqualTo(1);
    }

    /** Two 4K machines loaded by {@code load} and started at 100: one interpreting, one translating from the first start. */
    private static Machine[] startedAt0100(Consumer<Machine> load) {
        Machine interpreted = new Machine();
        Machine translating = new Machine();
        translating.cpu().setEngine(Engine.TRANSLATOR, 1);
        for (Machine m : new Machine[] {interpreted, translating}) {
            load.accept(m);
            m.start(0100);
        }
        return new Machine[] {interpreted, translating};
    }

    /** A clock that requests a break every {@code everyUs} µs, and the break system on. */
    static void ticker(Machine m, long everyUs) {
        m.cpu().sbm = true;
        Event[] tick = new Event[1];
        tick[0] = new Event("ticker", at -> {
            m.bus().requestBreak(0);
            m.clock().schedule(tick[0], at + everyUs);
        });
        m.clock().schedule(tick[0], everyUs);
    }

    /** Runs both machines in the same random slices (steps or µs) to {@code untilUs}, comparing after each. */
    static void compareSlices(Machine a, Machine b, Random slices, long untilUs, String what) {
        while (a.clock().now < untilUs) {
            StopReason ra;
            StopReason rb;
            if (slices.nextBoolean()) {
                long steps = 1 + slices.nextInt(300);
                ra = a.cpu().run(untilUs, steps, true);
                rb = b.cpu().run(untilUs, steps, true);
            } else {
                long until = Math.min(untilUs, a.clock().now + 1 + slices.nextInt(3000));
                ra = a.run(until);
                rb = b.run(until);
            }
            assertThat(rb).as("%s: how the slice ended at %d µs", what, a.clock().now).isEqualTo(ra);
            try {
                CycleStepTest.assertSameState(b, a);
            } catch (AssertionError e) {
                throw new AssertionError(what + ": the registers at " + a.clock().now + " µs: " + e.getMessage(), e);
            }
            assertThat(b.core()).as("%s: core at %d µs", what, a.clock().now).isEqualTo(a.core());
            if (ra != StopReason.TIME_LIMIT && ra != StopReason.INSTRUCTION_LIMIT) {
                return;
            }
        }
    }
}
