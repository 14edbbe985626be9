package pdp1.crosscheck.kalah;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import pdp1.crosscheck.CheckedGame;
import pdp1.crosscheck.FrameClock;
import pdp1.crosscheck.Mismatch;
import pdp1.crosscheck.PointLog;
import pdp1.crosscheck.PrintedLines;
import pdp1.crosscheck.Region;
import pdp1.kalah.Kalah;
import pdp1.kalah.Notation;
import pdp1.kalah.Pdp1Search;
import pdp1.kalah.Position;
import pdp1.program.ProgramImage;
import pdp1.program.Seats;
import pdp1.program.kalah.KalahPrintout;
import pdp1.program.kalah.KalahSwitches;

/**
 * One game of programs/kalah.mac on the emulator, checked line by line against
 * pdp1.kalah: the banner, the rules and level each new game names, every board
 * typed (after each move with the CRT off; with it on, at the end and when asked
 * with p), what a move line says after the move with the CRT on (the seeds
 * captured, the stores), the side to move, every computer move (with
 * Pdp1Search at the program's level and the sowings of its turn so far, and at the
 * next wait the counters the program's search left in core: {@link SearchCounters})
 * and pie swap or its refusal (choosesSwap), the keys struck as the typewriter
 * prints them (and the pits picked with the light pen, which the program types)
 * and the answers to keys that are no move, the help after ? or h, the end of the
 * game and the score, and on every wait for a key a whole CRT frame: each place's
 * seed clusters and count (read back from its digits), the pit letters, the line
 * of each side (the mark of the side to move, the name, "TO MOVE", at the end the
 * score and the winner, the blank columns between the glyphs), the bright outline of the last
 * move's pit, every outline point in its place, no point off the board's parts and no point
 * drawn twice; each game's first frame ({@link StartFrames}) and each search's
 * ({@link ThinkingFrames}); program flag 1 cleared only while the program waits for the key
 * ({@link KeyTaken}); between two waits a frame begun at least every
 * {@link #MAX_FRAME_GAP_US}; only the computer's lines in red. Human moves
 * are random, with illegal keys, help and board keys and light-pen touches mixed in.
 * A session may play several games, the switches set anew before each "y" to
 * "another game?" or before CONTINUE after "bye" (CheckedGame); after each start the
 * CRT must show an empty display list while the banner is typed. The move list marks a
 * new game with "|".
 */
final class KalahGame extends CheckedGame {

    /** Longest a program may run without asking for a key, in simulated µs (a whole demo game). */
    static final long MAX_RUN_US = 7_200_000_000L;
    /** Simulated time the CRT is watched at a key wait: more than two frames (a frame takes 50-70 ms). */
    static final long CRT_LOOK_US = 160_000;
    /** Share of human keys that are not a legal move. */
    static final double ILLEGAL_KEYS = 0.15;
    /** Share of waits for a key at which the person asks for the help or the board. */
    static final double ASKING_KEYS = 0.06;
    /** Share of moves picked with the light pen, when the CRT is on. */
    static final double PEN_MOVES = 0.2;
    /** Share of pen touches that miss every pit (on a store): the program must go on waiting. */
    static final double PEN_MISSES = 0.1;
    /**
     * Longest time between two frames begun, between two looks at the CRT (while the program
     * types, searches, rebuilds the picture): thinking it draws 6.3-6.7 frames a second, and a
     * rebuilt display list costs 80-90 ms more.
     */
    static final long MAX_FRAME_GAP_US = 400_000;
    /** Simulated time the CRT is watched after a start: the banner's 59 characters take longer to type. */
    static final long BANNER_LOOK_US = 1_000_000;

    private final Deque<KalahCrosscheck.Setting> later;   // the session's games after this one
    private KalahSwitches switches;
    private KalahSwitches nextSwitches;    // set at the console before "y" to "another game?"
    private int level;
    private final boolean[] computerAt = new boolean[2];
    private final List<String> moves = new ArrayList<>();
    private int plies;

