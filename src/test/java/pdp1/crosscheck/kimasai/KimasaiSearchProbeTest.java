package pdp1.crosscheck.kimasai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.Mismatch;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Pdp1Search;
import pdp1.kimasai.Position;
import pdp1.kimasai.Side;
import pdp1.program.ProgramImage;

/** The search probe of the Kimasai sessions: its positions, the real program passing it, two search mutants caught. */
class KimasaiSearchProbeTest {

    private static final ProgramImage PROGRAM = ProgramImage.fromClasspath("kimasai.mac");
    private static final int DAC = 0240000, DIP = 0300000, NOP = 0760000, OP = 0760000;

    @Test
    void theProgramsThinkIsTheReferencesOnTheDrawnPositions() throws Mismatch {
        KimasaiSearchProbe probe = new KimasaiSearchProbe(PROGRAM, m -> { });
        for (long seed = 1; seed <= 12; seed++) {
            probe.check(new Random(seed));
        }
    }

    @Test
    void theDrawnPositionsAreEndingsTheMoverIsBehindInAndOneStoneEachSearchedToIteration20() {
        for (long seed = 1; seed <= 40; seed++) {
            List<KimasaiSearchProbe.Probe> probes = KimasaiSearchProbe.draw(new Random(seed));
            Position behind = probes.get(0).position();
            Side mover = behind.toMove();
            assertThat(behind.count(mover)).as("seed %d: %s", seed, behind).isBetween(1, 3).isLessThan(behind.count(mover.opponent()));
            assertThat(behind.isLost()).isFalse();
            int level = probes.get(0).level();
            assertThat(level).isBetween(2, 4);
            assertThat(Math.abs(new Pdp1Search().choose(behind, Pdp1Search.budget(level)).value()))
                    .as("seed %d: a forced value", seed).isGreaterThanOrEqualTo(Pdp1Search.WIN);
            Position lone = probes.get(1).position();
            assertThat(lone.count(Side.SOUTH) + lone.count(Side.NORTH)).isEqualTo(2);
            assertThat(probes.get(1).level()).isBetween(6, 7);
            assertThat(new Pdp1Search().choose(lone, Pdp1Search.budget(probes.get(1).level())).depth())
                    .as("seed %d: %s", seed, lone).isEqualTo(Pdp1Search.MAX_DEPTH);
        }
    }

    /** sr0+7, dac t1 -> dip t1: a node with no move scores -(beta mod 4096), not -(1000 + dep) (docs/kimasai.md). */
    @Test
    void aNodeWithNoMoveScoredWrongIsOneLineNamingThePositionAndLevel() {
        int at = PROGRAM.address("sr0") + 7;
        int word = PROGRAM.core(010000)[at];
        assertThat(word & OP).isEqualTo(DAC);
        var probe = new KimasaiSearchProbe(PROGRAM.withWord(at, word & ~OP | DIP), m -> { });
        Position p = Position.of(Side.NORTH, List.of(Hole.parse("a3"), Hole.parse("e3"), Hole.parse("e2")));
        assertThatThrownBy(() -> probe.compare(p, 3)).isInstanceOf(Mismatch.class)
                .hasMessageStartingWith("search probe, North a3 e3 against South e2, North to move, level 3: "
                        + "the program's think chose e3 (value ")
                .hasMessageContaining("Pdp1Search a3 (value ")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    /** th4+6, lac idep made a nop: the deepening goes on past iteration 20, its stack past the end of core. */
    @Test
    void aSearchThatNeverStopsAtIteration20IsCaught() throws Mismatch {
        int at = PROGRAM.address("th4") + 6;
        var probe = new KimasaiSearchProbe(PROGRAM.withWord(at, NOP), m -> { });
        KimasaiSearchProbe.Probe lone = KimasaiSearchProbe.draw(new Random(1)).get(1);
        new KimasaiSearchProbe(PROGRAM, m -> { }).compare(lone.position(), lone.level());
        assertThatThrownBy(() -> probe.compare(lone.position(), lone.level())).isInstanceOf(Mismatch.class)
                .hasMessageStartingWith("search probe, " + KimasaiSearchProbe.describe(lone.position()) + ", level "
                        + lone.level() + ": ");
    }
}
