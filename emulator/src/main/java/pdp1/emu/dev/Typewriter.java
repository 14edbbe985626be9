package pdp1.emu.dev;

import pdp1.emu.io.Device;
import pdp1.emu.state.StateTable.Access;
import pdp1.emu.state.StateTable.Section;
import pdp1.emu.state.Stateful;
import pdp1.emu.io.IoBus;
import pdp1.emu.time.Clock;
import pdp1.emu.time.Event;

/**
 * The console typewriter (Soroban Computeriter), docs/machine.md §4.2-4.3:
 * {@code tyo} (IOT 03) types IO bits 12-17, {@code tyi} (IOT 04) reads the
 * last key struck, and a scripted or live keyboard strikes keys.
 *
 * <p>State: the shared 6-bit buffer and the shared case (input and output use
 * one of each, as in SIMH), the ribbon colour, the output busy flag (status
 * bit 2 = 100000 when free) and the key-waiting flag (status bit 3 = 040000).
 *
 * <p>Output: {@code tyo} hands the code to the {@link TypewriterSink}s at
 * once and completes {@link #PRINT_US} later: the completion pulse if the
 * instruction asked for it (§2.10), status "free" and a break request.
 *
 * <p>Input: {@link #type(String)} queues keys. A strike puts the code in the
 * buffer, sets status bit 3 and program flag 1 and requests a break; the
 * typewriter prints the key on the paper as well (sinks see it with
 * {@code fromKeyboard}). A key whose case differs from the current case is
 * preceded by its own shift-code strike, as SIMH synthesises it. How keys are
 * spaced in simulated time is the {@link KeyPacing}.
 */
public final class Typewriter implements Device, Stateful {

    /** IOT codes. */
    public static final int TYO = 03, TYI = 04;

    /** cks bit 2: the typewriter can accept a tyo (§4.1). */
    public static final int STATUS_FREE = 0100000;
    /** cks bit 3: a key was struck and not yet read by tyi (§4.1). */
    public static final int STATUS_KEY = 0040000;

    /**
     * Time to print one character, command to completion. UNCONFIRMED (docs/machine.md §9.1,
     * §3.6): no primary figure; AAP uses 100 ms ("long enough for MACRO"), folklore says ~10 cps.
     * A {@code tyo} that waits takes 100 010 µs: its own cycle, this, and the re-fetch that sees
     * the pulse (§3.4).
     */
    public static final long PRINT_US = 100_000;

    /** Default time between scripted key strikes: a brisk typist. */
    public static final long DEFAULT_KEY_GAP_US = 50_000;

    /** How scripted keys are spaced in simulated time. */
    public enum KeyPacing {
        /**
         * One strike every key gap, whether or not the program read the last one
         * (an unread key is overwritten, as on the real machine).
         */
        FIXED,
        /**
         * A patient typist: the next key is struck one key gap after the program
         * read the previous one with tyi and the typewriter finished printing.
         * A harness can queue a whole reply and none of it is lost.
         */
        TYPIST
    }

    private final Clock clock;
    private final IoBus bus;
    private final Event printDone = new Event("typewriter print", this::printFinished);
    private final Event keyStrike = new Event("typewriter key", this::keyStruck);
    private TypewriterSink[] sinks = new TypewriterSink[0];

    private int buffer;            // 6 bits, shared by keyboard and tyo
    private boolean upperCase;     // shared case state
    private boolean redRibbon;
    private boolean busy;          // printing: status bit 2 clear
    private boolean keyWaiting;    // status bit 3
    private boolean pulseWanted;   // the tyo asked for a completion pulse

    private KeyPacing pacing = KeyPacing.TYPIST;
    private long keyGapUs = DEFAULT_KEY_GAP_US;
    private int[] keys = new int[64];  // queued FioDec.fromAscii codes, a ring
    private int keyHead;
    private int keyCount;
    private long quietSince;           // last tyi or end of printing: the TYPIST waits from here

    public Typewriter(Clock clock, IoBus bus) {
        this.clock = clock;
        this.bus = bus;
    }

