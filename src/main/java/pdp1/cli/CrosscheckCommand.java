package pdp1.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code pdp1.jar crosscheck GAME}: runs a game's PDP-1 program on the emulator
 * against its Java reference engine. Each game is a subcommand.
 */
@Command(name = "crosscheck", mixinStandardHelpOptions = true,
        description = "Run a game's PDP-1 program on the emulator against its Java reference engine, move by move.",
        subcommands = {CrosscheckKalahCommand.class, CrosscheckKimasaiCommand.class, CrosscheckMergeCommand.class},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:no mismatch", "1:a mismatch (the seed and moves that reproduce it are printed)", "2:usage or I/O error",
                CtrlC.EXIT_CODE})
final class CrosscheckCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("pdp1: crosscheck needs a game: "
                + String.join(", ", spec.subcommands().keySet()));
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2;
    }
}
