package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.Mismatch;
import pdp1.kalah.Position;
import pdp1.kalah.Variant;
import pdp1.program.ProgramImage;

/**
 * The display list of programs/kalah.mac runs from dlist up to the end of core: no board may
 * need more, or build would write past the end of core into the program. Nor may a line of glyphs
 * need more than gbuf, the words before dlist. The boards: the extremes
 * (every seed in one store, the stores even, 12 in every pit, every count two digits) and seeded
 * random spreads of 1 to 6 seeds a pit, each with the line of the end of the game and of the
 * computer thinking.
 */
class KalahDisplayListTest {

    private static final long SEED = 1300;
    private final KalahThinkProbe probe = new KalahThinkProbe(ProgramImage.fromClasspath("kalah.mac"), true, m -> { });
    private final int room = 07777 - probe.program().address("dlist");

    @Test
    void everyBoardsDisplayListAndLongestGlyphLineFitTheirRoom() throws Mismatch {
        int most = 0;
        int longestLine = 0;
        String worst = "";
        for (int[] places : boards()) {
            int total = Arrays.stream(places).sum();
            Variant v = Variant.standard(6, total / 12).withNoSweep(true);   // the board as it is, even when over
            for (int side = 0; side < 2; side++) {
                Position p = Position.of(v, places, side);
                for (boolean thinking : new boolean[] {false, true}) {
                    KalahThinkProbe.ListWords words = probe.displayListWords(p, 3, thinking);
                    if (words.list() > most) {
                        most = words.list();
                        worst = p + (thinking ? " thinking" : "");
                    }
                    longestLine = Math.max(longestLine, words.glyphLine());
                }
            }
        }
        assertThat(most).as("seed %d, the largest list (%d words) is of%n%s", SEED, most, worst).isLessThanOrEqualTo(room);
        // 14 glyphs of 2 words: seven two-digit counts; the mark, NORTH and THINKS; a name, a score and WINS
        assertThat(longestLine).as("seed %d, the longest line of glyphs", SEED).isEqualTo(28)
                .isLessThanOrEqualTo(probe.program().address("dlist") - probe.program().address("gbuf"));
    }

    private static List<int[]> boards() {
        List<int[]> boards = new ArrayList<>();
        for (int seeds = 1; seeds <= 6; seeds++) {
            int total = 12 * seeds;
            boards.add(new int[] {seeds, seeds, seeds, seeds, seeds, seeds, 0, seeds, seeds, seeds, seeds, seeds, seeds, 0});
            int[] oneStore = new int[14];
            oneStore[6] = total;
            boards.add(oneStore);
            int[] even = new int[14];
            even[6] = total / 2;
            even[13] = total / 2;
            boards.add(even);
        }
        boards.add(new int[] {12, 12, 12, 12, 12, 12, 0, 0, 0, 0, 0, 0, 0, 0});
        boards.add(new int[] {12, 12, 12, 0, 0, 0, 0, 12, 12, 12, 0, 0, 0, 0});
        boards.add(new int[] {10, 10, 10, 10, 10, 10, 6, 0, 0, 0, 0, 0, 0, 6});
        boards.add(new int[] {12, 12, 12, 12, 12, 0, 6, 0, 0, 0, 0, 0, 0, 6});
        boards.add(new int[] {11, 11, 11, 11, 10, 10, 0, 0, 0, 0, 0, 0, 0, 8});
        SplittableRandom r = new SplittableRandom(SEED);
        for (int i = 0; i < 600; i++) {
            int total = 12 * (1 + r.nextInt(6));
            double[] weight = new double[14];
            for (int place = 0; place < 14; place++) {
                weight[place] = Math.pow(r.nextDouble(), 1 + r.nextInt(4));    // some places far heavier
            }
            int[] places = new int[14];
            for (int seed = 0; seed < total; seed++) {
                places[pick(weight, r)]++;
            }
            boards.add(places);
        }
        return boards;
    }

    private static int pick(double[] weight, SplittableRandom r) {
        double sum = 0;
        for (double w : weight) {
            sum += w;
        }
        double x = r.nextDouble() * sum;
        for (int place = 0; place < weight.length - 1; place++) {
            x -= weight[place];
            if (x < 0) {
                return place;
            }
        }
        return weight.length - 1;
    }
}
