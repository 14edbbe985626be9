package pdp1.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import pdp1.games.Games;
import pdp1.kalah.GameAnalysis;
import pdp1.kalah.GameRecord;
import pdp1.kalah.Solver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code analyse kalah FILE}: every move of the game records in FILE (as {@code kalah --record}
 * writes them, one a line) judged against the best the mover had, by the exact solver where the
 * position is small enough and by the strong engine at a fixed depth elsewhere, so every analysis
 * ends and gives the same table each time ({@link AnalysisTable}).
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
            description = "The game, kalah (may be left out: each record names its game), and the file of game "
                    + "records, one a line, e.g. 'kalah 6x4: c f b'.")
    List<String> words;

    @Option(names = "--exact-seeds", paramLabel = "N", defaultValue = "" + GameAnalysis.DEFAULT_EXACT_SEEDS,
            description = "Solve positions with at most N seeds in play, 0.." + MAX_EXACT_SEEDS + " (default: ${DEFAULT-VALUE}).")
    int exactSeeds;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "" + GameAnalysis.DEFAULT_ENGINE_DEPTH,
            description = "The engine's depth in plies elsewhere, 1..20 (default: ${DEFAULT-VALUE}).")
    int depth;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        String game = words.size() == 2 ? words.get(0) : "kalah";
        String last = words.get(words.size() - 1);
        if (words.size() == 1 && Games.named(last).isPresent()) {
            err.println("pdp1: give the file of game records: analyse kalah FILE");
            return 2;
        }
        Path file = Path.of(last);
        if (!"kalah".equals(game)) {
            err.println("pdp1: only kalah games can be analysed, not '" + game + "'");
            return 2;
        }
        if (exactSeeds < 0 || exactSeeds > MAX_EXACT_SEEDS || depth < 1 || depth > 20) {
            err.println("pdp1: --exact-seeds must be 0.." + MAX_EXACT_SEEDS + " and --depth 1..20, not "
                    + exactSeeds + " and " + depth);
            return 2;
        }
        String text = InputFiles.readText(spec, null, file, "no game to analyse");
        List<GameRecord> records = text == null ? null : records(text, file, err);
        if (records == null) {
            return 2;
        }
        AnalysisTable table = new AnalysisTable(spec.commandLine().getOut(), exactSeeds, depth);
        Solver.onBigStack(() -> {
            for (GameRecord record : records) {
                table.game(record, records.size() > 1);
            }
            return null;
        });
        return 0;
    }

    /** The records of {@code text}, each replayed; null after saying which line and move is wrong. */
    private static List<GameRecord> records(String text, Path file, PrintWriter err) {
        List<GameRecord> records = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank() || lines[i].strip().startsWith("#")) {
                continue;
            }
            try {
                GameRecord record = GameRecord.parse(lines[i]);
                GameAnalysis.requireAnalysable(record.variant());
                record.replay();
                records.add(record);
            } catch (IllegalArgumentException e) {
                err.println("pdp1: " + file + " line " + (i + 1) + ": " + e.getMessage());
                return null;
            }
        }
        if (records.isEmpty()) {
            err.println("pdp1: " + file + ": no game record in it (a line such as 'kalah 6x4: c f b')");
            return null;
        }
        return records;
    }
}
