package pdp1.crosscheck.kalah;

import java.util.Random;
import java.util.function.Consumer;
import pdp1.crosscheck.Crosscheck;
import pdp1.crosscheck.ProgramImage;
import pdp1.crosscheck.Seats;
import pdp1.kalah.Variant;

/**
 * The Kalah cross-check: seeded games of programs/kalah.mac on the emulator
 * against pdp1.kalah ({@link KalahGame} checks one). Game i of a run with seed
 * S is played from seed S + i alone, so {@code crosscheck kalah --games 1
 * --seed S+i} replays it. Unless a variant is fixed, each game draws its own:
 * seeds 1..6, each variant switch, the seats, who opens, the depth and the CRT.
 */
public final class KalahCrosscheck {

    /** Deepest explicit depth drawn for a game with a person; 0 (the program's default, 5) is drawn too. */
    static final int MAX_DEPTH = 4;

    private final ProgramImage program;
    private final Variant fixedVariant;

    /** @param fixedVariant the variant of every game, or null to draw one per game */
    public KalahCrosscheck(ProgramImage program, Variant fixedVariant) {
        this.program = program;
        this.fixedVariant = fixedVariant;
    }

    /** The cross-check of programs/kalah.mac from the classpath. */
    public static KalahCrosscheck ofProgram(Variant fixedVariant) {
        return new KalahCrosscheck(ProgramImage.fromClasspath("kalah.mac"), fixedVariant);
    }

    /** Plays {@code games} games from {@code seed}, one thread a core; after each game {@code progress} hears the result so far. */
    public Crosscheck.Result run(int games, long seed, Consumer<Crosscheck.Result> progress) {
        return run(games, seed, Crosscheck.defaultThreads(), progress);
    }

    /** As {@link #run(int, long, Consumer)}, on {@code threads} threads (the same results). */
    public Crosscheck.Result run(int games, long seed, int threads, Consumer<Crosscheck.Result> progress) {
        return Crosscheck.run("kalah", games, seed, threads, progress,
                random -> new KalahGame(program, drawSwitches(random), random));
    }

    /** The switches of one game, drawn from its random stream (the first draws of the game). */
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
        int depth = r.nextInt(MAX_DEPTH + 1);           // 0 = the program's default
        if (seats == Seats.COMPUTER_VS_COMPUTER) {
            depth = 1 + r.nextInt(3);                   // a whole game of searches: keep it shallow
        }
        boolean crt = r.nextInt(8) != 0;
        return new KalahSwitches(variant, seats, computerFirst, depth, crt);
    }
}
