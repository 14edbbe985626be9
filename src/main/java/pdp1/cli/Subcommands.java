package pdp1.cli;

import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Registers subcommands so that start-up builds picocli's model only for the ones a run can use.
 * Picocli builds a command's model by reflection over all its options and mixins, which cost
 * 40 % of {@code --version}'s CPU when every subcommand was built (docs/performance.md, "Start-up").
 * A subcommand whose name or alias is none of the arguments cannot be the one picocli runs, so
 * it gets an outline: its name, aliases and description from its {@code @Command}, which is all
 * that the top-level {@code --help} and picocli's "Did you mean" suggestions read.
 */
final class Subcommands {

    private Subcommands() {
    }

    /** Adds each of {@code commands} to {@code parent}: whole if {@code args} may run it, else its outline. */
    static void register(CommandLine parent, List<Class<?>> commands, String[] args) {
        // an @file's arguments are only known once picocli expands it: then every command is built
        boolean argumentFile = Arrays.stream(args).anyMatch(a -> a.startsWith("@"));
        for (Class<?> type : commands) {
            Command command = type.getAnnotation(Command.class);
            if (argumentFile || isNamed(command, args)) {
                parent.addSubcommand(type);
                // picocli applies a @Command(modelTransformer) only to the commands built with the
                // parent's constructor, not to one added later, as here
                CommandSpec added = parent.getSubcommands().get(command.name()).getCommandSpec();
                if (added.modelTransformer() != null) {
                    added.modelTransformer().transform(added);
                }
            } else {
                parent.addSubcommand(command.name(), outline(command), command.aliases());
            }
        }
    }

    private static boolean isNamed(Command command, String[] args) {
        List<String> names = Arrays.asList(args);
        return names.contains(command.name()) || Arrays.stream(command.aliases()).anyMatch(names::contains);
    }

    /** What the parent's help lists of a command that will not run. */
    private static CommandSpec outline(Command command) {
        CommandSpec spec = CommandSpec.create();
        spec.usageMessage().header(command.header()).description(command.description()).hidden(command.hidden());
        return spec;
    }
}
