package pdp1.program.kalah;

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

    /**
     * The variant of a game of programs/kalah.mac, which plays 1 to 6 seeds a pit.
     *
     * @throws IllegalArgumentException if --seeds is out of that range
     */
    public Variant programVariant() {
        if (seeds != null && (seeds < 1 || seeds > 6)) {
            throw new IllegalArgumentException("--seeds must be 1..6 on the PDP-1, not " + seeds);
        }
        return variant();
    }

    /** Whether --seeds was given on the command line. */
    public boolean seedsGiven() {
        return seeds != null;
    }
}
