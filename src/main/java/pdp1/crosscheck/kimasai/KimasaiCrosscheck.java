package pdp1.crosscheck.kimasai;

import java.util.Random;
import java.util.function.Function;
import pdp1.crosscheck.CheckedGame;
import pdp1.crosscheck.Crosscheck;
import pdp1.kimasai.Pdp1Search;
import pdp1.program.ProgramImage;
import pdp1.program.Seats;
import pdp1.program.kimasai.KimasaiSwitches;

/**
 * The Bao la Kimasai cross-check: seeded games of programs/kimasai.mac on the emulator against
 * pdp1.kimasai ({@link KimasaiGame} checks one). Game i of a run with seed S is played from seed
 * S + i alone, so {@code crosscheck kimasai --games 1 --seed S+i} replays it. Each game draws its
 * seats, which side the computer takes, the levels, the CRT switch, how many games the session
 * plays (the switches drawn again for each) and the person's keys. After a session's last game its
 * search probe ({@link KimasaiSearchProbe}) runs the program's think on two endings games rarely reach.
 */
public final class KimasaiCrosscheck implements Crosscheck.Game {

    private final ProgramImage program;
    private final String waitSymbol;

    /** @param waitSymbol the word the program sets while it waits for a key (the registry's) */
    public KimasaiCrosscheck(ProgramImage program, String waitSymbol) {
        this.program = program;
        this.waitSymbol = waitSymbol;
    }

    /** The cross-check of programs/kimasai.mac from the classpath. */
    public static KimasaiCrosscheck ofProgram(String waitSymbol) {
        return new KimasaiCrosscheck(ProgramImage.fromClasspath("kimasai.mac"), waitSymbol);
    }

    @Override
    public String name() {
        return "kimasai";
    }

    @Override
    public String setup() {
        return "switches drawn";
    }

    @Override
    public ProgramImage program() {
        return program;
    }

    @Override
    public Function<Random, CheckedGame> sessions(ProgramImage image) {
        return random -> new KimasaiGame(image, drawSwitches(random), drawGames(random), random).waitingOn(waitSymbol);
    }

    /** Games in one session: 1 in 4 sessions play 2 or 3, each later one begun by y to "another game?" or by CONTINUE after bye. */
    static int drawGames(Random r) {
        return r.nextInt(4) == 0 ? 2 + r.nextInt(2) : 1;
    }

    /** The switches of one game, drawn from its random stream (the first draws of the game): every level, 0 the default. */
    static KimasaiSwitches drawSwitches(Random r) {
        Seats seats = Seats.draw(r);
        boolean computerSouth = r.nextBoolean();
        int level = r.nextInt(Pdp1Search.LEVELS + 1);
        int southLevel = r.nextInt(Pdp1Search.LEVELS + 1);       // 0 = the same as level
        boolean crt = r.nextInt(8) != 0;
        return new KimasaiSwitches(seats, computerSouth, level, southLevel, crt);
    }
}
