package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Properties over many seeded random games; a failure names the seed and the game record. */
class RandomGamesTest {

    private static final long SEED = 20261130L;
    private static final int GAMES = 3000;

    @Test
    void stonesOnlyLeaveByCaptureAndEveryGameEndsWithAWinner() {
        Random seeds = new Random(SEED);
        for (int n = 0; n < GAMES; n++) {
            long seed = seeds.nextLong();
            Random random = new Random(seed);
            Game g = new Game();
            while (!g.isOver()) {
                Position before = g.position();
                List<Hole> moves = before.legalMoves();
                Hole move = moves.get(random.nextInt(moves.size()));
                g.play(move);
                Position after = g.position();
                Side mover = before.toMove();
                Side other = mover.opponent();
                Hole facing = facing(move.next());
                int expectedTaken = facing != null && before.hasStone(facing) ? 1 + (before.hasStone(backOf(facing)) ? 1 : 0) : 0;
                boolean ok = after.count(mover) == before.count(mover)
                        && before.count(other) - after.count(other) == expectedTaken
                        && !after.hasStone(move) && after.hasStone(move.next());
                if (!ok) {   // one check per move, the message only when it fails
                    fail("seed %d: stones did not move as the rules say; game %s%nbefore%n%safter%n%s",
                            seed, g.record(), before, after);
                }
            }
            assertThat(g.result()).as("seed " + seed + ": " + g.reason()).isIn(Result.SOUTH_WINS, Result.NORTH_WINS);
        }
    }

    /** The opponent's front hole in the same column, if {@code h} is a front hole. */
    static Hole facing(Hole h) {
        return h.row() == 2 ? new Hole(h.column(), 3) : h.row() == 3 ? new Hole(h.column(), 2) : null;
    }

    static Hole backOf(Hole front) {
        return new Hole(front.column(), front.row() == 2 ? 1 : 4);
    }
}
