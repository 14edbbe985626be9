package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SideTest {

    @Test
    void theIndexIsThePositionsIntForTheSide() {
        assertThat(Side.SOUTH.index()).isEqualTo(Position.SOUTH);
        assertThat(Side.NORTH.index()).isEqualTo(Position.NORTH);
        assertThat(Side.of(Position.NORTH)).isEqualTo(Side.NORTH);
    }

    @Test
    void eachSideFacesTheOther() {
        assertThat(Side.SOUTH.opponent()).isEqualTo(Side.NORTH);
        assertThat(Side.NORTH.opponent()).isEqualTo(Side.SOUTH);
    }

    @Test
    void aPositionNamesItsSideToMoveAndReadsPitsAndStoresBySide() {
        Position p = Kalah.play(Kalah.start(Variant.STANDARD), 5);      // f: store, North a b c
        assertThat(p.toMove()).isEqualTo(Side.NORTH);
        assertThat(p.pit(Side.NORTH, 0)).isEqualTo(p.pit(Position.NORTH, 0)).isEqualTo(5);
        assertThat(p.store(Side.SOUTH)).isEqualTo(p.store(Position.SOUTH)).isEqualTo(1);
    }
}
