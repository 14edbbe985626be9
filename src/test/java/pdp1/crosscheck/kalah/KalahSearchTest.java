package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.Mismatch;
import pdp1.kalah.Kalah;
import pdp1.kalah.Pdp1Search;
import pdp1.kalah.Position;
import pdp1.kalah.Variant;
import pdp1.program.ProgramImage;

/** The PDP-1 program's search alone, against Pdp1Search, on seeded random positions. */
class KalahSearchTest {

    private final KalahThinkProbe probe = new KalahThinkProbe(ProgramImage.fromClasspath("kalah.mac"), true, m -> { });

    /** A position after {@code plies} random sowings (not over), or null if the game ended first. */
    static Position randomPosition(Variant v, int plies, Random r) {
        Position p = Kalah.start(v);
        for (int i = 0; i < plies && !p.isOver(); i++) {
            int[] moves = Kalah.legalMoves(p);
            p = Kalah.play(p, moves[r.nextInt(moves.length)]);
        }
        return p.isOver() ? null : p;
    }

    private void assertSameDecision(Position p, int level, String where) throws Mismatch {
        var t = probe.think(p, level);
        var d = Pdp1Search.decide(p, level);
        assertThat(t.pit()).as("%s, level %d, move", where, level).isEqualTo(d.pit());
        assertThat(t.value()).as("%s, level %d, value", where, level).isEqualTo(d.value());
        assertThat((long) t.nodes()).as("%s, level %d, sowings", where, level).isEqualTo(d.nodes());
    }

    @Test
    void moveValueAndSowingsEqualTheReferenceAtEveryLevel() throws Mismatch {
        long seed = 77;
        Random r = new Random(seed);
        int checked = 0;
        while (checked < 32) {
            Variant v = Variant.standard(6, 1 + r.nextInt(6)).withEmptyCapture(r.nextBoolean())
                    .withUntilStuck(r.nextBoolean()).withNoSweep(r.nextBoolean());
            Position p = randomPosition(v, r.nextInt(40), r);
            if (p == null) {
                continue;
            }
            int level = 1 + checked % Pdp1Search.LEVELS.length;
            assertSameDecision(p, level, "seed " + seed + ", " + p);
            checked++;
        }
    }

    @Test
    void theOpeningBookAnswersItsLinesOnKalah64AndNothingElse() throws Mismatch {
        Position start = Kalah.start(Variant.STANDARD);
        Position afterC = Kalah.play(start, 2);
        Position afterCF = Kalah.play(afterC, 5);
        Position afterCFB = Kalah.play(afterCF, 1);
        assertThat(probe.think(start, 8)).extracting(t -> t.pit(), t -> t.nodes()).containsExactly(2, 0);
        assertThat(probe.think(afterC, 8)).extracting(t -> t.pit(), t -> t.nodes()).containsExactly(5, 0);
        assertThat(probe.think(afterCF, 8)).extracting(t -> t.pit(), t -> t.nodes()).containsExactly(1, 0);
        assertThat(probe.think(afterCFB, 8)).extracting(t -> t.pit(), t -> t.nodes()).containsExactly(3, 0);
        assertSameDecision(start, 8, "the start");
        assertSameDecision(afterC, 3, "the start after c");
        assertSameDecision(afterCF, 5, "the start after c f");
        assertSameDecision(afterCFB, 4, "the start after c f b");
        assertSameDecision(Kalah.play(afterCFB, 3), 2, "the start after c f b d: the line's end, searched");
        assertSameDecision(Kalah.play(afterCF, 0), 2, "the start after c f a: off the line, searched");
        Position afterF = Kalah.play(start, 5);                          // the other lines: f f, c e b c
        Position afterCE = Kalah.play(afterC, 4);
        Position afterCEB = Kalah.play(afterCE, 1);
        assertThat(probe.think(afterF, 8)).extracting(t -> t.pit(), t -> t.nodes()).containsExactly(5, 0);
        assertThat(probe.think(afterCE, 8)).extracting(t -> t.pit(), t -> t.nodes()).containsExactly(1, 0);
        assertThat(probe.think(afterCEB, 8)).extracting(t -> t.pit(), t -> t.nodes()).containsExactly(2, 0);
        assertSameDecision(Kalah.play(afterF, 5), 2, "the start after f f: a line's end, searched");
        assertSameDecision(Kalah.play(afterCEB, 2), 2, "the start after c e b c: a line's end, searched");
        for (Variant v : new Variant[] {Variant.STANDARD.withPie(true), Variant.STANDARD.withEmptyCapture(true),
                Variant.STANDARD.withUntilStuck(true), Variant.STANDARD.withNoSweep(true), Variant.standard(6, 3)}) {
            assertSameDecision(Kalah.start(v), 2, "the start of " + v);       // searched, not the book's
        }
        assertSameDecision(Kalah.play(start, 0), 2, "the start after a");
    }

