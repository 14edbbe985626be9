package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.ConsoleRig;
import pdp1.crosscheck.PointLog;
import pdp1.kalah.Kalah;
import pdp1.kalah.Position;
import pdp1.kalah.Variant;
import pdp1.program.ProgramImage;
import pdp1.program.Seats;
import pdp1.program.kalah.KalahSwitches;

/**
 * kalah.mac's CRT as a person sees it, measured from the point stream: every count readable
 * from its digits, at least 15 whole frames a second with a full board, and the board lit while
 * the typewriter types and while the computer thinks.
 */
class KalahCrtTest {

    /** Frames a second a full board must be drawn at while the program waits for a key. */
    static final double MIN_FRAMES_PER_SECOND = 15;

    private final ProgramImage program = ProgramImage.fromClasspath("kalah.mac");
    private final int kwait = program.address("kwait");

    private ConsoleRig twoPlayers(Variant v) {
        var sw = new KalahSwitches(v, Seats.TWO_PLAYERS, false, 1, true);
        ConsoleRig rig = new ConsoleRig(program, sw.senseSwitches(), sw.testWord());
        assertThat(rig.runUntilWaiting(kwait, KalahGame.MAX_RUN_US)).isEqualTo(ConsoleRig.Outcome.WAITING);
        return rig;
    }

    /** The indices of the points at (0, 0), where every frame begins. */
    private static List<Integer> frameStarts(PointLog log) {
        List<Integer> starts = new ArrayList<>();
        for (int i = log.find(0, 0, 0); i >= 0; i = log.find(0, 0, i + 1)) {
            starts.add(i);
        }
        return starts;
    }

    /** Whole frames a simulated second over a second of waiting for a key, and their points. */
    private record Rate(double framesPerSecond, int pointsPerFrame) {
    }

    private static Rate rate(ConsoleRig rig) {
        rig.points().clear();
        assertThat(rig.runFor(1_000_000)).isTrue();
        List<Integer> starts = frameStarts(rig.points());
        int first = starts.get(0);
        int last = starts.get(starts.size() - 1);
        int frames = starts.size() - 1;
        double seconds = (rig.points().timeUs(last) - rig.points().timeUs(first)) / 1e6;
        return new Rate(frames / seconds, (last - first) / frames);
    }

    @Test
    void theCountsReadBackFromTheDigitsInAHundredSeededPositions() {
        long seed = 11;
        Random r = new Random(seed);
        int positions = 0;
        while (positions < 100) {
            Variant v = Variant.standard(6, 1 + r.nextInt(6)).withEmptyCapture(r.nextBoolean())
                    .withUntilStuck(r.nextBoolean()).withNoSweep(r.nextBoolean());
            ConsoleRig rig = twoPlayers(v);
            Position ref = Kalah.start(v);
            while (!ref.isOver() && positions < 100) {
                rig.points().clear();
                assertThat(rig.runFor(KalahGame.CRT_LOOK_US)).isTrue();
                KalahScreen.Frame frame = KalahScreen.firstFrame(rig.points()).orElseThrow();
                for (int place = 0; place < 14; place++) {
                    assertThat(frame.counts()[place]).as("seed %d, %s, place %d (%s)", seed, ref, place,
                            frame.why(place)).isEqualTo(ref.seeds(place));
                }
                positions++;
                int[] legal = Kalah.legalMoves(ref);
                int pit = legal[r.nextInt(legal.length)];
                rig.type(String.valueOf((char) ('a' + pit)));
                ref = Kalah.play(ref, pit);
                assertThat(rig.runUntilWaiting(kwait, KalahGame.MAX_RUN_US)).isEqualTo(ConsoleRig.Outcome.WAITING);
            }
        }
    }

    @Test
    void aFullBoardIsDrawnAtLeastFifteenTimesASecond() {
        for (int seeds : new int[] {4, 6}) {
            Rate rate = rate(twoPlayers(Variant.standard(6, seeds)));
            assertThat(rate.framesPerSecond()).as("6x%d at the start: %.1f frames/s, %d points a frame", seeds,
                    rate.framesPerSecond(), rate.pointsPerFrame()).isGreaterThanOrEqualTo(MIN_FRAMES_PER_SECOND);
        }
    }

