package pdp1.cli;

import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Registers subcommands so that start-up builds picocli's model only for the ones a run can use.
 * Picocli builds a command's model by reflection over all its options and mixins, which cost
 * 40 % of {@code --version}'s CPU when every subcommand was built (docs/performance.md, "Start-up").
 * A subcommand whose name or alias is none of the arguments cannot be the one picocli runs, so
 * it gets an outline: its name, aliases and description, which is all that the top-level
 * {@code --help} and picocli's "Did you mean" suggestions read.
 */
final class Subcommands {

    /**
     * One subcommand: what its outline shows, and its whole model, built on demand.
     *
     * @param whole the command's class (picocli instantiates it) or its ready {@link CommandLine}
     */
    record Subcommand(String name, String[] aliases, String[] header, String[] description, boolean hidden,
            Supplier<Object> whole) {

        /** A command class: everything is read from its {@code @Command}. */
        static Subcommand of(Class<?> type) {
            Command command = type.getAnnotation(Command.class);
            return new Subcommand(command.name(), command.aliases(), command.header(), command.description(),
                    command.hidden(), () -> type);
        }

        /** A command built by {@code whole} (one class serving several names), described by {@code description}. */
        static Subcommand built(String name, String[] description, Supplier<Object> whole) {
            return new Subcommand(name, new String[0], new String[0], description, false, whole);
        }

        private boolean isNamed(String[] args) {
            List<String> names = Arrays.asList(args);
            return names.contains(name) || Arrays.stream(aliases).anyMatch(names::contains);
        }

        /** What the parent's help lists of a command that will not run. */
        private CommandSpec outline() {
            CommandSpec spec = CommandSpec.create();
            spec.usageMessage().header(header).description(description).hidden(hidden);
            return spec;
        }
    }

    private Subcommands() {
    }

    /** Adds each of {@code commands} to {@code parent}: whole if {@code args} may run it, else its outline. */
    static void register(CommandLine parent, List<Subcommand> commands, String[] args) {
        // an @file's arguments are only known once picocli expands it: then every command is built
        boolean argumentFile = Arrays.stream(args).anyMatch(a -> a.startsWith("@"));
        for (Subcommand command : commands) {
            if (argumentFile || command.isNamed(args)) {
                // a class's aliases come with its @Command; a built command has none
                parent.addSubcommand(command.name(), command.whole().get());
                // picocli applies a @Command(modelTransformer) only to the commands built with the
                // parent's constructor, not to one added later, as here
                CommandSpec added = parent.getSubcommands().get(command.name()).getCommandSpec();
                if (added.modelTransformer() != null) {
                    added.modelTransformer().transform(added);
                }
            } else {
                parent.addSubcommand(command.name(), command.outline(), command.aliases());
            }
        }
    }
}
