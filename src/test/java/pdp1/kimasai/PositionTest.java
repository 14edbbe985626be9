package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PositionTest {

    /** A position from hole names, e.g. {@code at(SOUTH, "c1 c2", "c3 c4")}. */
    static Position at(Side toMove, String southStones, String northStones) {
        List<Hole> holes = Arrays.stream((southStones + " " + northStones).split("\\s+"))
                .filter(s -> !s.isEmpty()).map(Hole::parse).toList();
        return Position.of(toMove, holes);
    }

    @Test
    void theStartHasEveryHoleFullButTheLeftmostFrontHoleOfEachPlayer() {
        Position p = Position.START;
        assertThat(p.count(Side.SOUTH)).isEqualTo(23);
        assertThat(p.count(Side.NORTH)).isEqualTo(23);
        assertThat(p.hasStone(Hole.parse("a2"))).isFalse();
        assertThat(p.hasStone(Hole.parse("l3"))).isFalse();
        assertThat(p.toMove()).isEqualTo(Side.SOUTH);
    }

    @Test
    void southHasASingleLegalOpeningMove() {
        assertThat(Position.START.legalMoves()).containsExactly(Hole.parse("b2"));
    }

    @Test
    void theOpeningMoveCapturesTheFacingFrontStoneAndTheBackStoneOfItsFile() {
        Position p = Position.START.play(Hole.parse("b2"));
        assertThat(p.hasStone(Hole.parse("a2"))).isTrue();
        assertThat(p.hasStone(Hole.parse("b2"))).isFalse();
        assertThat(p.hasStone(Hole.parse("a3"))).as("front stone opposite").isFalse();
        assertThat(p.hasStone(Hole.parse("a4"))).as("back stone of the same file").isFalse();
        assertThat(p.count(Side.NORTH)).isEqualTo(21);
        assertThat(p.toMove()).isEqualTo(Side.NORTH);
    }

    @Test
    void northAnswersTheOpeningWithTwoMovesInItsLoopOrder() {
        Position p = Position.START.play(Hole.parse("b2"));
        assertThat(p.legalMoves()).containsExactly(Hole.parse("b4"), Hole.parse("k3"));
    }

    @Test
    void theBackStoneIsSafeWhenTheFrontHoleOfItsFileIsEmpty() {
        Position p = at(Side.SOUTH, "e2", "d4 h4").play(Hole.parse("e2"));
        assertThat(p.hasStone(Hole.parse("d2"))).isTrue();
        assertThat(p.count(Side.NORTH)).as("d4 stays").isEqualTo(2);
    }

    @Test
    void aFrontStoneIsCapturedAloneWhenItsBackHoleIsEmpty() {
        Position p = at(Side.NORTH, "e2 h1", "d3").play(Hole.parse("d3"));
        assertThat(p.hasStone(Hole.parse("e3"))).isTrue();
        assertThat(p.hasStone(Hole.parse("e2"))).isFalse();
        assertThat(p.count(Side.SOUTH)).as("h1 stays").isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                             | mover | south    | north    | move | south after | north after
        entering the back row never takes  | SOUTH | a2       | a3 a4    | a2   | 1           | 2
        a file is taken in one move        | SOUTH | l1       | l3 l4    | l1   | 1           | 0
        north takes front and back of c    | NORTH | c2 c1 g2 | b3       | b3   | 1           | 1
        a back stone alone is never taken  | SOUTH | f2       | e4       | f2   | 1           | 1
        """)
    void captures(String name, Side mover, String south, String north, String move, int southAfter, int northAfter) {
        Position p = at(mover, south, north).play(Hole.parse(move));
        assertThat(p.count(Side.SOUTH)).as("South's stones").isEqualTo(southAfter);
        assertThat(p.count(Side.NORTH)).as("North's stones").isEqualTo(northAfter);
    }

    @Test
    void aPlayerWithNoStoneLeftHasLost() {
        Position p = at(Side.SOUTH, "l1", "l3").play(Hole.parse("l1"));
        assertThat(p.count(Side.NORTH)).isZero();
        assertThat(p.isLost()).isTrue();
        assertThat(p.legalMoves()).isEmpty();
    }

    @Test
    void aPlayerWhoseLoopIsFullCannotMoveAndHasLost() {
        Position p = new Position((1 << 24) - 1, 1, Side.SOUTH);
        assertThat(p.isLost()).isTrue();
        assertThat(new Position(p.south(), p.north(), Side.NORTH).isLost()).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # move      | message
        k3          | k3 is North's hole; South moves a stone in rows 1-2
        a2          | no stone in a2
        c1          | the stone in c1 cannot move: d1 is full
        """)
    void anIllegalMoveIsExplained(String move, String message) {
        assertThatThrownBy(() -> Position.START.play(Hole.parse(move)))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void theBoardPictureShowsTheRowsFromNorthsBackRowDown() {
        assertThat(Position.START.toString()).isEqualTo("""
                   a b c d e f g h i j k l
                4  o o o o o o o o o o o o
                3  o o o o o o o o o o o .
                2  . o o o o o o o o o o o
                1  o o o o o o o o o o o o
                South to move
                """);
    }

    @Test
    void theBoardPictureReadsBack() {
        Position p = Position.START.play(Hole.parse("b2")).play(Hole.parse("k3"));
        assertThat(BoardText.parse(p.toString())).isEqualTo(p);
    }
}
