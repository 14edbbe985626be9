package pdp1.crosscheck;

import java.util.Optional;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Function;
import pdp1.emu.Machine;
import pdp1.emu.cpu.Engine;
import pdp1.program.ProgramImage;

/**
 * One game of a game program on the emulator, checked line by line against its reference engine:
 * the part every game shares. It boots the program with its switches, runs it until it waits for
 * a key (the word the game's registry entry names is set, {@link #waitingOn}) or halts, hands each
 * typed line and each wait to the game ({@link #line}, {@link #waiting}), and requires the halt
 * to come after "bye". A game answers "another game?" with {@link #answerAnotherGame} and reports
 * "bye" with {@link #bye}.
 *
 * <p>A session may play several games: while {@link #nextGame} gives the switches of another one,
 * "another game?" is answered y after those switches are set at the console, as a person would set
 * them, and the program, which reads them at every new game, plays the next game with them. The
 * game finds the new game in what the program types and starts its reference over. A next game
 * may instead begin as a person would after "bye": "another game?" is answered n, and after the
 * halt the switches are set and CONTINUE pressed; the program jumps to its start ({@code jmp go}
 * after the {@code hlt}) and types its banner again, with whatever the last game left in core.
 * The game hears of each start in {@link #started}.
 */
public abstract class CheckedGame {

    /**
     * Longest a program may go without typing a character while it asks for no key, in simulated µs.
     * The games' longest silence is one computer move's search (about 10 s at the highest level,
     * docs/kalah-program.md and docs/kimasai.md); a turn's later sowings type between searches.
     */
    static final long MAX_SILENCE_US = 60_000_000;

    private final ProgramImage program;
    private final int senseSwitches;
    private final int testWord;
    private final long maxRunUs;
    protected final Random random;
    protected ConsoleRig rig;
    private Engine engine = Engine.TRANSLATOR;
    private Consumer<Machine> watcher;
    private String waitSymbol;
    private boolean byeAsked;
    private boolean byeSeen;
    private boolean junkAtEndTyped;
    private int crtLooks;
    private int gamesPlayed = 1;
    private Console afterBye;          // the next game's console, begun by CONTINUE after bye, or null

    /**
     * The console settings of a session's next game: sense switches and test word, and whether it
     * is begun by CONTINUE after "bye" and the halt rather than by y to "another game?".
     */
    public record Console(int senseSwitches, int testWord, boolean continuedAfterBye) {

        public Console(int senseSwitches, int testWord) {
            this(senseSwitches, testWord, false);
        }
    }

    /** @param maxRunUs longest the program may run without asking for a key, in simulated µs */
    protected CheckedGame(ProgramImage program, int senseSwitches, int testWord, long maxRunUs, Random random) {
        this.program = program;
        this.senseSwitches = senseSwitches;
        this.testWord = testWord;
        this.maxRunUs = maxRunUs;
        this.random = random;
    }

    /** The switches, as a failure report names them. */
    public abstract String describeSwitches();

    /** The moves so far, as a failure report lists them. */
    public abstract String moveList();

    public abstract int plies();

    /** The typewriter's paper so far (empty before {@link #play}). */
    public final String paper() {
        return rig == null ? "" : rig.paper();
    }

    /** Games of this session begun so far (the first counts from the start). */
    public final int gamesPlayed() {
        return gamesPlayed;
    }

    /** CRT frames compared so far. */
    public final int crtLooks() {
        return crtLooks;
    }

    /** Which engine runs the program (the translator unless told); before {@link #play}. */
    public final void engine(Engine engine) {
        this.engine = engine;
    }

    /**
     * The symbol of the word the program sets while it waits for a key (the registry's
     * {@code GameProgram.waitSymbol}, handed down by the game's cross-check); before {@link #play}.
     */
    public final CheckedGame waitingOn(String symbol) {
        this.waitSymbol = symbol;
        return this;
    }

    /** Who is given the machine before its first instruction (e.g. to trace it), or null; before {@link #play}. */
    public final void watchMachine(Consumer<Machine> watcherOrNull) {
        this.watcher = watcherOrNull;
    }

    /**
     * Readies {@code m}, the session's machine or a probe's, before its first instruction: the
     * engine asked for, and the watcher (a coverage count sees the probes' runs too).
     */
    protected final void setUp(Machine m) {
        m.cpu().setEngine(engine);
        if (watcher != null) {
            watcher.accept(m);
        }
    }

    /** Instructions the translator's blocks ran so far (0 on the interpreter). */
    public final long instructionsTranslated() {
        return rig == null ? 0 : rig.machine().cpu().instructionsTranslated();
    }