    private Position ref;
    private boolean bannerSeen;
    private boolean expectBoard;
    private int helpLine = -1;      // the next help line due after ? or h, or -1
    private int turnSowing;         // sowings of the side to move before this one in its turn
    private int[] boardNorth;       // a north row waiting for its store and south lines
    private int[] boardStores;
    private char typed;             // the key typed at a move prompt, until its line is complete
    private char typedAtEnd;        // the key typed at "another game?"
    private boolean humanSwapped;   // the person typed s: "north swaps sides" comes next
    private boolean penMissed;      // the pen touched no pit at this prompt: the program still waits
    private boolean computerDeclined; // the computer said it does not swap; its move comes next
    private boolean overSeen;
    private int[] scoreSeen;
    private boolean winnerSeen;
    private int lastPlace = -1;     // the place of the last move's pit: its outline is bright
    private final FrameClock frames = new FrameClock(0, 0);
    private final SearchCounters counters;
    private final DrawerStarted drawer;
    private final KalahSearchProbe searchProbe;
    private final ProgramImage program;
    private KeyTaken keyTaken;              // where program flag 1 is cleared
    private ThinkingFrames thinking;        // the CRT's lines while the program searches
    private StartFrames starts;             // each game's first CRT frame
    private SearchCounters.Search lastSearch;   // the computer's last search before the next wait, or null
    private boolean framesTimed;    // the CRT was looked at in this game: the frames since are timed

    /** A session of one game with these switches. */
    KalahGame(ProgramImage program, KalahSwitches switches, Random random) {
        this(program, List.of(new KalahCrosscheck.Setting(switches, switches.testWord())), random);
    }

    /** A session of these games, one after the other. */
    KalahGame(ProgramImage program, List<KalahCrosscheck.Setting> session, Random random) {
        super(program, session.get(0).switches().senseSwitches(), session.get(0).testWord(), MAX_RUN_US, random);
        this.program = program;
        later = new ArrayDeque<>(session.subList(1, session.size()));
        counters = new SearchCounters(program);
        drawer = new DrawerStarted(program);
        searchProbe = new KalahSearchProbe(program, this::setUp);
        seat(session.get(0).switches());
    }

    private void seat(KalahSwitches next) {
        switches = next;
        level = switches.effectiveLevel();
        computerAt[0] = switches.computerPlays(0);
        computerAt[1] = switches.computerPlays(1);
    }

    @Override
    public String describeSwitches() {
        return (gamesPlayed() > 1 ? "game " + gamesPlayed() + " of the session: " : "") + switches.describe();
    }

    @Override
    protected Console nextGame() {
        KalahCrosscheck.Setting next = later.pollFirst();
        if (next == null) {
            return null;
        }
        nextSwitches = next.switches();
        return new Console(next.switches().senseSwitches(), next.testWord(), next.continuedAfterBye());
    }

    /**
     * The program starts, from the tape or by CONTINUE after "bye": while it types the banner its
     * display list is empty (go clears its 8 parts), so every point drawn is a frame's first, at
     * (0, 0). After CONTINUE the reference starts over and the banner is due again.
     */
    @Override
    protected void started() throws Mismatch {
        if (gamesPlayed() > 1) {
            startOver();
            bannerSeen = false;
        }
        rig.points().clear();
        require(rig.runFor(BANNER_LOOK_US), "the program halted while typing its banner");
        rig.points().pause();
        PointLog drawn = rig.points();
        for (int i = 0; i < drawn.size(); i++) {
            require(drawn.x(i) == 0 && drawn.y(i) == 0, "CRT point at (" + drawn.x(i) + ", " + drawn.y(i)
                    + ") while the banner is typed: the display list is not empty");
        }
    }

