package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BusyBoardsTest {

    private final BusyBoards busy = new BusyBoards();

    @Test
    void aBoardIsClaimedOnceUntilReleased() {
        assertThat(busy.claim(4242)).isTrue();
        assertThat(busy.claim(4242)).isFalse();
        busy.release(4242);
        assertThat(busy.claim(4242)).isTrue();
    }

    @Test
    void clearingFreesEveryBoard() {
        assertThat(busy.claim(7)).isTrue();
        busy.clear();
        assertThat(busy.claim(7)).isTrue();
    }

    @Test
    void releasingAnotherBoardLeavesAClaimAlone() {
        assertThat(busy.claim(0)).isTrue();
        busy.release(1);
        assertThat(busy.claim(0)).isFalse();
    }
}
