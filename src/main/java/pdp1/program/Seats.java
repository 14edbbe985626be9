package pdp1.program;

import java.util.Random;

/**
 * Who sits at the board of a game program. kalah.mac and kimasai.mac read it from the same two
 * test-word bits (docs/kalah-program.md and docs/kimasai.md, "Switches"): bit 0 (400000) two
 * players, bit 1 (200000) computer against computer, neither a person against the computer.
 */
public enum Seats {
    HUMAN_VS_COMPUTER(0), TWO_PLAYERS(0400000), COMPUTER_VS_COMPUTER(0200000);

    private final int testWordBits;

    Seats(int testWordBits) {
        this.testWordBits = testWordBits;
    }

    /** The test-word bits that choose these seats. */
    public int testWordBits() {
        return testWordBits;
    }

    /** The seats a test word chooses; with both bits up computer against computer wins, as the programs read it. */
    public static Seats ofTestWord(int testWord) {
        return (testWord & COMPUTER_VS_COMPUTER.testWordBits) != 0 ? COMPUTER_VS_COMPUTER
                : (testWord & TWO_PLAYERS.testWordBits) != 0 ? TWO_PLAYERS : HUMAN_VS_COMPUTER;
    }

    /**
     * Does the computer play South ({@code south}) or North? Against a person it plays South
     * exactly when {@code computerSouth} (SS1 in both programs).
     */
    public boolean computerPlays(boolean south, boolean computerSouth) {
        return switch (this) {
            case HUMAN_VS_COMPUTER -> south == computerSouth;
            case TWO_PLAYERS -> false;
            case COMPUTER_VS_COMPUTER -> true;
        };
    }

    /**
     * The seats of one cross-check game, one draw from its random stream: a person against the
     * computer 6 times in 10, computer against computer and two players 2 in 10 each.
     */
    public static Seats draw(Random r) {
        int who = r.nextInt(10);
        return who < 6 ? HUMAN_VS_COMPUTER : who < 8 ? COMPUTER_VS_COMPUTER : TWO_PLAYERS;
    }
}
