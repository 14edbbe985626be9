package pdp1.crosscheck.kimasai;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import pdp1.crosscheck.CheckedGame;
import pdp1.crosscheck.Mismatch;
import pdp1.crosscheck.PrintedLines;
import pdp1.crosscheck.ProgramImage;
import pdp1.kimasai.Game;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Pdp1Search;
import pdp1.kimasai.Position;
import pdp1.kimasai.Side;

/**
 * One game of programs/kimasai.mac on the emulator, checked line by line against pdp1.kimasai:
 * every board and side to move, every computer move (Pdp1Search.chooseMove at the program's depth
 * for that side, typed in red), the answer to every key that is not a legal move, the winner, and
 * at every wait for a move the CRT (stones and the mark of the side to move). The person's moves
 * are random, with illegal keys mixed in.
 */
final class KimasaiGame extends CheckedGame {

    /** Longest the program may run without asking for a key, in simulated µs (a whole demo game types for hours). */
    static final long MAX_RUN_US = 6L * 3_600_000_000L;
    /** Simulated time the CRT is watched at a key wait: more than two frames (one takes about 55 ms). */
    static final long CRT_LOOK_US = 150_000;
    /** Share of the person's replies that are not a legal move. */
    static final double ILLEGAL_KEYS = 0.15;

    private final KimasaiSwitches switches;

    private Game ref;
    private int boardRow;                 // 0: no board being read; 4..1 the row expected next; -1 the side to move
    private final List<Hole> boardStones = new ArrayList<>();
    private boolean expectBoard;
    private KimasaiPrintout.Rejection expectedRejection;
    private boolean keysTyped;            // the person's keys await the prompt line's end
    private Side winnerSeen;

    KimasaiGame(ProgramImage program, KimasaiSwitches switches, Random random) {
        super(program, switches.senseSwitches(), switches.testWord(), MAX_RUN_US, random);
        this.switches = switches;
    }

    @Override
    public String describeSwitches() {
        return switches.describe();
    }

    /** The moves so far as a game record. */
    @Override
    public String moveList() {
        return ref == null ? "" : ref.record();
    }

    @Override
    public int plies() {
        return ref == null ? 0 : ref.moves().size();
    }

    // ---- what the program typed ----

    @Override
    protected void line(PrintedLines.Line printed) throws Mismatch {
        String line = printed.text();
        if (ref == null) {                      // the banner, up to the first "new game"
            if (line.strip().equals(KimasaiPrintout.NEW_GAME)) {
                ref = new Game();
                expectBoard = true;
            }
            return;
        }
        if (boardRow != 0) {
            boardLine(line);
            return;
        }
        if (KimasaiPrintout.isHeader(line)) {
            require(expectBoard, "a board where none was due (no move since the last one)");
            boardRow = 4;
            boardStones.clear();
            return;
        }
        Side[] side = new Side[1];
        Hole played = KimasaiPrintout.plays(line, side);
        if (played != null) {
            computerMove(side[0], played, printed.red());
            return;
        }
        if (KimasaiPrintout.prompt(line) != null) {
            require(keysTyped, "a prompt line nobody typed into: '" + line + "'");
            keysTyped = false;
            return;
        }
        KimasaiPrintout.Rejection rejection = KimasaiPrintout.Rejection.of(line);
        if (rejection != null) {
            require(rejection == expectedRejection, "the program answers '" + line + "', expected "
                    + (expectedRejection == null ? "the move to be played" : "'" + expectedRejection.text + "'"));
            expectedRejection = null;
            return;
        }
        Side winner = KimasaiPrintout.wins(line);
        if (winner != null) {
            require(ref.isOver(), "the program says " + line + ", the reference game goes on");
            require(!expectBoard, "the result before the board of the last move");
            require(ref.position().toMove() == winner.opponent(), "the program says " + line + ", the reference: "
                    + ref.reason());
            winnerSeen = winner;
            return;
        }
        if (line.strip().equals(KimasaiPrintout.BYE)) {
            bye();
            return;
        }
        if (line.startsWith(KimasaiPrintout.AGAIN.strip())) {
            require(winnerSeen != null, "'another game?' before the result");
            return;
        }
        throw new Mismatch("unexpected line: '" + line + "'");
    }

    private void boardLine(String line) throws Mismatch {
        if (boardRow >= 1) {
            int[] number = new int[1];
            boolean[] stones = KimasaiPrintout.row(line, number);
            require(stones != null && number[0] == boardRow, "board row " + boardRow + " expected, got '" + line + "'");
            for (int c = 0; c < Hole.COLUMNS; c++) {
                if (stones[c]) {
                    boardStones.add(new Hole(c, boardRow));
                }
            }
            boardRow--;
            if (boardRow == 0) {
                boardRow = -1;                  // the side to move comes next
            }
            return;
        }
        Side toMove = KimasaiPrintout.toMove(line);
        require(toMove != null, "'south/north to move' expected after the board, got '" + line + "'");
        Position seen = Position.of(toMove, boardStones);
        boardRow = 0;
        expectBoard = false;
        if (!seen.equals(ref.position())) {
            throw new Mismatch("board differs after " + ref.record() + ": program" + System.lineSeparator() + seen
                    + "reference" + System.lineSeparator() + ref.position());
        }
    }

