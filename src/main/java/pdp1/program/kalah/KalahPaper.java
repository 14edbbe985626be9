package pdp1.program.kalah;

import java.util.ArrayList;
import java.util.List;
import pdp1.crosscheck.PrintedLines;
import pdp1.kalah.GameRecord;
import pdp1.kalah.Variant;

/**
 * The games on the paper of programs/kalah.mac as {@link GameRecord}s, read with
 * {@link KalahPrintout} as the cross-check reads them: a computer's move is its "plays" line, a
 * person's is the key struck at a move prompt that the program did not refuse on that line, and a
 * swap is its "swaps sides" line (the key s alone is not the swap: the program may refuse it).
 * The keys struck must be on the paper, as the typewriter prints them.
 */
public final class KalahPaper {

    private KalahPaper() {
    }

    /**
     * One record for every game begun on {@code paper} (a transcript's text), in order, the last
     * one maybe unfinished; only complete lines count. The pits are {@code rules}'; the seeds and
     * the rules in force are the ones each game's "new game, 4 seeds, pie rule, ..." line names.
     */
    public static List<GameRecord> games(String paper, Variant rules) {
        List<GameRecord> games = new ArrayList<>();
        Variant variant = null;
        List<Integer> moves = new ArrayList<>();
        for (String line : PrintedLines.complete(paper)) {
            KalahPrintout.NewGame game = KalahPrintout.newGame(line);
            if (game != null) {
                if (variant != null) {
                    games.add(record(variant, moves));
                }
                List<String> named = game.rules();
                variant = new Variant(rules.pits(), game.seeds(), named.contains("empty capture"),
                        named.contains("until stuck"), named.contains("no sweep"), named.contains("pie rule"));
                moves.clear();
            } else if (variant != null) {
                int move = move(line);
                if (move != NONE) {
                    moves.add(move);
                }
            }
        }
        if (variant != null) {
            games.add(record(variant, moves));
        }
        return games;
    }

    private static final int NONE = -2;

    /** The move a line reports: a pit, {@link GameRecord#SWAP}, or {@link #NONE}. */
    private static int move(String line) {
        KalahPrintout.Plays plays = KalahPrintout.plays(line);
        if (plays != null) {
            return plays.pit();
        }
        if (KalahPrintout.swaps(line) >= 0) {
            return GameRecord.SWAP;
        }
        KalahPrintout.Prompt prompt = KalahPrintout.prompt(line);
        if (prompt == null || prompt.key() == 0 || prompt.rejection() != null) {
            return NONE;                         // a key refused, or one that asked for help or the board
        }
        int pit = Character.toLowerCase(prompt.key()) - 'a';
        return pit >= 0 && pit < 6 ? pit : NONE;
    }

    private static GameRecord record(Variant variant, List<Integer> moves) {
        return new GameRecord(variant, moves.stream().mapToInt(Integer::intValue).toArray());
    }
}
