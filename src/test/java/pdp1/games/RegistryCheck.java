package pdp1.games;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import pdp1.crosscheck.Crosscheck;
import pdp1.program.ProgramImage;
import picocli.CommandLine.Command;

/**
 * What a registered game must have for every command to work with it, checked part by part:
 * the test fails naming the game and the part that is missing (docs/games.md, "Adding a game").
 * The command line's side (a play and a cross-check command for each game) is GameCommandsTest's.
 */
final class RegistryCheck {

    private RegistryCheck() {
    }

    /** One line per missing or wrong part of the games of {@code registry}; empty when all are whole. */
    static List<String> missingParts(List<GameProgram> registry) {
        List<String> missing = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (GameProgram game : registry) {
            String id = game.id();
            if (!id.matches("[a-z][a-z0-9-]*")) {
                missing.add(id + ": the id is no command name (lower-case letters, digits, -)");
            }
            if (!ids.add(id)) {
                missing.add(id + ": registered twice");
            }
            if (game.title().isBlank() || game.windowTitle().isBlank()) {
                missing.add(id + ": no title for the menu or the window");
            }
            ProgramImage program = program(game, missing);
            if (program != null) {
                definesWaitSymbol(game, program, missing);
                crosscheck(game, missing);
            }
            moveTimes(game, missing);
            paper(game, missing);
            commandHelp(game.id() + ": the play options", game.playOptions().get(), game.playPackage(), missing);
            commandHelp(game.id() + ": the cross-check options", game.crosscheckOptions().get(), game.crosscheckPackage(),
                    missing);
            for (String pkg : List.of(game.enginePackage(), game.playPackage(), game.crosscheckPackage())) {
                if (RegistryCheck.class.getClassLoader().getResource(pkg.replace('.', '/')) == null) {
                    missing.add(id + ": no package " + pkg + " on the classpath");
                }
            }
        }
        return missing;
    }

    private static ProgramImage program(GameProgram game, List<String> missing) {
        try {
            return ProgramImage.fromClasspath(game.programFile());
        } catch (IllegalStateException e) {
            missing.add(game.id() + ": " + e.getMessage());
            return null;
        }
    }

    private static void definesWaitSymbol(GameProgram game, ProgramImage program, List<String> missing) {
        try {
            program.address(game.waitSymbol());
        } catch (IllegalStateException e) {
            missing.add(game.id() + ": " + e.getMessage() + " (its wait symbol)");
        }
    }

    private static void crosscheck(GameProgram game, List<String> missing) {
        Crosscheck.Game check = game.newCrosscheck();
        if (!check.name().equals(game.id())) {
            missing.add(game.id() + ": the cross-check is called " + check.name());
        }
        if (!check.program().name().equals(game.programFile())) {
            missing.add(game.id() + ": the cross-check runs " + check.program().name() + ", not " + game.programFile());
        }
        if (!check.getClass().getPackageName().equals(game.crosscheckPackage())) {
            missing.add(game.id() + ": the cross-check is not in " + game.crosscheckPackage());
        }
    }

    /** A command's own options carry its help ({@code @Command(description)}) and sit in the game's package. */
    private static void commandHelp(String what, Object options, String pkg, List<String> missing) {
        Command command = options.getClass().getAnnotation(Command.class);
        if (command == null || command.description().length == 0) {
            missing.add(what + " have no @Command(description), the command's help");
        }
        if (!options.getClass().getPackageName().equals(pkg)) {
            missing.add(what + " are not in " + pkg);
        }
    }

    private static void moveTimes(GameProgram game, List<String> missing) {
        GameProgram.LevelTimes times = game.moveTimes();
        for (int i = 0; i < times.meanS().size(); i++) {
            if (!(times.meanS().get(i) > 0 && times.meanS().get(i) <= times.worstS().get(i))) {
                missing.add(game.id() + ": level " + (i + 1) + "'s move times are not 0 < mean <= worst");
            }
        }
    }

    private static void paper(GameProgram game, List<String> missing) {
        try {
            if (!game.paper().records("", 0, 0).isEmpty()) {
                missing.add(game.id() + ": the paper reader finds a game on blank paper");
            }
        } catch (RuntimeException e) {
            missing.add(game.id() + ": the paper reader fails on blank paper: " + e);
        }
    }
}
