package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import pdp1.games.GameProgram;
import pdp1.games.Games;
import pdp1.kalah.GameAnalysis;
import pdp1.program.RecordAnalyser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code analyse GAME FILE}: every move of the game records in FILE (as {@code GAME --record}
 * writes them, one a line) judged by the game's analyser, its registry entry's
 * ({@link GameProgram#analyser()}; Kalah's judges each move against the best the mover had).
 * A game without one is refused in one line.
 */
@Command(name = "analyse", aliases = "analyze", mixinStandardHelpOptions = true,
        description = {"Analyse recorded games: the seeds each move gives away.",
                "For every move, the mover's best moves and the seeds the move played gives away (0: optimal), "
                        + "judged by the exact solver where at most --exact-seeds seeds are in play and by the "
                        + "strong engine at --depth elsewhere; a summary at the end."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:analysed", "2:usage error, or a record that cannot be read or replayed"})
public final class AnalyseCommand implements Callable<Integer> {

    /** The most seeds in play --exact-seeds takes: a Kalah(6,4) start is solved in minutes, Kalah(6,5) in hours. */
    static final int MAX_EXACT_SEEDS = 48;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0..1", arity = "1..2", paramLabel = "[GAME] FILE", hideParamSyntax = true,
            description = "The game, ${COMPLETION-CANDIDATES} (may be left out: each record names its game), "
                    + "and the file of game records, one a line, e.g. 'kalah 6x4: c f b'.",
            completionCandidates = AnalysedGames.class)
    List<String> words;

    @Option(names = "--exact-seeds", paramLabel = "N", defaultValue = "" + GameAnalysis.DEFAULT_EXACT_SEEDS,
            description = "Solve positions with at most N seeds in play, 0.." + MAX_EXACT_SEEDS + " (default: ${DEFAULT-VALUE}).")
    int exactSeeds;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "" + GameAnalysis.DEFAULT_ENGINE_DEPTH,
            description = "The engine's depth in plies elsewhere, 1..20 (default: ${DEFAULT-VALUE}).")
    int depth;

    /** The names of the games with an analyser, for the help, completion and messages. */
    static final class AnalysedGames extends ArrayList<String> {
        AnalysedGames() {
            super(Games.analysed().stream().map(GameProgram::id).toList());
        }
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        String last = words.get(words.size() - 1);
        if (words.size() == 1 && Games.named(last).isPresent()) {
            err.println("pdp1: give the file of game records: analyse " + last + " FILE");
            return 2;
        }
        if (words.size() == 2 && !analysable(words.get(0), err)) {
            return 2;
        }
        if (exactSeeds < 0 || exactSeeds > MAX_EXACT_SEEDS || depth < 1 || depth > 20) {
            err.println("pdp1: --exact-seeds must be 0.." + MAX_EXACT_SEEDS + " and --depth 1..20, not "
                    + exactSeeds + " and " + depth);
            return 2;
        }
        Path file = Path.of(last);
        String text = InputFiles.readText(spec, null, file, "no game to analyse");
        if (text == null) {
            return 2;
        }
        String name = words.size() == 2 ? words.get(0) : gameNamedBy(text).orElse(Games.analysed().get(0).id());
        if (!analysable(name, err)) {
            return 2;
        }
        return analyse(Games.named(name).orElseThrow().analyser(), text, file);
    }

    /** Whether {@code name} is a registered game with an analyser; if not, says so. */
    private static boolean analysable(String name, PrintWriter err) {
        Optional<GameProgram> game = Games.named(name);
        if (game.isPresent() && game.get().analyser() != null) {
            return true;
        }
        err.println("pdp1: " + (game.isEmpty() ? "no game '" + name + "'" : name + " games have no analyser")
                + "; analyse takes " + String.join(", ", new AnalysedGames()) + " games");
        return false;
    }

    /** Reads and replays every record of {@code text}, then prints their analysis; 2 after naming a bad line. */
    private <R> int analyse(RecordAnalyser<R> analyser, String text, Path file) {
        PrintWriter err = spec.commandLine().getErr();
        List<R> records = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (isRecord(lines[i])) {
                try {
                    records.add(analyser.read(lines[i]));
                } catch (IllegalArgumentException e) {
                    err.println("pdp1: " + file + " line " + (i + 1) + ": " + e.getMessage());
                    return 2;
                }
            }
        }
        if (records.isEmpty()) {
            err.println("pdp1: " + file + ": no game record in it (a line such as '" + analyser.example() + "')");
            return 2;
        }
        analyser.analyse(records, exactSeeds, depth, spec.commandLine().getOut());
        return 0;
    }

    /** Blank lines and lines starting with # are no record. */
    private static boolean isRecord(String line) {
        return !line.isBlank() && !line.strip().startsWith("#");
    }

    /** The game the first record names by its first word ("kalah 6x4: ..."), if it is a registered one. */
    private static Optional<String> gameNamedBy(String text) {
        return text.lines().filter(AnalyseCommand::isRecord).findFirst()
                .map(line -> line.strip().split("[\\s:]", 2)[0])
                .filter(word -> Games.named(word).isPresent());
    }
}
