package pdp1.crosscheck.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.Shard;
import pdp1.crosscheck.kalah.KalahCrosscheck;
import pdp1.crosscheck.kimasai.KimasaiCrosscheck;
import pdp1.emu.cpu.Engine;
import pdp1.program.ProgramImage;

/**
 * The cross-check kills a handful of fixed mutants of kalah.mac and kimasai.mac within a few
 * sessions (seeds 1-12; most in the first 3): if it stops catching one of them, this fails. A mutant is named by its
 * label, its offset (decimal; the reports' "label+offset" is octal) and the change, so that it stays the same mutant while the code
 * around it changes.
 */
class MutantsKilledTest {

    private static final int SESSIONS = 12;
    private static final long SEED = 1;

    @ParameterizedTest(name = "{0} {1}+{2}: {3}")
    @CsvSource(delimiter = ';', value = {
            "kalah; sow; 7; dac -> dap",          // the sowing's count kept in the wrong half of a word
            "kalah; order; 7; dac -> dip",        // the search's move order
            "kalah; clust; 7; address +1",        // the CRT's seed clusters
            "kalah; sl3; 1; nop",                 // the side's name drawn twice over itself
            "kalah; val; 2; isp -> idx",          // the board left dark while the computer thinks
            "kalah; val; 3; nop",                 // a CRT slice at every node of the search, not every snod
            "kalah; th2; 9; constant -1",         // a turn's later sowing searched with a budget of 9, not 10
            "kalah; go; 8; address -1",           // after CONTINUE a part of the last game's display list drawn
            "kalah; sd0; 2; dac -> dip",          // seed points a few units off their places in the box
            "kalah; pn5; 1; nop",                 // numbers under 10 typed with a leading zero: "04"
            "kalah; frame; 7; address +1",        // dprim left 0: every frame yields after its first point
            "kalah; oc3; 5; dac -> dap",          // five or six bonus pits at a node: the search drops some (search probe)
            "kalah; gk2; 2; nop",                 // clf 1 left out: flag 1 stays set after a key is read
            "kalah; book; 9; sas -> sad",         // the book's lines on the wrong seeds: 4 searched, 3 or 5 answered
            "kalah; ng0; 47; dac -> dap",         // a later game's start shows a bright outline under the board
            "kalah; gn5; 3; address -1",          // WINS/DRAW drawn 2 dots to the left
            "kalah; tbye; 92; literal +1",        // the line reads HINKS while the computer thinks
            "kimasai; domv; 2; sub -> add",       // which row a moved stone is in
            "kimasai; movs; 9; nop",              // the stones that may move: cma left out
            "kimasai; movs; 3; skip sense inverted",
            "kimasai; ring; 51; dac -> dip",      // one point of an empty hole's outline off its circle
            "kimasai; sr0; 7; dac -> dip",        // a node with no move scores -(beta mod 4096), not -(1000 + dep) (search probe)
            "kimasai; th4; 6; nop",               // the deepening never stops at iteration 20 (search probe)
            "kimasai; newg; 38; address +1",      // jmp ng0: no blank line before a later game's "new game"
            "kimasai; tbye; 34; literal +1",      // (45 -> (46: n not heard, "another game?" asked for ever
            "kimasai; mda; 5; address +1",        // "win": w's second part at (70, 100), i and n at y 100
            "kimasai; mda; 12; constant +1",      // "win": n's first three columns 1 unit right
            "kimasai; mda; 13; address -1",       // "win": n's first three columns over the i
            "kimasai; mda; 17; address -1",       // "win": n's right column over its left one
            "kimasai; ms3; 2; address +1",        // the row numbers all at row 1's height
            "kimasai; mkdl; 27; nop",             // the normal run drawn at the dim run's intensity
            "kimasai; gk3; 0; address +1",        // ucase not cleared by a lower-case key: a redundant shift typed
            "kimasai; gk3; 0; address -1",        // the same, dzm first
            "kimasai; th2; 17; nop"})             // pmf kept from an older iteration: a tie broken otherwise (search probe)
    void theCrosscheckKillsTheMutant(String game, String label, int offset, String operator) {
        Crosscheck.Game check = game.equals("kalah") ? KalahCrosscheck.ofProgram(null, "kwait") : KimasaiCrosscheck.ofProgram("kwait");
        ProgramImage program = check.program();
        ProgramWords words = new ProgramWords(program);
        int address = program.address(label) + offset;
        List<Mutant> found = Mutants.all(words).stream()
                .filter(m -> m.address() == address && m.operator().equals(operator)).toList();
        assertThat(found).as("the mutant %s at %s+%d", operator, label, offset).hasSize(1);

        List<MutantResult> results = new ArrayList<>();
        MutationRun.run(check, words, found, Shard.ALL, SESSIONS, SEED, 1, Engine.TRANSLATOR, results::add);

        assertThat(results).hasSize(1);
        MutantResult r = results.get(0);
        assertThat(r.killed()).as("%s at %s (line %d) survived sessions from seed %d", r.change(), r.where(), r.line(), SEED)
                .isTrue();
        assertThat(r.killedBy()).isBetween(SEED, SEED + SESSIONS - 1);
    }
}
