package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.games.Games;

/** The help's times per move: hundredths below a second, two significant digits above, then minutes, hours, days. */
class MoveTimesTest {

    @Test
    void underASecondHundredthsEvenWhenTheLastIsZero() {
        assertThat(MoveTimes.duration(0.70)).isEqualTo("0.70 s");
        assertThat(MoveTimes.duration(0.08)).isEqualTo("0.08 s");
        assertThat(MoveTimes.duration(0.1)).isEqualTo("0.10 s");
        assertThat(MoveTimes.duration(1.29)).isEqualTo("1.3 s");
        assertThat(MoveTimes.duration(2.0)).isEqualTo("2.0 s");
        assertThat(MoveTimes.duration(9.55)).isEqualTo("9.6 s");
        assertThat(MoveTimes.duration(59)).isEqualTo("59 s");
        assertThat(MoveTimes.duration(600)).isEqualTo("10 min");
    }

    @Test
    void aLevelShowsMeanSlashWorst() {
        assertThat(MoveTimes.of(Games.KALAH).perMove(2)).isEqualTo("0.32/0.70 s");
        assertThat(MoveTimes.of(Games.KALAH).perMove(8)).isEqualTo("8.6/9.0 s");
    }
}
