package pdp1.crosscheck.kimasai;

import java.util.Random;
import java.util.function.Consumer;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.ProgramImage;
import pdp1.crosscheck.Seats;

/**
 * The Bao la Kimasai cross-check: seeded games of programs/kimasai.mac on the emulator against
 * pdp1.kimasai ({@link KimasaiGame} checks one). Game i of a run with seed S is played from seed
 * S + i alone, so {@code crosscheck kimasai --games 1 --seed S+i} replays it. Each game draws its
 * seats, which side the computer takes, the depths, the CRT switch and the person's keys.
 */
public final class KimasaiCrosscheck {

    /** Deepest search drawn for a game with a person; computer-only games go to 3 (they are all search). */
    static final int MAX_DEPTH = 4;

    private final ProgramImage program;

    public KimasaiCrosscheck(ProgramImage program) {
        this.program = program;
    }

    /** The cross-check of programs/kimasai.mac from the classpath. */
    public static KimasaiCrosscheck ofProgram() {
        return new KimasaiCrosscheck(ProgramImage.fromClasspath("kimasai.mac"));
    }

    /** Plays {@code games} games from {@code seed}, one thread a core; after each game {@code progress} hears the result so far. */
    public Crosscheck.Result run(int games, long seed, Consumer<Crosscheck.Result> progress) {
        return run(games, seed, Crosscheck.defaultThreads(), progress);
    }

    /** As {@link #run(int, long, Consumer)}, on {@code threads} threads (the same results). */
    public Crosscheck.Result run(int games, long seed, int threads, Consumer<Crosscheck.Result> progress) {
        return Crosscheck.run("kimasai", games, seed, threads, progress,
                random -> new KimasaiGame(program, drawSwitches(random), random));
    }

    /** The switches of one game, drawn from its random stream (the first draws of the game). */
    static KimasaiSwitches drawSwitches(Random r) {
        Seats seats = Seats.draw(r);
        boolean computerSouth = r.nextBoolean();
        int maxDepth = seats == Seats.COMPUTER_VS_COMPUTER ? 3 : MAX_DEPTH;
        int depth = r.nextInt(maxDepth + 1);            // 0 = the program's default
        if (depth == 0 && maxDepth < KimasaiSwitches.DEFAULT_DEPTH) {
            depth = maxDepth;
        }
        int southDepth = r.nextInt(maxDepth + 1);       // 0 = the same as depth
        boolean crt = r.nextInt(8) != 0;
        return new KimasaiSwitches(seats, computerSouth, depth, southDepth, crt);
    }
}
