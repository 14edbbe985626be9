package pdp1.program;

/** What a game's switches set at the PDP-1's console before its program starts: the sense switches and the test word. */
public interface ConsoleSwitches {

    /** The sense switches, SS1 = 040 ... SS6 = 001. */
    int senseSwitches();

    /** The 18-bit test word. */
    int testWord();

    /** These switches, for a game whose switches have no type of their own. */
    static ConsoleSwitches of(int senseSwitches, int testWord) {
        return new Plain(senseSwitches, testWord);
    }

    /** Switches as two numbers. */
    record Plain(int senseSwitches, int testWord) implements ConsoleSwitches {
    }
}
