package pdp1.crosscheck.kalah;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import pdp1.crosscheck.CheckedGame;
import pdp1.crosscheck.Mismatch;
import pdp1.crosscheck.PrintedLines;
import pdp1.crosscheck.ProgramImage;
import pdp1.crosscheck.Seats;
import pdp1.kalah.Kalah;
import pdp1.kalah.Notation;
import pdp1.kalah.Pdp1Search;
import pdp1.kalah.Position;

/**
 * One game of programs/kalah.mac on the emulator, checked line by line against
 * pdp1.kalah: every board, store and side to move, every computer move (with
 * Pdp1Search.chooseMove at the program's level) and pie swap or its refusal
 * (choosesSwap), the keys struck as the typewriter prints them and the answers to
 * keys that are no move, the end of the game and the score, and on every wait for
 * a key a whole CRT frame: each place's seed clusters and count (read back from
 * its digits), the pit letters, the line of each side (the mark of the side to
 * move, the name, "TO MOVE", at the end the score and the winner) and the bright
 * outline of the last move's pit. Human moves are random, with illegal keys mixed in.
 * A session may play several games, the switches set anew before each "y" to
 * "another game?" (CheckedGame); the move list marks a new game with "|".
 */
final class KalahGame extends CheckedGame {

    /** Longest a program may run without asking for a key, in simulated µs (a whole demo game). */
    static final long MAX_RUN_US = 7_200_000_000L;
    /** Simulated time the CRT is watched at a key wait: more than two frames (a frame takes 50-70 ms). */
    static final long CRT_LOOK_US = 160_000;
    /** Share of human keys that are not a legal move. */
    static final double ILLEGAL_KEYS = 0.15;

    private final Deque<KalahCrosscheck.Setting> later;   // the session's games after this one
    private KalahSwitches switches;
    private KalahSwitches nextSwitches;    // set at the console before "y" to "another game?"
    private int level;
    private final boolean[] computerAt = new boolean[2];
    private final List<String> moves = new ArrayList<>();
    private int plies;

    private Position ref;
    private boolean expectBoard;
    private int[] boardNorth;       // a north row waiting for its store and south lines
    private int[] boardStores;
    private char typed;             // the key typed at a move prompt, until its line is complete
    private char typedAtEnd;        // the key typed at "another game?"
    private boolean humanSwapped;   // the person typed s: "north swaps sides" comes next
    private boolean declineDue;     // a person's move refused the swap: "north does not swap" comes next
    private boolean computerDeclined; // the computer said it does not swap; its move comes next
    private boolean overSeen;
    private int[] scoreSeen;
    private boolean winnerSeen;
    private int lastPlace = -1;     // the place of the last move's pit: its outline is bright

    /** A session of one game with these switches. */
    KalahGame(ProgramImage program, KalahSwitches switches, Random random) {
        this(program, List.of(new KalahCrosscheck.Setting(switches, switches.testWord())), random);
    }

    /** A session of these games, one after the other. */
    KalahGame(ProgramImage program, List<KalahCrosscheck.Setting> session, Random random) {
        super(program, session.get(0).switches().senseSwitches(), session.get(0).testWord(), MAX_RUN_US, random);
        later = new ArrayDeque<>(session.subList(1, session.size()));
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
        return new Console(next.switches().senseSwitches(), next.testWord());
    }

