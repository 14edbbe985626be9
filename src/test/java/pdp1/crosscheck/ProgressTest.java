package pdp1.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class ProgressTest {

    private final StringWriter bytes = new StringWriter();

    @Test
    void onATerminalTheLineIsRewrittenWithCarriageReturns() {
        var p = new Progress("crosscheck kalah", 10, new PrintWriter(bytes, true), true);
        p.finish(10);
        assertThat(bytes.toString()).startsWith("\rcrosscheck kalah: 10/10 sessions, ").contains("sessions/s");
    }

    @Test
    void ratesHaveThreeSignificantDigits() {
        assertThat(Progress.rate(1.4821)).isEqualTo("1.48");
        assertThat(Progress.rate(0.073149)).isEqualTo("0.0731");
        assertThat(Progress.rate(213.4)).isEqualTo("213");
        assertThat(Progress.rate(1200)).isEqualTo("1200");
        assertThat(Progress.rate(0)).isEqualTo("0");
    }

    @Test
    void inALogEachLineStandsAlone() {
        var p = new Progress("crosscheck kalah", 10, new PrintWriter(bytes, true), false);
        p.update(3);                                       // too soon after the start: nothing
        p.finish(10);
        assertThat(bytes.toString()).doesNotContain("\r").startsWith("crosscheck kalah: 10/10 sessions");
    }

    @Test
    void stoppedOnATerminalItEndsItsLineAndShowsNothingMore() {
        var p = new Progress("crosscheck kalah", 10, new PrintWriter(bytes, true), true);
        p.stop();
        p.update(5);
        p.finish(10);
        assertThat(bytes.toString()).isEqualTo(System.lineSeparator());
    }

    @Test
    void stoppedInALogItPrintsNothing() {
        var p = new Progress("crosscheck kalah", 10, new PrintWriter(bytes, true), false);
        p.stop();
        p.finish(10);
        assertThat(bytes.toString()).isEmpty();
    }
}
