package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PitIndexTest {

    @Test
    void boardInvertsIndexAndNextStepsToTheFollowingIndex() {
        PitIndex index = new PitIndex(3, 7);
        int[] stepped = new int[6];
        int[] decoded = new int[6];
        for (long i = 0; i < index.count(7); i++) {
            index.board(i, decoded);
            assertThat(decoded).as("board of index %d", i).isEqualTo(stepped);
            assertThat(index.index(decoded)).isEqualTo(i);
            PitIndex.next(stepped);
        }
    }

    @Test
    void theBoardsOfFewerSeedsComeFirst() {
        PitIndex index = new PitIndex(2, 5);
        int[] b = new int[4];
        for (long i = 0; i < index.count(5); i++) {
            index.board(i, b);
            int seeds = b[0] + b[1] + b[2] + b[3];
            assertThat(i).isGreaterThanOrEqualTo(seeds == 0 ? 0 : index.count(seeds - 1)).isLessThan(index.count(seeds));
        }
    }
}