    /** After "y" (or CONTINUE after "bye"): the program reads the switches and types "new game"; the reference starts over. */
    private void startOver() {
        seat(nextSwitches);
        nextSwitches = null;
        ref = null;
        expectBoard = false;
        turnSowing = 0;
        lastSearch = null;
        overSeen = false;
        scoreSeen = null;
        winnerSeen = false;
        lastPlace = -1;
        framesTimed = false;            // the switches changed: the CRT may have been switched on or off
        moves.add("|");
    }

    /** The moves so far, e.g. "S:c N:swap N:b" (S/N = the side that moved). */
    @Override
    public String moveList() {
        return String.join(" ", moves);
    }

    @Override
    public int plies() {
        return plies;
    }

    @Override
    protected void rigged() {
        rig.addDisplaySink(frames);
        keyTaken = new KeyTaken(program, rig.machine());
        thinking = new ThinkingFrames(program, rig.machine().core());
        rig.addDisplaySink(thinking);
        starts = new StartFrames(program, rig.machine().core());
        rig.addDisplaySink(starts);
    }

    /** The paper as a person reads it: the keys struck are on it. */
    @Override
    protected boolean keysOnPaper() {
        return true;
    }

    // ---- what the program typed ----

    @Override
    protected void line(PrintedLines.Line printed) throws Mismatch {
        keyTaken.check();
        String line = printed.text();
        String zeroed = KalahPrintout.leadingZero(line);
        require(zeroed == null, "'" + line + "' types the number " + zeroed + " with a leading zero");
        if (helpLine >= 0) {
            require(line.equals(KalahPrintout.HELP.get(helpLine)), "help line " + (helpLine + 1) + " reads '" + line
                    + "', expected '" + KalahPrintout.HELP.get(helpLine) + "'");
            helpLine = helpLine + 1 < KalahPrintout.HELP.size() ? helpLine + 1 : -1;
            return;
        }
        if (ref == null) {                       // the banner, up to the first "new game"
            KalahPrintout.NewGame game = KalahPrintout.newGame(line);
            if (game != null) {
                newGame(game);
            } else if (!line.isBlank()) {
                require(!bannerSeen && line.equals(KalahPrintout.BANNER), "'" + line + "' before the game, expected '"
                        + KalahPrintout.BANNER + "'");
                bannerSeen = true;
            }
            return;
        }
        if (line.isBlank()) {
            return;
        }
        // the computer's lines, and a move line that cannot be read ("unexpected line" says more)
        boolean computers = line.contains(" plays ") || KalahPrintout.swaps(line) >= 0
                || KalahPrintout.declines(line) >= 0;
        require(computers || !printed.red(), "'" + line + "' typed in red: only the computer's moves are");
        KalahPrintout.Row row = KalahPrintout.row(line);
        if (row != null) {
            row(row);
            return;
        }
        int[] stores = KalahPrintout.stores(line);
        if (stores != null) {
            require(boardNorth != null && boardStores == null, "a store line out of place: " + line);
            boardStores = stores;
            return;
        }
        require(boardNorth == null, "the board was cut short by: " + line);
        KalahPrintout.Plays plays = KalahPrintout.plays(line);
        if (plays != null) {
            computerMove(plays, printed.red());
            return;
        }
        int swapper = KalahPrintout.swaps(line);
        if (swapper >= 0) {
            swap(swapper, printed.red());
            return;
        }
        int decliner = KalahPrintout.declines(line);
        if (decliner >= 0) {
            declined(decliner, printed.red());
            return;
        }
        KalahPrintout.Prompt prompt = KalahPrintout.prompt(line);
        if (prompt != null) {
            answered(prompt);
            return;
        }
        if (line.trim().equals("game over")) {
            require(ref.isOver() && !expectBoard, "the program says game over, the reference game is not over");
            overSeen = true;
            return;
        }
        int[] score = KalahPrintout.score(line);
        if (score != null) {
            require(overSeen, "a score before game over");
            require(score[0] == ref.store(0) && score[1] == ref.store(1), "final score south " + score[0] + " north "
                    + score[1] + ", reference " + ref.store(0) + " " + ref.store(1));
            scoreSeen = score;
            return;
        }
        String winner = line.trim();
        if (winner.equals("south wins") || winner.equals("north wins") || winner.equals("draw")) {
            require(scoreSeen != null, "a winner before the score");
            int margin = ref.margin();
            String expected = margin > 0 ? "south wins" : margin < 0 ? "north wins" : "draw";
            require(winner.equals(expected), "the program says '" + winner + "', reference '" + expected + "'");
            winnerSeen = true;
            return;
        }
        KalahPrintout.Again again = KalahPrintout.againAnswered(line);
        if (again != null) {
            require(winnerSeen, "'another game?' before the result");
            require(again.key() == typedAtEnd, "the paper shows '" + again.key() + "' after 'another game?', "
                    + "the key struck was '" + typedAtEnd + "'");
            boolean yesOrNo = typedAtEnd == 'y' || typedAtEnd == 'n';
            boolean asks = asked(typedAtEnd);
            require(again.rejected() != (yesOrNo || asks), "after key '" + typedAtEnd + "' at 'another game?' the "
                    + "program " + (again.rejected() ? "says 'type y or n'" : "says nothing"));
            if (typedAtEnd == 'y') {
                startOver();
            } else if (asks) {
                answerAsked(typedAtEnd);
            }
            return;
        }
        if (line.trim().equals("bye")) {
            bye();
            if (later.isEmpty() && nextSwitches == null) {
                searchProbe.check(random);      // the session's last bye: nothing else draws from random now
            }
            return;
        }
        throw new Mismatch("unexpected line: '" + line + "'");
    }

