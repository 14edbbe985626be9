package pdp1.emu.front;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import pdp1.asm.Assembler;
import pdp1.emu.Machine;
import pdp1.emu.debug.Program;

/**
 * The sound of program flags 1-4 (docs/music.md): pitch from the cycle count, bit-for-bit
 * determinism, four voices. The programs toggle flags in loops whose every path takes the same
 * number of memory cycles, so each toggle comes exactly K cycles after the one before.
 */
class FlagVoicesTest {

    /**
     * One voice block: 14 cycles whether its flag toggles this pass or not. {@code isp} counts
     * passes; on the Nth it skips into the toggle (reload, {@code xct} of stf/clf, swap them),
     * else it waits the same 12 cycles.
     */
    private static String voice(int n, int flag, String next) {
        String v = "v" + flag;
        return String.format("""
                %1$s,	isp c%2$d
                	jmp w%2$d
                	law i %3$o
                	dac c%2$d
                	xct f%2$d
                	lac f%2$d
                	xor t
                	dac f%2$d
                	jmp %4$s
                w%2$d,	lac t
                	lac t
                	lac t
                	lac t
                	lac t
                	nop
                """, v, flag, n, next);
    }

    /** Voices {@code ns[i]} passes apart on flags 1.., in one loop of 14 cycles a voice and a jmp. */
    private static Machine loop(int... ns) throws Exception {
        StringBuilder src = new StringBuilder("flag tones\n100/\n");
        for (int i = 0; i < ns.length; i++) {
            src.append(voice(ns[i], i + 1, i + 1 < ns.length ? "v" + (i + 2) : "back"));
        }
        src.append("back,\tjmp v1\nt,\t10\n");
        for (int i = 0; i < ns.length; i++) {
            src.append(String.format("c%d,\t-%o\nf%d,\tstf %d\n", i + 1, ns[i], i + 1, i + 1));
        }
        src.append("\tstart v1\n");
        Program p = Program.fromAssembly(Assembler.assemble(src.toString(), "tones.mac"));
        Machine m = new Machine();
        p.loadInto(m);
        m.start(p.start());
        return m;
    }

    /** The samples of {@code seconds} of the machine's run. */
    private static short[] record(Machine m, double seconds) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        FlagVoices voices = new FlagVoices((s, n) -> {
            for (int i = 0; i < n; i++) {
                bytes.write(s[i] & 0xff);
                bytes.write(s[i] >> 8);
            }
        }, m.clock().now, m.cpu().pf);
        m.cpu().setFlagSink(voices);
        long end = m.clock().now + (long) (seconds * 1e6);
        while (m.clock().now < end) {
            m.run(Math.min(end, m.clock().now + 10_000));
            voices.serve(m.clock().now);
        }
        byte[] b = bytes.toByteArray();
        short[] s = new short[b.length / 2];
        for (int i = 0; i < s.length; i++) {
            s[i] = (short) ((b[2 * i] & 0xff) | (b[2 * i + 1] << 8));
        }
        return s;
    }

    /** Frequency from the upward zero crossings (interpolated), skipping the first 0.2 s of the high-pass settling. */
    private static double zeroCrossingHz(short[] s) {
        int from = FlagVoices.RATE / 5;
        double first = -1;
        double last = -1;
        int crossings = 0;
        for (int i = from + 1; i < s.length; i++) {
            if (s[i - 1] < 0 && s[i] >= 0) {
                double t = i - 1 + (double) -s[i - 1] / (s[i] - s[i - 1]);
                if (first < 0) {
                    first = t;
                }
                last = t;
                crossings++;
            }
        }
        return (crossings - 1) * FlagVoices.RATE / (last - first);
    }

    @ParameterizedTest(name = "a toggle every {0} passes")
    @ValueSource(ints = {7, 20, 50, 120})
    void thePitchIsTheCycleCounts(int n) throws Exception {
        int k = 15 * n;                                   // cycles between toggles: 14 a voice, 1 the jmp back
        double expected = 1 / (2 * k * 5e-6);
        double measured = zeroCrossingHz(record(loop(n), 2.0));
        assertThat(measured).as("K = %d cycles, %.3f Hz", k, expected).isCloseTo(expected, org.assertj.core.data.Percentage.withPercentage(0.1));
    }

    @Test
    void twoRunsGiveTheSameSamples() throws Exception {
        assertThat(record(loop(9, 13), 1.0)).isEqualTo(record(loop(9, 13), 1.0));
    }

    @Test
    void fourFlagsAtFourRatesAreFourPeaks() throws Exception {
        int[] ns = {3, 4, 5, 6};
        short[] s = record(loop(ns), 2.0);
        double pass = (14 * ns.length + 1) * 5e-6;        // one pass of the loop, seconds
        for (int n : ns) {
            double f = 1 / (2 * n * pass);
            double peak = power(s, f);
            assertThat(peak).as("voice at %.2f Hz", f).isGreaterThan(50 * power(s, f * 1.13));
            assertThat(peak).as("voice at %.2f Hz", f).isGreaterThan(50 * power(s, f * 0.91));
        }
    }

    @Test
    void aFlagLeftUpFallsSilent() throws Exception {
        Machine m = new Machine();
        m.load(0100, 0760011, 0600101);                  // stf 1, then jmp . forever
        m.start(0100);
        short[] s = record(m, 1.0);
        assertThat(Math.abs(s[s.length - 1])).as("the coupling takes the DC away").isLessThan(40);
    }

    /** Goertzel: the power of {@code s} at {@code hz}, over all but the first 0.2 s. */
    private static double power(short[] s, double hz) {
        double w = 2 * Math.PI * hz / FlagVoices.RATE;
        double c = 2 * Math.cos(w);
        double a = 0;
        double b = 0;
        for (int i = FlagVoices.RATE / 5; i < s.length; i++) {
            double x = s[i] + c * a - b;
            b = a;
            a = x;
        }
        return a * a + b * b - c * a * b;
    }
}
