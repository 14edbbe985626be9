package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdp1.emu.dev.StandardMachine;

/**
 * IOTs inside translated blocks do what the interpreter does: seeded random programs of loops
 * that draw points and type (dpy with and without its wait and pulse, ioh, tyo, cks, esm and
 * lsm), walk a list by rewriting their own lac (as Kalah's drawer), rewrite a dpy's intensity,
 * and, in a third of them, take breaks requested by a ticker while they wait. Each runs on the
 * standard machine once interpreted and once translated (blocks made after 1 to 4 starts), in
 * the same random slices of steps and of time; after every slice the registers, the clock, the
 * instruction count, the stop and core are equal (TranslatorEquivalenceTest.compareSlices), and
 * at the end the paper and every point drawn, with its time.
 */
class DeviceLoopsRunAlikeTest {

    private static final int START = 0100;
    private static final int DATA = 02000;          // 0200 words of coordinates
    private static final int COUNTER = 01777;
    private static final int BREAKS = 070;          // the break handler counts breaks here

    @Test
    void randomDeviceLoopsRunAlike() {
        long translatedIots = 0;
        for (long seed = 1; seed <= 150; seed++) {
            Random random = new Random(seed);
            int[] program = program(random);
            long tickEveryUs = random.nextInt(3) == 0 ? 30 + random.nextInt(400) : 0;
            int threshold = 1 + random.nextInt(4);
            StandardMachine interpreted = machine(program, tickEveryUs);
            StandardMachine translating = machine(program, tickEveryUs);
            interpreted.machine().cpu().setEngine(Engine.INTERPRETER);
            translating.machine().cpu().setEngine(Engine.TRANSLATOR, threshold);
            Points a = new Points();
            Points b = new Points();
            interpreted.display().addSink(a);
            translating.display().addSink(b);
            String what = "seed " + seed;
            TranslatorEquivalenceTest.compareSlices(interpreted.machine(), translating.machine(),
                    new Random(seed * 17 + 3), 400_000, what);
            assertThat(b.drawn).as("%s: the points, with their times", what).isEqualTo(a.drawn);
            assertThat(translating.transcript().text()).as("%s: the paper", what)
                    .isEqualTo(interpreted.transcript().text());
            translatedIots += translating.machine().cpu().instructionsTranslated();
        }
        assertThat(translatedIots).as("instructions run translated in all").isGreaterThan(1_000_000);
    }

    private static StandardMachine machine(int[] program, long tickEveryUs) {
        StandardMachine pdp1 = StandardMachine.create();
        System.arraycopy(program, 0, pdp1.machine().core(), 0, program.length);
        pdp1.machine().start(START);
        if (tickEveryUs > 0) {
            TranslatorEquivalenceTest.ticker(pdp1.machine(), tickEveryUs);
        }
        return pdp1;
    }

    /** Every point as (x, y, level, time). */
    private static final class Points implements pdp1.emu.dev.DisplaySink {
        final List<String> drawn = new ArrayList<>();

        @Override
        public void point(int x, int y, int level, long timeUs) {
            drawn.add(x + "," + y + "," + level + "@" + timeUs);
        }
    }

    /**
     * A program: the break handler at 3 (counts in 70, restores IO and AC, returns), data at
     * 2000, and at 100 a few loops one after another, then a jmp back to 100. A loop sets its
     * counter, points a walking lac at the data, and runs a random body ended by isp and jmp.
     */
    static int[] program(Random r) {
        int[] core = new int[010000];
        int[] handler = {0440000 | BREAKS, 0220002, 0200000, 0610001};   // idx 70; lio 2; lac 0; jmp i 1
        System.arraycopy(handler, 0, core, 3, handler.length);
        for (int k = 0; k < 0200; k++) {
            core[DATA + k] = r.nextInt(01000000);
        }
        int a = START;
        int loops = 1 + r.nextInt(4);
        for (int loop = 0; loop < loops; loop++) {
            core[a++] = 0700000 | DATA;                      // law 2000
            int walker = a + 4;                              // the body's first word: a walking lac
            core[a++] = 0260000 | walker;                    // dap walker
            core[a++] = 0710000 | (2 + r.nextInt(60));       // law i n
            core[a++] = 0240000 | COUNTER;                   // dac counter
            core[a++] = r.nextBoolean() ? 0760000 : 0720055; // nop, or esm
            int top = a;
            core[a++] = 0200000 | DATA;                      // walker: lac 2000 (its address walks)
            int length = 1 + r.nextInt(8);
            for (int k = 0; k < length; k++) {
                a = bodyWord(r, core, a, walker);
            }
            core[a++] = 0440000 | walker;                    // idx walker
            core[a++] = 0460000 | COUNTER;                   // isp counter
            core[a++] = 0600000 | top;                       // jmp top
        }
        core[a] = 0600000 | START;
        return core;
    }

    private static int bodyWord(Random r, int[] core, int a, int walker) {
        double k = r.nextDouble();
        int data = DATA + r.nextInt(0200);
        if (k < 0.08) {
            core[a++] = 0730000;                                   // ioh
        } else if (k < 0.32) {
            int[] dpy = {0720007, 0724007, 0730007};              // dpy-i, dpy-i+4000 (pulse), dpy (wait)
            core[a++] = dpy[r.nextInt(dpy.length)] | r.nextInt(8) << 6;
        } else if (k < 0.37) {
            core[a++] = r.nextInt(4) == 0 ? 0730003 : 0724003;     // tyo (wait), tyo-i+4000 (pulse)
        } else if (k < 0.45) {
            core[a++] = 0720033;                                   // cks
        } else if (k < 0.50) {
            core[a++] = r.nextBoolean() ? 0720055 : 0720054;       // esm, lsm
        } else if (k < 0.56) {
            int dpyAt = a + 2;                                     // a new intensity for the next dpy
            core[a++] = 0704007 | r.nextInt(8) << 6;               // law 4n07
            core[a++] = 0260000 | dpyAt;                           // dap it: dpy-i+4000 at intensity n
            core[a++] = 0724007;
        } else if (k < 0.66) {
            core[a++] = 0220000 | data;                            // lio
        } else if (k < 0.74) {
            core[a++] = 0400000 | data;                            // add
        } else if (k < 0.80) {
            core[a++] = 0640000 | (r.nextBoolean() ? 01 : 0100);   // szf 1, sza
        } else if (k < 0.86) {
            core[a++] = 0760000 | (r.nextBoolean() ? 011 : 001);   // stf 1, clf 1
        } else if (k < 0.92) {
            core[a++] = 0200000 | data;                            // lac
        } else {
            core[a++] = 0240000 | (DATA + 0200 + r.nextInt(040));  // dac (a scratch word)
        }
        return a;
    }
}
