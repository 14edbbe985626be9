package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What another thread sees of a solve in progress (the Ctrl-C summary of {@code solve}). */
class SolverStatusTest {

    private static final Pattern BOUNDS = Pattern.compile(" {2}bounds \\[(-?\\d+), (-?\\d+)] {2}nodes (\\d+)");
    private static final Pattern STILL = Pattern.compile(" {2}still searching {2}nodes (\\d+)");

    /** A progress line and the status published when it was printed. */
    private record Seen(String line, Solver.Status status) {
    }

    private final List<Seen> seen = new ArrayList<>();

    /** The value of the start; the lines and statuses seen on the way in {@link #seen}. */
    private int solve(Solver solver) {
        solver.onProgress(line -> seen.add(new Seen(line, solver.status())));
        return solver.solveStart().value();
    }

    @Test
    void beforeASolveThereAreNoBounds() {
        Solver.Status s = new Solver(Variant.standard(4, 3), 16, 0).status();
        assertThat(s.hasBounds()).isFalse();
        assertThat(s.nodes()).isZero();
    }

    @Test
    void eachBoundsLineIsPublishedWithItsNodesAndTheLastAreTheValue() {
        Solver solver = new Solver(Variant.standard(4, 3), 16, 0);
        int value = solve(solver);
        List<Seen> bounds = seen.stream().filter(s -> BOUNDS.matcher(s.line()).matches()).toList();
        assertThat(bounds).isNotEmpty().allSatisfy(s -> {
            Matcher m = BOUNDS.matcher(s.line());
            assertThat(m.matches()).isTrue();
            assertThat(s.status()).isEqualTo(new Solver.Status(Long.parseLong(m.group(3)),
                    Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))));
        });
        assertThat(solver.status()).isEqualTo(new Solver.Status(solver.nodes(), value, value));
    }

    @Test
    void betweenBoundsTheHeartbeatPublishesTheNodes() {
        solve(new Solver(Variant.standard(4, 3), 16, 0).heartbeat(1 << 8, 0));
        List<Seen> beats = seen.stream().filter(s -> STILL.matcher(s.line()).matches()).toList();
        assertThat(beats).isNotEmpty().allSatisfy(s -> {
            Matcher m = STILL.matcher(s.line());
            assertThat(m.matches()).isTrue();
            assertThat(s.status().nodes()).isEqualTo(Long.parseLong(m.group(1)));
        });
    }
}
