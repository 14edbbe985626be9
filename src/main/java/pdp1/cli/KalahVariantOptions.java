package pdp1.cli;

import pdp1.kalah.Variant;
import picocli.CommandLine.Option;

/**
 * The Kalah variant options, the same wherever they appear ({@code kalah}, {@code crosscheck};
 * docs/kalah-rules.md "Variants"): the rules of {@link KalahRuleOptions} and {@code --seeds}.
 * Use as a picocli {@code @Mixin} (picocli reads the options of the superclass too).
 */
public final class KalahVariantOptions extends KalahRuleOptions {

    @Option(names = "--seeds", paramLabel = "N", description = "Seeds per pit at the start (default: 4).")
    Integer seeds;

    /** The variant on a 6-pit board (the PDP-1's), 4 seeds unless --seeds says otherwise. */
    public Variant variant() {
        return variant(6, 4);
    }

    /**
     * The variant with {@code pits} pits per side; {@code defaultSeeds} unless --seeds was given.
     *
     * @throws IllegalArgumentException if a number is out of range
     */
    @Override
    public Variant variant(int pits, int defaultSeeds) {
        return super.variant(pits, seeds == null ? defaultSeeds : seeds);
    }

    /** Whether --seeds was given on the command line. */
    public boolean seedsGiven() {
        return seeds != null;
    }
}
