package pdp1.program.kalah;

import java.io.PrintWriter;
import java.util.stream.Collectors;
import pdp1.kalah.GameAnalysis;
import pdp1.kalah.GameRecord;
import pdp1.kalah.Notation;
import pdp1.kalah.Position;
import pdp1.kalah.Side;

/**
 * What {@code analyse kalah} prints for one game: the record, a line per move as soon as it is
 * judged (flushed: a long analysis shows it is alive), then a summary and how the game stands.
 */
final class AnalysisTable {

    private final PrintWriter out;
    private final int exactSeeds;
    private final int depth;

    AnalysisTable(PrintWriter out, int exactSeeds, int depth) {
        this.out = out;
        this.exactSeeds = exactSeeds;
        this.depth = depth;
    }

    /** Analyses and prints {@code record}; {@code headed} names it first (a file of several games). */
    void game(GameRecord record, boolean headed) {
        if (headed) {
            out.println(record);
        }
        out.println("move  mover  played  best          value  lost  judged by");
        int[] lost = new int[2];
        int[] count = new int[3];                 // moves, optimal, judged by the solver
        Position end = new GameAnalysis(record.variant(), exactSeeds, depth).analyse(record, v -> {
            out.printf("%4d  %-5s  %-6s  %-12s  %+5d  %4d  %s%n", v.number(), v.mover().title(), choice(v.played()),
                    v.best().stream().map(AnalysisTable::choice).collect(Collectors.joining(" ")), v.bestValue(),
                    v.loss(), v.solved() ? "solver" : "engine");
            out.flush();
            lost[v.mover().index()] += v.loss();
            count[0]++;
            count[1] += v.loss() == 0 ? 1 : 0;
            count[2] += v.solved() ? 1 : 0;
        });
        out.printf("analysed %d moves: %d optimal; lost: South %d, North %d; judged by the solver %d, "
                + "by the engine (depth %d) %d%n", count[0], count[1], lost[Side.SOUTH.index()],
                lost[Side.NORTH.index()], count[2], depth, count[0] - count[2]);
        out.println(standing(end));
        out.flush();
    }

    private static String choice(int move) {
        return move == GameRecord.SWAP ? "swap" : Notation.pitName(move);
    }

    /** The last line of the board picture: the result, or who is to move. */
    private static String standing(Position p) {
        String[] lines = Notation.picture(p).strip().split("\\R");
        return "stores South " + p.store(Side.SOUTH) + ", North " + p.store(Side.NORTH) + "; " + lines[lines.length - 1];
    }
}
