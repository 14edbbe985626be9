package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The argument in docs/kimasai.md ("No position repeats") says a position can never occur twice,
 * on a board of any width. These tests check it where checking is cheap: on every narrower board,
 * by walking the whole graph of capture-free moves, and on the real board in games of the search.
 */
class NoRepetitionTest {

    /**
     * An independent model of the rules for a board of {@code columns} columns (the real board has 12):
     * loop places 0..C-1 are the back row, C..2C-1 the front row, front place j faces the
     * opponent's front place 3C-1-j. A cycle of moves without a capture is what a repetition needs.
     */
    private static boolean captureFreeCycleExists(int columns, boolean capturesStopACycle) {
        int length = 2 * columns;
        int full = (1 << length) - 1;
        int states = 1 << (2 * length);                      // mover's mask, opponent's mask
        byte[] colour = new byte[states];                    // 0 new, 1 on the path, 2 done
        int[] path = new int[states];
        int[] nextPlace = new int[states];
        for (int root = 0; root < states; root++) {
            if (colour[root] != 0) {
                continue;
            }
            int depth = 0;
            path[0] = root;
            nextPlace[0] = 0;
            colour[root] = 1;
            while (depth >= 0) {
                int state = path[depth];
                int me = state & full;
                int opp = state >>> length;
                int child = -1;
                while (child < 0 && nextPlace[depth] < length) {
                    int from = nextPlace[depth]++;
                    int to = (from + 1) % length;
                    boolean legal = (me >> from & 1) == 1 && (me >> to & 1) == 0;
                    boolean captures = to >= columns && (opp >> (3 * columns - 1 - to) & 1) == 1;
                    if (legal && !(captures && capturesStopACycle)) {
                        child = opp | (me ^ (1 << from) ^ (1 << to)) << length;
                    }
                }
                if (child < 0) {
                    colour[state] = 2;
                    depth--;
                } else if (colour[child] == 1) {
                    return true;
                } else if (colour[child] == 0) {
                    colour[child] = 1;
                    path[++depth] = child;
                    nextPlace[depth] = 0;
                }
            }
        }
        return false;
    }

    @ParameterizedTest(name = "{0} columns")
    @ValueSource(ints = {2, 3, 4, 5})
    void noCaptureFreeCycleExistsOnANarrowerBoard(int columns) {
        assertThat(captureFreeCycleExists(columns, true)).isFalse();
    }

    @Test
    void theSameWalkFindsACycleWhenCapturesAreIgnored() {
        assertThat(captureFreeCycleExists(3, false)).isTrue();
    }

    @Test
    void everySearchGameFromTheStartEndsWithAWinnerAndNoRepeatedPosition() {
        for (int southLevel = 1; southLevel <= 3; southLevel++) {
            for (int northLevel = 1; northLevel <= 3; northLevel++) {
                Game g = new Game();
                Pdp1Search search = new Pdp1Search();
                while (!g.isOver()) {
                    int level = g.position().toMove() == Side.SOUTH ? southLevel : northLevel;
                    g.play(search.chooseAtLevel(g.position(), level));
                }
                assertThat(g.result()).as("South level %d, North level %d: %s", southLevel, northLevel, g.record())
                        .isIn(Result.SOUTH_WINS, Result.NORTH_WINS);
            }
        }
    }
}
