package pdp1.program.kalah;

import pdp1.kalah.Pdp1Search;
import pdp1.kalah.Variant;
import pdp1.program.ConsoleSwitches;
import pdp1.program.Seats;

/**
 * The console settings of programs/kalah.mac (docs/kalah-program.md, "Switches"),
 * read by the program at the start of every game:
 * <pre>
 *   SS1 (040) the computer moves first (it plays South)   SS4 (004) no sweep
 *   SS2 (020) empty capture                                SS5 (002) pie rule
 *   SS3 (010) play until stuck                             SS6 (001) no CRT
 *   TW bit 0 (400000) two players     TW bits 11-13 (000160) seeds per pit, 0 = 4
 *   TW bit 1 (200000) computer vs computer   TW bits 14-17 (000017) level, 0 = 8
 * </pre>
 *
 * @param variant       the rules (6 pits; 1..6 seeds)
 * @param seats         who plays
 * @param computerFirst the computer takes South and opens (human against computer only)
 * @param level         the level of play 1..8 (test-word bits 14-17; 0 = the program's default,
 *                      {@link Pdp1Search#DEFAULT_LEVEL}, 9..15 = 8: {@link Pdp1Search#level})
 * @param crt           draw the board on the CRT while waiting for a key
 */
public record KalahSwitches(Variant variant, Seats seats, boolean computerFirst, int level, boolean crt)
        implements ConsoleSwitches {

    public KalahSwitches {
        if (variant.pits() != 6) {
            throw new IllegalArgumentException("the PDP-1 program plays 6 pits a side, not " + variant.pits());
        }
        if (variant.seeds() < 1 || variant.seeds() > 6) {
            throw new IllegalArgumentException("the PDP-1 program takes 1..6 seeds per pit, not " + variant.seeds());
        }
        if (level < 0 || level > 15) {
            throw new IllegalArgumentException("the level takes the test word's 4 bits, 0..15, not " + level);
        }
    }

    /**
     * The settings the program reads from these switches at a new game (programs/kalah.mac, newg):
     * seeds 0 and 7 both mean 4; the level's bits are kept as they are (0, the default, stays 0).
     */
    public static KalahSwitches decode(int senseSwitches, int testWord) {
        int seeds = testWord >> 4 & 7;
        Variant variant = Variant.standard(6, seeds == 0 || seeds == 7 ? 4 : seeds)
                .withEmptyCapture((senseSwitches & 020) != 0)
                .withUntilStuck((senseSwitches & 010) != 0)
                .withNoSweep((senseSwitches & 004) != 0)
                .withPie((senseSwitches & 002) != 0);
        return new KalahSwitches(variant, Seats.ofTestWord(testWord), (senseSwitches & 040) != 0, testWord & 017,
                (senseSwitches & 001) == 0);
    }

    /** The sense switches, SS1 = 040 ... SS6 = 001. */
    public int senseSwitches() {
        return (computerFirst ? 040 : 0)
                | (variant.emptyCapture() ? 020 : 0)
                | (variant.untilStuck() ? 010 : 0)
                | (variant.noSweep() ? 004 : 0)
                | (variant.pie() ? 002 : 0)
                | (crt ? 0 : 001);
    }

    /** The test word. */
    public int testWord() {
        return seats.testWordBits() | (variant.seeds() << 4) | level;
    }

    /** The level the program plays, 1..8. */
    public int effectiveLevel() {
        return Pdp1Search.level(level).number();
    }

    /** Does the computer play {@code side} (0 South, 1 North) at the start of the game? */
    public boolean computerPlays(int side) {
        return seats.computerPlays(side == 0, computerFirst);
    }

    /** One line for a report: the variant and the seats. */
    public String describe() {
        String who = switch (seats) {
            case HUMAN_VS_COMPUTER -> computerFirst ? "computer first" : "human first";
            case TWO_PLAYERS -> "two players";
            case COMPUTER_VS_COMPUTER -> "computer vs computer";
        };
        return variant + ", " + who + ", level " + effectiveLevel() + (crt ? "" : ", no crt");
    }
}
