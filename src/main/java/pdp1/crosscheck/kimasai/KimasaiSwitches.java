package pdp1.crosscheck.kimasai;

import pdp1.crosscheck.Seats;
import pdp1.kimasai.Side;

/**
 * The console settings of programs/kimasai.mac (docs/kimasai.md, "Switches"), read by the
 * program at the start of every game:
 * <pre>
 *   SS1 (040) the computer plays South (and so moves first)   SS6 (001) no CRT
 *   TW bit 0 (400000) two players        TW bits 14-17 (000017) depth, 0 = 4
 *   TW bit 1 (200000) computer vs computer   TW bits 10-13 (000360) depth when playing South, 0 = the same
 * </pre>
 *
 * @param seats         who plays
 * @param computerSouth the computer plays South (human against computer only)
 * @param depth         search depth, 1..15, or 0 for the program's default ({@link #DEFAULT_DEPTH})
 * @param southDepth    the depth of the computer's South moves, 1..15, or 0 for {@code depth}
 * @param crt           draw the board on the CRT
 */
public record KimasaiSwitches(Seats seats, boolean computerSouth, int depth, int southDepth, boolean crt) {

    /** The depth the program uses when the test word says 0. */
    public static final int DEFAULT_DEPTH = 4;

    public KimasaiSwitches {
        if (depth < 0 || depth > 15 || southDepth < 0 || southDepth > 15) {
            throw new IllegalArgumentException("search depths must be 1..15 (0 = the default), not " + depth + " and " + southDepth);
        }
    }

    /** The sense switches, SS1 = 040 ... SS6 = 001. */
    public int senseSwitches() {
        return (computerSouth ? 040 : 0) | (crt ? 0 : 001);
    }

    /** The test word. */
    public int testWord() {
        return seats.testWordBits() | southDepth << 4 | depth;
    }

    /** The depth the program searches for {@code side}'s moves. */
    public int depthFor(Side side) {
        int north = depth == 0 ? DEFAULT_DEPTH : depth;
        return side == Side.SOUTH && southDepth != 0 ? southDepth : north;
    }

    /** Does the computer play {@code side}? */
    public boolean computerPlays(Side side) {
        return seats.computerPlays(side == Side.SOUTH, computerSouth);
    }

    /** One line for a report. */
    public String describe() {
        String who = switch (seats) {
            case HUMAN_VS_COMPUTER -> computerSouth ? "computer plays south" : "computer plays north";
            case TWO_PLAYERS -> "two players";
            case COMPUTER_VS_COMPUTER -> "computer vs computer";
        };
        return who + ", depth north " + depthFor(Side.NORTH) + " south " + depthFor(Side.SOUTH) + (crt ? "" : ", no crt");
    }
}
