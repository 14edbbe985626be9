package pdp1.crosscheck.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.dev.StandardMachine;
import pdp1.program.ProgramImage;

/**
 * programs/kimasai.mac keeps the board lit: frames counted in the point stream (a frame starts
 * with its first point, the top dot of the letter a), by what the program was doing when it
 * began the frame (crtn called from the search, from the typewriter's wait, from the key wait).
 */
class KimasaiFrameRateTest {

    private static final int SEARCH = 0, TYPING = 1, WAITING = 2;
    private static final String[] DOING = {"searching", "typing", "waiting for a key"};

    private final ProgramImage program = ProgramImage.fromClasspath("kimasai.mac");

    /** Frame starts: {time µs, what the program was doing, points since the last}. */
    private List<long[]> run(int testWord, long us) {
        StandardMachine pdp1 = StandardMachine.create();
        Machine m = pdp1.machine();
        int crnx = program.address("crnx");
        int[] callers = {program.address("srch") + 4, program.address("pch2") + 2, program.address("gk2") + 2};
        List<long[]> frames = new ArrayList<>();
        long[] points = {0};
        pdp1.display().addSink((x, y, level, t) -> {
            points[0]++;
            if (x == KimasaiScreen.FIRST_X && y == KimasaiScreen.FIRST_Y) {
                int caller = m.core()[crnx] & 07777;
                int doing = -1;
                for (int k = 0; k < callers.length; k++) {
                    doing = callers[k] == caller ? k : doing;
                }
                frames.add(new long[] {t, doing, points[0]});
                points[0] = 0;
            }
        });
        m.cpu().tw = testWord;
        pdp1.console().loadImage(program.image());
        m.run(m.clock().now + us);
        return frames;
    }

    /**
     * Of the frames begun and ended doing {@code k}: their number, frames a second, the longest (ms),
     * the median and the most points (a frame cut short by the picture's rebuilding after a move has
     * fewer).
     */
    private static double[] rate(List<long[]> frames, int k) {
        long n = 0, time = 0, longest = 0;
        List<Long> points = new ArrayList<>();
        for (int i = 1; i < frames.size(); i++) {
            if (frames.get(i)[1] == k && frames.get(i - 1)[1] == k) {
                long t = frames.get(i)[0] - frames.get(i - 1)[0];
                n++;
                time += t;
                longest = Math.max(longest, t);
                points.add(frames.get(i)[2]);
            }
        }
        java.util.Collections.sort(points);
        return new double[] {n, n * 1e6 / time, longest / 1e3, points.get(points.size() / 2), points.get(points.size() - 1)};
    }

    private static String describe(double[] r, int k) {
        return String.format(java.util.Locale.ROOT, "%s: %d frames, %.1f a second, the longest %.1f ms, points: median %d, most %d",
                DOING[k], (long) r[0], r[1], r[2], (long) r[3], (long) r[4]);
    }

    @Test
    void theComputerAgainstItselfAtLevel5KeepsTheFullBoardLitAt15FramesASecond() {
        List<long[]> frames = run(0200005, 150_000_000);
        for (int k : new int[] {SEARCH, TYPING}) {
            double[] r = rate(frames, k);
            assertThat(r[0]).as(describe(r, k)).isGreaterThan(30);
            assertThat(r[1]).as(describe(r, k)).isGreaterThanOrEqualTo(15);
            assertThat(r[3]).as(describe(r, k) + ": a nearly full board").isGreaterThan(500);
        }
        // every second of the run, from the first frame on, has 15 frames or more
        int fewest = Integer.MAX_VALUE;
        for (int i = 0, j = 0; i < frames.size() && frames.get(i)[0] + 1_000_000 <= 150_000_000; i++) {
            while (j < frames.size() && frames.get(j)[0] < frames.get(i)[0] + 1_000_000) {
                j++;
            }
            fewest = Math.min(fewest, j - i);
        }
        assertThat(fewest).as("the fewest frames in a second").isGreaterThanOrEqualTo(15);
    }

    @Test
    void aPersonsTurnShowsTheStartAtMoreThan15FramesASecond() {
        List<long[]> frames = run(0, 80_000_000);          // the banner, the board, the prompt
        double[] r = rate(frames, WAITING);
        assertThat(r[1]).as(describe(r, WAITING)).isGreaterThanOrEqualTo(15);
        assertThat(r[3]).as(describe(r, WAITING)).isEqualTo(r[4]).isEqualTo(KimasaiScreen.pointsPerFrame(23, 23, false));
    }
}
