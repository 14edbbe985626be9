package pdp1.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The greedy bot, the benchmark opponent of {@link KimasaiOpponentBenchmark}, plays as its definition says. */
class GreedyKimasaiBotTest {

    private static final long SEED = 3737;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                                        | mover | south       | north       | greedy
        a column before a front stone, though later   | SOUTH | a1 j2 c2    | i3 b3 b4    | c2
        two front stones: the first in loop order     | SOUTH | a1 j2 f2    | i3 e3       | j2
        no capture: the first stone that can move     | SOUTH | a1 b1 f2    | h3 e4       | b1
        north takes a column                          | NORTH | c2 c1 g2    | c4 b3 k3    | b3
        north, no capture: its loop starts at l4      | NORTH | a1          | a4 l4 b3    | l4
        """)
    void theGreedyBotTakesTheMostStonesFirstInLoopOrder(String name, Side mover, String south, String north, String greedy) {
        Position p = PositionTest.at(mover, south, north);
        assertThat(GreedyKimasaiBot.move(p)).as(name + "\n" + p).isEqualTo(Hole.parse(greedy));
    }

    @Test
    void onRandomPositionsTheGreedyMoveIsLegalAndTakesTheMostFirstInLoopOrder() {
        for (Position p : Pdp1SearchTest.randomPositions(SEED, 1000)) {
            Hole chosen = GreedyKimasaiBot.move(p);
            String where = "seed " + SEED + ", position\n" + p;
            List<Hole> legal = p.legalMoves();
            assertThat(legal).as(where).contains(chosen);
            for (Hole h : legal.subList(0, legal.indexOf(chosen))) {
                assertThat(taken(p, h)).as("%s before %s; %s", h, chosen, where).isLessThan(taken(p, chosen));
            }
            for (Hole h : legal) {
                assertThat(taken(p, h)).as("%s; %s", h, where).isLessThanOrEqualTo(taken(p, chosen));
            }
        }
    }

    /** The stones a move takes, from the board's geometry: the facing front stone, then the back stone of its column. */
    private static int taken(Position p, Hole from) {
        Hole facing = RandomGamesTest.facing(from.next());
        if (facing == null || !p.hasStone(facing)) {
            return 0;
        }
        return p.hasStone(RandomGamesTest.backOf(facing)) ? 2 : 1;
    }
}
