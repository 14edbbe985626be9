package pdp1.cli;

import pdp1.kalah.Variant;
import picocli.CommandLine.Option;

/**
 * The Kalah variant options, the same wherever they appear ({@code kalah}, {@code crosscheck},
 * {@code solve}; architecture.md "One entry point"). Use as a picocli {@code @Mixin}.
 */
public final class KalahVariantOptions {

    @Option(names = "--seeds", paramLabel = "N", description = "Seeds per pit at the start (default: 4).")
    Integer seeds;

    @Option(names = "--empty-capture", description = "A last seed in an own empty pit is captured even when the opposite pit is empty.")
    boolean emptyCapture;

    @Option(names = "--until-stuck", description = "Play on until the side to move has no move (not just until one side is empty).")
    boolean untilStuck;

    @Option(names = "--no-sweep", description = "Seeds left on the board at the end count for nobody.")
    boolean noSweep;

    @Option(names = "--pie", description = "The second player may swap seats after the first player's opening turn.")
    boolean pie;

    /** The variant on a 6-pit board (the PDP-1's), 4 seeds unless --seeds says otherwise. */
    public Variant variant() {
        return variant(6, 4);
    }

    /**
     * The variant with {@code pits} pits per side; {@code defaultSeeds} unless --seeds was given.
     *
     * @throws IllegalArgumentException if a number is out of range
     */
    public Variant variant(int pits, int defaultSeeds) {
        int n = seeds == null ? defaultSeeds : seeds;
        return new Variant(pits, n, emptyCapture, untilStuck, noSweep, pie);
    }

    /** Whether --seeds was given on the command line. */
    public boolean seedsGiven() {
        return seeds != null;
    }
}