    /** Plays the game to its end and the program's halt; throws at the first disagreement. */
    public final void play() throws Mismatch {
        if (waitSymbol == null) {
            throw new IllegalStateException("no wait symbol: waitingOn(symbol) before play()");
        }
        rig = new ConsoleRig(program, senseSwitches, testWord, keysOnPaper());
        setUp(rig.machine());
        rig.points().pause();                            // points are kept only while watchCrt looks
        rigged();
        started();
        int waitFlag = program.address(waitSymbol);
        while (true) {
            ConsoleRig.Outcome outcome = rig.runUntilWaiting(waitFlag, maxRunUs, MAX_SILENCE_US);
            for (PrintedLines.Line line : rig.lines().newLines()) {
                line(line);
            }
            switch (outcome) {
                case HALTED -> {
                    require(byeSeen, "the program halted before saying bye");
                    if (afterBye == null) {
                        return;
                    }
                    continueAfterBye();
                }
                case SILENT -> throw new Mismatch("the program typed nothing and asked for no key for "
                        + MAX_SILENCE_US / 1_000_000 + " s of simulated time; last text: " + tail(rig.paper()));
                case TIME_LIMIT -> throw new Mismatch("the program neither asked for a key nor halted in "
                        + maxRunUs / 1_000_000 + " s of simulated time; last text: " + tail(rig.paper()));
                case WAITING -> waiting(rig.lines().partial());
            }
        }
    }

    /** Whether the lines read include the keys struck, printed by the typewriter (default: only what the program typed). */
    protected boolean keysOnPaper() {
        return false;
    }

    /** The console is set up and the program not yet run: a game may attach its own watchers to {@link #rig}. */
    protected void rigged() {
    }

    /**
     * The program was just started, from the tape or by CONTINUE after "bye" (the switches set
     * before), and has run nothing since: a game may watch its first moments.
     */
    protected void started() throws Mismatch {
    }

    /** The halt after "bye": the next game's switches set, then CONTINUE (the run goes on after the {@code hlt}). */
    private void continueAfterBye() throws Mismatch {
        rig.setSwitches(afterBye.senseSwitches(), afterBye.testWord());
        afterBye = null;
        byeAsked = false;
        byeSeen = false;
        gamesPlayed++;
        started();
    }

    /** A whole line the program typed. */
    protected abstract void line(PrintedLines.Line printed) throws Mismatch;

    /** The program waits for a key after typing {@code partial} (the unfinished last line). */
    protected abstract void waiting(String partial) throws Mismatch;

    /**
     * The switches of the session's next game, or null when the session ends with this game. Asked
     * once at each "another game?" answered (not at a key that is neither y nor n); the default is a
     * session of one game.
     */
    protected Console nextGame() {
        return null;
    }

    /**
     * Answers "another game?": now and then first a key that is neither y nor n (asked again), then
     * y with the next game's switches set (when {@link #nextGame} gives them) or n (also when the
     * next game is begun by CONTINUE after "bye"). Returns the key struck.
     *
     * @throws Mismatch if the question comes again after n (the program must say "bye" and halt)
     */
    protected final char answerAnotherGame() throws Mismatch {
        require(!byeAsked, "'another game?' asked again after n, not bye");
        if (!junkAtEndTyped && random.nextInt(5) == 0) {
            junkAtEndTyped = true;
            rig.type("q");
            return 'q';
        }
        junkAtEndTyped = false;
        Console next = nextGame();
        if (next != null && !next.continuedAfterBye()) {
            rig.setSwitches(next.senseSwitches(), next.testWord());
            gamesPlayed++;
            rig.type("y");
            return 'y';
        }
        afterBye = next;
        byeAsked = true;
        rig.type("n");
        return 'n';
    }

    /** The program typed "bye": only after it was told no more games. */
    protected final void bye() throws Mismatch {
        require(byeAsked, "bye without being asked to stop");
        byeSeen = true;
    }

    /**
     * Lets the waiting program draw for {@code lookUs} and finds the first whole frame in what it
     * drew. With the CRT switched off nothing may be drawn, and the result is empty. The points
     * drawn after the look are not kept (nothing reads them).
     */
    protected final <F> Optional<F> watchCrt(long lookUs, boolean crtOn, Function<PointLog, Optional<F>> firstFrame)
            throws Mismatch {
        rig.points().clear();
        require(rig.runFor(lookUs), "the program halted while waiting for a key");
        rig.points().pause();
        if (!crtOn) {
            require(rig.points().size() == 0, "points drawn with the CRT switched off (SS6)");
            return Optional.empty();
        }
        Optional<F> frame = firstFrame.apply(rig.points());
        require(frame.isPresent(), "no whole CRT frame in " + lookUs / 1000 + " ms while waiting for a key");
        return frame;
    }

    /** One more CRT frame compared. */
    protected final void crtLooked() {
        crtLooks++;
    }

    protected static void require(boolean condition, String message) throws Mismatch {
        if (!condition) {
            throw new Mismatch(message);
        }
    }

    /** The last 200 characters of {@code text}, newlines shown as \n: for a message. */
    protected static String tail(String text) {
        String t = text.length() > 200 ? "..." + text.substring(text.length() - 200) : text;
        return t.replace("\n", "\\n");
    }
}
