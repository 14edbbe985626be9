package pdp1.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import pdp1.games.GameProgram;
import pdp1.program.ConsoleSwitches;
import pdp1.program.PlayOptions;

/**
 * A registered game played at the console ({@code pdp1.jar kalah}, {@code kimasai}), one instance
 * a game: the options every game takes and the run ({@link GameSession}). The game's own options
 * and help come from its registry entry ({@link GameProgram#playOptions()}), a picocli mixin that
 * turns them into the console switches, so a game needs no class here.
 */
@Command(mixinStandardHelpOptions = true, exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the program halted, the run was stopped at the console, or the keys are used up",
                "1:the machine stopped on an error", "2:usage or I/O error (also a --keys key the typewriter lacks)",
                "130:stopped by SIGINT without a terminal (the stop line and the PNG are written)",
                "143:stopped by SIGTERM, the same"})
final class GameCommand implements Callable<Integer> {

    private final GameProgram game;
    private final PlayOptions options;

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

    private GameCommand(GameProgram game, PlayOptions options) {
        this.game = game;
        this.options = options;
    }

    /** {@code pdp1.jar ID}: this command with the game's own options and help. */
    static CommandLine of(GameProgram game) {
        PlayOptions options = game.playOptions().get();
        return GameOptions.added(new GameCommand(game, options), options);
    }

    GameProgram game() {
        return game;
    }

    @Override
    public Integer call() throws Exception {
        seats.check(spec, options.computerSeatOptionGiven());
        ConsoleSwitches switches;
        try {
            switches = options.switches(seats.seats(), run.crt());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        GameSession session = new GameSession(host, spec, run, options.keys(), saved);
        GameRecording recording = record == null ? null : GameRecording.of(game, record);
        return session.play(game, switches.senseSwitches(), switches.testWord(), recording);
    }
}
