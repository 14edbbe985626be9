package pdp1.crosscheck.kimasai;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import pdp1.crosscheck.CheckedGame;
import pdp1.crosscheck.FrameClock;
import pdp1.crosscheck.Mismatch;
import pdp1.crosscheck.PrintedLines;
import pdp1.crosscheck.ShiftCodes;
import pdp1.kimasai.Game;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Pdp1Search;
import pdp1.kimasai.Position;
import pdp1.kimasai.Side;
import pdp1.program.ProgramImage;
import pdp1.program.kimasai.KimasaiPrintout;
import pdp1.program.kimasai.KimasaiSwitches;

/**
 * One game of programs/kimasai.mac on the emulator, checked line by line against pdp1.kimasai:
 * the banner and the new-game line, every board and side to move (after every move without the
 * CRT; with it at the end and when asked for with p), every computer move (Pdp1Search.chooseAtLevel
 * at the program's level for that side, typed in red), the stones every capture took and left,
 * the answer to every key that is not a legal move, the help, the winner, no shift code typed into
 * the case in force ({@link ShiftCodes}), and
 * at every wait for a key a whole CRT frame: the stones, the stones left of each side (read from
 * the digits), the mark of the side to move or the winner, the last move, the points, every dot
 * of the letters, numbers and marks in place and at its intensity ({@link KimasaiScreen}). Between two
 * waits (while it types and searches) the program must keep the picture lit: a frame begun at
 * least every {@link #MAX_GAP_US}, {@link #MIN_FRAMES_PER_S} a second. The person's moves are
 * random, with illegal keys mixed in, now and then the help (?) or the board (p) asked for, and
 * with the CRT on some moves picked with the light pen (a touch at the stone's hole; a touch on
 * no stone of the mover's is ignored, one on a stone that cannot move refused as if typed). A
 * session may be several games long: then "another game?" is answered y with the console
 * switches drawn afresh, as a person would set them, and the program must type one blank line
 * and "new game", read them again and start from the start position; or, for half of the later
 * games, answered n, and after "bye" and the halt the switches set and CONTINUE pressed: the
 * program must start over with its banner, the picture whole again.
 */
final class KimasaiGame extends CheckedGame {

    /** Longest the program may run without asking for a key, in simulated µs (a whole demo game types for hours). */
    static final long MAX_RUN_US = 6L * 3_600_000_000L;
    /** Simulated time the CRT is watched at a key wait: more than two frames (one takes about 40 ms). */
    static final long CRT_LOOK_US = 150_000;
    /** Longest time without a frame begun: a frame, and the picture's rebuilding after a move (about 60 ms). */
    static final long MAX_GAP_US = 125_000;
    /** Frames a second at the least, over the time between two waits for a key of a second or more. */
    static final int MIN_FRAMES_PER_S = 15;
    /** Share of the person's replies that are not a legal move. */
    static final double ILLEGAL_KEYS = 0.15;
    /**
     * After a touch the program ignored: time for its last look for a stone under the pen (points
     * drawn at the mover's stones once the touch is over) before a frame is compared.
     */
    static final long PEN_SETTLE_US = 50_000;
    /** Share of the move prompts (with the CRT on) answered with the light pen. */
    static final double PEN = 0.2;
    /** Share of the move prompts answered with p (the board), and with ? (the help, at most once a game). */
    static final double BOARD_KEY = 0.04, HELP_KEY = 0.02;

    private KimasaiSwitches switches;
    private final int games;              // in this session
    private final KimasaiSearchProbe searchProbe;
    private final KimasaiSearchCounters counters;
    private LastSearch lastSearch;        // the computer's last search before the next wait, or null

    /** A search of the computer's: the position, the level, the reference's choice. */
    private record LastSearch(Position position, int level, Pdp1Search.Choice choice) {
    }
    private final StringBuilder earlierGames = new StringBuilder();
    private int earlierPlies;
    private boolean nextGameAsked;        // y answered, the next "new game" due
    private boolean blankLineDue;         // "another game?" answered y: one blank line, then "new game"
    private boolean crtSwitched;          // SS6 changed for this game: the change-over is not timed

