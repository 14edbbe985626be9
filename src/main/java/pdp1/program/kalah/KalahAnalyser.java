package pdp1.program.kalah;

import java.io.PrintWriter;
import java.util.List;
import pdp1.kalah.GameAnalysis;
import pdp1.kalah.GameRecord;
import pdp1.kalah.Solver;
import pdp1.program.RecordAnalyser;

/**
 * {@code analyse kalah FILE}: every move judged against the best the mover had, by the exact
 * solver where the position is small enough and by the strong engine at a fixed depth elsewhere,
 * so every analysis ends and gives the same table each time ({@link AnalysisTable}).
 */
public final class KalahAnalyser implements RecordAnalyser<GameRecord> {

    @Override
    public String example() {
        return "kalah 6x4: c f b";
    }

    @Override
    public GameRecord read(String line) {
        GameRecord record = GameRecord.parse(line);
        GameAnalysis.requireAnalysable(record.variant());
        record.replay();
        return record;
    }

    @Override
    public void analyse(List<GameRecord> records, int exactSeeds, int depth, PrintWriter out) {
        AnalysisTable table = new AnalysisTable(out, exactSeeds, depth);
        Solver.onBigStack(() -> {
            for (GameRecord record : records) {
                table.game(record, records.size() > 1);
            }
            return null;
        });
    }
}
