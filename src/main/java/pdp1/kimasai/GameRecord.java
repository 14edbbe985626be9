package pdp1.kimasai;

import java.util.ArrayList;
import java.util.List;

/**
 * The text of a game: numbered move pairs, South's move first, each move the hole of the stone
 * that moves, then the result token when the game is over:
 * {@code 1. b2 k3 2. c2 j3 ... 0-1}. Parsing accepts the same text, with or without the
 * move numbers and the result token.
 */
public final class GameRecord {

    private GameRecord() {
    }

    public static String format(List<Hole> moves, Result result) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            if (i > 0) {
                sb.append(' ');
            }
            if (i % 2 == 0) {
                sb.append(i / 2 + 1).append(". ");
            }
            sb.append(moves.get(i));
        }
        if (result != Result.IN_PROGRESS) {
            sb.append(sb.length() > 0 ? " " : "").append(result.token());
        }
        return sb.toString();
    }

    public static List<Hole> parse(String text) {
        List<Hole> moves = new ArrayList<>();
        for (String token : text.strip().split("\\s+")) {
            if (token.isEmpty() || token.matches("\\d+\\.") || isResult(token)) {
                continue;
            }
            moves.add(Hole.parse(token));
        }
        return moves;
    }

    private static boolean isResult(String token) {
        for (Result r : Result.values()) {
            if (r.token().equals(token)) {
                return true;
            }
        }
        return false;
    }
}
