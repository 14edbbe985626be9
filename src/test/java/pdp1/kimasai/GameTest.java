package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class GameTest {

    @Test
    void aGameStartsWithSouthToMoveAndInProgress() {
        Game g = new Game();
        assertThat(g.position()).isEqualTo(Position.START);
        assertThat(g.result()).isEqualTo(Result.IN_PROGRESS);
        assertThat(g.reason()).isEmpty();
    }

    @Test
    void capturingTheLastStoneWins() {
        Game g = new Game(PositionTest.at(Side.SOUTH, "l1 a1", "l3"), Game.Options.NONE);
        g.play(Hole.parse("l1"));
        assertThat(g.result()).isEqualTo(Result.SOUTH_WINS);
        assertThat(g.reason()).isEqualTo("North has no stone left; South wins");
    }

    @Test
    void aPlayerWhoCannotMoveLosesAtOnce() {
        Game g = new Game(new Position((1 << 24) - 1, 1, Side.SOUTH), Game.Options.NONE);
        assertThat(g.result()).isEqualTo(Result.NORTH_WINS);
        assertThat(g.reason()).isEqualTo("South cannot move; North wins");
    }

    @Test
    void noMoveIsAcceptedAfterTheEnd() {
        Game g = new Game(PositionTest.at(Side.SOUTH, "l1 a1", "l3"), Game.Options.NONE);
        g.play(Hole.parse("l1"));
        assertThatThrownBy(() -> g.play(Hole.parse("a1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the game is over: North has no stone left; South wins");
    }

    @Test
    void aCaptureForgetsThePositionsBeforeIt() {
        Game g = new Game();
        assertThat(g.positionsSinceCapture()).isEqualTo(1);
        g.play(Hole.parse("b2"));     // takes a3 and a4
        assertThat(g.positionsSinceCapture()).isEqualTo(1);
        g.play(Hole.parse("b4"));     // no capture
        assertThat(g.positionsSinceCapture()).isEqualTo(2);
    }

    @Test
    void theMoveCapDrawsAGameStillGoing() {
        Game g = new Game(new Game.Options(2));
        g.play(Hole.parse("b2"));
        assertThat(g.isOver()).isFalse();
        g.play(Hole.parse("b4"));
        assertThat(g.result()).isEqualTo(Result.DRAW);
        assertThat(g.reason()).isEqualTo("stopped at the move cap (2 moves)");
    }

    @Test
    void theRecordNumbersMovePairsAndEndsWithTheResult() {
        Game g = new Game(PositionTest.at(Side.SOUTH, "k1 a1", "l3"), Game.Options.NONE);
        g.play(Hole.parse("k1"));
        g.play(Hole.parse("l3"));
        g.play(Hole.parse("a1"));
        assertThat(g.record()).isEqualTo("1. k1 l3 2. a1");
        assertThat(GameRecord.parse("1. k1 l3 2. a1 0-1")).extracting(Hole::name).containsExactly("k1", "l3", "a1");
    }

    @Test
    void aReplayedRecordReachesTheSamePositionAndResult() {
        Game played = new Game();
        Pdp1Search search = new Pdp1Search();
        while (!played.isOver()) {
            played.play(search.chooseAtLevel(played.position(), 2));
        }
        Game replayed = Game.replay(played.record(), Game.Options.NONE);
        assertThat(replayed.position()).isEqualTo(played.position());
        assertThat(replayed.result()).isEqualTo(played.result());
        assertThat(replayed.record()).isEqualTo(played.record());
    }

    @Test
    void aReplayNamesTheFirstIllegalMove() {
        assertThatThrownBy(() -> Game.replay("1. b2 k3 2. d2", Game.Options.NONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("move 3 (d2): the stone in d2 cannot move: c2 is full");
    }
}