    /** "new game, 4 seeds, ...": the rules and level named are the switches'; the reference starts. */
    private void newGame(KalahPrintout.NewGame game) throws Mismatch {
        require(bannerSeen, "a new game without the banner");
        var v = switches.variant();
        require(game.seeds() == v.seeds(), "new game with " + game.seeds() + " seeds, switches say " + v.seeds());
        List<String> rules = new ArrayList<>();
        boolean[] inForce = {v.emptyCapture(), v.untilStuck(), v.noSweep(), v.pie()};
        for (int i = 0; i < inForce.length; i++) {
            if (inForce[i]) {
                rules.add(KalahPrintout.RULES.get(i));
            }
        }
        require(game.rules().equals(rules), "the new game names the rules " + game.rules() + ", switches say " + rules);
        int named = computerAt[0] || computerAt[1] ? level : 0;
        require(game.level() == named, "the new game names level " + game.level() + ", expected "
                + (named == 0 ? "none (two players)" : named));
        ref = Kalah.start(v);
        expectBoard = !switches.crt();           // with the CRT on the board is not typed
    }

    private void row(KalahPrintout.Row row) throws Mismatch {
        if (row.side() == 1) {
            require(expectBoard, "a board where none was due");
            require(boardNorth == null, "two north rows");
            boardNorth = row.pits();
            return;
        }
        require(boardNorth != null && boardStores != null, "a south row without the north row and stores");
        int[] places = new int[14];
        System.arraycopy(row.pits(), 0, places, 0, 6);
        places[6] = boardStores[1];
        System.arraycopy(boardNorth, 0, places, 7, 6);
        places[13] = boardStores[0];
        boardNorth = null;
        boardStores = null;
        expectBoard = false;
        if (!Arrays.equals(places, ref.places())) {
            throw new Mismatch("board differs: program " + Arrays.toString(places) + ", reference "
                    + Arrays.toString(ref.places()));
        }
    }

