package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class HoleTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # side | the loop from place 0 to place 23 (docs/kimasai-rules.md, "A move")
        SOUTH  | a1 b1 c1 d1 e1 f1 g1 h1 i1 j1 k1 l1 l2 k2 j2 i2 h2 g2 f2 e2 d2 c2 b2 a2
        NORTH  | l4 k4 j4 i4 h4 g4 f4 e4 d4 c4 b4 a4 a3 b3 c3 d3 e3 f3 g3 h3 i3 j3 k3 l3
        """)
    void loopOrderRunsCounterClockwiseForEachPlayer(Side side, String loop) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            names.add(Hole.onLoop(side, i).name());
        }
        assertThat(String.join(" ", names)).isEqualTo(loop);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(textBlock = """
        a1, b1
        l1, l2
        b2, a2
        a2, a1
        l4, k4
        a4, a3
        k3, l3
        l3, l4
        """)
    void aStoneMovesToTheNextHoleOfItsLoop(String from, String to) {
        assertThat(Hole.parse(from).next()).isEqualTo(Hole.parse(to));
    }

    @Test
    void everyHoleHasOneLoopPlaceAndItsNameReadsBack() {
        for (int row = 1; row <= 4; row++) {
            for (int col = 0; col < 12; col++) {
                Hole h = new Hole(col, row);
                assertThat(Hole.onLoop(h.owner(), h.loopIndex())).isEqualTo(h);
                assertThat(Hole.parse(h.name())).isEqualTo(h);
            }
        }
    }

    @Test
    void namesAreCaseInsensitive() {
        assertThat(Hole.parse(" C2 ")).isEqualTo(new Hole(2, 2));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "m1", "a5", "a0", "a", "b22", "2b"})
    void aBadNameIsRejectedWithAnExample(String name) {
        assertThatThrownBy(() -> Hole.parse(name))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a hole is a column a-l and a row 1-4");
    }

    @Test
    void rowsOneAndTwoAreSouthsAndTheFrontRowsFaceEachOther() {
        assertThat(Hole.parse("a1").owner()).isEqualTo(Side.SOUTH);
        assertThat(Hole.parse("l2").owner()).isEqualTo(Side.SOUTH);
        assertThat(Hole.parse("a3").owner()).isEqualTo(Side.NORTH);
        assertThat(Hole.parse("c2").isFront()).isTrue();
        assertThat(Hole.parse("c4").isFront()).isFalse();
    }
}
