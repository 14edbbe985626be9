package pdp1.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code pdp1.jar}: the one entry point (README.md).
 * Each subcommand is a {@code Callable<Integer>} whose result is the exit code.
 * No stack trace reaches a user: {@link UserErrors} prints {@code pdp1: message}
 * and exits 2, unless the hidden {@code --stack-trace} flag is given.
 */
@Command(name = "pdp1.jar", mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "A cycle-exact DEC PDP-1 with its MACRO assembler, and Kalah and Bao la Kimasai in PDP-1 assembly.",
        subcommands = {KalahCommand.class, KimasaiCommand.class, AsmCommand.class, RunCommand.class, CrosscheckCommand.class,
                SolveCommand.class, DebugCommand.class, PanelCommand.class, BenchCommand.class,
                CommandLine.HelpCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:ok", "1:bad input (source, tape, a cross-check mismatch)", "2:usage or I/O error"})
public final class Main implements Callable<Integer> {

    @Option(names = "--stack-trace", hidden = true, scope = CommandLine.ScopeType.INHERIT,
            description = "Print the Java stack trace of an internal error (for developers).")
    boolean stackTrace;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 0;
    }

    /** The command line with every subcommand and the error handlers installed. */
    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        UserErrors.install(cl);
        return cl;
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"pdp1.jar " + (v == null ? "(development build)" : v)};
        }
    }
}