    private void computerMove(KalahPrintout.Plays plays, boolean red) throws Mismatch {
        int side = plays.side();
        int pit = plays.pit();
        require(!expectBoard, "a move before the board of the last one");
        require(!ref.isOver(), "a move after the end of the game");
        require(side == ref.sideToMove(), sideName(side) + " moved, " + sideName(ref.sideToMove()) + " is to move");
        require(computerAt[side], "the program moved for the person playing " + sideName(side));
        require(red, "the computer's move was not typed in red");
        if (ref.canSwap()) {
            require(!Pdp1Search.choosesSwap(ref, level), "the computer moved where the reference swaps");
            require(computerDeclined, "the computer moved where it could swap without saying it does not swap");
        }
        computerDeclined = false;
        lastSearch = SearchCounters.Search.of(ref, level, turnSowing);
        counters.made(lastSearch);
        int expected = lastSearch.decision().pit();
        require(pit == expected, "the computer plays " + Notation.pitName(pit) + ", the reference search "
                + Notation.pitName(expected) + " (level " + level + ", sowing " + (turnSowing + 1) + " of its turn)");
        moved(pit, plays.after());
    }

    private void swap(int side, boolean red) throws Mismatch {
        require(!expectBoard, "a swap before the board of the last move");
        require(ref.canSwap() && side == ref.sideToMove(), sideName(side) + " swaps where the swap is not available");
        if (humanSwapped) {
            require(!red, "the person's swap was typed in red");
            humanSwapped = false;
        } else {
            require(computerAt[side], "a swap nobody asked for");
            require(red, "the computer's swap was not typed in red");
            lastSearch = SearchCounters.Search.of(ref, level, 0);
            counters.made(lastSearch);
            require(lastSearch.decision().value() < 0, "the computer swaps, the reference does not");
        }
        ref = Kalah.swap(ref);
        turnSowing = 0;
        if (switches.seats() == Seats.HUMAN_VS_COMPUTER) {
            boolean south = computerAt[0];
            computerAt[0] = computerAt[1];
            computerAt[1] = south;
        }
        moves.add(side(side) + ":swap");
        plies++;
        expectBoard = !switches.crt();
    }

    /** "north does not swap": the computer's, before its move. */
    private void declined(int side, boolean red) throws Mismatch {
        require(!expectBoard && ref.canSwap() && side == ref.sideToMove(),
                sideName(side) + " does not swap where the swap is not available");
        require(computerAt[side], "'" + sideName(side) + " does not swap' for the person, before a key");
        require(red, "the computer's refusal of the swap was not typed in red");
        require(!Pdp1Search.choosesSwap(ref, level), "the computer does not swap, the reference does");
        computerDeclined = true;
    }

    /** The line of a move prompt, completed after the key we typed. */
    private void answered(KalahPrintout.Prompt prompt) throws Mismatch {
        require(typed != 0, "a prompt line nobody typed into");
        require(prompt.key() == typed, "the paper shows '" + prompt.key() + "' after the prompt, the key struck was '"
                + typed + "'");
        char key = Character.toLowerCase(typed);
        typed = 0;
        String expected;
        int pit = key - 'a';
        if (asked(key)) {
            require(prompt.rejection() == null && prompt.after() == null, "after key '" + key
                    + "' the program says more on its line: '" + prompt + "'");
            answerAsked(key);
            return;
        } else if (pit >= 0 && pit < 6) {
            expected = Kalah.isLegal(ref, pit) ? null : "empty";
        } else if (key == 's' && ref.canSwap()) {
            expected = null;
        } else {
            expected = ref.canSwap() ? "type a-f or s" : "type a-f";
        }
        require(Objects.equals(prompt.rejection(), expected), "after key '" + key + "' the program says "
                + (prompt.rejection() == null ? "nothing" : "'" + prompt.rejection() + "'")
                + ", expected " + (expected == null ? "a move" : "'" + expected + "'"));
        if (expected != null) {
            return;
        }
        if (key == 's') {
            require(prompt.after() == null, "a swap line says more: " + prompt);
            humanSwapped = true;
        } else {
            moved(pit, prompt.after());
        }
    }

