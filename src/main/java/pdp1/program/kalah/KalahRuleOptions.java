package pdp1.program.kalah;

import pdp1.kalah.Variant;
import picocli.CommandLine.Option;

/**
 * The Kalah rule switches without the number of seeds (a picocli {@code @Mixin}): {@code solve}
 * takes its seeds as a positional SEEDS, so its help must not offer {@code --seeds};
 * {@link KalahVariantOptions} adds {@code --seeds} for the other commands.
 */
public class KalahRuleOptions {

    @Option(names = "--empty-capture", description = "A last seed in an own empty pit is captured even when the opposite pit is empty.")
    boolean emptyCapture;

    @Option(names = "--until-stuck", description = "Play on until the side to move has no move (not just until one side is empty).")
    boolean untilStuck;

    @Option(names = "--no-sweep", description = "Seeds left on the board at the end count for nobody.")
    boolean noSweep;

    @Option(names = "--pie", description = "The second player may swap seats after the first player's opening turn.")
    boolean pie;

    /**
     * The variant with {@code pits} pits per side and {@code seeds} seeds per pit, under these rules.
     *
     * @throws IllegalArgumentException if a number is out of range
     */
    public Variant variant(int pits, int seeds) {
        return new Variant(pits, seeds, emptyCapture, untilStuck, noSweep, pie);
    }

    /** Whether any rule differs from the standard game. */
    public boolean anyRuleGiven() {
        return emptyCapture || untilStuck || noSweep || pie;
    }
}