    private Game ref;
    private int boardRow;                 // 0: no board being read; 4..1 the row expected next; -1 the side to move
    private final List<Hole> boardStones = new ArrayList<>();
    private boolean expectBoard;
    private String expectedTakes;         // the line due after a move that captured
    private KimasaiPrintout.Rejection expectedRejection;
    private boolean keysTyped;            // the person's keys await the prompt line's end
    private Hole penTouched;              // the hole the program must type on the prompt line for the pen
    private boolean helpAsked;            // ? struck: the help follows the prompt line
    private int helpLine = -1;            // the help line expected next, -1 none
    private boolean helpTyped;            // in this game
    private boolean bannerSeen;
    private boolean penIgnored;           // a touch on no stone of the mover's: the program waits on
    private Side winnerSeen;
    private final FrameClock frames = new FrameClock(KimasaiScreen.FIRST_X, KimasaiScreen.FIRST_Y);
    private ShiftCodes shifts;            // no shift typed into the case in force

    /** A session of {@code games} games, the first with {@code switches}, the others' switches drawn from {@code random}. */
    KimasaiGame(ProgramImage program, KimasaiSwitches switches, int games, Random random) {
        super(program, switches.senseSwitches(), switches.testWord(), MAX_RUN_US, random);
        this.switches = switches;
        this.games = games;
        searchProbe = new KimasaiSearchProbe(program, this::setUp);
        counters = new KimasaiSearchCounters(program);
    }

    @Override
    public String describeSwitches() {
        return (games == 1 ? "" : "game " + gamesPlayed() + " of " + games + ": ") + switches.describe();
    }

    /** The moves so far as game records, the session's earlier games first. */
    @Override
    public String moveList() {
        return earlierGames + (ref == null ? "" : ref.record());
    }

    @Override
    public int plies() {
        return earlierPlies + (ref == null ? 0 : ref.moves().size());
    }

    @Override
    protected void rigged() {
        rig.addDisplaySink(frames);
        shifts = ShiftCodes.watch(rig.typewriter());
    }

    // ---- what the program typed ----

