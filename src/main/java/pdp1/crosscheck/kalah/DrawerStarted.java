package pdp1.crosscheck.kalah;

import pdp1.crosscheck.Mismatch;
import pdp1.program.ProgramImage;

/**
 * Whether kalah.mac's CRT drawer has begun a frame, read at a wait for a key: {@code dprim} is 0
 * until {@code frame} draws its first point, then 1. {@code rdcrt} clears it at each new game;
 * with the CRT on the "new game" line already gives the drawer slices (pch draws while the
 * typewriter is busy, and so does the wait for a key), so it is 1 at every wait; with the CRT off
 * {@code slice} draws nothing and it stays 0. A drawer that loses it yields after every frame's
 * first point.
 */
final class DrawerStarted {

    private final int dprim;

    DrawerStarted(ProgramImage program) {
        dprim = program.address("dprim");
    }

    /** Compares {@code dprim} in {@code core} with what the CRT's switch allows. */
    void check(int[] core, boolean crt) throws Mismatch {
        int expected = crt ? 1 : 0;
        if (core[dprim] != expected) {
            throw new Mismatch("the drawer's dprim is " + Integer.toOctalString(core[dprim]) + " at a wait for a key, "
                    + "expected " + expected + (crt ? " (a frame was begun)" : " (the CRT is off, nothing is drawn)"));
        }
    }
}
