package pdp1.crosscheck.kalah;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import pdp1.crosscheck.CheckedGame;
import pdp1.crosscheck.Crosscheck;
import pdp1.kalah.Variant;
import pdp1.program.ProgramImage;
import pdp1.program.Seats;
import pdp1.program.kalah.KalahSwitches;

/**
 * The Kalah cross-check: seeded sessions of programs/kalah.mac on the emulator
 * against pdp1.kalah ({@link KalahGame} checks one). Session i of a run with seed
 * S is played from seed S + i alone, so {@code crosscheck kalah --games 1
 * --seed S+i} replays it. Unless a variant is fixed, each game draws its own:
 * seeds 1..6 (4 sometimes as the test word's codes 0 and 7), each variant switch,
 * the seats, who opens, the level (every code of the test word's 4 bits) and the
 * CRT; one session in {@link #BOOK_SESSIONS} opens with a game from the opening book
 * ({@link #bookGame}). One session in {@link #SESSIONS_OF_SEVERAL} plays 2 to 4 games, the
 * switches set anew before each: half of its later games begin with "y" to
 * "another game?", the other half as after "bye", by CONTINUE (the program
 * starts over from its banner, with the last game's display list in core).
 * After a session's last game its search probe ({@link KalahSearchProbe}) runs the
 * program's think on two positions games rarely reach.
 */
public final class KalahCrosscheck implements Crosscheck.Game {

    /** One session in this many plays several games. */
    static final int SESSIONS_OF_SEVERAL = 4;
    /**
     * One session in this many (session 1 of seed 1 among them) opens with a game in which the
     * program plays from its opening book: standard Kalah(6,4), the computer moving first (South) or
     * second (North), the person following the book's lines half the time. Drawn at random those
     * rules come up about once in 100 games.
     */
    static final int BOOK_SESSIONS = 5;

    /**
     * A game's console: its switches, the test word that sets them (seeds 4 may be coded 0 or 7),
     * and whether the game is begun by CONTINUE after the last one's "bye".
     */
    record Setting(KalahSwitches switches, int testWord, boolean continuedAfterBye) {

        Setting {
            if (!KalahSwitches.decode(switches.senseSwitches(), testWord).equals(switches)) {
                throw new IllegalArgumentException("test word " + Integer.toOctalString(testWord) + " does not set " + switches);
            }
        }

        Setting(KalahSwitches switches, int testWord) {
            this(switches, testWord, false);
        }

        Setting begunByContinue() {
            return new Setting(switches, testWord, true);
        }
    }

    private final ProgramImage program;
    private final Variant fixedVariant;
    private final String waitSymbol;

    /**
     * @param fixedVariant the variant of every game, or null to draw one per game
     * @param waitSymbol the word the program sets while it waits for a key (the registry's)
     */
    public KalahCrosscheck(ProgramImage program, Variant fixedVariant, String waitSymbol) {
        this.program = program;
        this.fixedVariant = fixedVariant;
        this.waitSymbol = waitSymbol;
    }

    /** The cross-check of programs/kalah.mac from the classpath. */
    public static KalahCrosscheck ofProgram(Variant fixedVariant, String waitSymbol) {
        return new KalahCrosscheck(ProgramImage.fromClasspath("kalah.mac"), fixedVariant, waitSymbol);
    }

    @Override
    public String name() {
        return "kalah";
    }

    @Override
    public String setup() {
        return fixedVariant == null ? "variants drawn" : "variant " + fixedVariant;
    }

    @Override
    public ProgramImage program() {
        return program;
    }

    @Override
    public Function<Random, CheckedGame> sessions(ProgramImage image) {
        return random -> new KalahGame(image, drawSession(random), random).waitingOn(waitSymbol);
    }

    /** The games of one session, drawn from its random stream before the first is played. */
    List<Setting> drawSession(Random r) {
        List<Setting> session = new ArrayList<>();
        boolean book = r.nextInt(BOOK_SESSIONS) == 0;
        Setting first = drawSetting(r);
        session.add(book && fixedVariant == null ? bookGame(first.switches(), r.nextBoolean()) : first);
        int more = r.nextInt(SESSIONS_OF_SEVERAL) == 0 ? 1 + r.nextInt(3) : 0;
        for (int i = 0; i < more; i++) {
            Setting next = drawSetting(r);
            session.add(r.nextBoolean() ? next.begunByContinue() : next);
        }
        return session;
    }

    /** The book's game: {@code drawn}'s level and CRT, standard Kalah(6,4), the computer against a person, moving first or second. */
    static Setting bookGame(KalahSwitches drawn, boolean computerFirst) {
        var switches = new KalahSwitches(Variant.standard(6, 4), Seats.HUMAN_VS_COMPUTER, computerFirst, drawn.level(), drawn.crt());
        return new Setting(switches, switches.testWord());
    }

    /** A game's switches and test word. */
    Setting drawSetting(Random r) {
        KalahSwitches switches = drawSwitches(r);
        int testWord = switches.testWord();
        if (switches.variant().seeds() == 4 && r.nextInt(3) == 0) {
            testWord = testWord & ~0160 | (r.nextBoolean() ? 0 : 0160);     // the codes that also mean 4
        }
        return new Setting(switches, testWord);
    }

    /** The switches of one game, drawn from its random stream. */
    KalahSwitches drawSwitches(Random r) {
        Variant variant = Variant.standard(6, 1 + r.nextInt(6))
                .withEmptyCapture(r.nextBoolean())
                .withUntilStuck(r.nextBoolean())
                .withNoSweep(r.nextBoolean())
                .withPie(r.nextBoolean());
        if (fixedVariant != null) {
            variant = fixedVariant;
        }
        Seats seats = Seats.draw(r);
        boolean computerFirst = r.nextBoolean();
        // the test word's 4 bits: 0 the default, 1..8, and now and then 9..15, which mean 8
        int level = r.nextInt(20) == 0 ? 9 + r.nextInt(7) : r.nextInt(9);
        boolean crt = r.nextInt(8) != 0;
        return new KalahSwitches(variant, seats, computerFirst, level, crt);
    }
}
