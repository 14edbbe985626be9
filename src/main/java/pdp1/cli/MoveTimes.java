package pdp1.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import pdp1.games.GameProgram;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The PDP-1 time one computer move takes, by level (each game's figures are in its registry entry): measured
 * on the emulator, which is cycle-exact, so these are the real machine's seconds (and the wall
 * clock's, unless --fast). Past the measured depths the last mean is multiplied by a factor a ply,
 * an estimate. The practical limit is the deepest depth whose worst measured move takes under a
 * minute: a depth past it still runs, with a warning, since a single move can take minutes to days.
 */
final class MoveTimes {

    private static final double PRACTICAL_WORST_S = 60;

    private final double perPly;
    private final double[] meanS;      // index depth - 1
    private final double[] worstS;

    private MoveTimes(GameProgram.LevelTimes times) {
        this.perPly = times.perPly();
        this.meanS = times.meanS().stream().mapToDouble(Double::doubleValue).toArray();
        this.worstS = times.worstS().stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The move times of a registered game (its entry in {@link pdp1.games.Games}). */
    static MoveTimes of(GameProgram game) {
        return new MoveTimes(game.moveTimes());
    }

    int practicalLimit() {
        int depth = 0;
        while (depth < worstS.length && worstS[depth] < PRACTICAL_WORST_S) {
            depth++;
        }
        return depth;
    }

    /** The help's entry for {@code depth} (or level): "mean/worst" when measured, else the estimated mean. */
    String perMove(int depth) {
        if (depth > meanS.length) {
            return duration(meanS[meanS.length - 1] * Math.pow(perPly, depth - meanS.length));
        }
        String mean = duration(meanS[depth - 1]);
        String worst = duration(worstS[depth - 1]);
        boolean seconds = mean.endsWith(" s") && worst.endsWith(" s");
        return (seconds ? mean.substring(0, mean.length() - 2) : mean) + "/" + worst;
    }

    /** Prints one warning line on stderr when {@code depth} (null: not given) is past the practical limit. */
    void warnIfPastLimit(CommandSpec spec, String option, Integer depth) {
        if (depth == null || depth <= practicalLimit()) {
            return;
        }
        spec.commandLine().getErr().println("pdp1: warning: " + option + " " + depth + " is past the practical limit, "
                + practicalLimit() + ": a computer move takes " + perMove(depth) + " of PDP-1 time ("
                + (depth > meanS.length ? "estimated" : "mean/worst, measured") + ")");
    }

    /** Hundredths of a second below 1 s, two significant digits up to 2 minutes, then whole minutes, hours, days. */
    static String duration(double seconds) {
        if (seconds < 120) {
            BigDecimal d = seconds < 1
                    ? BigDecimal.valueOf(seconds).setScale(2, RoundingMode.HALF_UP)   // 0.70 beside 0.31, not 0.7
                    : BigDecimal.valueOf(seconds).round(new MathContext(2));
            return d.toPlainString() + " s";
        }
        if (seconds < 120 * 60) {
            return Math.round(seconds / 60) + " min";
        }
        if (seconds < 48 * 3600) {
            return Math.round(seconds / 3600) + " h";
        }
        return Math.round(seconds / 86400) + " days";
    }
}
