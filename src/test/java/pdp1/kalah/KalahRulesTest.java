package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static pdp1.kalah.Position.NORTH;
import static pdp1.kalah.Position.SOUTH;

import org.junit.jupiter.api.Test;

/** One test per rule clause of docs/kalah-rules.md, on the 6-pit board (places 0..13, "Board representation"). */
class KalahRulesTest {

    private static final Variant STD = Variant.STANDARD;

    /** Places 0..13: South a..f, South store, North a..f, North store. */
    private static Position south(Variant v, int... places) {
        return Position.of(v, places, SOUTH);
    }

    @Test
    void theStartHasNSeedsInEveryPitAndSouthToMove() {
        Position p = Kalah.start(Variant.standard(6, 4));
        assertThat(p.places()).containsExactly(4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0);
        assertThat(p.sideToMove()).isEqualTo(SOUTH);
        assertThat(p.isOver()).isFalse();
        assertThat(Kalah.legalMoves(p)).containsExactly(0, 1, 2, 3, 4, 5);
    }

    @Test
    void sowingSkipsTheOpponentsStoreButNotTheOwnStore() {
        Position p = south(STD, 0, 0, 1, 0, 0, 10, 0, 1, 1, 1, 1, 1, 1, 5);
        Position after = Kalah.play(p, 5);                  // f: 6, 7..12, (13 skipped), 0, 1, 2
        assertThat(after.places()).containsExactly(1, 1, 2, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 5);
        assertThat(after.sideToMove()).isEqualTo(NORTH);
    }

    @Test
    void northSkipsSouthsStore() {
        Position p = Position.of(STD, new int[] {1, 1, 1, 1, 1, 1, 5, 0, 1, 0, 0, 0, 9, 0}, NORTH);
        Position after = Kalah.play(p, 5);                  // North f = place 12: 13, 0..5, (6 skipped), 7, 8
        assertThat(after.places()).containsExactly(2, 2, 2, 2, 2, 2, 5, 1, 2, 0, 0, 0, 0, 1);
    }

    @Test
    void aLapOfThirteenSowsTheEmptiedOriginPitAndCanCaptureThere() {
        Position p = south(STD, 13, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0);
        Position after = Kalah.play(p, 0);
        // 13 seeds: b..f, store, North a..f, then a again (last seed, into the emptied pit): capture
        // of that seed and North f (place 12, 1 + 1 sown) into South's store.
        assertThat(after.places()).containsExactly(0, 1, 1, 1, 1, 1, 1 + 1 + 2, 2, 2, 2, 2, 2, 0, 0);
        assertThat(after.sideToMove()).isEqualTo(NORTH);
    }

    @Test
    void aLastSeedInTheOwnStoreGivesABonusMove() {
        Position after = Kalah.play(Kalah.start(STD), 2);  // c with 4 seeds: d, e, f, store
        assertThat(after.sideToMove()).isEqualTo(SOUTH);
        assertThat(after.store(SOUTH)).isEqualTo(1);
    }

    @Test
    void aLastSeedInAnOwnEmptyPitCapturesTheOppositePit() {
        Position p = south(STD, 1, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 5, 1, 0);
        Position after = Kalah.play(p, 0);                  // a -> b, empty; opposite of b (1) is 11
        assertThat(after.places()).containsExactly(0, 0, 0, 0, 0, 1, 6, 1, 1, 1, 1, 0, 1, 0);
        assertThat(after.sideToMove()).isEqualTo(NORTH);
    }

    @Test
    void noCaptureWhenTheOppositePitIsEmpty() {
        Position p = south(STD, 1, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 0);
        Position after = Kalah.play(p, 0);
        assertThat(after.places()).containsExactly(0, 1, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 0);
        assertThat(after.sideToMove()).isEqualTo(NORTH);
    }

    @Test
    void noCaptureInAnOwnPitThatWasOccupied() {
        Position p = south(STD, 1, 2, 0, 0, 0, 0, 0, 1, 1, 1, 1, 5, 1, 0);
        Position after = Kalah.play(p, 0);
        assertThat(after.places()).containsExactly(0, 3, 0, 0, 0, 0, 0, 1, 1, 1, 1, 5, 1, 0);
    }

    @Test
    void noCaptureInAnOpponentsEmptyPit() {
        Position p = south(STD, 1, 0, 0, 0, 0, 2, 0, 0, 1, 1, 1, 5, 1, 0);
        Position after = Kalah.play(p, 5);                  // f -> store, North a (was empty)
        assertThat(after.places()).containsExactly(1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 5, 1, 0);
        assertThat(after.sideToMove()).isEqualTo(NORTH);
    }

    @Test
    void emptyCaptureMovesTheLastSeedToTheStoreWhenTheOppositePitIsEmpty() {
        Position p = south(STD.withEmptyCapture(true), 1, 0, 0, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 0);
        Position after = Kalah.play(p, 0);
        assertThat(after.places()).containsExactly(0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 1, 0);
        assertThat(after.sideToMove()).isEqualTo(NORTH);
    }

