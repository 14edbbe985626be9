package pdp1.kalah;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A game as text: the variant, a colon, then the moves in order, each a pit letter relative to its
 * mover or {@code swap}: {@code kalah 6x4 empty-capture: c f b swap a}. Bonus moves are simply the
 * next letters (the same side moves again). {@link #parse} reads what {@link #toString} writes.
 *
 * @param variant the rules
 * @param moves   pits 0..m-1, or {@link #SWAP}
 */
public record GameRecord(Variant variant, int[] moves) {

    /** The pie swap in {@link #moves}. */
    public static final int SWAP = -1;

    public GameRecord {
        moves = moves.clone();
    }

    @Override
    public int[] moves() {
        return moves.clone();
    }

    /** Replays the moves from the start, checking each is legal. */
    public Position replay() {
        Position p = Kalah.start(variant);
        for (int i = 0; i < moves.length; i++) {
            try {
                p = moves[i] == SWAP ? Kalah.swap(p) : Kalah.play(p, moves[i]);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("move " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return p;
    }

    public static GameRecord parse(String text) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            throw new IllegalArgumentException("a game record is 'kalah MxN [variants]: moves', no ':' in '" + text.trim() + "'");
        }
        Variant v = Variant.parse(text.substring(0, colon));
        List<Integer> moves = new ArrayList<>();
        for (String word : text.substring(colon + 1).trim().split("\\s+")) {
            if (word.isEmpty()) {
                continue;
            }
            try {
                moves.add(word.equals("swap") ? SWAP : Notation.parsePit(word, v.pits()));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("move " + (moves.size() + 1) + ": " + e.getMessage(), e);
            }
        }
        return new GameRecord(v, moves.stream().mapToInt(Integer::intValue).toArray());
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(variant.toString()).append(':');
        for (int move : moves) {
            s.append(' ').append(move == SWAP ? "swap" : Notation.pitName(move));
        }
        return s.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameRecord g && g.variant.equals(variant) && Arrays.equals(g.moves, moves);
    }

    @Override
    public int hashCode() {
        return variant.hashCode() * 31 + Arrays.hashCode(moves);
    }
}
