package pdp1.crosscheck.kalah;

import pdp1.crosscheck.Mismatch;
import pdp1.emu.Machine;
import pdp1.emu.cpu.ProgramFlagSink;
import pdp1.program.ProgramImage;

/**
 * Where kalah.mac clears program flag 1, the typewriter's "a key was struck": a struck key is
 * read in {@code getkey}'s wait, whose {@code clf 1} comes before {@code dzm kwait}, so the flag
 * goes from 1 to 0 only while {@code kwait} is 1. The rig strikes keys only at those waits, so the
 * other clears ({@code getkey}'s entry, for a key struck before the prompt, and {@code go}'s
 * {@code clf 7}) find it 0 already and change nothing. A getkey that leaves the flag set after
 * reading clears it later, outside the wait (or spins on a shift code it reads again).
 */
final class KeyTaken implements ProgramFlagSink {

    private static final int FLAG_1 = 040;

    private final int[] core;
    private final int kwait;
    private int lastFlags;
    private String failure;

    KeyTaken(ProgramImage program, Machine machine) {
        core = machine.core();
        kwait = program.address("kwait");
        lastFlags = machine.cpu().pf;
        machine.cpu().setFlagSink(this);
    }

    @Override
    public void flagsChanged(int pf, long timeUs) {
        if ((lastFlags & ~pf & FLAG_1) != 0 && core[kwait] == 0 && failure == null) {
            failure = "program flag 1 (a key struck) cleared at " + timeUs / 1000 + " ms with kwait 0, "
                    + "expected it cleared in the wait that reads the key";
        }
        lastFlags = pf;
    }

    /** Throws if the flag was once cleared outside a wait for a key. */
    void check() throws Mismatch {
        if (failure != null) {
            throw new Mismatch(failure);
        }
    }
}
