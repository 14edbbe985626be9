package pdp1.program.kimasai;

import pdp1.kimasai.Pdp1Search;
import pdp1.kimasai.Side;
import pdp1.program.ConsoleSwitches;
import pdp1.program.Seats;

/**
 * The console settings of programs/kimasai.mac (docs/kimasai.md, "Switches"), read by the
 * program at the start of every game:
 * <pre>
 *   SS1 (040) the computer plays South (and so moves first)   SS6 (001) no CRT
 *   TW bit 0 (400000) two players        TW bits 15-17 (000007) level, 0 = the default
 *   TW bit 1 (200000) computer vs computer   TW bits 12-14 (000070) level when playing South, 0 = the same
 * </pre>
 *
 * @param seats         who plays
 * @param computerSouth the computer plays South (human against computer only)
 * @param level         the level, 1..7, or 0 for the program's default ({@link Pdp1Search#DEFAULT_LEVEL})
 * @param southLevel    the level of the computer's South moves, 1..7, or 0 for {@code level}
 * @param crt           draw the board on the CRT
 */
public record KimasaiSwitches(Seats seats, boolean computerSouth, int level, int southLevel, boolean crt)
        implements ConsoleSwitches {

    public KimasaiSwitches {
        if (level < 0 || level > Pdp1Search.LEVELS || southLevel < 0 || southLevel > Pdp1Search.LEVELS) {
            throw new IllegalArgumentException("levels must be 1.." + Pdp1Search.LEVELS + " (0 = the default), not "
                    + level + " and " + southLevel);
        }
    }

    /** The sense switches, SS1 = 040 ... SS6 = 001. */
    public int senseSwitches() {
        return (computerSouth ? 040 : 0) | (crt ? 0 : 001);
    }

    /** The test word. */
    public int testWord() {
        return seats.testWordBits() | southLevel << 3 | level;
    }

    /** The level the program plays {@code side}'s moves at. */
    public int levelFor(Side side) {
        int north = level == 0 ? Pdp1Search.DEFAULT_LEVEL : level;
        return side == Side.SOUTH && southLevel != 0 ? southLevel : north;
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
        return who + ", level north " + levelFor(Side.NORTH) + " south " + levelFor(Side.SOUTH) + (crt ? "" : ", no crt");
    }
}
