package pdp1.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The PDP-1 time one computer move takes, by level (Kalah) or by search depth (Kimasai): measured
 * on the emulator, which is cycle-exact, so these are the real machine's seconds (and the wall
 * clock's, unless --fast). Past the measured depths the last mean is multiplied by a factor a ply,
 * an estimate. The practical limit is the deepest depth whose worst measured move takes under a
 * minute: a depth past it still runs, with a warning, since a single move can take minutes to days.
 */
final class MoveTimes {

    /**
     * Kalah 6x4 by level 1..8: the start, 15 openings and 184 middle and end games
     * (docs/kalah-program.md "Levels", the table KalahSearchTest checks). Every level is measured.
     */
    static final MoveTimes KALAH = new MoveTimes(1.0,
            new double[] {0.09, 0.31, 1.24, 1.89, 3.11, 4.93, 6.76, 8.58},
            new double[] {0.10, 0.69, 1.35, 1.99, 3.27, 5.20, 7.13, 9.08});

    /**
     * Bao la Kimasai by level (not depth: index level - 1), South's moves in 4 seeded games a level,
     * the CRT picture kept lit meanwhile (KimasaiSearchTimeTest checks them). Every level is
     * measured, so no factor is needed.
     */
    static final MoveTimes KIMASAI = new MoveTimes(1,
            new double[] {0.07, 0.38, 1.13, 2.34, 4.17, 6.02, 8.31},
            new double[] {0.10, 0.41, 1.20, 2.47, 4.41, 6.35, 8.78});

    private static final double PRACTICAL_WORST_S = 60;

    private final double perPly;
    private final double[] meanS;      // index depth - 1
    private final double[] worstS;

    private MoveTimes(double perPly, double[] meanS, double[] worstS) {
        this.perPly = perPly;
        this.meanS = meanS;
        this.worstS = worstS;
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
