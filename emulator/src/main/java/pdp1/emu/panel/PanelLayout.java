package pdp1.emu.panel;

import pdp1.emu.console.ConsoleKey;

import java.awt.Point;
import java.awt.Rectangle;
import java.util.Optional;

/**
 * Where everything sits on the console picture, in pixels. The renderer draws
 * from these positions, the window hit-tests mouse clicks with them, and tests
 * read lamp pixels at them, so the three can never disagree.
 *
 * <p>Like the real console, registers are rows of 18 columns in six groups of
 * three (DEC bit 0 at the left); 16-bit registers (PC, MA, address switches)
 * fill bits 2-17 (field + 12-bit address, docs/machine.md §1.2).
 */
public final class PanelLayout {

    public static final int WIDTH = 1180;
    public static final int HEIGHT = 560;

    static final int PITCH = 36;          // between lamp columns
    static final int GROUP_GAP = 12;      // extra space between groups of three
    static final int FIRST_COLUMN_X = 200;
    static final int LAMP_RADIUS = 11;
    static final int SWITCH_HALF_HEIGHT = 16;
    static final int RIGHT_BLOCK_X = 960; // program flags and sense switches

    /** The register rows of lamps, top to bottom. */
    public enum Register {
        PC("PROGRAM COUNTER", 16, 90), MA("MEMORY ADDRESS", 16, 132), MB("MEMORY BUFFER", 18, 174),
        AC("ACCUMULATOR", 18, 216), IO("IN-OUT", 18, 258), IR("INSTRUCTION", 5, 300);

        public final String label;
        public final int bits;
        final int y;

        Register(String label, int bits, int y) {
            this.label = label;
            this.bits = bits;
            this.y = y;
        }

        /** DEC bit number of the leftmost lamp: 2 for 16-bit registers. */
        public int firstBit() {
            return this == IR ? 0 : 18 - bits;
        }
    }

    /**
     * Single lamps on the instruction row, right of IR's five lamps (columns 6-18). CYC, DEF and
     * the break counter's two lamps BRK1 and BRK2 are the cycle flip-flops (docs/machine.md §3.2).
     */
    public enum Status {
        RUN("RUN"), CYCLE("CYC"), DEFER("DEF"), BREAK1("BRK1"), BREAK2("BRK2"), OV("OVFL"), RIM("RIM"), SBM("SBM"),
        EXD("EXT"), IOH("IOH"), IOS("IOS"), SINGLE_STEP("STEP"), SINGLE_INST("INST");

        public final String label;

        Status(String label) {
            this.label = label;
        }
    }


    /** Rows of toggle switches. */
    public enum Switches {
        ADDRESS("ADDRESS", 370), TEST_WORD("TEST WORD", 430);

        public final String label;
        final int y;

        Switches(String label, int y) {
            this.label = label;
            this.y = y;
        }
    }

    static final int FLAGS_Y = 90;
    static final int SENSE_LAMPS_Y = 174;
    static final int SENSE_SWITCHES_Y = 430;
    static final int KEYS_Y = 490;
    static final int KEY_WIDTH = 100;
    static final int KEY_HEIGHT = 36;

    private PanelLayout() {
    }

    /** Centre x of column {@code bit} (0-17) of the 18-bit grid. */
    static int columnX(int bit) {
        return FIRST_COLUMN_X + bit * PITCH + (bit / 3) * GROUP_GAP;
    }

    /** Centre of the lamp for DEC bit {@code bit} of {@code register}. */
    public static Point lamp(Register register, int bit) {
        if (bit < register.firstBit() || bit >= register.firstBit() + register.bits) {
            throw new IllegalArgumentException(register + " has no bit " + bit);
        }
        return new Point(columnX(bit), register.y);
    }

    public static Point lamp(Status status) {
        return new Point(columnX(6 + status.ordinal()), Register.IR.y);
    }

    /** Program flag {@code n} (1-6). */
    public static Point flagLamp(int n) {
        return new Point(rightColumnX(n), FLAGS_Y);
    }

    /** Sense switch {@code n} (1-6) lamp. */
    public static Point senseLamp(int n) {
        return new Point(rightColumnX(n), SENSE_LAMPS_Y);
    }

    /** Centre of the toggle for DEC bit {@code bit} (address switches: 2-17). */
    public static Point toggle(Switches row, int bit) {
        return new Point(columnX(bit), row.y);
    }

    /** Sense switch {@code n} (1-6) toggle. */
    public static Point senseToggle(int n) {
        return new Point(rightColumnX(n), SENSE_SWITCHES_Y);
    }

    public static Rectangle key(ConsoleKey key) {
        int x = 40 + key.ordinal() * (KEY_WIDTH + 24);
        return new Rectangle(x, KEYS_Y, KEY_WIDTH, KEY_HEIGHT);
    }

    static int rightColumnX(int n) {
        return RIGHT_BLOCK_X + (n - 1) * PITCH + ((n - 1) / 3) * GROUP_GAP;
    }

    /** What a click at (x, y) hits. */
    public sealed interface Control permits Toggle, SenseToggle, KeyPress {
    }

    public record Toggle(Switches row, int bit) implements Control {
    }

    public record SenseToggle(int n) implements Control {
    }

    public record KeyPress(ConsoleKey key) implements Control {
    }

    public static Optional<Control> hit(int x, int y) {
        for (ConsoleKey k : ConsoleKey.values()) {
            if (key(k).contains(x, y)) {
                return Optional.of(new KeyPress(k));
            }
        }
        for (Switches row : Switches.values()) {
            int first = row == Switches.ADDRESS ? 2 : 0;
            for (int bit = first; bit < 18; bit++) {
                if (near(toggle(row, bit), x, y)) {
                    return Optional.of(new Toggle(row, bit));
                }
            }
        }
        for (int n = 1; n <= 6; n++) {
            if (near(senseToggle(n), x, y)) {
                return Optional.of(new SenseToggle(n));
            }
        }
        return Optional.empty();
    }

    private static boolean near(Point p, int x, int y) {
        return Math.abs(p.x - x) <= PITCH / 2 - 2 && Math.abs(p.y - y) <= SWITCH_HALF_HEIGHT + 4;
    }
}