    @Override
    protected void line(PrintedLines.Line printed) throws Mismatch {
        require(shifts.problem() == null, shifts.problem());
        String line = printed.text();
        if (helpLine >= 0) {
            List<String> help = KimasaiPrintout.HELP;
            require(line.equals(help.get(helpLine)), "help line " + (helpLine + 1) + " expected ('"
                    + help.get(helpLine) + "'), got '" + line + "'");
            helpLine = helpLine + 1 == help.size() ? -1 : helpLine + 1;
            return;
        }
        if (ref == null) {                      // the banner, or the blank line after y, then "new game"
            if (blankLineDue) {                 // ng1's crlf: exactly one blank line after y
                require(line.isEmpty(), "a blank line expected after y to '" + KimasaiPrintout.AGAIN + "', got '"
                        + line + "'");
                blankLineDue = false;
                return;
            }
            if (KimasaiPrintout.isNewGame(line)) {
                require(bannerSeen, "no banner before the first game");
                String expected = KimasaiPrintout.newGame(switches);
                require(line.equals(expected), "'" + expected + "' expected, got '" + line + "'");
                ref = new Game();
                nextGameAsked = false;
                helpTyped = false;
                return;
            }
            if (!bannerSeen) {
                require(line.equals(KimasaiPrintout.BANNER), "the banner '" + KimasaiPrintout.BANNER + "' expected, got '"
                        + line + "'");
                bannerSeen = true;
                return;
            }
            throw new Mismatch("'new game' expected" + (nextGameAsked ? " after y and a blank line" : "")
                    + ", got '" + line + "'");
        }
        if (boardRow == 0 && KimasaiPrintout.promptLine(line) != null) {   // the person's move comes first
            require(keysTyped, "a prompt line nobody typed into: '" + line + "'");
            String typed = KimasaiPrintout.promptKeys(line);
            String due = penTouched == null ? null : penTouched.name();
            require(java.util.Objects.equals(typed, due), due == null ? "the program typed '" + typed
                    + "' on the prompt line" : "the pen touched " + due + ", the program typed '" + typed + "'");
            keysTyped = false;
            penTouched = null;
            helpLine = helpAsked ? 0 : -1;
            helpAsked = false;
            return;
        }
        if (expectedTakes != null) {
            require(line.equals(expectedTakes), "'" + expectedTakes + "' expected after the capture, got '" + line + "'");
            expectedTakes = null;
            return;
        }
        if (boardRow != 0) {
            boardLine(line);
            return;
        }
        if (KimasaiPrintout.isHeader(line)) {
            require(expectBoard, "a board where none was due (" + (switches.crt() ? "the CRT on, none asked for"
                    : "no move since the last one") + ")");
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
            if (gamesPlayed() == games) {
                searchProbe.check(random);      // the session's last bye: nothing else draws from random now
            }
            return;
        }
        if (line.startsWith(KimasaiPrintout.AGAIN.strip())) {
            require(winnerSeen != null, "'another game?' before the result");
            if (nextGameAsked) {
                require(line.equals(KimasaiPrintout.AGAIN), "'" + KimasaiPrintout.AGAIN + "' (y not echoed) expected, got '"
                        + line + "'");
                startNextGame();
                blankLineDue = true;
            }
            helpLine = helpAsked ? 0 : -1;
            helpAsked = false;
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
        int level = switches.levelFor(side);
        Pdp1Search.Choice choice = KimasaiSearchCounters.reference(p, level);
        Hole expected = choice.move();
        require(move.equals(expected), "the computer plays " + move + ", the reference search " + expected
                + " (level " + level + ") in" + System.lineSeparator() + p);
        lastSearch = new LastSearch(p, level, choice);
        played(move);
    }

    /** {@code move} is made in the reference: what the program types next is due (the capture, the board). */
    private void played(Hole move) {
        Position before = ref.position();
        ref.play(move);
        Position after = ref.position();
        int taken = before.count(after.toMove()) - after.count(after.toMove());
        expectedTakes = taken == 0 ? null
                : KimasaiPrintout.takes(taken, after.count(Side.SOUTH), after.count(Side.NORTH));
        expectBoard = !switches.crt() || ref.isOver();
    }

    // ---- the program waits for a key ----

    @Override
    protected void waiting(String partial) throws Mismatch {
        if (lastSearch != null) {          // the counters the computer's last search left, untouched since
            KimasaiSearchCounters.check(counters.read(rig.machine().core(), lastSearch.level()), lastSearch.position(),
                    lastSearch.choice(), "the search for the computer's last move: ");
            lastSearch = null;
        }
        require(shifts.problem() == null, shifts.problem());
        require(ref != null, "waiting for a key before a game started: " + tail(rig.paper()));
        require(boardRow == 0 && !expectBoard, "waiting for a key before the board was typed");
        require(expectedTakes == null, "waiting for a key before '" + expectedTakes + "' was typed");
        require(helpLine < 0 && !helpAsked, "waiting for a key before the help was typed");
        require(expectedRejection == null, "no answer to an illegal move (" + expectedRejection + ")");
        Side prompt = KimasaiPrintout.prompt(partial);
        if (prompt != null) {
            require(!ref.isOver(), "a move prompt after the end of the game");
            require(prompt == ref.position().toMove(), "prompt for " + prompt.title() + ", "
                    + ref.position().toMove().title() + " is to move");
            require(!switches.computerPlays(prompt), "a prompt for the computer's side " + prompt.title());
            lookAtCrt();
            reply();
            return;
        }
        if (partial.equals(KimasaiPrintout.AGAIN)) {
            require(winnerSeen != null, "'another game?' before the result");
            lookAtCrt();
            if (!helpTyped && random.nextDouble() < HELP_KEY * 5) {
                askHelp();
            } else {
                answerAnotherGame();
            }
            return;
        }
        throw new Mismatch("waiting for a key after '" + partial + "'");
    }

    /**
     * Until the session's last game: new switches, drawn as a person would set them between games,
     * and y; or, for half of the later games, n and CONTINUE after the halt (see {@link #started}).
     */
    @Override
    protected Console nextGame() {
        if (gamesPlayed() == games) {
            return null;
        }
        KimasaiSwitches next = KimasaiCrosscheck.drawSwitches(random);
        boolean continuedAfterBye = random.nextBoolean();
        crtSwitched = next.crt() != switches.crt();
        switches = next;
        nextGameAsked = !continuedAfterBye;
        return new Console(next.senseSwitches(), next.testWord(), continuedAfterBye);
    }

    /**
     * After CONTINUE at the halt after "bye" the program starts over at go, with whatever the last
     * game left in core: the banner is due again, then "new game" (no blank line), and the picture
     * is checked at the next wait as after a start from the tape, the frames timed from CONTINUE
     * (the picture is dark while the machine is halted).
     */
    @Override
    protected void started() {
        if (gamesPlayed() > 1) {
            startNextGame();
            bannerSeen = false;
            frames.restart(rig.nowUs());
        }
    }

    /** The last game's end is read: the session's next game begins (its "new game" is due). */
    private void startNextGame() {
        earlierGames.append(ref.record()).append(" | ");
        earlierPlies += ref.moves().size();
        ref = null;
        winnerSeen = null;
    }

    /**
     * The person's reply at a move prompt: now and then the help or the board asked for; with the
     * CRT on, a fifth of the time a touch of the light pen; else keys ({@link #chooseKeys}).
     */
    private void reply() {
        double r = random.nextDouble();
        if (r < HELP_KEY && !helpTyped) {
            askHelp();
            return;
        }
        if (r < HELP_KEY + BOARD_KEY) {
            keysTyped = true;
            expectBoard = true;
            rig.type(random.nextInt(4) == 0 ? "P" : "p");
            return;
        }
        if (switches.crt() && random.nextDouble() < PEN) {
            touchPen();
            return;
        }
        keysTyped = true;
        rig.type(chooseKeys());
    }

    /** ? (or / now and then): the help, then the same question again. */
    private void askHelp() {
        helpTyped = true;
        helpAsked = true;
        keysTyped = true;
        rig.type(random.nextInt(4) == 0 ? "/" : "?");
    }

    /**
     * The light pen held at a hole's centre: mostly a legal move's stone; now and then a stone of
     * the mover's that cannot move (refused as if typed) or a hole with none of the mover's stones
     * (ignored: the program goes on waiting).
     */
    private void touchPen() {
        Position p = ref.position();
        List<Hole> legal = p.legalMoves();
        Hole h;
        int kind = random.nextInt(10);
        if (kind < 8) {
            h = legal.get(random.nextInt(legal.size()));
        } else {
            do {
                h = new Hole(random.nextInt(Hole.COLUMNS), 1 + random.nextInt(Hole.ROWS));
            } while (p.isLegal(h));
        }
        rig.touchPen(KimasaiScreen.x(h), KimasaiScreen.y(h));
        boolean mine = h.owner() == p.toMove() && p.hasStone(h);
        if (!mine) {
            penIgnored = true;                  // ignored: the program waits again, keys or pen
            return;
        }
        keysTyped = true;
        penTouched = h;
        if (p.isLegal(h)) {
            played(h);
        } else {
            expectedRejection = KimasaiPrintout.Rejection.BLOCKED;
        }
    }

    /** The person's keys: a legal move, or now and then keys the program must refuse (noted in expectedRejection). */
    private String chooseKeys() {
        Position p = ref.position();
        List<Hole> legal = p.legalMoves();
        if (random.nextDouble() >= ILLEGAL_KEYS) {
            Hole h = legal.get(random.nextInt(legal.size()));
            played(h);
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

    /**
     * Checks the picture was kept lit since the last look (while the program typed and searched),
     * then watches a few frames of the CRT and compares the first whole one with the reference.
     */
    private void lookAtCrt() throws Mismatch {
        checkLit();
        if (penIgnored) {                       // the touch's last flag: one more look for the stone, after the touch
            penIgnored = false;
            require(rig.runFor(PEN_SETTLE_US), "the program halted while waiting for a key");
        }
        var seen = watchCrt(CRT_LOOK_US, switches.crt(), KimasaiScreen::firstFrame);
        frames.restart(rig.nowUs());
        if (seen.isEmpty()) {
            return;                              // the CRT is switched off, and nothing was drawn
        }
        KimasaiScreen.Frame frame = seen.get();
        Position p = ref.position();
        require(frame.problem() == null, "the CRT: " + frame.problem());
        for (int row = 1; row <= Hole.ROWS; row++) {
            for (int col = 0; col < Hole.COLUMNS; col++) {
                Hole h = new Hole(col, row);
                require(frame.stone(h) == p.hasStone(h), "the CRT shows " + h
                        + (p.hasStone(h) ? " empty" : " with a stone") + ", the reference not");
            }
        }
        for (Side side : Side.values()) {
            require(frame.count(side).equals(java.util.OptionalInt.of(p.count(side))), "the CRT gives "
                    + side.title() + " " + frame.countText(side) + " stones left, the reference " + p.count(side));
        }
        if (ref.isOver()) {
            Side winner = p.toMove().opponent();
            require(frame.winner() == winner && frame.toMove() == null, "the CRT marks " + marks(frame)
                    + " at the end, the reference: " + winner.title() + " wins");
        } else {
            require(frame.toMove() == p.toMove() && frame.winner() == null, "the CRT marks " + marks(frame)
                    + ", the reference: " + p.toMove().title() + " to move");
        }
        List<Hole> moves = ref.moves();
        Hole from = moves.isEmpty() ? null : moves.get(moves.size() - 1);
        Hole to = from == null ? null : from.next();
        require(java.util.Objects.equals(frame.lastFrom(), from) && java.util.Objects.equals(frame.lastTo(), to),
                "the CRT marks the last move " + frame.lastFrom() + "-" + frame.lastTo() + ", the reference "
                        + (from == null ? "none" : from + "-" + to));
        int expected = KimasaiScreen.pointsPerFrame(p.count(Side.SOUTH), p.count(Side.NORTH), ref.isOver());
        require(frame.points() == expected, "a CRT frame of " + frame.points() + " points, expected " + expected);
        crtLooked();
    }

    private static String marks(KimasaiScreen.Frame frame) {
        return (frame.toMove() == null ? "no side" : frame.toMove().title()) + " to move"
                + (frame.winner() == null ? "" : ", " + frame.winner().title() + " the winner");
    }

    /** Since the last look the program kept drawing whole frames, or with the CRT off drew nothing. */
    private void checkLit() throws Mismatch {
        long now = rig.nowUs();
        if (crtSwitched) {
            crtSwitched = false;                // the old setting drew till the program read the new one
            return;
        }
        if (!switches.crt()) {
            require(frames.points() == 0, "points drawn with the CRT switched off (SS6)");
            return;
        }
        long gap = frames.longestGapUs(now);
        require(gap <= MAX_GAP_US, "no CRT frame begun for " + gap / 1000 + " ms (while typing or searching)");
        long elapsed = frames.elapsedUs(now);
        if (elapsed >= 1_000_000) {
            double perS = frames.frames() * 1e6 / elapsed;
            require(perS >= MIN_FRAMES_PER_S, String.format(java.util.Locale.ROOT,
                    "%.1f CRT frames a second over %.1f s (while typing or searching)", perS, elapsed / 1e6));
        }
    }
}
