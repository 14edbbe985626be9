package pdp1.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import pdp1.cli.Subcommands.Subcommand;
import pdp1.games.GameProgram;
import pdp1.games.Games;

/**
 * {@code pdp1.jar}: the one entry point (README.md).
 * Each subcommand is a {@code Callable<Integer>} whose result is the exit code.
 * No stack trace reaches a user: {@link UserErrors} prints {@code pdp1: message}
 * and exits 2 (70 for an internal error), unless the hidden {@code --stack-trace} flag is given.
 * Only the subcommands that the arguments name get picocli's whole model ({@link Subcommands}).
 */
@Command(name = Main.NAME, mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "A cycle-exact DEC PDP-1 with its MACRO assembler, and Kalah and Bao la Kimasai in PDP-1 assembly.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:ok", "1:bad input (source, tape, a cross-check mismatch)", "2:usage or I/O error"})
public final class Main implements Callable<Integer> {

    /** The subcommands of a class each, in the order {@code --help} lists them after the games'. */
    static final List<Class<?>> SUBCOMMANDS = List.of(AsmCommand.class, RunCommand.class, CrosscheckCommand.class,
            SolveCommand.class, AnalyseCommand.class, DebugCommand.class, PanelCommand.class, ServeCommand.class,
            BenchCommand.class, CompletionCommand.class, CommandLine.HelpCommand.class);

    /** The program's name in help, messages and the completion script. */
    static final String NAME = "pdp1.jar";

    @Option(names = "--stack-trace", hidden = true, scope = CommandLine.ScopeType.INHERIT,
            description = "Print the Java stack trace of an internal error (for developers).")
    boolean stackTrace;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Where scripted keys come from when no file names them: the process's standard input. */
    private final InputStream stdin;
    /** True when a person sits at a terminal: keys are live, the run is paced, a window may open. */
    private final boolean terminal;

    /** The games played and cross-checked: the registry's, or a test's with a game of its own. */
    private final List<GameProgram> games;

    private Main(List<GameProgram> games, InputStream stdin, boolean terminal) {
        this.games = games;
        this.stdin = stdin;
        this.terminal = terminal;
    }

    /** The games this command line plays and cross-checks. */
    List<GameProgram> games() {
        return games;
    }

    InputStream stdin() {
        return stdin;
    }

    boolean atTerminal() {
        return terminal;
    }

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 0;
    }

    /** The command line to execute {@code args} with, its error handlers installed. */
    public static CommandLine commandLine(String... args) {
        return commandLine(System.in, System.console() != null, args);
    }

    /** As {@link #commandLine(String...)}, reading {@code stdin}, at a terminal or not (a test's choice). */
    static CommandLine commandLine(InputStream stdin, boolean terminal, String... args) {
        return commandLine(Games.ALL, stdin, terminal, args);
    }

    /**
     * As {@link #commandLine(InputStream, boolean, String...)}, with a play and a cross-check
     * command for each of {@code games} (a test registers a game of its own this way).
     */
    public static CommandLine commandLine(List<GameProgram> games, InputStream stdin, boolean terminal, String... args) {
        CommandLine cl = new CommandLine(new Main(games, stdin, terminal));
        Subcommands.register(cl, subcommands(games), args);
        UserErrors.install(cl);
        return cl;
    }

    /** The command line with every subcommand's whole model, none outlined (for the completion script). */
    static CommandLine wholeModel() {
        CommandLine cl = new CommandLine(new Main(Games.ALL, InputStream.nullInputStream(), false));
        List<Subcommand> every = subcommands(Games.ALL);
        Subcommands.register(cl, every, every.stream().map(Subcommand::name).toArray(String[]::new));
        return cl;
    }

    /** Each game's play command, then the commands of a class each. */
    private static List<Subcommand> subcommands(List<GameProgram> games) {
        List<Subcommand> commands = new ArrayList<>();
        for (GameProgram game : games) {
            commands.add(Subcommand.built(game.id(), GameOptions.description(game.playOptions().get().getClass()),
                    () -> GameCommand.of(game)));
        }
        for (Class<?> type : SUBCOMMANDS) {
            commands.add(Subcommand.of(type));
        }
        return commands;
    }

    public static void main(String[] args) {
        System.exit(commandLine(args).execute(args));
    }

    /** The project version, which Maven's resource filtering writes into version.txt (src/pom.xml). */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            try (InputStream in = Main.class.getResourceAsStream("version.txt")) {
                String v = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
                // absent, or "${project.version}" still, when something other than Maven built the classes
                boolean filtered = !v.isEmpty() && !v.startsWith("${");
                return new String[] {"pdp1.jar " + (filtered ? v : "(development build)")};
            }
        }
    }
}
