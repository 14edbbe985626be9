package pdp1.games;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import pdp1.crosscheck.Crosscheck;
import pdp1.program.PlayOptions;
import pdp1.program.RecordAnalyser;

/**
 * Everything the command line, the recording, the classroom menu and the build's checks need of
 * one game program, so that a game is added in one place ({@link Games}, docs/games.md). The
 * game's own packages do the work: its engine ({@code pdp1.NAME}), its switches, paper reader
 * and play command's options ({@code pdp1.program.NAME}) and its cross-check and that command's
 * options ({@code pdp1.crosscheck.NAME}); this record only points at them.
 *
 * @param id the command's name ({@code pdp1.jar ID}, {@code crosscheck ID}) and the menu's key
 * @param title the classroom menu's line
 * @param windowTitle the CRT window's title in a terminal game
 * @param programFile the MACRO source under /programs/ in the jar
 * @param waitSymbol the word the program sets while it waits for a key (scripted keys are struck then)
 * @param moveTimes the PDP-1 time a computer move takes, by level (the command's help shows them)
 * @param paper the game records on the typewriter's paper ({@code --record})
 * @param analyser how {@code analyse} judges the recorded moves, or null if the game has none
 * @param playOptions the play command's own options and help, a new picocli mixin each call
 * @param crosscheck the cross-check against the engine, every setting drawn per game, given the wait symbol
 * @param crosscheckOptions the cross-check command's own options and help, a new picocli mixin each call
 * @param enginePackage the Java reference engine, which knows nothing of the PDP-1 (ArchitectureTest)
 * @param playPackage what plain play needs of the program: its switches, what it types, its paper reader
 * @param crosscheckPackage the game's cross-check
 */
public record GameProgram(String id, String title, String windowTitle, String programFile, String waitSymbol,
        LevelTimes moveTimes, Paper paper, RecordAnalyser<?> analyser, Supplier<PlayOptions> playOptions,
        Function<String, Crosscheck.Game> crosscheck, Supplier<Crosscheck.Options> crosscheckOptions,
        String enginePackage, String playPackage, String crosscheckPackage) {

    public GameProgram {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(windowTitle, "windowTitle");
        Objects.requireNonNull(programFile, "programFile");
        Objects.requireNonNull(waitSymbol, "waitSymbol");
        Objects.requireNonNull(moveTimes, "moveTimes");
        Objects.requireNonNull(paper, "paper");
        Objects.requireNonNull(playOptions, "playOptions");
        Objects.requireNonNull(crosscheck, "crosscheck");
        Objects.requireNonNull(crosscheckOptions, "crosscheckOptions");
        Objects.requireNonNull(enginePackage, "enginePackage");
        Objects.requireNonNull(playPackage, "playPackage");
        Objects.requireNonNull(crosscheckPackage, "crosscheckPackage");
    }

    /** A new cross-check of the program against the engine, every setting drawn per game. */
    public Crosscheck.Game newCrosscheck() {
        return crosscheck.apply(waitSymbol);
    }

    /** Reads the games on a transcript of the typewriter's paper as reference records, one a game. */
    @FunctionalInterface
    public interface Paper {

        /**
         * @param transcript the typewriter's whole paper
         * @param senseSwitches the console's sense switches (the rules may depend on them)
         * @param testWord the console's test word
         * @throws IllegalArgumentException if the paper does not read as a legal game
         */
        List<String> records(String transcript, int senseSwitches, int testWord);
    }

    /**
     * The PDP-1 seconds a computer move takes by level (index level - 1), mean and worst, measured
     * on the cycle-exact emulator; past the last measured level the mean grows by {@code perPly}.
     */
    public record LevelTimes(double perPly, List<Double> meanS, List<Double> worstS) {

        public LevelTimes {
            meanS = List.copyOf(meanS);
            worstS = List.copyOf(worstS);
            if (meanS.isEmpty() || meanS.size() != worstS.size()) {
                throw new IllegalArgumentException("a mean and a worst time for each level, at least one");
            }
        }
    }
}
