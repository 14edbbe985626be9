package pdp1.cli;

import picocli.CommandLine.Option;

/** How a game command runs its program (a picocli mixin): where the CRT goes, the pace, a time limit. */
final class GameRunOptions {

    @Option(names = "--display", paramLabel = CrtDisplay.LABEL, converter = CrtDisplay.Converter.class,
            description = CrtDisplay.HELP)
    CrtDisplay display = CrtDisplay.AUTO;

    @Option(names = "--fast", description = "Run as fast as the host can (not paced to the PDP-1's real speed).")
    boolean fast;

    @Option(names = "--max-time", paramLabel = "SECONDS", description = "Stop after this much simulated time.")
    Double maxTimeSeconds;

    /** The longest --max-time accepted: 1e9 s, whose microseconds still fit the clock's long. */
    static final double MAX_TIME_LIMIT = 1e9;

    /** Why {@code seconds} is no --max-time (NaN, not above 0, too big), or null if it is fine or absent. */
    static String maxTimeProblem(Double seconds) {
        if (seconds == null || seconds > 0 && seconds <= MAX_TIME_LIMIT) {
            return null;
        }
        return "--max-time: give simulated seconds above 0 and at most 1e9, not " + seconds;
    }

    /** The --max-time as a clock limit in µs (no limit when not given); check {@link #maxTimeProblem} first. */
    static long limitUs(Double seconds) {
        return seconds == null ? Long.MAX_VALUE : Math.round(seconds * 1e6);
    }

    /** False for {@code --display none}: the program is told (its CRT switch) not to draw at all. */
    boolean crt() {
        return display.drawn();
    }
}
