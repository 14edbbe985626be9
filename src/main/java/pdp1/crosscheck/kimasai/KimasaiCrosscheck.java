package pdp1.crosscheck.kimasai;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntConsumer;
import pdp1.crosscheck.Mismatch;
import pdp1.crosscheck.ProgramImage;

/**
 * The Bao la Kimasai cross-check: seeded games of programs/kimasai.mac on the emulator against
 * pdp1.kimasai ({@link KimasaiGame} checks one). Game i of a run with seed S is played from seed
 * S + i alone, so {@code crosscheck kimasai --games 1 --seed S+i} replays it. Each game draws its
 * seats, which side the computer takes, the depths, the CRT switch and the person's keys.
 */
public final class KimasaiCrosscheck {

    /** Deepest search drawn for a game with a person; computer-only games go to 3 (they are all search). */
    static final int MAX_DEPTH = 4;

    /** One failed game, with all it takes to replay it. */
    public record Failure(long seed, KimasaiSwitches switches, String moves, String message) {

        /** The report: seed, switches, moves, what differed and the command that replays it. */
        public String report() {
            String nl = System.lineSeparator();
            return "mismatch in game seed " + seed + " (" + switches.describe() + ")" + nl
                    + "  moves: " + (moves.isEmpty() ? "(none)" : moves) + nl
                    + "  " + message.replace("\n", nl + "  ") + nl
                    + "  replay: pdp1.jar crosscheck kimasai --games 1 --seed " + seed;
        }
    }

    /** The result of a run. */
    public record Result(int games, long plies, long crtLooks, List<Failure> failures) {
        public boolean passed() {
            return failures.isEmpty();
        }
    }

    private final ProgramImage program;

    public KimasaiCrosscheck(ProgramImage program) {
        this.program = program;
    }

    /** The cross-check of programs/kimasai.mac from the classpath. */
    public static KimasaiCrosscheck ofProgram() {
        return new KimasaiCrosscheck(ProgramImage.fromClasspath("kimasai.mac"));
    }

    /** Plays {@code games} games from {@code seed}; {@code progress} hears the count of games done. */
    public Result run(int games, long seed, IntConsumer progress) {
        List<Failure> failures = new ArrayList<>();
        long plies = 0;
        long looks = 0;
        for (int i = 0; i < games; i++) {
            long gameSeed = seed + i;
            Random random = new Random(gameSeed);
            KimasaiSwitches switches = drawSwitches(random);
            KimasaiGame game = new KimasaiGame(program, switches, random);
            try {
                game.play();
            } catch (Mismatch m) {
                failures.add(new Failure(gameSeed, switches, game.moveList(), m.getMessage()));
            } catch (RuntimeException e) {
                failures.add(new Failure(gameSeed, switches, game.moveList(), "harness or emulator error: " + e));
            }
            plies += game.plies();
            looks += game.crtLooks();
            progress.accept(i + 1);
        }
        return new Result(games, plies, looks, failures);
    }

    /** The switches of one game, drawn from its random stream (the first draws of the game). */
    static KimasaiSwitches drawSwitches(Random r) {
        int who = r.nextInt(10);
        KimasaiSwitches.Seats seats = who < 6 ? KimasaiSwitches.Seats.HUMAN_VS_COMPUTER
                : who < 8 ? KimasaiSwitches.Seats.COMPUTER_VS_COMPUTER : KimasaiSwitches.Seats.TWO_PLAYERS;
        boolean computerSouth = r.nextBoolean();
        int maxDepth = seats == KimasaiSwitches.Seats.COMPUTER_VS_COMPUTER ? 3 : MAX_DEPTH;
        int depth = r.nextInt(maxDepth + 1);            // 0 = the program's default
        if (depth == 0 && maxDepth < KimasaiSwitches.DEFAULT_DEPTH) {
            depth = maxDepth;
        }
        int southDepth = r.nextInt(maxDepth + 1);       // 0 = the same as depth
        boolean crt = r.nextInt(8) != 0;
        return new KimasaiSwitches(seats, computerSouth, depth, southDepth, crt);
    }
}