    /** After "y": the program reads the switches and types "new game"; the reference starts over. */
    private void startOver() {
        seat(nextSwitches);
        nextSwitches = null;
        ref = null;
        expectBoard = false;
        overSeen = false;
        scoreSeen = null;
        winnerSeen = false;
        lastPlace = -1;
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

    /** The paper as a person reads it: the keys struck are on it. */
    @Override
    protected boolean keysOnPaper() {
        return true;
    }

    // ---- what the program typed ----

    @Override
    protected void line(PrintedLines.Line printed) throws Mismatch {
        String line = printed.text();
        if (ref == null) {                       // the banner, up to the first "new game"
            int seeds = KalahPrintout.newGame(line);
            if (seeds >= 0) {
                require(seeds == switches.variant().seeds(), "new game with " + seeds + " seeds, switches say "
                        + switches.variant().seeds());
                ref = Kalah.start(switches.variant());
                expectBoard = true;
            }
            return;
        }
        if (line.isBlank()) {
            return;
        }
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
        int[] plays = KalahPrintout.plays(line);
        if (plays != null) {
            computerMove(plays[0], plays[1], printed.red());
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
            require(again.rejected() != yesOrNo, "after key '" + typedAtEnd + "' at 'another game?' the program "
                    + (again.rejected() ? "says 'type y or n'" : "says nothing"));
            if (typedAtEnd == 'y') {
                startOver();
            }
            return;
        }
        if (line.trim().equals("bye")) {
            bye();
            return;
        }
        throw new Mismatch("unexpected line: '" + line + "'");
    }

    private void row(KalahPrintout.Row row) throws Mismatch {
        if (row.side() == 1) {
            require(!declineDue, "no 'does not swap' after a move that refused the swap");
            require(expectBoard, "a board where none was due (no move since the last one)");
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

    private void computerMove(int side, int pit, boolean red) throws Mismatch {
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
        int expected = Pdp1Search.chooseMove(ref, level);
        require(pit == expected, "the computer plays " + Notation.pitName(pit) + ", the reference search "
                + Notation.pitName(expected) + " (level " + level + ")");
        moved(pit);
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
            require(Pdp1Search.choosesSwap(ref, level), "the computer swaps, the reference does not");
        }
        ref = Kalah.swap(ref);
        if (switches.seats() == Seats.HUMAN_VS_COMPUTER) {
            boolean south = computerAt[0];
            computerAt[0] = computerAt[1];
            computerAt[1] = south;
        }
        moves.add(side(side) + ":swap");
        plies++;
        expectBoard = true;
    }

    /** "north does not swap": after a person's move that refused the swap, or before the computer's. */
    private void declined(int side, boolean red) throws Mismatch {
        if (declineDue) {
            require(!red, "the person's refusal of the swap was typed in red");
            declineDue = false;
            return;
        }
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
        if (pit >= 0 && pit < 6) {
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
            humanSwapped = true;
        } else {
            declineDue = ref.canSwap();
            moved(pit);
        }
    }

    private void moved(int pit) {
        lastPlace = ref.sideToMove() == 0 ? pit : 7 + pit;
        moves.add(side(ref.sideToMove()) + ":" + Notation.pitName(pit));
        plies++;
        ref = Kalah.play(ref, pit);
        expectBoard = true;
    }

    // ---- the program waits for a key ----

    @Override
    protected void waiting(String partial) throws Mismatch {
        require(ref != null, "waiting for a key before a game started: " + tail(rig.paper()));
        require(boardNorth == null && !expectBoard, "waiting for a key before the board was typed");
        KalahPrintout.Prompt prompt = KalahPrintout.prompt(partial);
        if (prompt != null && prompt.rejection() == null) {
            require(!ref.isOver(), "a move prompt after the end of the game");
            require(prompt.side() == ref.sideToMove(), "prompt for " + sideName(prompt.side()) + ", "
                    + sideName(ref.sideToMove()) + " is to move");
            require(!computerAt[prompt.side()], "a prompt for the computer's side " + sideName(prompt.side()));
            require(prompt.swapOffered() == ref.canSwap(), prompt.swapOffered()
                    ? "the swap is offered where it is not available" : "the swap is not offered where it is available");
            lookAtCrt();
            typed = chooseKey();
            rig.type(String.valueOf(typed));
            return;
        }
        if (KalahPrintout.again(partial)) {
            require(winnerSeen, "'another game?' before the result");
            lookAtCrt();
            typedAtEnd = answerAnotherGame();
            return;
        }
        throw new Mismatch("waiting for a key after '" + partial + "'");
    }

    private char chooseKey() {
        int[] legal = Kalah.legalMoves(ref);
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
        char key = (char) ('a' + legal[random.nextInt(legal.length)]);
        return random.nextInt(10) == 0 ? Character.toUpperCase(key) : key;
    }

    /**
     * Watches a few frames of the CRT and compares the first whole one with the reference: the
     * seed clusters and the count of every place, the pit letters, both lines (whose turn, at the
     * end the score and the winner) and the bright outline of the last move's pit.
     */
    private void lookAtCrt() throws Mismatch {
        var seen = watchCrt(CRT_LOOK_US, switches.crt(), KalahScreen::firstFrame);
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
        var bright = frame.brightOutlines();
        require(lastPlace < 0 ? bright.isEmpty() : bright.equals(List.of(lastPlace)),
                "bright outlines on places " + bright + ", the last move was from place " + lastPlace);
        crtLooked();
    }

    // ---- small helpers ----

    private static String side(int side) {
        return side == 0 ? "S" : "N";
    }

    private static String sideName(int side) {
        return side == 0 ? "south" : "north";
    }
}