    /** Adds a receiver of everything typed (program output and key strikes). */
    public void addSink(TypewriterSink sink) {
        sinks = java.util.Arrays.copyOf(sinks, sinks.length + 1);
        sinks[sinks.length - 1] = sink;
    }

    public void setKeyPacing(KeyPacing pacing, long keyGapUs) {
        if (keyGapUs <= 0) {
            throw new IllegalArgumentException("key gap must be positive, got " + keyGapUs + " µs");
        }
        this.pacing = pacing;
        this.keyGapUs = keyGapUs;
    }

    @Override
    public int[] iotCodes() {
        return new int[] {TYO, TYI};
    }

    @Override
    public int iot(int instruction, int io, long now) {
        if ((instruction & 077) == TYO) {
            typeOut(io & 077, Device.wantsCompletionPulse(instruction), now);
            return io;
        }
        // tyi: IO <- buffer in bits 12-17, rest cleared; status bit 3 off, PF1 untouched (§4.2).
        keyWaiting = false;
        quietSince = now;
        if (Device.wantsCompletionPulse(instruction)) {
            // tyi has no mechanism to wait for; SIMH rejects this form. We answer at once
            // so that a program written with a wait does not hang.
            bus.completionPulse();
        }
        scheduleNextKey(now);
        return buffer;
    }

    private void typeOut(int code, boolean pulse, long now) {
        buffer = code;
        applyState(code);
        busy = true;
        pulseWanted = pulse;
        for (TypewriterSink s : sinks) {
            s.character(code, upperCase, redRibbon, false, now);
        }
        clock.schedule(printDone, now + PRINT_US);
        if (pacing == KeyPacing.TYPIST) {
            clock.cancel(keyStrike);     // the typist waits until the machine stops typing
        }
    }

    private void applyState(int code) {
        switch (code) {
            case FioDec.LOWER_CASE -> upperCase = false;
            case FioDec.UPPER_CASE -> upperCase = true;
            case FioDec.BLACK_RIBBON -> redRibbon = false;
            case FioDec.RED_RIBBON -> redRibbon = true;
            default -> { }
        }
    }

    private void printFinished(long at) {
        busy = false;
        quietSince = at;
        if (pulseWanted) {
            pulseWanted = false;
            bus.completionPulse();
        }
        bus.requestBreak(0);
        scheduleNextKey(at);
    }

    @Override
    public int status() {
        return (busy ? 0 : STATUS_FREE) | (keyWaiting ? STATUS_KEY : 0);
    }

    @Override
    public void startClear() {
        // START clears the typewriter-output-busy flag (§1.4); the paper and queued keys stay.
        clock.cancel(printDone);
        busy = false;
        pulseWanted = false;
        scheduleNextKey(clock.now);
    }

    @Override
    public String stateSection() {
        return "TTY";
    }

    @Override
    public void declareState(Section s) {
        s.word("BUF", 6, Access.SETTABLE, "the buffer: the last key struck or code typed", () -> buffer, v -> buffer = v)
         .flag("UC", Access.SETTABLE, "upper case (shared by keyboard and type-out)", () -> upperCase, v -> upperCase = v)
         .flag("RED", Access.SETTABLE, "red ribbon", () -> redRibbon, v -> redRibbon = v)
         .flag("BUSY", Access.SHOWN, "printing: cks bit 2 off", () -> busy, v -> busy = v)
         .flag("KEY", Access.SHOWN, "a key was struck and not read: cks bit 3", () -> keyWaiting, v -> keyWaiting = v)
         .flag("PULSE", Access.INTERNAL, "the tyo asked for a completion pulse", () -> pulseWanted, v -> pulseWanted = v)
         .pastTime("QUIET", false, Access.INTERNAL, "µs when the typewriter last fell quiet", () -> quietSince, v -> quietSince = v)
         .timer("PRINT", "the character being printed is done", printDone, () -> PRINT_US)
         .timer("STRIKE", "the next queued key strikes", keyStrike, () -> keyGapUs)
         .contents("KEYS", MAX_KEYS_SAVED, "keys queued and not yet struck, one code a byte", this::queuedKeys, this::setQueuedKeys);
    }

