package pdp1.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.program.ProgramImage;

/** The rig's bound on a program that computes on without typing a word or asking for a key. */
class ConsoleRigTest {

    private static final long HOUR_US = 3_600_000_000L;
    private static final long SILENCE_US = 1_000_000;

    /** Types "ab" and then loops for ever; {@code kwait} stays 0, so it never asks for a key. */
    private static final String TALKS_THEN_LOOPS = """
            talks then loops
            100/
            go,\tlio (61
            \ttyo
            \tlio (62
            \ttyo
            loop,\tjmp loop
            kwait,\t0
            \tconstants
            \tstart go
            """;

    @Test
    void aProgramSilentForTwoStretchesIsCaughtLongBeforeTheLimit() {
        ProgramImage program = ProgramImage.fromSource(TALKS_THEN_LOOPS, "loop.mac");
        ConsoleRig rig = new ConsoleRig(program, 0, 0);

        ConsoleRig.Outcome outcome = rig.runUntilWaiting(program.address("kwait"), HOUR_US, SILENCE_US);

        assertThat(outcome).isEqualTo(ConsoleRig.Outcome.SILENT);
        assertThat(rig.paper()).isEqualTo("ab");
        assertThat(rig.nowUs()).isBetween(SILENCE_US, 3 * SILENCE_US);
    }

    @Test
    void theOverallLimitStillEndsARunThatKeepsTyping() {
        ProgramImage program = ProgramImage.fromSource("""
                types for ever
                100/
                go,\tlio (61
                \ttyo
                \tjmp go
                kwait,\t0
                \tconstants
                \tstart go
                """, "typer.mac");
        ConsoleRig rig = new ConsoleRig(program, 0, 0);

        ConsoleRig.Outcome outcome = rig.runUntilWaiting(program.address("kwait"), 5 * SILENCE_US, SILENCE_US);

        assertThat(outcome).isEqualTo(ConsoleRig.Outcome.TIME_LIMIT);
        assertThat(rig.paper()).startsWith("aaaa");
    }
}