    /** The keys that ask rather than move: ? or h the help, p the board. */
    private static boolean asked(char key) {
        return key == '?' || key == '/' || key == 'h' || key == 'p';
    }

    /** After a key that asks: the help's lines, or the board, come next. */
    private void answerAsked(char key) {
        if (key == 'p') {
            expectBoard = true;
        } else {
            helpLine = 0;
        }
    }

    /**
     * The move of {@code pit} by the side to move; with the CRT on its line must say {@code after}
     * (the seeds captured, the stores after it), with the CRT off the board follows it, as it
     * does at the end of the game in either case.
     */
    private void moved(int pit, KalahPrintout.After after) throws Mismatch {
        int side = ref.sideToMove();
        int captured = Kalah.captured(ref, pit);
        lastPlace = side == 0 ? pit : 7 + pit;
        moves.add(side(side) + ":" + Notation.pitName(pit));
        plies++;
        ref = Kalah.play(ref, pit);
        turnSowing = !ref.isOver() && ref.sideToMove() == side ? turnSowing + 1 : 0;
        if (switches.crt()) {
            var expected = new KalahPrintout.After(captured, ref.store(0), ref.store(1));
            require(expected.equals(after), "the move's line says " + after + ", reference " + expected);
        } else {
            require(after == null, "with the CRT off the move's line says more than the move: " + after);
        }
        expectBoard = !switches.crt() || ref.isOver();
    }

    // ---- the program waits for a key ----

    @Override
    protected void waiting(String partial) throws Mismatch {
        require(ref != null, "waiting for a key before a game started: " + tail(rig.paper()));
        keyTaken.check();
        checkThinking();
        checkStart();
        drawer.check(rig.machine().core(), switches.crt());
        if (lastSearch != null) {
            counters.check(rig.machine().core(), lastSearch);
            lastSearch = null;
        }
        require(boardNorth == null && !expectBoard, "waiting for a key before the board was typed");
        require(helpLine < 0, "waiting for a key in the middle of the help");
        KalahPrintout.Prompt prompt = KalahPrintout.prompt(partial);
        if (prompt != null && prompt.rejection() == null && prompt.key() == 0) {
            require(!ref.isOver(), "a move prompt after the end of the game");
            require(prompt.side() == ref.sideToMove(), "prompt for " + sideName(prompt.side()) + ", "
                    + sideName(ref.sideToMove()) + " is to move");
            require(!computerAt[prompt.side()], "a prompt for the computer's side " + sideName(prompt.side()));
            require(prompt.swapOffered() == ref.canSwap(), prompt.swapOffered()
                    ? "the swap is offered where it is not available" : "the swap is not offered where it is available");
            require(typed == 0, "the light pen picked pit " + typed + " and the program waits on without taking it");
            if (!penMissed) {
                lookAtCrt();
            }
            penMissed = false;
            if (switches.crt() && random.nextDouble() < PEN_MOVES) {
                touchWithPen();
                return;
            }
            typed = chooseKey();
            rig.type(String.valueOf(typed));
            return;
        }
        if (KalahPrintout.again(partial)) {
            require(winnerSeen, "'another game?' before the result");
            lookAtCrt();
            if (random.nextDouble() < ASKING_KEYS) {
                typedAtEnd = random.nextBoolean() ? '?' : 'p';
                rig.type(String.valueOf(typedAtEnd));
                return;
            }
            typedAtEnd = answerAnotherGame();
            return;
        }
        throw new Mismatch("waiting for a key after '" + partial + "'");
    }

