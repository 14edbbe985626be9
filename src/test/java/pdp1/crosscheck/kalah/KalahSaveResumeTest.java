package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdp1.emu.Snapshot;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.host.HostLoop;
import pdp1.emu.host.KeyFeed;
import pdp1.emu.host.KeyWait;
import pdp1.emu.host.RunEnd;
import pdp1.program.ProgramImage;

/**
 * A game of Kalah on the PDP-1 saved at 20 seeded moments (in the middle of the computer's
 * search, of a print, of a wait for a key) and resumed in a new machine with the keys not yet
 * struck: the same paper as the game played through, the same machine at its end, cycle for cycle.
 */
class KalahSaveResumeTest {

    private static final long SEED = 20261201L;
    /** A person against level 2 who tries the pits from f to a until one is legal, then declines another game. */
    private static final String KEYS = "fedcba".repeat(12) + "n";
    private static final int SENSE_SWITCHES = 0;               // the board drawn on the CRT
    private static final int TEST_WORD = (4 << 4) | 2;          // 4 seeds, level 2

    @Test
    void aGameSavedAnywhereAndResumedEndsAsTheGamePlayedThrough() throws Exception {
        StandardMachine through = booted();
        RunEnd whole = loop(through, KeyFeed.of(KEYS, "keys")).run();
        assertThat(whole.stop()).isEqualTo(StopReason.HALT);
        long endUs = through.machine().clock().now;
        byte[] end = Snapshot.bytes(through.machine());

        Random random = new Random(SEED);
        for (int i = 0; i < 20; i++) {
            long splitUs = 1 + (long) (random.nextDouble() * (endUs - 1));
            String at = "seed " + SEED + ", save " + i + " at " + splitUs + " us";

            StandardMachine first = booted();
            KeyFeed keys = KeyFeed.of(KEYS, "keys");
            RunEnd stopped = loop(first, keys).limit(splitUs).run();
            assertThat(stopped.kind()).as(at).isEqualTo(RunEnd.Kind.TIME_LIMIT);
            byte[] saved = Snapshot.bytes(first.machine());

            StandardMachine resumed = StandardMachine.create();
            Snapshot.read(new ByteArrayInputStream(saved), at).restoreInto(resumed.machine());
            RunEnd rest = loop(resumed, KeyFeed.of(KEYS.substring((int) keys.position()), "the rest")).run();

            assertThat(rest.stop()).as(at).isEqualTo(StopReason.HALT);
            assertThat(resumed.transcript().textWithRibbon()).as(at).isEqualTo(through.transcript().textWithRibbon());
            assertThat(resumed.machine().clock().now).as(at).isEqualTo(endUs);
            assertThat(Snapshot.bytes(resumed.machine())).as(at).isEqualTo(end);
        }
    }

    private static StandardMachine booted() {
        StandardMachine pdp1 = StandardMachine.create();
        pdp1.machine().cpu().ss = SENSE_SWITCHES;
        pdp1.machine().cpu().tw = TEST_WORD;
        pdp1.console().loadImage(ProgramImage.fromClasspath("kalah.mac").image());
        return pdp1;
    }

    private static HostLoop loop(StandardMachine pdp1, KeyFeed keys) {
        int kwait = ProgramImage.fromClasspath("kalah.mac").address("kwait");
        return HostLoop.on(pdp1).keyWait(KeyWait.flagWord(pdp1.machine(), pdp1.typewriter(), kwait)).script(keys)
                .limit(3_600_000_000L);
    }
}
