package pdp1.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code pdp1.jar completion}: the bash (and zsh) completion script of every command and option,
 * made by picocli's {@link AutoComplete} from the commands' whole models, so it cannot fall behind them.
 */
@Command(name = "completion", mixinStandardHelpOptions = true,
        description = {"Print the bash/zsh completion script of pdp1.jar's commands and options.",
            "Install it for this shell: alias pdp1.jar='java -jar /path/to/pdp1.jar'; source <(pdp1.jar completion)"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the script was printed", "2:usage error"})
public final class CompletionCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getOut().print(AutoComplete.bash(Main.NAME, Main.wholeModel()));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
