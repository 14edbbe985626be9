package pdp1.program.kimasai;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import pdp1.crosscheck.PrintedLines;
import pdp1.kimasai.Game;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Side;

/**
 * The games on the paper of programs/kimasai.mac, read with {@link KimasaiPrintout} as the
 * cross-check reads them and replayed by {@link Game}: a computer's move is its "plays" line, a
 * person's the hole after a move prompt (the keys struck, or what the program typed for a stone
 * picked with the light pen), unless the line after it is the program's refusal; other keys at a
 * prompt (p for the board, ? for the help) are no move. The keys struck must be on the paper, as
 * the typewriter prints them.
 */
public final class KimasaiPaper {

    private static final Pattern HOLE = Pattern.compile("[a-lA-L][1-4]");

    private KimasaiPaper() {
    }

    /**
     * One game for every "new game" on {@code paper} (a transcript's text), in order, the last
     * one maybe unfinished; only complete lines count, and a person's move only once the line
     * after it shows it was not refused.
     *
     * @throws IllegalArgumentException if a move read is not legal in the reference game
     */
    public static List<Game> games(String paper) {
        List<Game> games = new ArrayList<>();
        Game game = null;
        String keys = null;                     // a person's keys awaiting the next line
        for (String line : PrintedLines.complete(paper)) {
            if (keys != null && KimasaiPrintout.Rejection.of(line) == null) {
                game.play(Hole.parse(keys));
            }
            keys = null;
            if (KimasaiPrintout.isNewGame(line)) {
                game = new Game();
                games.add(game);
            } else if (game != null) {
                Side[] side = new Side[1];
                Hole played = KimasaiPrintout.plays(line, side);
                if (played != null) {
                    game.play(played);
                } else {
                    keys = KimasaiPrintout.promptKeys(line);
                    if (keys != null && !HOLE.matcher(keys).matches()) {
                        keys = null;            // p, ?, or keys the program refuses
                    }
                }
            }
        }
        return games;
    }
}
