package pdp1.kalah;

/**
 * How positions and moves are written: pits a, b, c, ... relative to the mover (a = the mover's
 * leftmost pit, first in sowing order) and a text picture of the board.
 */
public final class Notation {

    private Notation() {
    }

    /** The letter of pit {@code pit}: 0 -> "a". */
    public static String pitName(int pit) {
        return String.valueOf((char) ('a' + pit));
    }

    /** The pit number of a letter for an m-pit board. */
    public static int parsePit(String word, int m) {
        if (word.length() != 1 || word.charAt(0) < 'a' || word.charAt(0) >= 'a' + m) {
            throw new IllegalArgumentException("a move is a pit letter a.." + pitName(m - 1) + " or 'swap', not '" + word + "'");
        }
        return word.charAt(0) - 'a';
    }

    /**
     * The board as seen from South, North's row on top (its pit a on the right), the stores at the
     * ends, and a line saying who is to move or the result, e.g. for the start of Kalah(6,4):
     * <pre>
     *  North     f   e   d   c   b   a
     *            4   4   4   4   4   4
     *       0                            0
     *            4   4   4   4   4   4
     *  South     a   b   c   d   e   f
     * South to move
     * </pre>
     */
    public static String picture(Position p) {
        int m = p.pits();
        StringBuilder s = new StringBuilder();
        s.append(" North  ");
        for (int pit = m - 1; pit >= 0; pit--) {
            s.append("   ").append(pitName(pit));
        }
        s.append("\n        ");
        for (int pit = m - 1; pit >= 0; pit--) {
            s.append(String.format("%4d", p.pit(Position.NORTH, pit)));
        }
        s.append(String.format("%n%7d%s%4d%n        ", p.store(Position.NORTH), " ".repeat(4 * m + 1), p.store(Position.SOUTH)));
        for (int pit = 0; pit < m; pit++) {
            s.append(String.format("%4d", p.pit(Position.SOUTH, pit)));
        }
        s.append("\n South  ");
        for (int pit = 0; pit < m; pit++) {
            s.append("   ").append(pitName(pit));
        }
        s.append('\n');
        if (p.isOver()) {
            int margin = p.margin();
            s.append(margin == 0 ? "game over: draw"
                    : "game over: " + (margin > 0 ? Side.SOUTH : Side.NORTH).title() + " wins by " + Math.abs(margin));
        } else {
            s.append(p.toMove().title()).append(" to move").append(p.canSwap() ? " (or swap)" : "");
        }
        return s.append('\n').toString().replace("\n", System.lineSeparator());
    }
}