    @Test
    void theProgramsLevelTablesAreTheReferencesLevels() {
        var program = pdp1.program.ProgramImage.fromClasspath("kalah.mac");
        int[] core = program.core(010000);
        for (int i = 0; i < Pdp1Search.LEVELS.length; i++) {
            assertThat(core[program.address("lvbud") + i]).as("budget of level %d", i + 1).isEqualTo(Pdp1Search.LEVELS[i].budget());
            assertThat(core[program.address("lvdep") + i]).as("depth of level %d", i + 1).isEqualTo(Pdp1Search.LEVELS[i].maxDepth());
        }
        assertThat(program.address("ldef")).as("the default level").isEqualTo(Pdp1Search.DEFAULT_LEVEL);
        assertThat(program.address("lmax")).as("the highest level").isEqualTo(Pdp1Search.LEVELS.length);
    }

    /** The opening, the middle game and the end game of the measured table, Kalah 6x4 standard. */
    static List<Position> timedPositions(long seed) {
        Random r = new Random(seed);
        List<Position> positions = new ArrayList<>();
        positions.add(Kalah.start(Variant.STANDARD));
        while (positions.size() < 200) {
            int plies = positions.size() <= 15 ? 1 + r.nextInt(4) : 5 + r.nextInt(26);
            Position p = randomPosition(Variant.STANDARD, plies, r);
            if (p != null) {
                positions.add(p);
            }
        }
        return positions;
    }

    /**
     * The levels table of docs/kalah-program.md (and of {@code kalah --help}): simulated time and
     * sowings per move by level, on the start, 15 openings (1-4 random plies) and 184 positions after
     * 5-30 random plies, the board kept lit on the CRT meanwhile. The machine is cycle-exact, so the
     * figures are exact; when the program's search or its drawing changes, the message gives the
     * new table.
     */
    @Test
    @Tag("long")
    void simulatedTimePerMoveIsTheDocumentedTable() throws Mismatch {
        String documented = """
                | 1 | 10 | 1 | 0.10 | 0.12 | 4 | 6 |
                | 2 | 100 | 2 | 0.32 | 0.70 | 39 | 100 |
                | 3 | 200 | 4 | 1.25 | 1.36 | 190 | 200 |
                | 4 | 300 | 10 | 1.89 | 2.00 | 295 | 300 |
                | 5 | 500 | 10 | 3.10 | 3.28 | 492 | 500 |
                | 6 | 800 | 10 | 4.92 | 5.21 | 788 | 800 |
                | 7 | 1100 | 10 | 6.74 | 7.11 | 1083 | 1100 |
                | 8 | 1400 | 10 | 8.55 | 9.00 | 1378 | 1400 |
                """;
        long seed = 1000;
        List<Position> positions = timedPositions(seed);
        StringBuilder measured = new StringBuilder();
        for (int level = 1; level <= Pdp1Search.LEVELS.length; level++) {
            long total = 0, max = 0, nodes = 0, maxNodes = 0;
            for (Position p : positions) {
                assertSameDecision(p, level, "seed " + seed + ", " + p);
                var t = probe.think(p, level);
                total += t.micros();
                max = Math.max(max, t.micros());
                nodes += t.nodes();
                maxNodes = Math.max(maxNodes, t.nodes());
            }
            int n = positions.size();
            measured.append(String.format(Locale.ROOT, "| %d | %d | %d | %.2f | %.2f | %d | %d |%n", level,
                    Pdp1Search.LEVELS[level - 1].budget(), Pdp1Search.LEVELS[level - 1].maxDepth(),
                    total / 1e6 / n, max / 1e6, nodes / n, maxNodes));
        }
        assertThat(measured.toString()).isEqualToNormalizingNewlines(documented);
    }
}