    /**
     * Touches the CRT with the light pen at the centre of a pit of the side to move, as a person
     * would (the program types the pit's letter as if it had been struck), or now and then at the
     * centre of a store, which picks nothing: the program must go on waiting, the paper unchanged.
     */
    private void touchWithPen() {
        int side = ref.sideToMove();
        if (random.nextDouble() < PEN_MISSES) {
            Region store = KalahScreen.region(side == 0 ? 6 : 13);
            rig.touchPen(store.centreX(), store.centreY());
            penMissed = true;
            return;
        }
        int[] legal = Kalah.legalMoves(ref);
        int pit = random.nextInt(8) == 0 ? random.nextInt(6) : legal[random.nextInt(legal.length)];
        Region box = KalahScreen.region(side == 0 ? pit : 7 + pit);
        rig.touchPen(box.centreX(), box.centreY());
        typed = (char) ('a' + pit);
    }

    private char chooseKey() {
        int[] legal = Kalah.legalMoves(ref);
        if (random.nextDouble() < ASKING_KEYS) {
            return "?hp/".charAt(random.nextInt(4));
        }
        if (random.nextDouble() < ILLEGAL_KEYS) {
            String junk = "gz1.x";
            if (!ref.canSwap()) {
                junk += "s";
            }
            for (int pit = 0; pit < 6; pit++) {
                if (!Kalah.isLegal(ref, pit)) {
                    junk += (char) ('a' + pit);
                }
            }
            return junk.charAt(random.nextInt(junk.length()));
        }
        if (ref.canSwap() && random.nextInt(3) == 0) {
            return 's';
        }
        // on an opening book's line the person follows it half the time, so that the program's
        // book answers for either side are checked against the reference's
        int line = Pdp1Search.bookMove(ref);
        int pit = line >= 0 && random.nextBoolean() ? line : legal[random.nextInt(legal.length)];
        char key = (char) ('a' + pit);
        return random.nextInt(10) == 0 ? Character.toUpperCase(key) : key;
    }

    /**
     * Watches a few frames of the CRT and compares the first whole one with the reference: the
     * seed clusters and the count of every place, the pit letters, both lines (whose turn, at the
     * end the score and the winner) and the bright outline of the last move's pit.
     */
    private void lookAtCrt() throws Mismatch {
        if (framesTimed && switches.crt()) {
            long gap = frames.longestGapUs(rig.nowUs());
            require(gap <= MAX_FRAME_GAP_US, "no CRT frame begun for " + gap / 1000
                    + " ms (while typing or searching)");
        }
        var seen = watchCrt(CRT_LOOK_US, switches.crt(), KalahScreen::firstFrame);
        frames.restart(rig.nowUs());
        framesTimed = true;
        if (seen.isEmpty()) {
            return;                              // the CRT is switched off, and nothing was drawn
        }
        KalahScreen.Frame frame = seen.get();
        require(Arrays.equals(frame.pitLetters(), new String[] {"ABCDEF", "FEDCBA"}), "CRT pit letters "
                + Arrays.toString(frame.pitLetters()) + ", expected [ABCDEF, FEDCBA]");
        for (int side = 0; side < 2; side++) {
            String expected = KalahScreen.expectedLine(side, !ref.isOver() && ref.sideToMove() == side, false,
                    ref.isOver(), ref.store(side), ref.store(1 - side));
            require(frame.lines()[side].equals(expected), "CRT line of " + sideName(side) + " '" + frame.lines()[side]
                    + "', reference '" + expected + "'");
            String gaps = KalahScreen.expectedGaps(expected);
            require(frame.lineGaps()[side].equals(gaps), "CRT line of " + sideName(side) + " '" + expected
                    + "': blank columns before its glyphs " + frame.lineGaps()[side] + ", expected " + gaps);
        }
        int[] expected = new int[14];
        for (int place = 0; place < 14; place++) {
            expected[place] = KalahScreen.pointsFor(place, ref.seeds(place));
            require(frame.counts()[place] == ref.seeds(place), "CRT count of place " + place + ": "
                    + (frame.counts()[place] < 0 ? frame.why(place) : frame.counts()[place]) + ", reference "
                    + ref.seeds(place));
        }
        require(Arrays.equals(frame.seedPoints(), expected), "CRT seed points per place "
                + Arrays.toString(frame.seedPoints()) + ", reference " + Arrays.toString(expected));
        for (int place = 0; place < 14; place++) {
            var spots = KalahScreen.seedSpotsFor(place, ref.seeds(place));
            var drawn = frame.seedSpots().get(place);       // as many as spots: counted above
            int i = firstDifference(spots, drawn);
            if (i >= 0) {
                throw new Mismatch("CRT seeds of place " + place + ": a point at " + drawn.get(i) + " from the box's "
                        + "lower left corner where the " + ref.seeds(place) + " seeds' point " + (i + 1) + " is at "
                        + spots.get(i) + " (in rows from the bottom)");
            }
        }
        for (int place = 0; place < 14; place++) {
            int outline = KalahScreen.outlinePointsFor(place, place == lastPlace);
            require(frame.outlinePoints()[place] == outline, "CRT outline of place " + place + ": "
                    + frame.outlinePoints()[place] + " points, expected " + outline);
            require(frame.outlineInPlace()[place], "CRT outline of place " + place + ": a point off its places");
        }
        require(frame.strayPoint() == null, "CRT point at " + frame.strayPoint()
                + " outside every box, count, line and pit letter of the board");
        require(frame.repeatedPoints() == 0, "CRT frame draws " + frame.repeatedPoints()
                + " points twice at the same place and brightness");
        var bright = frame.brightOutlines();
        require(lastPlace < 0 ? bright.isEmpty() : bright.equals(List.of(lastPlace)),
                "bright outlines on places " + bright + ", the last move was from place " + lastPlace);
        crtLooked();
    }

