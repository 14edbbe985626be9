package pdp1.cli;

import picocli.CommandLine.Option;

/** How a game command runs its program (a picocli mixin): where the CRT goes, the pace, a time limit. */
final class GameRunOptions {

    @Option(names = "--display", paramLabel = "window|png:FILE|none",
            description = "The CRT: a window (default when there is a screen), a PNG written at the end, or none.")
    String display;

    @Option(names = "--fast", description = "Run as fast as the host can (not paced to the PDP-1's real speed).")
    boolean fast;

    @Option(names = "--max-time", paramLabel = "SECONDS", description = "Stop after this much simulated time.")
    Double maxTimeSeconds;

    /** False for {@code --display none}: the program is told (its CRT switch) not to draw at all. */
    boolean crt() {
        return !"none".equals(display);
    }
}