    @Test
    void theGameEndsWhenOneSideIsEmptyAndTheOtherSideIsSwept() {
        Position p = south(STD, 0, 0, 0, 0, 0, 1, 10, 2, 0, 3, 0, 0, 0, 8);
        Position after = Kalah.play(p, 5);                  // last seed in the store: a bonus, but South is empty
        assertThat(after.isOver()).isTrue();
        assertThat(after.places()).containsExactly(0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 13);
        assertThat(after.sideToMove()).as("defined by the bonus rule").isEqualTo(SOUTH);
        assertThat(Kalah.result(after)).isEqualTo(-2);
        assertThat(Kalah.legalMoves(after)).isEmpty();
    }

    @Test
    void theGameEndsWhenTheOpponentsSideIsEmptied() {
        Position p = south(STD, 0, 0, 0, 1, 0, 1, 10, 0, 3, 0, 0, 0, 0, 8);
        Position after = Kalah.play(p, 3);                  // d -> e (empty) captures North b (place 8)
        assertThat(after.isOver()).isTrue();
        assertThat(after.places()).containsExactly(0, 0, 0, 0, 0, 0, 10 + 4 + 1, 0, 0, 0, 0, 0, 0, 8);
    }

    @Test
    void untilStuckPlaysOnWhileTheSideToMoveHasAMove() {
        Variant v = STD.withUntilStuck(true);
        Position after = Kalah.play(south(v, 0, 0, 0, 0, 0, 2, 10, 2, 0, 3, 0, 0, 0, 8), 5);
        assertThat(after.isOver()).as("South is empty but North, to move, can move").isFalse();
        assertThat(after.sideToMove()).isEqualTo(NORTH);
    }

    @Test
    void untilStuckEndsWhenTheSideToMoveHasNoMoveAndTheMoverKeepsItsSeeds() {
        Variant v = STD.withUntilStuck(true);
        Position after = Kalah.play(south(v, 0, 0, 0, 0, 0, 1, 10, 2, 0, 3, 0, 0, 0, 8), 5);
        assertThat(after.isOver()).as("a bonus with an empty side: South is stuck").isTrue();
        assertThat(after.places()).containsExactly(0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 13);
    }

    @Test
    void noSweepLeavesTheSeedsOnTheBoardForNobody() {
        Variant v = STD.withNoSweep(true);
        Position after = Kalah.play(south(v, 0, 0, 0, 0, 0, 1, 10, 2, 0, 3, 0, 0, 0, 8), 5);
        assertThat(after.isOver()).isTrue();
        assertThat(after.places()).containsExactly(0, 0, 0, 0, 0, 0, 11, 2, 0, 3, 0, 0, 0, 8);
        assertThat(Kalah.result(after)).isEqualTo(3);
    }

    @Test
    void untilStuckWithNoSweepEndsWithoutSweeping() {
        Variant v = STD.withUntilStuck(true).withNoSweep(true);
        Position after = Kalah.play(south(v, 0, 0, 0, 0, 0, 1, 10, 2, 0, 3, 0, 0, 0, 8), 5);
        assertThat(after.isOver()).isTrue();
        assertThat(after.places()).containsExactly(0, 0, 0, 0, 0, 0, 11, 2, 0, 3, 0, 0, 0, 8);
    }

    @Test
    void pieSwapIsOfferedOnlyAfterTheWholeOpeningTurn() {
        Variant v = STD.withPie(true);
        Position bonus = Kalah.play(Kalah.start(v), 2);    // c: a bonus, the opening goes on
        assertThat(bonus.canSwap()).isFalse();
        Position opened = Kalah.play(bonus, 0);             // a: the turn passes to North
        assertThat(opened.sideToMove()).isEqualTo(NORTH);
        assertThat(opened.canSwap()).isTrue();
        Position swapped = Kalah.swap(opened);
        assertThat(swapped.places()).containsExactly(opened.places());
        assertThat(swapped.sideToMove()).isEqualTo(NORTH);
        assertThat(swapped.canSwap()).isFalse();
        assertThat(Kalah.play(opened, 0).canSwap()).as("North moved instead").isFalse();
    }

    @Test
    void withoutThePieRuleThereIsNoSwap() {
        Position opened = Kalah.play(Kalah.start(STD), 0);
        assertThat(opened.canSwap()).isFalse();
        assertThatThrownBy(() -> Kalah.swap(opened)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anEmptyPitIsNotALegalMove() {
        Position p = south(STD, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 0);
        assertThat(Kalah.legalMoves(p)).containsExactly(1);
        assertThatThrownBy(() -> Kalah.play(p, 0)).hasMessageContaining("pit a is empty");
        assertThatThrownBy(() -> Kalah.play(p, 6)).hasMessageContaining("no pit 6");
    }
}