    /** The most queued keys a snapshot holds: a 1 MiB key file's worth. */
    private static final int MAX_KEYS_SAVED = 1 << 20;

    private byte[] queuedKeys() {
        byte[] out = new byte[keyCount];
        for (int i = 0; i < keyCount; i++) {
            out[i] = (byte) keys[(keyHead + i) % keys.length];
        }
        return out;
    }

    private void setQueuedKeys(byte[] codes) {
        keys = new int[Math.max(64, codes.length)];
        for (int i = 0; i < codes.length; i++) {
            keys[i] = codes[i] & 0377;
        }
        keyHead = 0;
        keyCount = codes.length;
    }

    // ---- keyboard ----

    /**
     * Queues the keys of {@code text} (ASCII; newline = carriage return). Throws
     * IllegalArgumentException naming the first character the typewriter has no key for.
     */
    public void type(String text) {
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                continue;                       // CRLF is one carriage return
            }
            if (FioDec.fromAscii(ch) == FioDec.NONE) {
                throw new IllegalArgumentException(String.format(
                        "the typewriter has no key for character %d (U+%04X) at position %d", (int) ch, (int) ch, i));
            }
        }
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            if (ch == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                continue;
            }
            enqueue(FioDec.fromAscii(ch));
        }
        scheduleNextKey(clock.now);
    }

    /** Keys queued and not yet struck (a pending shift strike not counted). */
    public int keysQueued() {
        return keyCount;
    }

    /** True when every queued key was struck and the program read the last one. */
    public boolean keyboardIdle() {
        return keyCount == 0 && !keyWaiting;
    }

    /** True while a character is being printed (cks bit 2 off). */
    public boolean printing() {
        return busy;
    }

    /** Simulated µs when the typewriter last fell quiet: the program's last tyi, or the end of a print. */
    public long quietSinceUs() {
        return quietSince;
    }

    /** Drops queued keys that were not struck yet. */
    public void clearKeys() {
        keyCount = 0;
        clock.cancel(keyStrike);
    }

    private void enqueue(int key) {
        if (keyCount == keys.length) {
            int[] grown = new int[keys.length * 2];
            for (int i = 0; i < keyCount; i++) {
                grown[i] = keys[(keyHead + i) % keys.length];
            }
            keys = grown;
            keyHead = 0;
        }
        keys[(keyHead + keyCount) % keys.length] = key;
        keyCount++;
    }

    private void scheduleNextKey(long now) {
        if (keyCount == 0 || keyStrike.isPending()) {
            return;
        }
        long at;
        if (pacing == KeyPacing.FIXED) {
            at = now + keyGapUs;
        } else {
            if (keyWaiting || busy) {
                return;                         // rescheduled by tyi / end of printing
            }
            at = Math.max(now, quietSince + keyGapUs);
        }
        clock.schedule(keyStrike, at);
    }

    private void keyStruck(long at) {
        int key = keys[keyHead];
        int code = key & 077;
        boolean wantUpper = (key & FioDec.UPPER) != 0;
        if ((key & FioDec.EITHER_CASE) == 0 && wantUpper != upperCase) {
            code = wantUpper ? FioDec.UPPER_CASE : FioDec.LOWER_CASE;   // shift first, key next time
        } else {
            keyHead = (keyHead + 1) % keys.length;
            keyCount--;
        }
        strike(code, at);
        if (pacing == KeyPacing.FIXED) {
            scheduleNextKey(at);
        }
    }

    private void strike(int code, long at) {
        buffer = code;
        applyState(code);
        keyWaiting = true;
        bus.setProgramFlag(1);
        bus.requestBreak(0);
        for (TypewriterSink s : sinks) {
            s.character(code, upperCase, redRibbon, true, at);
        }
    }

    /** The case state shared by keyboard and type-out (true = upper). */
    public boolean upperCase() {
        return upperCase;
    }

    /** The ribbon colour (true = red). */
    public boolean redRibbon() {
        return redRibbon;
    }
}