    private void computerMove(Side side, Hole move, boolean red) throws Mismatch {
        require(!expectBoard, "a move before the board of the last one");
        require(!ref.isOver(), "a move after the end of the game");
        Position p = ref.position();
        require(side == p.toMove(), side.title() + " moved, " + p.toMove().title() + " is to move");
        require(switches.computerPlays(side), "the program moved for the person playing " + side.title());
        require(red, "the computer's move was not typed in red");
        int depth = switches.depthFor(side);
        Hole expected = new Pdp1Search().chooseMove(p, depth);
        require(move.equals(expected), "the computer plays " + move + ", the reference search " + expected
                + " (depth " + depth + ") in" + System.lineSeparator() + p);
        ref.play(move);
        expectBoard = true;
    }

    // ---- the program waits for a key ----

    @Override
    protected void waiting(String partial) throws Mismatch {
        require(ref != null, "waiting for a key before a game started: " + tail(rig.paper()));
        require(boardRow == 0 && !expectBoard, "waiting for a key before the board was typed");
        require(expectedRejection == null, "no answer to an illegal move (" + expectedRejection + ")");
        Side prompt = KimasaiPrintout.prompt(partial);
        if (prompt != null) {
            require(!ref.isOver(), "a move prompt after the end of the game");
            require(prompt == ref.position().toMove(), "prompt for " + prompt.title() + ", "
                    + ref.position().toMove().title() + " is to move");
            require(!switches.computerPlays(prompt), "a prompt for the computer's side " + prompt.title());
            lookAtCrt();
            String keys = chooseKeys();
            keysTyped = true;
            rig.type(keys);
            return;
        }
        if (partial.equals(KimasaiPrintout.AGAIN)) {
            require(winnerSeen != null, "'another game?' before the result");
            lookAtCrt();
            answerAnotherGame();
            return;
        }
        throw new Mismatch("waiting for a key after '" + partial + "'");
    }

    /** The person's reply: a legal move, or now and then keys the program must refuse (noted in expectedRejection). */
    private String chooseKeys() {
        Position p = ref.position();
        List<Hole> legal = p.legalMoves();
        if (random.nextDouble() >= ILLEGAL_KEYS) {
            Hole h = legal.get(random.nextInt(legal.size()));
            ref.play(h);
            expectBoard = true;
            return random.nextInt(10) == 0 ? h.name().toUpperCase() : h.name();
        }
        switch (random.nextInt(3)) {
            case 0 -> {                         // a first key that is no column
                expectedRejection = KimasaiPrintout.Rejection.NOT_A_HOLE;
                return String.valueOf("mz0.x".charAt(random.nextInt(5)));
            }
            case 1 -> {                         // a column, then no row
                expectedRejection = KimasaiPrintout.Rejection.NOT_A_HOLE;
                return "" + (char) ('a' + random.nextInt(12)) + "05x".charAt(random.nextInt(3));
            }
            default -> {                        // a real hole that is not a legal move
                Hole h;
                do {
                    h = new Hole(random.nextInt(Hole.COLUMNS), 1 + random.nextInt(Hole.ROWS));
                } while (p.isLegal(h));
                expectedRejection = h.owner() != p.toMove() ? KimasaiPrintout.Rejection.NOT_YOURS
                        : !p.hasStone(h) ? KimasaiPrintout.Rejection.NO_STONE : KimasaiPrintout.Rejection.BLOCKED;
                return h.name();
            }
        }
    }

    /** Watches a few frames of the CRT and compares the first whole one with the reference. */
    private void lookAtCrt() throws Mismatch {
        var frame = watchCrt(CRT_LOOK_US, switches.crt(), KimasaiScreen::firstFrame);
        if (frame.isEmpty()) {
            return;                              // the CRT is switched off, and nothing was drawn
        }
        Position p = ref.position();
        require(frame.get().sideToMove() == p.toMove(), "the CRT marks " + frame.get().sideToMove().title()
                + " to move, the reference " + p.toMove().title());
        for (int row = 1; row <= Hole.ROWS; row++) {
            for (int col = 0; col < Hole.COLUMNS; col++) {
                Hole h = new Hole(col, row);
                require(frame.get().stone(h) == p.hasStone(h), "the CRT shows " + h
                        + (p.hasStone(h) ? " empty" : " with a stone") + ", the reference not");
            }
        }
        int stones = p.count(Side.SOUTH) + p.count(Side.NORTH);
        require(frame.get().points() == KimasaiScreen.pointsPerFrame(stones), "a CRT frame of "
                + frame.get().points() + " points, expected " + KimasaiScreen.pointsPerFrame(stones));
        crtLooked();
    }
}
