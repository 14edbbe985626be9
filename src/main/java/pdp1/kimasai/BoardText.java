package pdp1.kimasai;

import java.util.ArrayList;
import java.util.List;

/**
 * The board as a text picture seen from South, North's back row on top; {@code o} is a stone and
 * {@code .} an empty hole:
 *
 * <pre>
 *    a b c d e f g h i j k l
 * 4  o o o o o o o o o o o o
 * 3  o o o o o o o o o o o .
 * 2  . o o o o o o o o o o o
 * 1  o o o o o o o o o o o o
 * South to move
 * </pre>
 */
public final class BoardText {

    static final String COLUMNS = "   a b c d e f g h i j k l";

    private BoardText() {
    }

    public static String render(Position p) {
        List<String> lines = new ArrayList<>();
        lines.add(COLUMNS);
        for (int row = Hole.ROWS; row >= 1; row--) {
            StringBuilder line = new StringBuilder().append(row).append(' ');
            for (int col = 0; col < Hole.COLUMNS; col++) {
                line.append(' ').append(p.hasStone(new Hole(col, row)) ? 'o' : '.');
            }
            lines.add(line.toString());
        }
        lines.add(p.toMove().title() + " to move");
        return String.join("\n", lines) + "\n";
    }

    /** Reads a picture made by {@link #render} back (lines other than the four rows and the last are ignored). */
    public static Position parse(String text) {
        List<Hole> stones = new ArrayList<>();
        Side toMove = null;
        int rowsSeen = 0;
        for (String raw : text.split("\n")) {
            String line = raw.strip();
            if (line.matches("[1-4](\\s+[o.]){12}")) {
                int row = line.charAt(0) - '0';
                String cells = line.substring(1).replaceAll("\\s+", "");
                for (int col = 0; col < Hole.COLUMNS; col++) {
                    if (cells.charAt(col) == 'o') {
                        stones.add(new Hole(col, row));
                    }
                }
                rowsSeen++;
            } else if (line.equals("South to move")) {
                toMove = Side.SOUTH;
            } else if (line.equals("North to move")) {
                toMove = Side.NORTH;
            }
        }
        if (rowsSeen != Hole.ROWS || toMove == null) {
            throw new IllegalArgumentException("not a board picture: need rows 4..1 of 12 'o'/'.' and 'South|North to move'");
        }
        return Position.of(toMove, stones);
    }
}
