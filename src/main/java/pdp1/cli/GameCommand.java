package pdp1.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import pdp1.games.GameProgram;

/**
 * A registered game played at the console ({@code pdp1.jar kalah}, {@code kimasai}): the options
 * every game takes and the run ({@link GameSession}). A subclass adds the game's own options,
 * its help and its {@code --keys} text, and turns its options into the console switches.
 */
@Command(exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the program halted, the run was stopped at the console, or the keys are used up",
                "1:the machine stopped on an error", "2:usage or I/O error (also a --keys key the typewriter lacks)",
                "130:stopped by SIGINT without a terminal (the stop line and the PNG are written)",
                "143:stopped by SIGTERM, the same"})
abstract class GameCommand implements Callable<Integer> {

    /** The console switches a game's options set. */
    record Switches(int senseSwitches, int testWord) {
    }

    private final GameProgram game;

    @Spec
    CommandSpec spec;

    @ParentCommand
    Main host;

    @Mixin
    SeatOptions seats;

    @Mixin
    GameRunOptions run;

    @Mixin
    SaveResumeOptions saved;

    @Option(names = GameRecording.OPTION, paramLabel = "FILE", description = "Write the games in the reference notation to FILE, "
            + "one line a game, rewritten as they are played.")
    Path record;

    GameCommand(GameProgram game) {
        this.game = game;
    }

    final GameProgram game() {
        return game;
    }

    /** The switches the options set, the options checked first (a ParameterException names a wrong one). */
    abstract Switches switches();

    /** The {@code --keys} option's text, or null when not given. */
    abstract String keys();

    @Override
    public final Integer call() throws Exception {
        Switches switches = switches();
        GameSession session = new GameSession(host, spec, run, keys(), saved);
        GameRecording recording = record == null ? null : GameRecording.of(game, record);
        return session.play(game, switches.senseSwitches(), switches.testWord(), recording);
    }

    /** Refuses a level {@code value} (null: not given) outside 1..{@code levels}. */
    final void checkLevel(String option, Integer value, int levels) {
        if (value != null && (value < 1 || value > levels)) {
            throw new ParameterException(spec.commandLine(), option + " must be 1.." + levels + ", not " + value);
        }
    }
}
