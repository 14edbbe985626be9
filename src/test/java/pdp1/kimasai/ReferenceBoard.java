package pdp1.kimasai;

/**
 * A second, deliberately different implementation of the rules (test only), written from
 * docs/kimasai-rules.md in rows and columns, where {@link Loops} works on loop-order bit masks:
 * a 4 x 12 grid of holes, each stone's next hole found by walking the circuit as the rules
 * describe it, captures found by column. Perft compares the two.
 */
final class ReferenceBoard {

    private static final int COLUMNS = 12;

    /** holes[row - 1][column]: true where a stone is; rows 1-2 South's, 3-4 North's. */
    private final boolean[][] holes = new boolean[4][COLUMNS];
    private boolean southToMove = true;

    /** The start: every hole full but each player's front hole at its left end (a2, l3). */
    static ReferenceBoard start() {
        ReferenceBoard b = new ReferenceBoard();
        for (boolean[] row : b.holes) {
            java.util.Arrays.fill(row, true);
        }
        b.holes[1][0] = false;
        b.holes[2][COLUMNS - 1] = false;
        return b;
    }

    private ReferenceBoard copy() {
        ReferenceBoard b = new ReferenceBoard();
        for (int r = 0; r < 4; r++) {
            b.holes[r] = holes[r].clone();
        }
        b.southToMove = southToMove;
        return b;
    }

    /**
     * The hole after (row, column) on its owner's circuit, as {row, column}. South: the back row
     * left to right, up into the front row at the right end, the front row right to left, down at
     * the left end. North: the same turned half round.
     */
    private static int[] next(int row, int column) {
        return switch (row) {
            case 1 -> column < COLUMNS - 1 ? new int[] {1, column + 1} : new int[] {2, COLUMNS - 1};
            case 2 -> column > 0 ? new int[] {2, column - 1} : new int[] {1, 0};
            case 4 -> column > 0 ? new int[] {4, column - 1} : new int[] {3, 0};
            default -> column < COLUMNS - 1 ? new int[] {3, column + 1} : new int[] {4, COLUMNS - 1};
        };
    }

    private boolean stone(int row, int column) {
        return holes[row - 1][column];
    }

    private void set(int row, int column, boolean stone) {
        holes[row - 1][column] = stone;
    }

    /** The number of move sequences of length {@code depth}; a player who cannot move has lost. */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        int back = southToMove ? 1 : 4;
        int front = southToMove ? 2 : 3;
        long n = 0;
        for (int row : new int[] {back, front}) {
            for (int column = 0; column < COLUMNS; column++) {
                int[] to = next(row, column);
                if (stone(row, column) && !stone(to[0], to[1])) {
                    n += after(row, column, to).perft(depth - 1);
                }
            }
        }
        return n;
    }

    /** The board after the stone at (row, column) steps to {@code to}, with its capture. */
    private ReferenceBoard after(int row, int column, int[] to) {
        ReferenceBoard b = copy();
        b.set(row, column, false);
        b.set(to[0], to[1], true);
        int myFront = southToMove ? 2 : 3;
        int theirFront = southToMove ? 3 : 2;
        int theirBack = southToMove ? 4 : 1;
        if (to[0] == myFront && b.stone(theirFront, to[1])) {
            b.set(theirFront, to[1], false);
            b.set(theirBack, to[1], false);
        }
        b.southToMove = !southToMove;
        return b;
    }
}
