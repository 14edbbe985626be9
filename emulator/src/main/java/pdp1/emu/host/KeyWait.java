package pdp1.emu.host;

import pdp1.emu.Machine;
import pdp1.emu.dev.TapePunch;
import pdp1.emu.dev.TapeReader;
import pdp1.emu.dev.Typewriter;

/**
 * How the host tells that the program waits for a key: then, and only then, a scripted key is
 * struck (a key struck while the program computes or types would be lost, as on the real
 * machine, where {@code tyo} overwrites the buffer a strike filled), and a run that waits for a
 * key nobody will strike can end with a word instead of waiting forever.
 */
@FunctionalInterface
public interface KeyWait {

    boolean waiting();

    /**
     * A program that says so itself: the word at {@code address} is non-zero while it waits for
     * a key (kalah.mac's {@code kwait}), and no key is pending. Exact: no guess from timing.
     */
    static KeyWait flagWord(Machine machine, Typewriter typewriter, int address) {
        int[] core = machine.core();
        return () -> core[address] != 0 && typewriter.keyboardIdle();
    }

    /**
     * Any program: it asked whether a key was struck ({@code szf 1} or {@code cks}) twice since the
     * typewriter last fell quiet, nothing is printing and no key is pending. Twice, because a
     * program that looks at {@code cks} once to see that the typewriter is free, and then types, is
     * not waiting for a key (kalah.mac draws the CRT while it types that way); a program that waits
     * for a key asks again and again. A program that reads the keyboard only from a sequence break
     * never asks; its keys wait for the typewriter to be quiet.
     */
    static KeyWait asking(Machine machine, Typewriter typewriter) {
        return () -> typewriter.keyboardIdle() && !typewriter.printing()
                && (machine.cpu().keyboardAskedBeforeUs > typewriter.quietSinceUs() || breakDriven(machine, typewriter));
    }

    /**
     * As {@link #asking(Machine, Typewriter)}, but not while the reader reads or the punch punches:
     * a program that polls {@code cks} for their status (the Harmony Compiler reading its score and
     * punching its tape) waits for them, not for a key.
     */
    static KeyWait asking(Machine machine, Typewriter typewriter, TapeReader reader, TapePunch punch) {
        KeyWait keys = asking(machine, typewriter);
        return () -> !reader.reading() && !punch.punching() && keys.waiting();
    }

    private static boolean breakDriven(Machine machine, Typewriter typewriter) {
        return machine.cpu().sbm && machine.clock().now > typewriter.quietSinceUs();
    }
}
