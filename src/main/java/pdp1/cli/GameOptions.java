package pdp1.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Joins a game's own options to the command that runs it ({@link GameCommand},
 * {@link CrosscheckGameCommand}): the registry gives them as a picocli mixin whose
 * {@code @Command(description = ...)} is the command's help, so one command class serves every game.
 */
final class GameOptions {

    private GameOptions() {
    }

    /** The command line of {@code command} with {@code gameOptions}' options and description. */
    static CommandLine added(Object command, Object gameOptions) {
        CommandLine line = new CommandLine(command);
        CommandSpec spec = line.getCommandSpec();
        spec.addMixin("game", CommandSpec.forAnnotatedObject(gameOptions));
        spec.usageMessage().description(description(gameOptions.getClass()));
        return line;
    }

    /** The help of a command whose own options are of {@code type}: its {@code @Command} description. */
    static String[] description(Class<?> type) {
        Command command = type.getAnnotation(Command.class);
        if (command == null || command.description().length == 0) {
            throw new IllegalStateException(type.getName() + " needs @Command(description = ...), the command's help");
        }
        return command.description();
    }
}