    /**
     * The frames drawn while the program searched since the last wait ({@link ThinkingFrames}):
     * the side marked says it thinks, the other side's line is its name alone.
     */
    private void checkThinking() throws Mismatch {
        for (String[] seen : thinking.take()) {
            int marked = seen[0].startsWith(">") ? 0 : 1;
            for (int side = 0; side < 2; side++) {
                String expected = KalahScreen.expectedLine(side, side == marked, true, false, 0, 0);
                String gaps = KalahScreen.expectedGaps(expected);
                require(seen[side].equals(expected) && seen[2 + side].equals(gaps), "CRT line of " + sideName(side)
                        + " while the computer searches '" + seen[side] + "' (blank columns " + seen[2 + side]
                        + "), expected '" + expected + "' (" + gaps + ")");
            }
        }
    }

    /**
     * The first frame of the game ({@link StartFrames}), drawn before its first move: the start
     * position's seeds in every pit, empty stores, no bright outline and no point off the board.
     */
    private void checkStart() throws Mismatch {
        for (KalahScreen.Frame frame : starts.take()) {
            Position start = Kalah.start(switches.variant());
            for (int place = 0; place < 14; place++) {
                require(frame.counts()[place] == start.seeds(place), "CRT count of place " + place + " in the game's "
                        + "first frame: " + (frame.counts()[place] < 0 ? frame.why(place) : frame.counts()[place])
                        + ", the start has " + start.seeds(place));
            }
            require(frame.brightOutlines().isEmpty(), "bright outlines on places " + frame.brightOutlines()
                    + " in the game's first frame, before any move");
            require(frame.strayPoint() == null, "CRT point at " + frame.strayPoint() + " in the game's first frame, "
                    + "outside every box, count, line and pit letter of the board");
        }
    }

    // ---- small helpers ----

    /** The first index at which two lists of one length differ, or -1. */
    private static int firstDifference(List<?> a, List<?> b) {
        for (int i = 0; i < a.size(); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private static String side(int side) {
        return side == 0 ? "S" : "N";
    }

    private static String sideName(int side) {
        return side == 0 ? "south" : "north";
    }
}
