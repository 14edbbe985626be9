package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.Mismatch;
import pdp1.kalah.Position;
import pdp1.kalah.Variant;
import pdp1.program.ProgramImage;

/** The search probe of the Kalah sessions: its positions, the real program passing it, a search mutant caught. */
class KalahSearchProbeTest {

    private static final ProgramImage PROGRAM = ProgramImage.fromClasspath("kalah.mac");
    private static final int DAC = 0240000, DAP = 0260000, OP = 0760000;

    @Test
    void theProgramsThinkIsTheReferencesOnTheDrawnPositions() throws Mismatch {
        KalahSearchProbe probe = new KalahSearchProbe(PROGRAM, m -> { });
        for (long seed = 1; seed <= 12; seed++) {
            probe.check(new Random(seed));
        }
    }

    @Test
    void theDrawnPositionsHaveFiveOrSixBonusPitsForTheMover() {
        int[] withBonusPits = new int[7];
        for (long seed = 1; seed <= 100; seed++) {
            for (KalahSearchProbe.Probe probe : KalahSearchProbe.draw(new Random(seed))) {
                Position p = probe.position();
                assertThat(p.isOver()).isFalse();
                assertThat(probe.level()).isBetween(1, KalahSearchProbe.MAX_LEVEL);
                int bonus = 0;
                for (int pit = 0; pit < 6; pit++) {
                    bonus += p.pit(p.sideToMove(), pit) == 6 - pit ? 1 : 0;
                }
                assertThat(bonus).as("seed %d: %s", seed, p).isBetween(5, 6);
                withBonusPits[bonus]++;
            }
        }
        assertThat(withBonusPits[5]).isPositive();
        assertThat(withBonusPits[6]).isPositive();
    }

    /** oc3+5, dac wb -> dap wb: with five or six bonus pits the move order drops some (docs/kalah-program.md). */
    @Test
    void aSearchThatDropsBonusPitsIsOneLineNamingThePositionAndLevel() {
        int at = PROGRAM.address("oc3") + 5;
        int word = PROGRAM.core(010000)[at];
        assertThat(word & OP).isEqualTo(DAC);
        var probe = new KalahSearchProbe(PROGRAM.withWord(at, word & ~OP | DAP), m -> { });
        Position p = Position.of(Variant.STANDARD, new int[] {6, 5, 4, 3, 2, 1, 0, 5, 5, 5, 5, 4, 3, 0}, Position.SOUTH);
        assertThatThrownBy(() -> probe.compare(p, 1)).isInstanceOf(Mismatch.class)
                .hasMessageStartingWith("search probe, kalah 6x4, South to move, South a-f 6 5 4 3 2 1 store 0, "
                        + "North a-f 5 5 5 5 4 3 store 0, level 1: the program's think chose ")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }
}
