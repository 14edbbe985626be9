package pdp1.program;

/**
 * A game's own options of its play command, {@code pdp1.jar NAME}: a picocli mixin (its
 * {@code @Option} fields) whose {@code @Command(description = ...)} is the command's help. The
 * command adds the options every game takes (seats, display, speed, save and resume, record) and
 * sets the console switches these options give (docs/games.md, "Adding a game").
 */
public interface PlayOptions {

    /** The option that gave the computer its seat against a person (e.g. {@code --computer-first}), or null if none was given. */
    String computerSeatOptionGiven();

    /**
     * The console switches of the game these options and the common ones ask for.
     *
     * @param crt whether the board is drawn on the CRT
     * @throws IllegalArgumentException naming the option whose value is out of range
     */
    ConsoleSwitches switches(Seats seats, boolean crt);

    /** The keys to type ({@code --keys}), or null when not given. */
    String keys();

    /** Refuses a level {@code value} (null: not given) outside 1..{@code levels}. */
    static void checkLevel(String option, Integer value, int levels) {
        if (value != null && (value < 1 || value > levels)) {
            throw new IllegalArgumentException(option + " must be 1.." + levels + ", not " + value);
        }
    }
}
