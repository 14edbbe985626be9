package pdp1.emu.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PacerTest {

    private long wallNs = 1_000_000_000L;
    private final List<Long> sleeps = new ArrayList<>();

    private Pacer pacer(double speed) {
        return new Pacer(speed, () -> wallNs, nanos -> {
            sleeps.add(nanos);
            wallNs += nanos;
        });
    }

    @Test
    void sleepsWhileTheSimulationIsAhead() {
        Pacer p = pacer(1.0);
        p.pace(0);
        wallNs += 2_000_000;              // 2 ms of host work
        p.pace(10_000);                   // 10 ms simulated
        assertThat(sleeps).containsExactly(8_000_000L);
    }

    @Test
    void doesNotSleepWhenBehind() {
        Pacer p = pacer(1.0);
        p.pace(0);
        wallNs += 20_000_000;
        p.pace(10_000);
        assertThat(sleeps).isEmpty();
    }

    @Test
    void forgetsALargeDebtInsteadOfRacing() {
        Pacer p = pacer(1.0);
        p.pace(0);
        wallNs += 2_000_000_000L;         // the host stalled for 2 s
        p.pace(10_000);
        p.pace(20_000);                   // re-anchored at 10 ms: 10 ms ahead now
        assertThat(sleeps).containsExactly(10_000_000L);
    }

    @Test
    void speedScalesSimulatedTime() {
        Pacer p = pacer(2.0);
        p.pace(0);
        p.pace(10_000);
        assertThat(sleeps).containsExactly(5_000_000L);
    }
}