    @Test
    void midGameBoardsToo() {
        long seed = 3;
        Random r = new Random(seed);
        for (int game = 0; game < 4; game++) {
            Variant v = Variant.standard(6, 4 + game % 3);
            ConsoleRig rig = twoPlayers(v);
            Position ref = Kalah.start(v);
            for (int ply = 0; ply < 12 && !ref.isOver(); ply++) {
                int[] legal = Kalah.legalMoves(ref);
                int pit = legal[r.nextInt(legal.length)];
                rig.type(String.valueOf((char) ('a' + pit)));
                ref = Kalah.play(ref, pit);
                assertThat(rig.runUntilWaiting(kwait, KalahGame.MAX_RUN_US)).isEqualTo(ConsoleRig.Outcome.WAITING);
                if (ply % 4 == 3) {
                    Rate rate = rate(rig);
                    assertThat(rate.framesPerSecond()).as("seed %d, %s: %.1f frames/s, %d points a frame", seed, ref,
                            rate.framesPerSecond(), rate.pointsPerFrame()).isGreaterThanOrEqualTo(MIN_FRAMES_PER_SECOND);
                }
            }
        }
    }

    @Test
    void theBoardStaysLitWhileTheTypewriterTypesTheBoard() {
        ConsoleRig rig = twoPlayers(Variant.STANDARD);
        rig.points().clear();
        long struck = rig.nowUs();
        rig.type("p");                                   // the board on paper, asked for
        assertThat(rig.runUntilWaiting(kwait, KalahGame.MAX_RUN_US)).isEqualTo(ConsoleRig.Outcome.WAITING);
        PointLog log = rig.points();
        List<Integer> starts = frameStarts(log);
        double seconds = (rig.nowUs() - struck) / 1e6;
        assertThat(seconds).as("typing the board and the prompt").isGreaterThan(5);
        assertThat(starts.size() / seconds).as("frames a second while typing").isGreaterThanOrEqualTo(MIN_FRAMES_PER_SECOND);
        // the one gap: the display list rebuilt after the move (the board dims, the P7's afterglow stays)
        assertThat(longestGapUs(log)).as("longest time without a point, µs").isLessThan(110_000);
    }

    @Test
    void theBoardStaysLitWhileTheComputerThinksAndSaysSo() {
        var sw = new KalahSwitches(Variant.STANDARD, Seats.HUMAN_VS_COMPUTER, false, 0, true);   // level 8
        ConsoleRig rig = new ConsoleRig(program, sw.senseSwitches(), sw.testWord());
        assertThat(rig.runUntilWaiting(kwait, KalahGame.MAX_RUN_US)).isEqualTo(ConsoleRig.Outcome.WAITING);
        rig.type("b");
        // the person's move, the board typed, then North thinks
        int nodes = program.address("nodes");
        for (int i = 0; i < 200 && rig.machine().core()[nodes] == 0; i++) {
            assertThat(rig.runFor(100_000)).isTrue();
        }
        int before = rig.machine().core()[nodes];
        assertThat(before).as("the search began").isPositive();
        rig.points().clear();
        assertThat(rig.runFor(1_000_000)).isTrue();
        assertThat(rig.machine().core()[nodes]).as("the search runs").isGreaterThan(before + 100);
        PointLog log = rig.points();
        List<Integer> starts = frameStarts(log);
        assertThat(starts.size()).as("frames in a second of thinking").isGreaterThanOrEqualTo(6);
        assertThat(longestGapUs(log)).as("longest time without a point, µs").isLessThan(20_000);
        KalahScreen.Frame frame = KalahScreen.frame(log, starts.get(0), starts.get(1));
        assertThat(frame.lines()).containsExactly(" SOUTH", "> NORTH THINKS");
    }

    @Test
    void theBoardStaysLitWhenTheComputerPlaysBothSides() {
        var sw = new KalahSwitches(Variant.STANDARD, Seats.COMPUTER_VS_COMPUTER, false, 2, true);
        ConsoleRig rig = new ConsoleRig(program, sw.senseSwitches(), sw.testWord());
        assertThat(rig.runFor(60_000_000)).isTrue();                // the banner, 6 lines at 10 characters a second
        rig.points().clear();
        assertThat(rig.runFor(20_000_000)).isTrue();
        PointLog log = rig.points();
        assertThat(rig.paper()).contains("south plays", "north plays");
        assertThat(frameStarts(log).size() / 20.0).as("frames a second").isGreaterThanOrEqualTo(10);
        assertThat(longestGapUs(log)).as("longest time without a point, µs").isLessThan(110_000);
    }

    private static long longestGapUs(PointLog log) {
        long longest = 0;
        for (int i = 1; i < log.size(); i++) {
            longest = Math.max(longest, log.timeUs(i) - log.timeUs(i - 1));
        }
        return longest;
    }
}
